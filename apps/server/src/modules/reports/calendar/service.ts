import type {
  Evaluations,
  LearningAspectCode,
  ProcessType,
  Schedule,
  SchedulePaper,
  SubjectCode,
} from '@harbour/api-client/contract';
import { hongKongDate, subjectWeights } from '@harbour/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { classes, schedules } from '../../../db/schema';
import { forbidden, notFound } from '../../../errors';
import { canSeeClass, classInScope, type Scope, subjectsInClass } from '../../../plugins/tenancy';
import { termOut, termsOfSchool } from '../../homework';
import {
  countsOfTerm,
  objectivesOfSchedule,
  papersOfSchedule,
  scheduleOfSchool,
  schedulesWhere,
  termOfSchool,
} from '../shared/queries';

// The rules of the reports module's teaching calendar.

/** The terms of a class's school, newest first (404/403 for a class out of reach). */
export async function classTerms(
  db: Db,
  scope: Scope,
  classId: number,
  schoolYear: number | undefined,
  now: Date,
) {
  await classInScope(db, scope, classId);
  const today = hongKongDate(now);
  return (await termsOfSchool(db, scope.schoolId, schoolYear)).map((row) => termOut(row, today));
}

/** The current term of a school, or the latest begun, or the earliest when none has begun. */
async function defaultTerm(db: Db, schoolId: number, now: Date) {
  const today = hongKongDate(now);
  const rows = await termsOfSchool(db, schoolId);
  return rows.find((row) => row.startDate <= today) ?? rows.at(-1);
}

/** Units of a term for the (class, subject) pairs `keep` accepts, with their counts, in the caller's language. */
async function schedulesOfTerm(
  db: Db,
  schoolId: number,
  termId: number,
  where: Parameters<typeof schedulesWhere>[3],
  keep: (classId: number, subject: SubjectCode) => boolean,
  now: Date,
  en: boolean,
): Promise<Schedule[]> {
  const [rows, counts] = await Promise.all([
    schedulesWhere(db, schoolId, termId, where),
    countsOfTerm(db, schoolId, termId, now),
  ]);
  const papers = new Map(counts.paperRows.map((row) => [row.scheduleId, row]));
  const objectives = new Map(counts.objectiveRows.map((row) => [row.scheduleId, row.objectives]));
  return rows
    .filter((row) => keep(row.classId, row.subjectCode as SubjectCode))
    .map((row) => ({
      scheduleId: row.id,
      classId: row.classId,
      className: row.className,
      termId: row.termId,
      subjectCode: row.subjectCode as SubjectCode,
      name: en ? row.nameEn : row.name,
      sortOrder: row.sortOrder,
      startDate: row.startDate,
      endDate: row.endDate,
      paperCount: Number(papers.get(row.id)?.papers ?? 0),
      homeworkCount: Number(papers.get(row.id)?.homework ?? 0),
      objectiveCount: Number(objectives.get(row.id) ?? 0),
      proposed: row.proposed,
    }));
}

/** A class's units in a term, in the caller's subjects there (only `subjectCode` when given). */
export async function classTermSchedules(
  db: Db,
  scope: Scope,
  classId: number,
  termId: number,
  subjectCode: SubjectCode | undefined,
  now: Date,
  en: boolean,
): Promise<Schedule[]> {
  await classInScope(db, scope, classId, subjectCode);
  if (!(await termOfSchool(db, scope.schoolId, termId))) throw notFound();
  const subjects = subjectsInClass(scope, classId).filter((s) => !subjectCode || s === subjectCode);
  return schedulesOfTerm(
    db,
    scope.schoolId,
    termId,
    eq(schedules.classId, classId),
    (_c, s) => subjects.includes(s),
    now,
    en,
  );
}

/** Units of every class and subject the caller reaches in a term (the current one by default). */
export async function classesSchedules(
  db: Db,
  scope: Scope,
  query: {
    classId?: number | undefined;
    gradeCode?: number | undefined;
    termId?: number | undefined;
    subjectCode?: SubjectCode | undefined;
  },
  now: Date,
  en: boolean,
): Promise<Schedule[]> {
  if (query.classId !== undefined) await classInScope(db, scope, query.classId, query.subjectCode);
  const term =
    query.termId === undefined
      ? await defaultTerm(db, scope.schoolId, now)
      : await termOfSchool(db, scope.schoolId, query.termId);
  if (!term) {
    if (query.termId !== undefined) throw notFound();
    return [];
  }
  const filters = [
    query.classId === undefined ? undefined : eq(schedules.classId, query.classId),
    query.gradeCode === undefined ? undefined : eq(classes.gradeCode, query.gradeCode),
    query.subjectCode === undefined ? undefined : eq(schedules.subjectCode, query.subjectCode),
    scope.allClasses ? undefined : inArray(schedules.classId, [...scope.perClass.keys(), 0]),
  ].filter((f) => f !== undefined);
  return schedulesOfTerm(
    db,
    scope.schoolId,
    term.id,
    and(...filters),
    (classId, subject) => canSeeClass(scope, classId, subject),
    now,
    en,
  );
}

/** A unit the caller reaches: 404 outside the school, 403 outside the caller's classes and subjects. */
async function scheduleInScope(db: Db, scope: Scope, scheduleId: number) {
  const row = await scheduleOfSchool(db, scope.schoolId, scheduleId);
  if (!row) throw notFound();
  if (!canSeeClass(scope, row.classId, row.subjectCode as SubjectCode)) throw forbidden();
  return row;
}

/** The papers of a unit, in order. */
export async function schedulePapersOf(
  db: Db,
  scope: Scope,
  scheduleId: number,
  now: Date,
): Promise<SchedulePaper[]> {
  await scheduleInScope(db, scope, scheduleId);
  const rows = await papersOfSchedule(db, scheduleId, now);
  return rows.map((row) => ({
    sortOrder: row.sortOrder,
    eHomeworkId: row.homeworkId,
    paperId: row.paperId,
    name: row.homeworkName ?? row.paperName ?? '',
    processType: (row.processType as ProcessType | null) ?? null,
    endTime: row.endTime ? row.endTime.toISOString() : null,
  }));
}

/** What a unit evaluates: its aspects in the subject's order (§9 weights), each with its objectives. */
export async function evaluationsOf(db: Db, scope: Scope, scheduleId: number): Promise<Evaluations> {
  const schedule = await scheduleInScope(db, scope, scheduleId);
  const subject = schedule.subjectCode as SubjectCode;
  const weights = subjectWeights(subject) as Partial<Record<string, number>>;
  const objectives = await objectivesOfSchedule(db, scheduleId);
  const order = [...Object.keys(weights), 'OTHER'];
  const aspects = new Map<string, Evaluations['aspects'][number]>();
  for (const row of objectives) {
    let aspect = aspects.get(row.aspect);
    if (!aspect) {
      aspect = {
        aspect: row.aspect as LearningAspectCode,
        weight: weights[row.aspect] ?? null,
        objectives: [],
      };
      aspects.set(row.aspect, aspect);
    }
    aspect.objectives.push({ objectiveId: row.id, knowledgePoint: row.knowledgePoint });
  }
  const rank = (aspect: string) => (order.includes(aspect) ? order.indexOf(aspect) : order.length);
  return {
    scheduleId,
    subjectCode: subject,
    aspects: [...aspects.values()].sort((a, b) => rank(a.aspect) - rank(b.aspect)),
  };
}
