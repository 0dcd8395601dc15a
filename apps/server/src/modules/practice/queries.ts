import type { practiceListQuerySchema } from '@harbour/api-client/contract';
import {
  HOMEWORK_TIME_STATUSES,
  hongKongDayStart,
  PRACTICE_PROCESS_TYPES,
  type PracticeListSortColumn,
  TEST_PROCESS_TYPES,
} from '@harbour/domain';
import { and, asc, desc, eq, exists, gte, ilike, inArray, lt, notInArray, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { attempts, classes, homeworkRedos, homeworks, homeworkTargets, students } from '../../db/schema';
import type { StaffPrincipal } from '../../plugins/auth';
import type { Scope } from '../../plugins/tenancy';
import { ANSWER_TO_MARK, audit, homeworkVisibleTo, timeStatusIs } from '../homework';

// The Drizzle queries of the practice module.

const DAY_MS = 24 * 3600_000;

export type PracticeListFilter = z.output<typeof practiceListQuerySchema>;

/** The conditions of the practice list: homework the scope sees, narrowed by the query's filters. */
export function practiceListWhere(
  db: DbOrTx,
  scope: Scope,
  query: PracticeListFilter,
  now: Date,
): SQL | undefined {
  const where: SQL[] = [homeworkVisibleTo(db, scope)];
  if (query.subjectCode) where.push(eq(homeworks.subjectCode, query.subjectCode));
  if (query.gradeCode) where.push(eq(homeworks.gradeCode, query.gradeCode));
  if (query.processType) where.push(eq(homeworks.processType, query.processType));
  if (query.processKind === 'PRACTICE')
    where.push(inArray(homeworks.processType, [...PRACTICE_PROCESS_TYPES]));
  if (query.processKind === 'TEST') where.push(inArray(homeworks.processType, [...TEST_PROCESS_TYPES]));
  if (query.processKind === 'OTHER') {
    where.push(notInArray(homeworks.processType, [...PRACTICE_PROCESS_TYPES, ...TEST_PROCESS_TYPES]));
  }
  if (query.keyword)
    where.push(ilike(homeworks.homeworkName, `%${query.keyword.replace(/[\\%_]/g, '\\$&')}%`));
  if (query.endFrom) where.push(gte(homeworks.endTime, hongKongDayStart(query.endFrom)));
  if (query.endTo)
    where.push(lt(homeworks.endTime, new Date(hongKongDayStart(query.endTo).getTime() + DAY_MS)));
  if (query.classId) {
    where.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(homeworkTargets)
          .where(
            and(eq(homeworkTargets.homeworkId, homeworks.id), eq(homeworkTargets.classId, query.classId)),
          ),
      ),
    );
  }
  if (query.timeStatus) where.push(timeStatusIs(query.timeStatus, now));
  if (query.correctionStatus) where.push(eq(homeworks.correctionStatus, query.correctionStatus));
  return and(...where);
}

/** The order of the practice list's `sort` (a column, `-column` descending); none keeps the list's own. */
export function practiceListOrder(sort: PracticeListFilter['sort'], now: Date): SQL[] {
  if (!sort) return [];
  const column = sort.replace(/^-/, '') as PracticeListSortColumn;
  const direction = sort.startsWith('-') ? desc : asc;
  const submitted = sql`(SELECT count(*) FROM ${attempts} WHERE ${attempts.homeworkId} = ${homeworks.id} AND ${attempts.submittedAt} IS NOT NULL)`;
  // Time statuses in their life order: not published, scheduled, ongoing, expired, archived.
  const status = sql`CASE ${sql.join(
    HOMEWORK_TIME_STATUSES.map((value, rank) => sql`WHEN ${timeStatusIs(value, now)} THEN ${rank}`),
    sql` `,
  )} END`;
  const expressions: Record<PracticeListSortColumn, SQL> = {
    name: sql`${homeworks.homeworkName}`,
    to: sql`${homeworks.distributeObject}`,
    start: sql`${homeworks.startTime}`,
    end: sql`${homeworks.endTime}`,
    status,
    submitted,
    // Answers waiting for a teacher among submitted attempts (`-toMark`: what needs marking first).
    toMark: sql`(SELECT count(*) FROM ${attempts} a JOIN answers x ON x.attempt_id = a.id
      WHERE a.homework_id = ${homeworks.id} AND a.submitted_at IS NOT NULL AND ${ANSWER_TO_MARK})`,
  };
  return [direction(expressions[column])];
}

/** The homework of the list in which some student has submitted. */
export async function homeworkWithSubmissions(db: DbOrTx, homeworkIds: number[]): Promise<Set<number>> {
  if (homeworkIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ homeworkId: attempts.homeworkId })
    .from(attempts)
    .where(and(inArray(attempts.homeworkId, homeworkIds), sql`${attempts.submittedAt} IS NOT NULL`));
  return new Set(rows.map((row) => row.homeworkId));
}

/** The redo requests of a homework for students of the given classes, by class and class number. */
export function redoRequestsOf(db: DbOrTx, homeworkId: number, classIds: number[]) {
  return db
    .select({
      studentId: students.id,
      name: students.name,
      nameEn: students.nameEn,
      className: classes.className,
      classNumber: students.classNumber,
      requestedAt: homeworkRedos.requestedAt,
    })
    .from(homeworkRedos)
    .innerJoin(students, eq(students.id, homeworkRedos.studentId))
    .innerJoin(classes, eq(classes.id, students.classId))
    .where(and(eq(homeworkRedos.homeworkId, homeworkId), inArray(students.classId, classIds)))
    .orderBy(asc(classes.className), asc(students.classNumber));
}

/** Records redo requests and reopens the students' attempts, with the audit row, in the given transaction. */
export async function recordRedo(
  tx: DbOrTx,
  principal: StaffPrincipal,
  homeworkId: number,
  studentIds: number[],
  now: Date,
): Promise<void> {
  for (const studentId of studentIds) {
    await tx
      .insert(homeworkRedos)
      .values({
        schoolId: principal.schoolId,
        homeworkId,
        studentId,
        requestedBy: principal.staffId,
        requestedAt: now,
      })
      .onConflictDoUpdate({
        target: [homeworkRedos.homeworkId, homeworkRedos.studentId],
        set: { requestedAt: now, requestedBy: principal.staffId },
      });
  }
  await tx
    .update(attempts)
    .set({ submittedAt: null, submitStatus: 'NOT_SUBMIT' })
    .where(and(eq(attempts.homeworkId, homeworkId), inArray(attempts.studentId, studentIds)));
  await audit(tx, principal, homeworkId, 'REDO', { studentIds });
}
