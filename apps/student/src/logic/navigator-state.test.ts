import { clampIndex, missingFromMessage, navigatorItems, unansweredRequired } from './navigator-state';

const questions = [
  { questionId: 11, serialNo: 1, mayBeEmpty: false },
  { questionId: 12, serialNo: 2, mayBeEmpty: true },
  { questionId: 13, serialNo: 3, mayBeEmpty: false },
];

describe('the question navigator', () => {
  it('marks the current question and the answered ones', () => {
    const items = navigatorItems(questions, new Set([11]), new Set(), 1);
    expect(items.map((i) => [i.serialNo, i.current, i.answered])).toEqual([
      [1, false, true],
      [2, true, false],
      [3, false, false],
    ]);
  });

  it('marks the questions a submission named missing until they get an answer', () => {
    expect(navigatorItems(questions, new Set(), new Set([13]), 0)[2]?.missing).toBe(true);
    expect(navigatorItems(questions, new Set([13]), new Set([13]), 0)[2]?.missing).toBe(false);
  });

  it('names the questions that may not be empty and have no answer', () => {
    expect(unansweredRequired(questions, new Set([11])).map((q) => q.serialNo)).toEqual([3]);
    expect(unansweredRequired(questions, new Set([11, 13]))).toEqual([]);
  });

  it('reads the question numbers of a refusal, ignoring numbers that are no question', () => {
    expect([...missingFromMessage('請先作答第 1、3 題', questions)]).toEqual([11, 13]);
    expect([...missingFromMessage('Answer questions 3, 9 first', questions)]).toEqual([13]);
    expect(missingFromMessage('Answer every question', questions).size).toBe(0);
  });

  it('keeps an index inside the homework', () => {
    expect(clampIndex(-1, 3)).toBe(0);
    expect(clampIndex(5, 3)).toBe(2);
    expect(clampIndex(1, 3)).toBe(1);
    expect(clampIndex(0, 0)).toBe(0);
  });
});
