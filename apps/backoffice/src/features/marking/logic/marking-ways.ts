import type { ScoringSearch } from './marking-search';

/** The marking overview pages of spec §2. */
export type OverviewPage =
  | '/home/practice/practiceCorrect'
  | '/home/practice/testCorrect'
  | '/home/practice/hkatTestCorrect';

/** The scoring ("Do") pages of spec §2. */
export type ScoringPath =
  | '/home/practice/practiceCorrectDo'
  | '/home/practice/testCorrectDo'
  | '/home/practice/praTalkCorrectDo'
  | '/home/practice/testTalkCorrectDo'
  | '/home/practice/writingCorrecDo';

/** processType of a writing-zone task (spec §3). */
export const WRITING_PROCESS_TYPE = '14';

/**
 * The scoring page a way through the work opens: writing tasks on writingCorrecDo, a speaking question
 * (question by question) on the talk pages, tests on testCorrectDo, the rest on practiceCorrectDo.
 */
export function scoringPathFor(
  homework: { processType: string; processKind: string },
  question?: { questionType: string } | null,
): ScoringPath {
  if (String(homework.processType) === WRITING_PROCESS_TYPE) return '/home/practice/writingCorrecDo';
  const test = homework.processKind === 'TEST';
  if (question?.questionType === 'SPEAKING')
    return test ? '/home/practice/testTalkCorrectDo' : '/home/practice/praTalkCorrectDo';
  return test ? '/home/practice/testCorrectDo' : '/home/practice/practiceCorrectDo';
}

/** The overview a scoring page returns to. */
export function overviewPathFor(homework: { processKind: string }): OverviewPage {
  return homework.processKind === 'TEST' ? '/home/practice/testCorrect' : '/home/practice/practiceCorrect';
}

/** The answers/next query of a scoring page's search (the student in view, or the first). */
export function unitQuery(search: ScoringSearch, studentId = search.studentId) {
  return {
    ...(studentId !== undefined ? { studentId } : {}),
    move: 'current' as const,
    ...(search.questionId !== undefined ? { questionId: search.questionId } : {}),
    ...(search.unmarkedOnly !== undefined
      ? { unmarkedOnly: search.unmarkedOnly ? ('true' as const) : ('false' as const) }
      : {}),
    ...(search.classId !== undefined ? { classId: search.classId } : {}),
  };
}
