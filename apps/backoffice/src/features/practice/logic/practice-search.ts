import {
  HOMEWORK_TIME_STATUSES,
  type HomeworkTimeStatus,
  PRACTICE_LIST_SORT_COLUMNS,
  SUBJECT_CODES,
  type SubjectCode,
} from '@harbour/domain';
import { param, type SortParam, searchParams } from '../../../shared/search-params';

// Read in the entry chunk (every route's search params are): kept to the readers; what the pages do
// with them is in practice-list.ts and practice-detail.ts, which load with the pages.

/** Grading states (spec §3 correction status), as the URL spells them. */
const CORRECTION_STATUSES = ['WAIT_CORRECT', 'CORRECTED', 'ANNOUNCED'] as const;
/** Submission statuses (spec §3 submit status), as the URL spells them. */
const SUBMIT_STATUSES = ['NOT_SUBMIT', 'OVERDUE', 'NORMAL', 'NO_NEED', 'DELAY'] as const;
/** Homework kinds (processKindOf), as the URL spells them. */
const PROCESS_KINDS = ['PRACTICE', 'TEST', 'OTHER'] as const;

/** /home/practice: the teacher's homework to mark, its filters, sort and page, all in the URL. */
export interface PracticeListSearch {
  /** Words of the homework name. */
  q?: string;
  /** Only this subject. */
  subject?: SubjectCode;
  /** Only this grade (1–9). */
  grade?: number;
  /** Only homework reaching this class. */
  classId?: number;
  /** Only practice, tests or other homework. */
  kind?: (typeof PROCESS_KINDS)[number];
  /** Only this time status. */
  status?: HomeworkTimeStatus;
  /** Only this grading state. */
  correction?: (typeof CORRECTION_STATUSES)[number];
  /** Due on or after this day (Hong Kong, YYYY-MM-DD). */
  from?: string;
  /** Due on or before this day (Hong Kong, YYYY-MM-DD). */
  to?: string;
  /** A column, `-column` descending; most answers to mark first when absent. */
  sort?: SortParam;
  /** Page; 1 when absent. */
  page?: number;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The list's params; anything malformed is dropped. */
export const parsePracticeListSearch = searchParams<PracticeListSearch>({
  q: param.text(/^(?=[\s\S]*\S)[\s\S]{1,50}$/),
  subject: param.oneOf(SUBJECT_CODES),
  grade: param.int({ min: 1, max: 9 }),
  classId: param.int(),
  kind: param.oneOf(PROCESS_KINDS),
  status: param.oneOf(HOMEWORK_TIME_STATUSES),
  correction: param.oneOf(CORRECTION_STATUSES),
  from: param.text(DAY),
  to: param.text(DAY),
  sort: param.sort(PRACTICE_LIST_SORT_COLUMNS),
  page: param.int({ min: 2 }),
});

/** practiceDetail, testSubmit, hkatTestSubmit, ePracticeSubmit: one homework's students. */
export interface PracticeDetailSearch {
  /** The homework; 0 when the URL has none or a malformed one (the page says so). */
  eHomeworkId: number;
  /** Only students of this class. */
  classId?: number;
  /** Only students with this submission status. */
  submitStatus?: (typeof SUBMIT_STATUSES)[number];
  /** students (default), notSubmitted or redo. */
  tab?: 'students' | 'notSubmitted' | 'redo';
  /** Page of the list shown; 1 when absent. */
  page?: number;
}

/** The detail pages' params; anything malformed is dropped. */
export const parsePracticeDetailSearch = searchParams<PracticeDetailSearch>(
  {
    eHomeworkId: param.int(),
    classId: param.int(),
    submitStatus: param.oneOf(SUBMIT_STATUSES),
    tab: param.oneOf(['students', 'notSubmitted', 'redo']),
    page: param.int({ min: 2 }),
  },
  { eHomeworkId: 0 },
);
