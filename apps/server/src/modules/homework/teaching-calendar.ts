import {
  aspectOfQuestion,
  type CalendarTerm,
  type CalendarUnit,
  type SubjectCode,
  type UnitPlacement,
  unitOfHomework,
} from '@harbour/domain';
import { and, asc, eq, inArray, isNotNull, isNull, max } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  homeworkQuestions,
  learningObjectives,
  questions,
  schedulePapers,
  schedules,
  terms,
} from '../../db/schema';
import { proposeMissingUnits } from './proposed-units';

// A published homework joins its target classes' teaching calendars: one paper row in the unit the
// joining rule (unitOfHomework) picks for each class, and the knowledge points of its questions as that
// unit's learning objectives. Reports read units, papers and objectives as they are: nothing to rebuild.

/** What the joining rule reads of a homework, and the classes it reaches. */
export interface HomeworkToJoin {
  schoolId: number;
  homeworkId: number;
  subjectCode: SubjectCode;
  paperId: number | null;
  startTime: Date;
  classIds: readonly number[];
}

/** The name of every term's "Other homework" unit, in both languages. */
export const OTHER_HOMEWORK_UNIT = { name: '其他功課', nameEn: 'Other homework' } as const;

/** The school's terms and the classes' units of one subject, in calendar order, with their planned papers. */
async function calendarsOf(tx: DbOrTx, homework: HomeworkToJoin) {
  const { schoolId, subjectCode, classIds } = homework;
  const [termRows, unitRows] = await Promise.all([
    tx
      .select({ id: terms.id, startDate: terms.startDate, endDate: terms.endDate })
      .from(terms)
      .where(eq(terms.schoolId, schoolId))
      .orderBy(asc(terms.startDate)),
    tx
      .select({
        id: schedules.id,
        classId: schedules.classId,
        termId: schedules.termId,
        startDate: schedules.startDate,
        endDate: schedules.endDate,
        otherHomework: schedules.otherHomework,
      })
      .from(schedules)
      .where(
        and(
          eq(schedules.schoolId, schoolId),
          eq(schedules.subjectCode, subjectCode),
          inArray(schedules.classId, [...classIds]),
        ),
      )
      .orderBy(asc(schedules.startDate), asc(schedules.sortOrder), asc(schedules.id)),
  ]);
  const planned =
    unitRows.length === 0
      ? []
      : await tx
          .select({ scheduleId: schedulePapers.scheduleId, paperId: schedulePapers.paperId })
          .from(schedulePapers)
          .where(
            and(
              inArray(
                schedulePapers.scheduleId,
                unitRows.map((unit) => unit.id),
              ),
              isNotNull(schedulePapers.paperId),
            ),
          );
  const papersOf = new Map<number, number[]>();
  for (const row of planned) {
    papersOf.set(row.scheduleId, [...(papersOf.get(row.scheduleId) ?? []), row.paperId as number]);
  }
  const unitsOf = new Map<number, CalendarUnit[]>();
  for (const unit of unitRows) {
    const units = unitsOf.get(unit.classId) ?? [];
    units.push({ ...unit, paperIds: papersOf.get(unit.id) ?? [] });
    unitsOf.set(unit.classId, units);
  }
  return { terms: termRows, unitsOf };
}

/** The "Other homework" unit of a class, subject and term: found, or created spanning the term. */
export async function otherHomeworkUnit(
  tx: DbOrTx,
  homework: Pick<HomeworkToJoin, 'schoolId' | 'subjectCode'>,
  classId: number,
  term: CalendarTerm,
): Promise<number> {
  const ofClassTerm = and(
    eq(schedules.classId, classId),
    eq(schedules.termId, term.id),
    eq(schedules.subjectCode, homework.subjectCode),
  );
  const [last] = await tx
    .select({ sortOrder: max(schedules.sortOrder) })
    .from(schedules)
    .where(ofClassTerm);
  await tx
    .insert(schedules)
    .values({
      schoolId: homework.schoolId,
      classId,
      termId: term.id,
      subjectCode: homework.subjectCode,
      ...OTHER_HOMEWORK_UNIT,
      sortOrder: (last?.sortOrder ?? 0) + 1,
      startDate: term.startDate,
      endDate: term.endDate,
      otherHomework: true,
    })
    .onConflictDoNothing();
  const [unit] = await tx
    .select({ id: schedules.id })
    .from(schedules)
    .where(and(ofClassTerm, eq(schedules.otherHomework, true)));
  if (!unit) throw new Error('the Other homework unit was neither found nor created');
  return unit.id;
}

/** The unit a placement names, its term's "Other homework" unit once created, or null outside the terms. */
function unitOf(
  tx: DbOrTx,
  homework: HomeworkToJoin,
  classId: number,
  placement: UnitPlacement,
  termRows: readonly CalendarTerm[],
): Promise<number | null> | number | null {
  if ('unitId' in placement) return placement.unitId;
  if ('outsideTerms' in placement) return null;
  const term = termRows.find((row) => row.id === placement.otherHomeworkOfTerm);
  return term ? otherHomeworkUnit(tx, homework, classId, term) : null;
}

/** Puts the homework in a unit: fills the unit's planned row of its paper, or adds a row at the end. */
async function addPaper(tx: DbOrTx, homework: HomeworkToJoin, scheduleId: number): Promise<void> {
  if (homework.paperId !== null) {
    const filled = await tx
      .update(schedulePapers)
      .set({ homeworkId: homework.homeworkId })
      .where(
        and(
          eq(schedulePapers.scheduleId, scheduleId),
          eq(schedulePapers.paperId, homework.paperId),
          isNull(schedulePapers.homeworkId),
        ),
      )
      .returning({ id: schedulePapers.id });
    if (filled.length > 0) return;
  }
  const [last] = await tx
    .select({ sortOrder: max(schedulePapers.sortOrder) })
    .from(schedulePapers)
    .where(eq(schedulePapers.scheduleId, scheduleId));
  await tx.insert(schedulePapers).values({
    schoolId: homework.schoolId,
    scheduleId,
    homeworkId: homework.homeworkId,
    paperId: homework.paperId,
    sortOrder: (last?.sortOrder ?? 0) + 1,
  });
}

/** Adds the knowledge points of the homework's questions that the unit does not teach yet, in order. */
async function addObjectives(tx: DbOrTx, homework: HomeworkToJoin, scheduleIds: readonly number[]) {
  const rows = await tx
    .select({ knowledgePoints: questions.knowledgePoints, questionType: questions.questionType })
    .from(homeworkQuestions)
    .innerJoin(questions, eq(questions.id, homeworkQuestions.questionId))
    .where(eq(homeworkQuestions.homeworkId, homework.homeworkId))
    .orderBy(asc(homeworkQuestions.sortOrder));
  const aspectOf = new Map<string, string>();
  for (const row of rows) {
    for (const point of row.knowledgePoints) {
      if (!aspectOf.has(point)) aspectOf.set(point, aspectOfQuestion(homework.subjectCode, row.questionType));
    }
  }
  if (aspectOf.size === 0) return;
  for (const scheduleId of scheduleIds) {
    const [last] = await tx
      .select({ sortOrder: max(learningObjectives.sortOrder) })
      .from(learningObjectives)
      .where(eq(learningObjectives.scheduleId, scheduleId));
    const first = (last?.sortOrder ?? 0) + 1;
    await tx
      .insert(learningObjectives)
      .values(
        [...aspectOf].map(([knowledgePoint, aspect], k) => ({
          schoolId: homework.schoolId,
          scheduleId,
          knowledgePoint,
          aspect,
          sortOrder: first + k,
        })),
      )
      .onConflictDoNothing();
  }
}

/**
 * Joins a published homework to the teaching calendar of each class it reaches (the unit chosen by
 * unitOfHomework; a term's "Other homework" unit is created when first needed). A start outside every
 * term joins no unit. Answers the placement per class.
 */
export async function joinTeachingCalendar(
  tx: DbOrTx,
  homework: HomeworkToJoin,
): Promise<Map<number, UnitPlacement>> {
  const placements = new Map<number, UnitPlacement>();
  if (homework.classIds.length === 0) return placements;
  await proposeMissingUnits(tx, homework);
  const calendars = await calendarsOf(tx, homework);
  const joined: number[] = [];
  for (const classId of new Set(homework.classIds)) {
    const placement = unitOfHomework(calendars.terms, calendars.unitsOf.get(classId) ?? [], homework);
    placements.set(classId, placement);
    const scheduleId = await unitOf(tx, homework, classId, placement, calendars.terms);
    if (scheduleId === null) continue;
    await addPaper(tx, homework, scheduleId);
    joined.push(scheduleId);
  }
  await addObjectives(tx, homework, joined);
  return placements;
}
