import { decodeAnswer, encodeAnswer } from '../engine';
import { itChecks, itNeedsAnswer, sampleQuestion } from '../test-helpers';

const selectFill = sampleQuestion('sample-select-fill-en');

describe('CHOICE_COMPLETION', () => {
  itChecks(selectFill, [
    ['returns RIGHT for the chosen words in place', 'is##are', 'RIGHT', [true, true]],
    ['returns PART_RIGHT when one choice is wrong', 'is##is', 'PART_RIGHT', [true, false]],
    ['returns WRONG when nothing was chosen', '##', 'WRONG', [false, false]],
    ['counts a missing choice as wrong', 'is', 'PART_RIGHT', [true, false]],
  ]);

  it("encodes the chosen contents joined by '##'", () => {
    expect(encodeAnswer(selectFill, ['is', 'are'])).toBe('is##are');
    expect(decodeAnswer(selectFill, 'is##')).toEqual(['is', '']);
  });

  itNeedsAnswer('needs at least one chosen blank to submit', selectFill, {
    refused: [['', '']],
    accepted: [['', 'are']],
  });
});
