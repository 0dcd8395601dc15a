import type { SubjectCode, TextbookType } from '@harbour/api-client';
import { GRADE_CODE_MAX, SUBJECT_CODES, TEXTBOOK_TYPES } from '@harbour/domain';
import { isOneOf, positiveIds } from '../../../app/search-params';

/** Search params of /home/courseMag (and batchPublic): what a teacher is looking at, bookmarkable. */
export interface CourseSearch {
  /** Grade code 1–9. */
  gradeCode?: number;
  /** Subject. */
  subjectCode?: SubjectCode;
  /** Textbook category (course family). */
  textbookType?: TextbookType;
  /** Class the material would go to (its access check and what it already has). */
  classId?: number;
}

/** Reads the search params; anything malformed is dropped rather than thrown. */
export function parseCourseSearch(raw: Record<string, unknown>): CourseSearch {
  const out: CourseSearch = positiveIds(raw, ['gradeCode', 'classId']);
  if ((out.gradeCode ?? 0) > GRADE_CODE_MAX) delete out.gradeCode;
  if (isOneOf(SUBJECT_CODES, raw.subjectCode)) out.subjectCode = raw.subjectCode;
  if (isOneOf(TEXTBOOK_TYPES, raw.textbookType)) out.textbookType = raw.textbookType;
  return out;
}
