import { param, searchParams } from '../../../shared/search-params';

/** The search of a marking overview page (practiceCorrect, testCorrect, hkatTestCorrect). */
export interface MarkingOverviewSearch {
  eHomeworkId: number;
  classId?: number;
}

/** The search of a scoring page: the way through the work and the position in it (spec §2 "Do" pages). */
export interface ScoringSearch {
  eHomeworkId: number;
  /** The student in view; the first to mark without it. */
  studentId?: number;
  /** Question by question: this question across the class; student by student without it. */
  questionId?: number;
  /** Skip students with nothing left to mark. */
  unmarkedOnly?: boolean;
  classId?: number;
}

/** A boolean search param (the router reads `?x=true` as true). */
const bool = () => (raw: unknown) =>
  raw === true || raw === 'true' ? true : raw === false || raw === 'false' ? false : undefined;

export const parseMarkingOverviewSearch = searchParams<MarkingOverviewSearch>(
  { eHomeworkId: param.int(), classId: param.int() },
  { eHomeworkId: 0 },
);

export const parseScoringSearch = searchParams<ScoringSearch>(
  {
    eHomeworkId: param.int(),
    studentId: param.int(),
    questionId: param.int(),
    unmarkedOnly: bool(),
    classId: param.int(),
  },
  { eHomeworkId: 0 },
);

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
