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
