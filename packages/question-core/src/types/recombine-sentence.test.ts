import { checkAnswer, decodeAnswer, emptyAnswer, encodeAnswer, hasAnswer } from '../engine';
import { sampleBaseQuestions } from '../fixtures';

const recombine = sampleBaseQuestions.find((q) => q.questionId === 'sample-group-sentences-en')!;

describe('RECOMBINE_SENTENCE', () => {
  it.each([
    ['returns RIGHT for the sentence in order', 'I##walk##to##school', 'RIGHT', [true, true, true, true]],
    ['marks each slot out of place', 'I##to##walk##school', 'PART_RIGHT', [true, false, false, true]],
    ['marks an empty slot wrong', 'I##walk####school', 'PART_RIGHT', [true, true, false, true]],
    ['returns WRONG for an empty answer', '', 'WRONG', [false, false, false, false]],
    ['keeps the case of option contents', 'i##walk##to##school', 'PART_RIGHT', [false, true, true, true]],
  ])('%s', (_title, student, status, items) => {
    expect(checkAnswer(recombine, student)).toEqual({ status, items });
  });

  it("encodes the contents per slot joined by '##'", () => {
    expect(emptyAnswer(recombine)).toEqual(['', '', '', '']);
    expect(encodeAnswer(recombine, ['I', 'walk', '', ''])).toBe('I##walk####');
    expect(decodeAnswer(recombine, 'I##walk')).toEqual(['I', 'walk', '', '']);
  });

  it('needs at least one filled slot to submit', () => {
    expect(hasAnswer(recombine, ['', '', '', ''])).toBe(false);
    expect(hasAnswer(recombine, ['', 'to', '', ''])).toBe(true);
  });
});
