import { checkAnswer, decodeAnswer, encodeAnswer, hasAnswer } from '../engine';
import { sampleBaseQuestions } from '../fixtures';

const selectFill = sampleBaseQuestions.find((q) => q.questionId === 'sample-select-fill-en')!;

describe('CHOICE_COMPLETION', () => {
  it.each([
    ['returns RIGHT for the chosen words in place', 'is##are', 'RIGHT', [true, true]],
    ['returns PART_RIGHT when one choice is wrong', 'is##is', 'PART_RIGHT', [true, false]],
    ['returns WRONG when nothing was chosen', '##', 'WRONG', [false, false]],
    ['counts a missing choice as wrong', 'is', 'PART_RIGHT', [true, false]],
  ])('%s', (_title, student, status, items) => {
    expect(checkAnswer(selectFill, student)).toEqual({ status, items });
  });

  it("encodes the chosen contents joined by '##'", () => {
    expect(encodeAnswer(selectFill, ['is', 'are'])).toBe('is##are');
    expect(decodeAnswer(selectFill, 'is##')).toEqual(['is', '']);
  });

  it('needs at least one chosen blank to submit', () => {
    expect(hasAnswer(selectFill, ['', ''])).toBe(false);
    expect(hasAnswer(selectFill, ['', 'are'])).toBe(true);
  });
});
