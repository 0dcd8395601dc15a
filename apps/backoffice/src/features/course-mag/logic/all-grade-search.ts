import type { SubjectCode } from '@harbour/api-client';
import { isOneOf } from './course-search';

const SUBJECTS: Record<SubjectCode, true> = { CHINESE: true, ENGLISH: true, MATH: true };

/** Search params of /home/allGradeCourse. */
export interface AllGradeCourseSearch {
  /** Only this subject; every subject of the user when absent. */
  subjectCode?: SubjectCode;
}

/** Reads the subject filter of /home/allGradeCourse; anything else is dropped. */
export function parseAllGradeSearch(raw: Record<string, unknown>): AllGradeCourseSearch {
  return isOneOf(SUBJECTS, raw.subjectCode) ? { subjectCode: raw.subjectCode } : {};
}
