import {
  type CreateUnitBody,
  ERROR_CODES,
  type LearningAspectCode,
  type ObjectiveInput,
  type SubjectCode,
  type UnitSetup,
  type UpdateUnitBody,
} from '@harbour/api-client/contract';
import { firstOverlap, rangeWithin } from '@harbour/domain';
import { and, asc, eq, inArray, isNotNull, isNull, max, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import {
  chapters,
  classes,
  courses,
  learningObjectives,
  papers,
  schedulePapers,
  schedules,
} from '../../db/schema';
import { notFound, ruleError } from '../../errors';
import { classInScope, type Scope } from '../../plugins/tenancy';
import { auditCalendar, lockCalendar, otherHomeworkUnit, proposeUnitsFromChapters } from '../homework';
import { assertUnitSetUp, type TermRow, termOfScope } from './access';

// Each class's units per subject in a term: created, changed and deleted by a curriculum director or a panel
// head (their subjects); units of one class, subject and term never overlap and lie inside their term.

type UnitRow = typeof schedules.$inferSelect;

/** The set-up view of units: both names, papers and objectives, homework counted. */
export async function unitsSetupWhere(db: DbOrTx, where: ReturnType<typeof and>): Promise<UnitSetup[]> {
  const rows = await db
    .select()
    .from(schedules)
    .where(where)
    .orderBy(asc(schedules.sortOrder), asc(schedules.startDate), asc(schedules.id));
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [paperRows, objectiveRows] = await Promise.all([
    db
      .select({
        scheduleId: schedulePapers.scheduleId,
        paperId: schedulePapers.paperId,
        homeworkId: schedulePapers.homeworkId,
        name: papers.name,
      })
      .from(schedulePapers)
      .leftJoin(papers, eq(papers.id, schedulePapers.paperId))
      .where(inArray(schedulePapers.scheduleId, ids))
      .orderBy(asc(schedulePapers.sortOrder), asc(schedulePapers.id)),
    db
      .select()
      .from(learningObjectives)
      .where(inArray(learningObjectives.scheduleId, ids))
      .orderBy(asc(learningObjectives.sortOrder), asc(learningObjectives.id)),
  ]);
  return rows.map((row) => {
    const own = paperRows.filter((paper) => paper.scheduleId === row.id);
    const planned = new Map<number, string>();
    for (const paper of own) {
      if (paper.paperId !== null && !planned.has(paper.paperId)) planned.set(paper.paperId, paper.name ?? '');
    }
    return {
      scheduleId: row.id,
      classId: row.classId,
      termId: row.termId,
      subjectCode: row.subjectCode as SubjectCode,
      name: row.name,
      nameEn: row.nameEn,
      sortOrder: row.sortOrder,
      startDate: row.startDate,
      endDate: row.endDate,
      proposed: row.proposed,
      otherHomework: row.otherHomework,
      homeworkCount: own.filter((paper) => paper.homeworkId !== null).length,
      papers: [...planned].map(([paperId, name]) => ({ paperId, name })),
      objectives: objectiveRows
        .filter((objective) => objective.scheduleId === row.id)
        .map((objective) => ({
          knowledgePoint: objective.knowledgePoint,
          aspect: objective.aspect as LearningAspectCode,
        })),
    };
  });
}

async function unitSetupOf(db: DbOrTx, scheduleId: number): Promise<UnitSetup> {
  const [unit] = await unitsSetupWhere(db, and(eq(schedules.id, scheduleId)));
  if (!unit) throw notFound();
  return unit;
}

/** A class's units of a subject in a term, as the set-up page edits them (the class and subject in scope). */
export async function unitsSetup(
  db: Db,
  scope: Scope,
  classId: number,
  termId: number,
  subject: SubjectCode,
) {
  await classInScope(db, scope, classId, subject);
  await termOfScope(db, scope, termId);
  return unitsSetupWhere(
    db,
    and(
      eq(schedules.schoolId, scope.schoolId),
      eq(schedules.classId, classId),
      eq(schedules.termId, termId),
      eq(schedules.subjectCode, subject),
    ),
  );
}

/** The units of a class, subject and term other than the "Other homework" one. */
export function siblingUnits(tx: DbOrTx, schoolId: number, classId: number, termId: number, subject: string) {
  return tx
    .select()
    .from(schedules)
    .where(
      and(
        eq(schedules.schoolId, schoolId),
        eq(schedules.classId, classId),
        eq(schedules.termId, termId),
        eq(schedules.subjectCode, subject),
        eq(schedules.otherHomework, false),
      ),
    );
}

/** Refuses days that end before they start, leave the term, or overlap a sibling unit. */
function checkUnitDays(
  term: TermRow,
  siblings: readonly UnitRow[],
  unit: { id?: number; startDate: string; endDate: string },
): void {
  if (unit.endDate < unit.startDate) throw ruleError(ERROR_CODES.CALENDAR_DATES, 'calendarEndBeforeStart');
  if (!rangeWithin(unit, term)) {
    throw ruleError(ERROR_CODES.CALENDAR_DATES, 'unitOutsideTerm', {
      start: term.startDate,
      end: term.endDate,
    });
  }
  const overlap = firstOverlap(siblings, unit);
  if (overlap) {
    throw ruleError(ERROR_CODES.UNIT_OVERLAP, 'unitOverlap', {
      name: overlap.name,
      start: overlap.startDate,
      end: overlap.endDate,
    });
  }
}

/**
 * The course papers of a class's grade and a subject among `paperIds`, in the school (refuses any other):
 * a unit plans only papers its class can be given.
 */
async function checkPapers(
  tx: DbOrTx,
  schoolId: number,
  gradeCode: number,
  subject: string,
  paperIds: readonly number[],
): Promise<number[]> {
  const wanted = [...new Set(paperIds)];
  if (wanted.length === 0) return [];
  const found = await tx
    .select({ id: papers.id })
    .from(papers)
    .innerJoin(chapters, eq(chapters.id, papers.chapterId))
    .innerJoin(courses, eq(courses.id, chapters.courseId))
    .where(
      and(
        inArray(papers.id, wanted),
        eq(papers.schoolId, schoolId),
        eq(courses.subjectCode, subject),
        eq(courses.gradeCode, gradeCode),
      ),
    );
  if (found.length !== wanted.length) throw ruleError(ERROR_CODES.UNIT_PAPER, 'unitPaper');
  return wanted;
}

/** Learning objectives without a repeated knowledge point (the first aspect given wins). */
function distinctObjectives(objectives: readonly ObjectiveInput[]): ObjectiveInput[] {
  const seen = new Set<string>();
  return objectives.filter((objective) => {
    if (seen.has(objective.knowledgePoint)) return false;
    seen.add(objective.knowledgePoint);
    return true;
  });
}

/** Writes a unit's planned papers: its homework rows stay; planned rows become `paperIds` (after them). */
async function writePapers(tx: DbOrTx, unit: UnitRow, paperIds: readonly number[]): Promise<void> {
  await tx
    .delete(schedulePapers)
    .where(and(eq(schedulePapers.scheduleId, unit.id), isNull(schedulePapers.homeworkId)));
  const published = await tx
    .select({ paperId: schedulePapers.paperId, sortOrder: schedulePapers.sortOrder })
    .from(schedulePapers)
    .where(eq(schedulePapers.scheduleId, unit.id));
  const last = Math.max(0, ...published.map((row) => row.sortOrder));
  const fresh = paperIds.filter((paperId) => !published.some((row) => row.paperId === paperId));
  if (fresh.length === 0) return;
  await tx.insert(schedulePapers).values(
    fresh.map((paperId, k) => ({
      schoolId: unit.schoolId,
      scheduleId: unit.id,
      paperId,
      sortOrder: last + k + 1,
    })),
  );
}

/** Replaces a unit's learning objectives. */
async function writeObjectives(
  tx: DbOrTx,
  unit: UnitRow,
  objectives: readonly ObjectiveInput[],
): Promise<void> {
  await tx.delete(learningObjectives).where(eq(learningObjectives.scheduleId, unit.id));
  const list = distinctObjectives(objectives);
  if (list.length === 0) return;
  await tx.insert(learningObjectives).values(
    list.map((objective, k) => ({
      schoolId: unit.schoolId,
      scheduleId: unit.id,
      ...objective,
      sortOrder: k + 1,
    })),
  );
}

/** The next position after a class's units of a subject in a term. */
async function nextSortOrder(tx: DbOrTx, classId: number, termId: number, subject: string): Promise<number> {
  const [last] = await tx
    .select({ sortOrder: max(schedules.sortOrder) })
    .from(schedules)
    .where(
      and(eq(schedules.classId, classId), eq(schedules.termId, termId), eq(schedules.subjectCode, subject)),
    );
  return (last?.sortOrder ?? 0) + 1;
}

/** The values a new unit is stored with, once checked. */
export interface NewUnit {
  classId: number;
  termId: number;
  subjectCode: SubjectCode;
  name: string;
  nameEn: string;
  startDate: string;
  endDate: string;
  sortOrder?: number | undefined;
  paperIds: readonly number[];
  objectives: readonly ObjectiveInput[];
}

/** Stores a checked unit with its papers and objectives; answers its row. */
export async function insertUnit(tx: DbOrTx, schoolId: number, unit: NewUnit): Promise<UnitRow> {
  const sortOrder = unit.sortOrder ?? (await nextSortOrder(tx, unit.classId, unit.termId, unit.subjectCode));
  const [row] = await tx
    .insert(schedules)
    .values({
      schoolId,
      classId: unit.classId,
      termId: unit.termId,
      subjectCode: unit.subjectCode,
      name: unit.name,
      nameEn: unit.nameEn,
      sortOrder,
      startDate: unit.startDate,
      endDate: unit.endDate,
    })
    .returning();
  if (!row) throw new Error('unit not inserted');
  await writePapers(tx, row, unit.paperIds);
  await writeObjectives(tx, row, unit.objectives);
  return row;
}

/** Adds a unit to a class's term in a subject, audited. */
export async function createUnit(db: Db, scope: Scope, actorStaffId: number, body: CreateUnitBody) {
  const klass = await classOfSchool(db, scope, body.classId);
  assertUnitSetUp(scope, body.subjectCode);
  return db.transaction(async (tx) => {
    await lockCalendar(tx, scope.schoolId);
    const term = await termOfScope(tx, scope, body.termId);
    checkUnitDays(
      term,
      await siblingUnits(tx, scope.schoolId, body.classId, body.termId, body.subjectCode),
      body,
    );
    const paperIds = await checkPapers(
      tx,
      scope.schoolId,
      klass.gradeCode,
      body.subjectCode,
      body.paperIds ?? [],
    );
    const row = await insertUnit(tx, scope.schoolId, {
      ...body,
      paperIds,
      objectives: body.objectives ?? [],
    });
    await auditCalendar(tx, {
      schoolId: scope.schoolId,
      action: 'UNIT_CREATE',
      termId: body.termId,
      scheduleId: row.id,
      actorStaffId,
      detail: { after: body },
    });
    return unitSetupOf(tx, row.id);
  });
}

/** A class of the caller's school (404 otherwise): set-up reaches every class of the school. */
async function classOfSchool(db: DbOrTx, scope: Scope, classId: number) {
  const [row] = await db
    .select({ id: classes.id, gradeCode: classes.gradeCode })
    .from(classes)
    .where(and(eq(classes.id, classId), eq(classes.schoolId, scope.schoolId)));
  if (!row) throw notFound();
  return row;
}

/** A unit of the caller's school that they may change (404 outside the school, 403 outside their subjects). */
async function unitToChange(tx: DbOrTx, scope: Scope, scheduleId: number): Promise<UnitRow> {
  const [row] = await tx
    .select()
    .from(schedules)
    .where(and(eq(schedules.id, scheduleId), eq(schedules.schoolId, scope.schoolId)));
  if (!row) throw notFound();
  assertUnitSetUp(scope, row.subjectCode as SubjectCode);
  if (row.otherHomework) throw ruleError(ERROR_CODES.OTHER_HOMEWORK_UNIT, 'otherHomeworkUnit');
  return row;
}

/** Changes a unit (a proposed one becomes the school's own), audited with the values before and after. */
export async function updateUnit(
  db: Db,
  scope: Scope,
  actorStaffId: number,
  scheduleId: number,
  body: UpdateUnitBody,
) {
  return db.transaction(async (tx) => {
    await lockCalendar(tx, scope.schoolId);
    const before = await unitToChange(tx, scope, scheduleId);
    const term = await termOfScope(tx, scope, before.termId);
    const siblings = await siblingUnits(
      tx,
      scope.schoolId,
      before.classId,
      before.termId,
      before.subjectCode,
    );
    checkUnitDays(term, siblings, { ...body, id: scheduleId });
    const klass = await classOfSchool(tx, scope, before.classId);
    const paperIds =
      body.paperIds === undefined
        ? undefined
        : await checkPapers(tx, scope.schoolId, klass.gradeCode, before.subjectCode, body.paperIds);
    const [row] = (await tx
      .update(schedules)
      .set({
        name: body.name,
        nameEn: body.nameEn,
        startDate: body.startDate,
        endDate: body.endDate,
        ...(body.sortOrder === undefined ? {} : { sortOrder: body.sortOrder }),
        proposed: false,
      })
      .where(eq(schedules.id, scheduleId))
      .returning()) as [UnitRow];
    if (paperIds !== undefined) await writePapers(tx, row, paperIds);
    if (body.objectives !== undefined) await writeObjectives(tx, row, body.objectives);
    await auditCalendar(tx, {
      schoolId: scope.schoolId,
      action: 'UNIT_UPDATE',
      termId: row.termId,
      scheduleId,
      actorStaffId,
      detail: {
        before: {
          name: before.name,
          nameEn: before.nameEn,
          startDate: before.startDate,
          endDate: before.endDate,
          sortOrder: before.sortOrder,
          proposed: before.proposed,
        },
        after: body,
      },
    });
    return unitSetupOf(tx, scheduleId);
  });
}

/**
 * Deletes a unit. Its homework moves to the term's "Other homework" unit of the class and subject (made when
 * missing), with the learning objectives that unit does not have yet, so no homework leaves the calendar.
 */
export async function deleteUnit(db: Db, scope: Scope, actorStaffId: number, scheduleId: number) {
  return db.transaction(async (tx) => {
    await lockCalendar(tx, scope.schoolId);
    const unit = await unitToChange(tx, scope, scheduleId);
    const held = await tx
      .select({ id: schedulePapers.id, homeworkId: schedulePapers.homeworkId })
      .from(schedulePapers)
      .where(and(eq(schedulePapers.scheduleId, scheduleId), isNotNull(schedulePapers.homeworkId)))
      .orderBy(asc(schedulePapers.sortOrder), asc(schedulePapers.id));
    let otherId: number | null = null;
    if (held.length > 0) {
      const term = await termOfScope(tx, scope, unit.termId);
      otherId = await otherHomeworkUnit(
        tx,
        { schoolId: scope.schoolId, subjectCode: unit.subjectCode as SubjectCode },
        unit.classId,
        term,
      );
      const [last] = await tx
        .select({ sortOrder: max(schedulePapers.sortOrder) })
        .from(schedulePapers)
        .where(eq(schedulePapers.scheduleId, otherId));
      const base = last?.sortOrder ?? 0;
      for (const [k, row] of held.entries()) {
        await tx
          .update(schedulePapers)
          .set({ scheduleId: otherId, sortOrder: base + k + 1 })
          .where(eq(schedulePapers.id, row.id));
      }
      const [lastObjective] = await tx
        .select({ sortOrder: max(learningObjectives.sortOrder) })
        .from(learningObjectives)
        .where(eq(learningObjectives.scheduleId, otherId));
      await tx.execute(sql`
        insert into learning_objectives (school_id, schedule_id, knowledge_point, aspect, sort_order)
        select school_id, ${otherId}, knowledge_point, aspect,
          ${lastObjective?.sortOrder ?? 0} + row_number() over (order by sort_order, id)
        from learning_objectives where schedule_id = ${scheduleId}
        on conflict (schedule_id, knowledge_point) do nothing`);
    }
    await tx.delete(schedules).where(eq(schedules.id, scheduleId));
    await auditCalendar(tx, {
      schoolId: scope.schoolId,
      action: 'UNIT_DELETE',
      termId: unit.termId,
      scheduleId,
      actorStaffId,
      detail: {
        before: {
          classId: unit.classId,
          subjectCode: unit.subjectCode,
          name: unit.name,
          nameEn: unit.nameEn,
        },
        movedHomework: held.map((row) => row.homeworkId),
        otherHomeworkScheduleId: otherId,
      },
    });
    return { scheduleId, movedHomework: held.length };
  });
}

/** What a bulk unit call of one class, term and subject is about. */
export interface ClassTermSubject {
  classId: number;
  termId: number;
  subject: SubjectCode;
}

/**
 * Runs `write` on the units of a class, term and subject the caller may set up (404 for a class or term of
 * no school of theirs, 403 outside their subjects), in a transaction holding the school's calendar lock.
 */
async function withClassTerm<T>(
  db: Db,
  scope: Scope,
  target: ClassTermSubject,
  write: (tx: DbOrTx, term: TermRow) => Promise<T>,
): Promise<T> {
  await classOfSchool(db, scope, target.classId);
  assertUnitSetUp(scope, target.subject);
  return db.transaction(async (tx) => {
    await lockCalendar(tx, scope.schoolId);
    return write(tx, await termOfScope(tx, scope, target.termId));
  });
}

/** Accepts a class's proposed units of a subject in a term: they become the school's own. Audited. */
export function acceptProposedUnits(db: Db, scope: Scope, actorStaffId: number, target: ClassTermSubject) {
  const { classId, termId, subject } = target;
  return withClassTerm(db, scope, target, async (tx) => {
    const accepted = await tx
      .update(schedules)
      .set({ proposed: false })
      .where(
        and(
          eq(schedules.schoolId, scope.schoolId),
          eq(schedules.classId, classId),
          eq(schedules.termId, termId),
          eq(schedules.subjectCode, subject),
          eq(schedules.proposed, true),
        ),
      )
      .returning({ id: schedules.id });
    if (accepted.length > 0) {
      await auditCalendar(tx, {
        schoolId: scope.schoolId,
        action: 'UNITS_ACCEPT',
        termId,
        actorStaffId,
        detail: { classId, subjectCode: subject, scheduleIds: accepted.map((row) => row.id) },
      });
    }
    return { count: accepted.length };
  });
}

/** Proposes a class's units of a subject in a term without units, from its textbook chapters. Audited. */
export function proposeUnits(db: Db, scope: Scope, actorStaffId: number, target: ClassTermSubject) {
  return withClassTerm(db, scope, target, async (tx, term) => ({
    count: await proposeUnitsFromChapters(
      tx,
      { schoolId: scope.schoolId, classId: target.classId, subjectCode: target.subject, term },
      actorStaffId,
    ),
  }));
}
