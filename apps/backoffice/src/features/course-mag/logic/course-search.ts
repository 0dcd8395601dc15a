import type { SubjectCode, TextbookType } from '@harbour/api-client';
import { param, SUBJECT_CODES, searchParams } from '../../../shared/search-params';

/* Checked against records typed by the contract, not its zod schemas (see shared/search-params). */
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

/** The search params of /home/courseMag; anything malformed is dropped rather than thrown. */
export const parseCourseSearch = searchParams<CourseSearch>({
  gradeCode: param.int({ max: 9 }),
  subjectCode: param.oneOf(SUBJECT_CODES),
  textbookType: param.oneOf(TEXTBOOK_TYPES),
  classId: param.int(),
});
