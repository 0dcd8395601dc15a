import { SUBJECT_CODES, type SubjectCode } from '@harbour/domain';
import { param, searchParams } from '../../../shared/search-params';

// Read in the entry chunk (every route's search params are): kept to the readers.

/** Groupings of the mistakes centre, as the URL spells them. */
export const ERROR_GROUPINGS = ['knowledge', 'question'] as const;
export type ErrorGrouping = (typeof ERROR_GROUPINGS)[number];

/** /home/errorCenter: the class, its filters, the grouping and the page, all in the URL. */
export interface ErrorCenterSearch {
  /** The class; the first of the teacher's classes when absent. */
  classId?: number;
  /** Only this subject. */
  subjectCode?: SubjectCode;
  /** Only this unit (teaching schedule). */
  scheduleId?: number;
  /** Only this homework. */
  eHomeworkId?: number;
  /** Only this student. */
  studentId?: number;
  /** By knowledge point or by question (default). */
  groupBy?: ErrorGrouping;
  /** Page; 1 when absent. */
  page?: number;
}

/** The list's params; anything malformed is dropped. */
export const parseErrorCenterSearch = searchParams<ErrorCenterSearch>({
  classId: param.int(),
  subjectCode: param.oneOf(SUBJECT_CODES),
  scheduleId: param.int(),
  eHomeworkId: param.int(),
  studentId: param.int(),
  groupBy: param.oneOf(ERROR_GROUPINGS),
  page: param.int({ max: 10_000 }),
});

/** /home/errorCenter/seeQuestion: one question of a class's mistakes (of one homework when given). */
export interface SeeQuestionSearch {
  /** The class (0: none in the URL, which the page says). */
  classId: number;
  /** The question (0: none in the URL). */
  questionId: number;
  /** Only the answers of this homework. */
  eHomeworkId?: number;
}

/** The question page's params; a missing class or question is 0. */
export const parseSeeQuestionSearch = searchParams<SeeQuestionSearch>(
  { classId: param.int(), questionId: param.int(), eHomeworkId: param.int() },
  { classId: 0, questionId: 0 },
);
