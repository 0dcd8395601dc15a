import type { SubjectCode } from '@harbour/api-client/contract';
import { and, eq, gte, inArray, lt, type SQL } from 'drizzle-orm';
import { homeworks, homeworkTargets } from '../../db/schema';

/**
 * Homework that reaches a class, of the caller's school, in the given subjects: the one condition of the
 * calendar, its day lists and the near-homework lists (queries over homework_targets joined to homeworks).
 */
export function homeworkOfClass(schoolId: number, classId: number, subjects: readonly SubjectCode[]): SQL {
  return and(
    eq(homeworkTargets.classId, classId),
    eq(homeworks.schoolId, schoolId),
    inArray(homeworks.subjectCode, [...subjects]),
  ) as SQL;
}

/** Homework due within [start, end). */
export function dueWithin(start: Date, end: Date): SQL {
  return and(gte(homeworks.endTime, start), lt(homeworks.endTime, end)) as SQL;
}
