/**
 * The full mark of a sub-question of a composite question: an equal whole share of the question's full mark
 * in its homework, rounded down (10 marks over 3 sub-questions give 3 each, so at most 9 can be scored). A
 * question without sub-questions (a child count of 0 or 1) keeps its whole full mark. The answer call scores
 * each sub-question out of this share, marking shows it as the sub-question's maximum, and the mistakes
 * centre counts a composite as fully right at `childCount` shares.
 */
export function subQuestionFullMark(questionFullMark: number, childCount: number): number {
  const children = Number.isFinite(childCount) ? Math.floor(childCount) : 0;
  return children > 1 ? Math.floor(questionFullMark / children) : questionFullMark;
}
