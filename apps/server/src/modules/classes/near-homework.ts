import type { ClassHomework, ProcessType, SubjectCode } from '@harbour/api-client/contract';
import { and, asc, desc, eq, gt, gte, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { homeworks, homeworkTargets } from '../../db/schema';
import { homeworkOfClass, practiceStatus } from '../homework';

const DAY_MS = 24 * 60 * 60_000;

/** The window of a near-homework list: ENDING looks `days` ahead of now, PUBLISHED `days` back. */
export function nearWindow(near: 'ENDING' | 'PUBLISHED', days: number, now: Date): { from: Date; to: Date } {
  return near === 'ENDING'
    ? { from: now, to: new Date(now.getTime() + days * DAY_MS) }
    : { from: new Date(now.getTime() - days * DAY_MS), to: now };
}

/**
 * Homework of a class in the given subjects: ENDING = not ended yet and due within the window, soonest
 * first; PUBLISHED = published within the window, newest first. At most 200 rows.
 */
export async function nearHomeworkOf(
  db: Db,
  schoolId: number,
  classId: number,
  subjects: readonly SubjectCode[],
  near: 'ENDING' | 'PUBLISHED',
  days: number,
  now: Date,
): Promise<ClassHomework[]> {
  if (subjects.length === 0) return [];
  const { from, to } = nearWindow(near, days, now);
  const inWindow =
    near === 'ENDING'
      ? and(gt(homeworks.endTime, from), lte(homeworks.endTime, to))
      : and(gte(homeworks.createTime, from), lte(homeworks.createTime, to));
  const rows = await db
    .selectDistinct({
      id: homeworks.id,
      homeworkName: homeworks.homeworkName,
      subjectCode: homeworks.subjectCode,
      processType: homeworks.processType,
      startTime: homeworks.startTime,
      endTime: homeworks.endTime,
      createTime: homeworks.createTime,
      distributeObject: homeworks.distributeObject,
      questionCount: homeworks.questionCount,
    })
    .from(homeworkTargets)
    .innerJoin(homeworks, eq(homeworks.id, homeworkTargets.homeworkId))
    .where(and(homeworkOfClass(schoolId, classId, subjects), inWindow))
    .orderBy(
      ...(near === 'ENDING'
        ? [asc(homeworks.endTime), asc(homeworks.id)]
        : [desc(homeworks.createTime), desc(homeworks.id)]),
    )
    .limit(200);
  return rows.map((row) => ({
    eHomeworkId: row.id,
    homeworkName: row.homeworkName,
    subjectCode: row.subjectCode as SubjectCode,
    processType: row.processType as ProcessType,
    startTime: row.startTime.toISOString(),
    endTime: row.endTime.toISOString(),
    createTime: row.createTime.toISOString(),
    practiceStatus: practiceStatus(row.startTime, row.endTime, now),
    distributeObject: row.distributeObject,
    questionCount: row.questionCount,
  }));
}
