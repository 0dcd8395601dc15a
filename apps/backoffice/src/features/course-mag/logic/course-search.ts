import type { SubjectCode, TextbookType } from '@harbour/api-client';
import { isOneOf, positiveIds, SUBJECT_CODES } from '../../../shared/search-params';

/* Checked against records typed by the contract, not its zod schemas (see app/search-params). */
const TEXTBOOK_TYPES: Record<TextbookType, true> = {
  A_PLUS: true,
  HKAT: true,
  SE_ZONE: true,
  WRITING_ZONE: true,
};

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
  if ((out.gradeCode ?? 0) > 9) delete out.gradeCode;
  if (isOneOf(SUBJECT_CODES, raw.subjectCode)) out.subjectCode = raw.subjectCode;
  if (isOneOf(TEXTBOOK_TYPES, raw.textbookType)) out.textbookType = raw.textbookType;
  return out;
}
