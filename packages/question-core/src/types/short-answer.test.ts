import { decodeAnswer } from '../engine';
import { itChecks, itNeedsAnswer, sampleQuestion } from '../test-helpers';

const short = sampleQuestion('sample-short-zh');

describe('SHORT_ANSWER', () => {
  itChecks(short, [
    ['returns RIGHT for two different accepted answers', '桃花##杜鵑花', 'RIGHT', [true, true]],
    ['accepts them in any order', '櫻花##桃花', 'RIGHT', [true, true]],
    ['credits one answer twice when both reference blanks accept it', '桃花##桃花', 'RIGHT', [true, true]],
    ['returns PART_RIGHT when one flower is not in the key', '桃花##玫瑰', 'PART_RIGHT', [true, false]],
    ['returns WRONG for flowers not in the key', '玫瑰##菊花', 'WRONG', [false, false]],
    ['strips # and spaces around Chinese answers', ' 桃#花 ##　櫻花　', 'RIGHT', [true, true]],
  ]);

  it('decodes accepted blanks separated by ##', () => {
    expect(decodeAnswer(short, '桃花##櫻花')).toEqual(['桃花', '櫻花']);
  });

  itNeedsAnswer('needs one non-empty blank to submit', short, {
    refused: [['', '']],
    accepted: [['桃花', '']],
  });
});
