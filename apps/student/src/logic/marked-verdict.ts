import type { QuestionOutcome, QuestionRightStatus } from '@harbour/api-client';

/**
 * The verdict a question shows once results are shown: the checker's, except for an answer only a teacher
 * could judge (NOT_CORRECT, "waiting for the teacher's marking") that the teacher has marked, which shows
 * what the mark says — full marks right, none wrong, anything between part right.
 */
export function shownVerdict(
  status: QuestionRightStatus | null,
  outcome: QuestionOutcome | null,
): QuestionRightStatus | null {
  if (status !== 'NOT_CORRECT' || !outcome?.marked) return status;
  if (outcome.maxScore > 0 && outcome.score >= outcome.maxScore) return 'RIGHT';
  if (outcome.score <= 0) return 'WRONG';
  return 'PART_RIGHT';
}

/**
 * Whether a shown score is provisional: the answer waits for the teacher's marking (NOT_CORRECT, the
 * server's PENDING) and the teacher has not marked it yet, so its score is the automatic one.
 */
export function awaitsMarking(status: QuestionRightStatus | null, outcome: QuestionOutcome | null): boolean {
  return status === 'NOT_CORRECT' && outcome?.marked !== true;
}

/** Whether a homework's total is provisional: some answer still waits for the teacher's marking. */
export function homeworkAwaitsMarking(
  questions: readonly {
    answer: { questionRightStatus: QuestionRightStatus | null } | null;
    outcome: QuestionOutcome | null;
  }[],
): boolean {
  return questions.some((question) =>
    awaitsMarking(question.answer?.questionRightStatus ?? null, question.outcome),
  );
}
