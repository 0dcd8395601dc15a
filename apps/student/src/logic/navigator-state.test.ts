import {
  clampIndex,
  missingFromMessage,
  navigatorItems,
  unansweredQuestions,
  unansweredRequired,
} from './navigator-state';

const questions = [
  { questionId: 11, serialNo: 1, mayBeEmpty: false },
  { questionId: 12, serialNo: 2, mayBeEmpty: true },
  { questionId: 13, serialNo: 3, mayBeEmpty: false },
];

/** No composite answered in part. */
const none = new Map<number, number[]>();

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
    expect(unansweredRequired(questions, new Set([11]), none).map((q) => q.serialNo)).toEqual([3]);
    expect(unansweredRequired(questions, new Set([11, 13]), none)).toEqual([]);
  });

  it('names a composite answered in part with the sub-questions it still leaves empty', () => {
    const partly = new Map([[13, [2, 3]]]);
    expect(unansweredRequired(questions, new Set([11, 13]), partly).map((q) => q.serialNo)).toEqual([3]);
    expect(unansweredQuestions(questions, new Set([11, 12, 13]), partly)).toEqual([
      { index: 2, serialNo: 3, mayBeEmpty: false, partsLeft: [2, 3] },
    ]);
    // Its parts are named only once it is answered in part: a question with no answer at all is named whole.
    expect(unansweredQuestions(questions, new Set([11, 12]), partly)[0]?.partsLeft).toEqual([]);
  });

  it('lists every question the navigator shows unanswered, with its place and whether it may be empty', () => {
    expect(unansweredQuestions(questions, new Set([11]), none)).toEqual([
      { index: 1, serialNo: 2, mayBeEmpty: true, partsLeft: [] },
      { index: 2, serialNo: 3, mayBeEmpty: false, partsLeft: [] },
    ]);
    const items = navigatorItems(questions, new Set([12]), new Set(), 0);
    expect(unansweredQuestions(questions, new Set([12]), none).map((q) => q.serialNo)).toEqual(
      items.filter((item) => !item.answered).map((item) => item.serialNo),
    );
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
