import type {
  ClassFollowUp,
  ClassFollowUpQuery,
  SchedulesWholePerformance,
  SchedulesWholePerformanceQuery,
  StudentFollowUp,
  StudentReport,
  StudentReportQuery,
  StudentsPerformance,
  StudentsPerformanceQuery,
  StudentsWholePerformance,
  StudentsWholePerformanceQuery,
  SubjectCode,
  UnitReport,
} from '@harbour/api-client/contract';
import { averageScoreRate, masteryLevel } from '@harbour/domain';
import type { Db } from '../../../db/client';
import { forbidden, notFound } from '../../../errors';
import { canSeeClass, classInScope, type Scope } from '../../../plugins/tenancy';
import type { ClassStudent } from '../../homework';
import { termOfSchool } from '../shared/queries';
import {
  aspectsOf,
  cellOf,
  completionOf,
  FOLLOW_UP_PROCESS_TYPES,
  homeworkSummary,
  indexWork,
  levelCounts,
  objectivesMastery,
  pendingOf,
  resultsOf,
  studentFigures,
  type WorkIndex,
} from './measures';
import {
  classRowOf,
  classWorkOf,
  studentOfSchool,
  type UnitRow,
  unitOfSchool,
  unitsOfClass,
  usageOf,
} from './queries';

// The rules of the unit and student reports: scope first (404 outside the school or the class's units,
// 403 outside the caller's classes and subjects, as the teaching calendar's calls), then one read of the
// class's work and the figures of performance-measures.ts.

const unitName = (unit: UnitRow, en: boolean) => (en ? unit.nameEn : unit.name);

/** A unit of the school the caller reaches in its class and subject. */
async function unitInScope(db: Db, scope: Scope, scheduleId: number) {
  const unit = await unitOfSchool(db, scope.schoolId, scheduleId);
  if (!unit) throw notFound();
  if (!canSeeClass(scope, unit.classId, unit.subjectCode as SubjectCode)) throw forbidden();
  return unit;
}

/** The units a period names for a class and subject (a unit of another class or subject: 404). */
async function unitsOfPeriod(
  db: Db,
  scope: Scope,
  classId: number,
  subject: SubjectCode,
  period: { scheduleId?: number | undefined; termId?: number | undefined; schoolYear?: number | undefined },
): Promise<UnitRow[]> {
  if (period.scheduleId !== undefined) {
    const unit = await unitOfSchool(db, scope.schoolId, period.scheduleId);
    if (!unit || unit.classId !== classId || unit.subjectCode !== subject) throw notFound();
    return [unit];
  }
  if (period.termId !== undefined) {
    if (!(await termOfSchool(db, scope.schoolId, period.termId))) throw notFound();
    return unitsOfClass(db, classId, subject, { termId: period.termId });
  }
  return unitsOfClass(db, classId, subject, { schoolYear: period.schoolYear ?? 0 });
}

/** A class the caller reaches in the subject, with its name. */
async function classOf(db: Db, scope: Scope, classId: number, subject: SubjectCode) {
  await classInScope(db, scope, classId, subject);
  const row = await classRowOf(db, scope.schoolId, classId);
  if (!row) throw notFound();
  return row;
}

/** A class's report query: the class and subject, and the period (a unit, a term or a school year). */
type ClassPeriodQuery = Parameters<typeof unitsOfPeriod>[4] & { classId: number; subjectCode: SubjectCode };

/** The class of a class report in scope, the units of its period, and the class's work over them. */
export async function classWork(db: Db, scope: Scope, query: ClassPeriodQuery, now: Date) {
  const klass = await classOf(db, scope, query.classId, query.subjectCode);
  const units = await unitsOfPeriod(db, scope, query.classId, query.subjectCode, query);
  return { klass, units, index: await workOf(db, query.classId, units, now) };
}

/** What a class report is computed from. */
export type ClassWork = Awaited<ReturnType<typeof classWork>>;

async function workOf(db: Db, classId: number, units: readonly UnitRow[], now: Date): Promise<WorkIndex> {
  return indexWork(
    await classWorkOf(
      db,
      classId,
      units.map((u) => u.id),
      now,
    ),
    now,
  );
}

const studentName = (
  s: { studentId: number; name: string; nameEn: string; classNumber: number },
  en: boolean,
) => ({
  studentId: s.studentId,
  name: en ? s.nameEn : s.name,
  classNumber: s.classNumber,
});

/** GET /schedules/{scheduleId}/ehomeworks: the unit report. */
export async function unitReport(
  db: Db,
  scope: Scope,
  scheduleId: number,
  now: Date,
  en: boolean,
): Promise<UnitReport> {
  const unit = await unitInScope(db, scope, scheduleId);
  const [klass, index] = await Promise.all([
    classRowOf(db, scope.schoolId, unit.classId),
    workOf(db, unit.classId, [unit], now),
  ]);
  const homework = index.work.homework;
  const objectives = objectivesMastery(index, unit.id);
  const average = averageScoreRate(resultsOf(index, homework));
  return {
    scheduleId: unit.id,
    classId: unit.classId,
    className: klass?.className ?? '',
    termId: unit.termId,
    subjectCode: unit.subjectCode as SubjectCode,
    name: unitName(unit, en),
    startDate: unit.startDate,
    endDate: unit.endDate,
    homework: homework.map((h) => homeworkSummary(index, h)),
    students: index.work.students.map((s) => {
      const cells = homework.map((h) => ({ eHomeworkId: h.id, ...(cellOf(index, h, s.studentId) ?? empty) }));
      return {
        ...studentName(s, en),
        cells,
        averageScoreRate: averageScoreRate(resultsOf(index, homework, [s.studentId])),
        submittedCount: cells.filter((c) => c.state === 'SUBMITTED').length,
        missingCount: cells.filter((c) => c.state === 'MISSING').length,
      };
    }),
    averageScoreRate: average,
    masteryLevel: masteryLevel(average),
    objectives,
    levelCounts: levelCounts(objectives),
  };
}

const empty = { state: null, score: null, scoreRate: null };

/** GET /students/performance: each student of a class over a unit, a term or a year. */
export function studentsPerformance(
  { klass, units, index }: ClassWork,
  query: StudentsPerformanceQuery,
  en: boolean,
): StudentsPerformance {
  const homework = index.work.homework;
  const students = index.work.students.map((s) => ({
    ...studentName(s, en),
    ...studentFigures(index, homework, s.studentId),
  }));
  const attentionCounts = { UNDER_20: 0, FROM_20_TO_39: 0, FROM_40_TO_59: 0 };
  for (const s of students) if (s.attentionBand) attentionCounts[s.attentionBand] += 1;
  return {
    classId: klass.id,
    className: klass.className,
    subjectCode: query.subjectCode,
    scheduleIds: units.map((u) => u.id),
    homeworkCount: homework.length,
    averageScoreRate: averageScoreRate(resultsOf(index, homework)),
    students,
    attentionCounts,
    catchUpCount: students.filter((s) => s.catchUp).length,
  };
}

/** GET /schedules/wholeperformance: a class over the units of a term. */
export async function schedulesWholePerformance(
  db: Db,
  { klass, units, index }: ClassWork,
  query: SchedulesWholePerformanceQuery,
  now: Date,
  en: boolean,
): Promise<SchedulesWholePerformance> {
  return {
    classId: klass.id,
    className: klass.className,
    termId: query.termId,
    subjectCode: query.subjectCode,
    units: units.map((unit) => {
      const homework = index.work.homework.filter((h) => h.scheduleId === unit.id);
      const objectives = objectivesMastery(index, unit.id);
      const average = averageScoreRate(resultsOf(index, homework));
      return {
        scheduleId: unit.id,
        name: unitName(unit, en),
        sortOrder: unit.sortOrder,
        startDate: unit.startDate,
        endDate: unit.endDate,
        proposed: unit.proposed,
        homeworkCount: homework.length,
        completionRate: completionOf(index, homework).completionRate,
        averageScoreRate: average,
        pendingCount: pendingOf(index, homework),
        masteryLevel: masteryLevel(average),
        levelCounts: levelCounts(objectives),
        weakestObjective: objectives.find((o) => o.scoreRate !== null) ?? null,
      };
    }),
    averageScoreRate: averageScoreRate(resultsOf(index, index.work.homework)),
    homework: [...index.work.homework].reverse().map((h) => homeworkSummary(index, h)),
    usage: await usageOf(db, query.classId, query.subjectCode, [7, 30], now),
  };
}

/** GET /students/wholeperformance: all students of a class over a term or a year, per unit. */
export function studentsWholePerformance(
  { klass, units, index }: ClassWork,
  query: StudentsWholePerformanceQuery,
  en: boolean,
): StudentsWholePerformance {
  const homework = index.work.homework;
  const ofUnit = (unitId: number) => homework.filter((h) => h.scheduleId === unitId);
  return {
    classId: klass.id,
    className: klass.className,
    subjectCode: query.subjectCode,
    units: units.map((u) => ({ scheduleId: u.id, name: unitName(u, en), termId: u.termId })),
    students: index.work.students.map((s) => ({
      ...studentName(s, en),
      ...studentFigures(index, homework, s.studentId),
      unitRates: units.map((u) => averageScoreRate(resultsOf(index, ofUnit(u.id), [s.studentId]))),
    })),
    unitAverages: units.map((u) => averageScoreRate(resultsOf(index, ofUnit(u.id)))),
    averageScoreRate: averageScoreRate(resultsOf(index, homework)),
  };
}

/** The student, their subject and units of a student-report query, in scope, and their class's work then. */
export async function studentWork(
  db: Db,
  scope: Scope,
  studentId: number,
  query: StudentReportQuery,
  now: Date,
) {
  const { student, subject, units } = await studentPeriod(db, scope, studentId, query);
  return { student, subject, units, index: await workOf(db, student.classId, units, now) };
}

/** What a student report is computed from. */
export type StudentWork = Awaited<ReturnType<typeof studentWork>>;

/** The student, their subject and units of a student-report query, in scope. */
async function studentPeriod(db: Db, scope: Scope, studentId: number, query: StudentReportQuery) {
  const student = await studentOfSchool(db, scope.schoolId, studentId);
  if (!student) throw notFound();
  let subject = query.subjectCode;
  let units: UnitRow[];
  if (query.scope === 'unit') {
    const unit = await unitOfSchool(db, scope.schoolId, query.scheduleId ?? 0);
    if (!unit || unit.classId !== student.classId || (subject && subject !== unit.subjectCode))
      throw notFound();
    subject = unit.subjectCode as SubjectCode;
    units = [unit];
  } else {
    if (!subject) throw notFound();
    if (!canSeeClass(scope, student.classId, subject)) throw forbidden();
    units = await unitsOfPeriod(
      db,
      scope,
      student.classId,
      subject,
      query.scope === 'term' ? { termId: query.termId } : { schoolYear: query.schoolYear },
    );
  }
  if (!canSeeClass(scope, student.classId, subject)) throw forbidden();
  return { student, subject, units };
}

const reported = (s: ClassStudent, en: boolean) => ({
  ...studentName(s, en),
  classId: s.classId,
  className: s.className,
});

/** A student's trend points over some homework given to them, by due time. */
function trendOf(index: WorkIndex, homework: WorkIndex['work']['homework'], studentId: number) {
  return homework.flatMap((h) => {
    const cell = cellOf(index, h, studentId);
    if (!cell) return [];
    return [
      {
        eHomeworkId: h.id,
        name: h.name,
        processType: h.processType as StudentReport['trend'][number]['processType'],
        endTime: h.endTime.toISOString(),
        state: cell.state,
        scoreRate: cell.scoreRate,
        classAverageScoreRate: homeworkSummary(index, h).averageScoreRate,
      },
    ];
  });
}

/** GET /wholeperformance/students/{studentId}: the student report. */
export function studentReport(
  { student, subject, units, index }: StudentWork,
  query: StudentReportQuery,
  en: boolean,
): StudentReport {
  const { studentId } = student;
  const homework = index.work.homework;
  const given = homework.filter((h) => cellOf(index, h, studentId) !== null);
  const figures = studentFigures(index, homework, studentId);
  return {
    student: reported(student, en),
    subjectCode: subject,
    scope: query.scope,
    units: units.map((u) => ({ scheduleId: u.id, name: unitName(u, en) })),
    ...aspectsOf(index, homework, studentId, subject),
    scoreRate: figures.scoreRate,
    classAverageScoreRate: averageScoreRate(resultsOf(index, given)),
    completionRate: figures.completionRate,
    submittedCount: figures.submittedCount,
    dueCount: figures.dueCount,
    attentionBand: figures.attentionBand,
    followUpScoreRate: figures.followUpScoreRate,
    catchUp: figures.catchUp,
    trend: trendOf(index, homework, studentId),
  };
}

/** GET /wholeperformance/students/{studentId}/process2bd: one student's follow-up homework. */
export function studentFollowUp({ student, subject, index }: StudentWork, en: boolean): StudentFollowUp {
  const { studentId } = student;
  const followUps = index.work.homework.filter((h) => FOLLOW_UP_PROCESS_TYPES.includes(h.processType));
  const figures = studentFigures(index, followUps, studentId);
  return {
    student: reported(student, en),
    subjectCode: subject,
    followUps: trendOf(index, followUps, studentId),
    followUpScoreRate: figures.followUpScoreRate,
    catchUp: figures.catchUp,
  };
}

/** GET /process2bd/class: a class's follow-up homework and who needs catch-up. */
export function classFollowUp(
  { klass, index }: ClassWork,
  query: ClassFollowUpQuery,
  en: boolean,
): ClassFollowUp {
  const followUps = index.work.homework.filter((h) => FOLLOW_UP_PROCESS_TYPES.includes(h.processType));
  const students = index.work.students.map((s) => {
    const figures = studentFigures(index, followUps, s.studentId);
    return {
      ...studentName(s, en),
      dueCount: figures.dueCount,
      submittedCount: figures.submittedCount,
      followUpScoreRate: figures.followUpScoreRate,
      catchUp: figures.catchUp,
    };
  });
  return {
    classId: klass.id,
    className: klass.className,
    subjectCode: query.subjectCode,
    homework: followUps.map((h) => homeworkSummary(index, h)),
    students,
    catchUpCount: students.filter((s) => s.catchUp).length,
  };
}
