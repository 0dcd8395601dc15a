import type { SubjectCode } from '@harbour/api-client';
import { SUBJECT_CODES } from '@harbour/domain';
import { isOneOf } from '../../../app/search-params';

/** Search params of /home/allGradeCourse. */
export interface AllGradeCourseSearch {
  /** Only this subject; every subject of the user when absent. */
  subjectCode?: SubjectCode;
}

/** Reads the subject filter of /home/allGradeCourse; anything else is dropped. */
export function parseAllGradeSearch(raw: Record<string, unknown>): AllGradeCourseSearch {
  return isOneOf(SUBJECT_CODES, raw.subjectCode) ? { subjectCode: raw.subjectCode } : {};
}
