import type { SubjectCode, TextbookType } from '@harbour/api-client';
import { GRADE_CODE_MAX, SUBJECT_CODES, TEXTBOOK_TYPES } from '@harbour/domain';
import { param, searchParams } from '../../../shared/search-params';

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
  gradeCode: param.int({ max: GRADE_CODE_MAX }),
  subjectCode: param.oneOf(SUBJECT_CODES),
  textbookType: param.oneOf(TEXTBOOK_TYPES),
  classId: param.int(),
});
