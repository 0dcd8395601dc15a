import { decodeAnswer, emptyAnswer, encodeAnswer } from '../engine';
import { itChecks, itNeedsAnswer, sampleQuestion } from '../test-helpers';
import type { MatchingAnswer } from './matching';

const matching = sampleQuestion('sample-matching-math');

describe('MATCHING', () => {
  itChecks(matching, [
    ['returns RIGHT when every pair is a reference pair', '1-2;2-3;3-1', 'RIGHT', [true, true, true]],
    ['marks an unanswered right side wrong', '1-2;2-3;3-', 'PART_RIGHT', [true, true, false]],
    ['returns WRONG when nothing is matched', '1-;2-;3-', 'WRONG', [false, false, false]],
    ['counts a left item matched twice once', '1-2;1-3;2-3;3-1', 'RIGHT', [true, true, true]],
    ['adds a wrong item per left item missing from the answer', '2-3', 'PART_RIGHT', [true, false, false]],
  ]);

  it("encodes 'leftSerial-rightSerial' with an empty right side when unanswered", () => {
    const answer = emptyAnswer(matching) as MatchingAnswer;
    expect(answer).toEqual([
      { left: '1', right: '' },
      { left: '2', right: '' },
      { left: '3', right: '' },
    ]);
    answer[1] = { left: '2', right: '3' };
    expect(encodeAnswer(matching, answer)).toBe('1-;2-3;3-');
    expect(decodeAnswer(matching, '1-;2-3;3-')).toEqual(answer);
  });

  itNeedsAnswer('needs at least one matched item to submit', matching, {
    refused: [emptyAnswer(matching)],
    accepted: [[{ left: '1', right: '2' }]],
  });
});
