import { subQuestionFullMark } from './question-marks';

describe('subQuestionFullMark', () => {
  it('gives each sub-question an equal whole share, rounded down', () => {
    expect(subQuestionFullMark(10, 2)).toBe(5);
    expect(subQuestionFullMark(10, 3)).toBe(3);
    expect(subQuestionFullMark(9, 3)).toBe(3);
    expect(subQuestionFullMark(11, 4)).toBe(2);
  });

  it('gives a question without sub-questions (0 or 1 child) its whole full mark', () => {
    expect(subQuestionFullMark(10, 0)).toBe(10);
    expect(subQuestionFullMark(10, 1)).toBe(10);
    expect(subQuestionFullMark(7, Number.NaN)).toBe(7);
  });

  it('gives no mark to a share below one and to a question worth nothing', () => {
    expect(subQuestionFullMark(2, 3)).toBe(0);
    expect(subQuestionFullMark(3, 3)).toBe(1);
    expect(subQuestionFullMark(0, 4)).toBe(0);
  });

  it('never gives the sub-questions together more than the question', () => {
    for (let full = 0; full <= 30; full++) {
      for (let children = 2; children <= 12; children++) {
        const share = subQuestionFullMark(full, children);
        expect(share * children).toBeLessThanOrEqual(full);
        expect((share + 1) * children).toBeGreaterThan(full);
      }
    }
  });
});
