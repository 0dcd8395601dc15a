import type { SubjectCode } from '@harbour/api-client';
import { SUBJECT_CODES } from '@harbour/domain';
import { param, searchParams } from '../../../shared/search-params';

/** Search params of /home/allGradeCourse. */
export interface AllGradeCourseSearch {
  /** Only this subject; every subject of the user when absent. */
  subjectCode?: SubjectCode;
}

/** The subject filter of /home/allGradeCourse; anything else is dropped. */
export const parseAllGradeSearch = searchParams<AllGradeCourseSearch>({
  subjectCode: param.oneOf(SUBJECT_CODES),
});
