import type { SubjectCode } from '@harbour/api-client/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { homeworks, homeworkTargets } from '../../db/schema';
import { dueWithin, homeworkOfClass } from '../homework';

// The Drizzle queries of the schedule module.

/** The homework of a class in the given subjects due in [start, end), soonest first. */
export function homeworkDueInClass(
  db: DbOrTx,
  schoolId: number,
  classId: number,
  subjects: readonly SubjectCode[],
  start: Date,
  end: Date,
) {
  return db
    .selectDistinct({
      eHomeworkId: homeworks.id,
      homeworkName: homeworks.homeworkName,
      publishTime: homeworks.publishTime,
      startTime: homeworks.startTime,
      endTime: homeworks.endTime,
      processType: homeworks.processType,
      textbookType: homeworks.textbookType,
      type: homeworks.type,
      subjectCode: homeworks.subjectCode,
      distributeRange: homeworks.distributeRange,
      distributeObject: homeworks.distributeObject,
    })
    .from(homeworkTargets)
    .innerJoin(homeworks, eq(homeworks.id, homeworkTargets.homeworkId))
    .where(and(homeworkOfClass(schoolId, classId, subjects), dueWithin(start, end)))
    .orderBy(asc(homeworks.endTime), asc(homeworks.id));
}
