import type { DistributionStatus, SubjectCode, workPaperListQuerySchema } from '@harbour/api-client/contract';
import { HOMEWORK_TIME_STATUSES, practiceStatusOf } from '@harbour/domain';
import {
  and,
  count,
  desc,
  eq,
  exists,
  getTableColumns,
  ilike,
  inArray,
  isNotNull,
  isNull,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { classes, homeworks, questions, staffUsers, workPapers } from '../../db/schema';
import type { StaffPrincipal } from '../../plugins/auth';
import type { Scope } from '../../plugins/tenancy';
import { timeStatusIs } from '../homework';

// The Drizzle queries of the distribution module (task sheets).

export type WorkPaperRow = typeof workPapers.$inferSelect;
export type WorkPaperListFilter = z.output<typeof workPaperListQuerySchema>;

/** Stores a task sheet's hand-in question (outside the bank: TASK_SHEET_HAND_IN); answers its id. */
export async function insertHandInQuestion(
  tx: DbOrTx,
  values: Omit<typeof questions.$inferInsert, 'id' | 'createdAt'>,
): Promise<number> {
  const [row] = await tx.insert(questions).values(values).returning({ id: questions.id });
  return (row as { id: number }).id;
}

/** A task sheet of a school, if there is one. */
export async function workPaperOfSchool(
  db: DbOrTx,
  schoolId: number,
  workPaperId: number,
): Promise<WorkPaperRow | undefined> {
  const [row] = await db
    .select()
    .from(workPapers)
    .where(and(eq(workPapers.id, workPaperId), eq(workPapers.schoolId, schoolId)));
  return row;
}

/** The ids of a school's classes of a grade. */
export function classIdsOfGrade(db: DbOrTx, schoolId: number, gradeCode: number) {
  return db
    .select({ id: classes.id })
    .from(classes)
    .where(and(eq(classes.schoolId, schoolId), eq(classes.gradeCode, gradeCode)));
}

/** Homework rows by id. */
export function homeworksByIds(db: DbOrTx, homeworkIds: number[]) {
  return homeworkIds.length > 0 ? db.select().from(homeworks).where(inArray(homeworks.id, homeworkIds)) : [];
}

/** Names of staff members by id. */
export function staffNames(db: DbOrTx, staffIds: number[]) {
  return staffIds.length > 0
    ? db
        .select({ id: staffUsers.id, name: staffUsers.name })
        .from(staffUsers)
        .where(inArray(staffUsers.id, staffIds))
    : [];
}

/** A homework row by id, if there is one. */
export async function homeworkById(db: DbOrTx, homeworkId: number) {
  const [row] = await db.select().from(homeworks).where(eq(homeworks.id, homeworkId));
  return row;
}

/** Stores a new task sheet. */
export async function insertWorkPaper(
  tx: DbOrTx,
  values: typeof workPapers.$inferInsert,
): Promise<WorkPaperRow> {
  const [inserted] = await tx.insert(workPapers).values(values).returning();
  if (!inserted) throw new Error('work paper insert returned no row');
  return inserted;
}

/** Locks a task sheet's row for the transaction: its homework id, or undefined when it is gone. */
export async function lockWorkPaper(tx: DbOrTx, workPaperId: number) {
  const [fresh] = await tx
    .select({ homeworkId: workPapers.homeworkId })
    .from(workPapers)
    .where(eq(workPapers.id, workPaperId))
    .for('update');
  return fresh;
}

/**
 * Holds a task sheet's row for the transaction against deletion (a shared lock: copies of it do not wait for
 * each other): whether it still exists.
 */
export async function shareWorkPaper(tx: DbOrTx, workPaperId: number): Promise<boolean> {
  const rows = await tx
    .select({ id: workPapers.id })
    .from(workPapers)
    .where(eq(workPapers.id, workPaperId))
    .for('share');
  return rows.length > 0;
}

/** Links a task sheet to the homework it was distributed as. */
export async function setWorkPaperHomework(tx: DbOrTx, workPaperId: number, homeworkId: number) {
  await tx.update(workPapers).set({ homeworkId }).where(eq(workPapers.id, workPaperId));
}

/** Deletes a task sheet if it is still undistributed: the file keys of what was deleted. */
export function deleteUndistributed(db: DbOrTx, workPaperId: number) {
  return db
    .delete(workPapers)
    .where(and(eq(workPapers.id, workPaperId), isNull(workPapers.homeworkId)))
    .returning({ fileKey: workPapers.fileKey });
}

/** Whether some task sheet still holds a PDF (a sheet published again shares its original's file). */
export async function fileKeyInUse(db: DbOrTx, fileKey: string): Promise<boolean> {
  const rows = await db
    .select({ id: workPapers.id })
    .from(workPapers)
    .where(eq(workPapers.fileKey, fileKey))
    .limit(1);
  return rows.length > 0;
}

/** Whether a task sheet exists. */
export async function workPaperExists(db: DbOrTx, workPaperId: number): Promise<boolean> {
  const rows = await db.select({ id: workPapers.id }).from(workPapers).where(eq(workPapers.id, workPaperId));
  return rows.length > 0;
}

/**
 * SQL form of "workPaperInScope(…, 'read') succeeds" for the workPapers row in the query: the caller's own
 * sheet; in a school-wide scope one of its subjects; otherwise a sheet whose subject the scope reaches in some
 * class of the sheet's grade.
 */
export function workPaperReadableBy(db: DbOrTx, scope: Scope, principal: StaffPrincipal): SQL {
  const own = eq(workPapers.creatorId, principal.staffId);
  if (scope.allClasses) {
    return scope.subjectsEverywhere.length > 0
      ? or(own, inArray(workPapers.subjectCode, [...scope.subjectsEverywhere]))!
      : own;
  }
  const pairs = [...scope.perClass.entries()]
    .filter(([, subjects]) => subjects.length > 0)
    .map(([classId, subjects]) =>
      and(eq(classes.id, classId), inArray(workPapers.subjectCode, [...subjects])),
    );
  if (pairs.length === 0) return own;
  return or(
    own,
    exists(
      db
        .select({ one: sql`1` })
        .from(classes)
        .where(
          and(
            eq(classes.schoolId, principal.schoolId),
            eq(classes.gradeCode, workPapers.gradeCode),
            or(...pairs),
          ),
        ),
    ),
  )!;
}

/**
 * SQL form of the distribution status of the workPapers row joined (left) with its homework: UNDISTRIBUTED
 * without a homework, then the homework's practice status at `now`.
 */
export function distributionStatusIs(status: DistributionStatus, now: Date): SQL {
  if (status === 'UNDISTRIBUTED') return isNull(homeworks.id);
  const timeStatuses = HOMEWORK_TIME_STATUSES.filter((timeStatus) => practiceStatusOf(timeStatus) === status);
  if (timeStatuses.length === 0) return sql`false`;
  return and(
    isNotNull(homeworks.id),
    or(...timeStatuses.map((timeStatus) => timeStatusIs(timeStatus, now))),
  )!;
}

/** The conditions of the task-sheet list: the school, the subjects, the query's filters and readability. */
export function workPaperListWhere(
  db: DbOrTx,
  scope: Scope,
  principal: StaffPrincipal,
  subjects: readonly SubjectCode[],
  query: WorkPaperListFilter,
  now: Date,
): SQL {
  const where: SQL[] = [
    eq(workPapers.schoolId, principal.schoolId),
    inArray(workPapers.subjectCode, [...subjects]),
  ];
  if (query.gradeCode) where.push(eq(workPapers.gradeCode, query.gradeCode));
  if (query.keyword) where.push(ilike(workPapers.name, `%${query.keyword.replace(/[\\%_]/g, '\\$&')}%`));
  where.push(workPaperReadableBy(db, scope, principal));
  if (query.status) where.push(distributionStatusIs(query.status, now));
  return and(...where)!;
}

/**
 * One page of the task sheets matching a condition (on workPapers and its homework), newest first, and how many
 * match in all: counted and paged in the database.
 */
export async function workPaperPage(
  db: DbOrTx,
  where: SQL,
  page: number,
  pageSize: number,
): Promise<{ total: number; rows: WorkPaperRow[] }> {
  const [counted, rows] = await Promise.all([
    db
      .select({ total: count() })
      .from(workPapers)
      .leftJoin(homeworks, eq(homeworks.id, workPapers.homeworkId))
      .where(where),
    db
      .select(getTableColumns(workPapers))
      .from(workPapers)
      .leftJoin(homeworks, eq(homeworks.id, workPapers.homeworkId))
      .where(where)
      .orderBy(desc(workPapers.createdAt), desc(workPapers.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
  ]);
  return { total: Number(counted[0]?.total ?? 0), rows };
}
