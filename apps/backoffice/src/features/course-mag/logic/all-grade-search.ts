import { type SubjectCode, subjectCodeSchema } from '@harbour/api-client';

/** Search params of /home/allGradeCourse. */
export interface AllGradeCourseSearch {
  /** Only this subject; every subject of the user when absent. */
  subjectCode?: SubjectCode;
}

/** Reads the subject filter of /home/allGradeCourse; anything else is dropped. */
export function parseAllGradeSearch(raw: Record<string, unknown>): AllGradeCourseSearch {
  const subject = subjectCodeSchema.safeParse(raw.subjectCode);
  return subject.success ? { subjectCode: subject.data } : {};
}
