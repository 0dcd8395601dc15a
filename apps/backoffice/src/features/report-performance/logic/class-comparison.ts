import type { HomeworkReport, SchedulesWholePerformance } from '@harbour/api-client';
import { attentionBand, completionRate, scoreSpread, type TextbookType } from '@harbour/domain';
import type { ClassSideRow } from './grade-dashboard';

// The class comparison (spec §2 compareSeZoneReport and its children): the classes of one grade side by side
// over the same term, on the same unit or the same homework. Pure functions over the class reports the page
// asks for, one per class, together.

/** A class of the grade compared. */
export interface ComparedClass {
  classId: number;
  className: string;
}

/** A unit of the term as the grade's classes have it: the same place in the term in every class. */
export interface GradeUnitRow {
  /** Its place in the term (the key across classes: the term's units are set up for the grade). */
  sortOrder: number;
  /** Its name in the first class that has it. */
  name: string;
  /** Each class's average over the unit (by class id); a class without the unit is absent. */
  averages: ReadonlyMap<number, number | null>;
  /** Each class's own unit id, for the unit's comparison. */
  scheduleIds: ReadonlyMap<number, number>;
}

/**
 * The units of the term across the grade's classes, in term order: a unit is the same in two classes when it
 * is at the same place in the term (the teaching calendar gives the grade's classes the same units).
 */
export function gradeUnits(classes: readonly ComparedClass[], reports: readonly SchedulesWholePerformance[]) {
  const byClass = new Map(reports.map((report) => [report.classId, report]));
  const rows = new Map<
    number,
    { name: string; averages: Map<number, number | null>; scheduleIds: Map<number, number> }
  >();
  for (const klass of classes) {
    for (const unit of byClass.get(klass.classId)?.units ?? []) {
      const row = rows.get(unit.sortOrder) ?? {
        name: unit.name,
        averages: new Map(),
        scheduleIds: new Map(),
      };
      row.averages.set(klass.classId, unit.averageScoreRate);
      row.scheduleIds.set(klass.classId, unit.scheduleId);
      rows.set(unit.sortOrder, row);
    }
  }
  return [...rows.entries()]
    .sort(([a], [b]) => a - b)
    .map(([sortOrder, row]): GradeUnitRow => ({ sortOrder, ...row }));
}

/** A homework given to more than one class of the grade. */
export interface SharedHomeworkRow {
  eHomeworkId: number;
  name: string;
  endTime: string;
  textbookType: TextbookType | null;
  /** Each class's average (by class id). */
  averages: ReadonlyMap<number, number | null>;
}

/**
 * The term's homework that reaches two classes of the grade or more (the same homework, published to several
 * classes), of one course family when one is given; the latest due first.
 */
export function sharedHomework(
  classes: readonly ComparedClass[],
  reports: readonly SchedulesWholePerformance[],
  family?: TextbookType,
): SharedHomeworkRow[] {
  const byClass = new Map(reports.map((report) => [report.classId, report]));
  const rows = new Map<
    number,
    Omit<SharedHomeworkRow, 'averages'> & { averages: Map<number, number | null> }
  >();
  for (const klass of classes) {
    for (const homework of byClass.get(klass.classId)?.homework ?? []) {
      if (family !== undefined && homework.textbookType !== family) continue;
      const row = rows.get(homework.eHomeworkId) ?? {
        eHomeworkId: homework.eHomeworkId,
        name: homework.name,
        endTime: homework.endTime,
        textbookType: homework.textbookType,
        averages: new Map(),
      };
      row.averages.set(klass.classId, homework.averageScoreRate);
      rows.set(homework.eHomeworkId, row);
    }
  }
  return [...rows.values()]
    .filter((row) => row.averages.size > 1)
    .sort((a, b) => b.endTime.localeCompare(a.endTime) || a.eHomeworkId - b.eHomeworkId);
}

/**
 * A class on one homework, from the homework report of that class: its students reached, how many handed in
 * of them, the class average (the report's own), the spread of the students' rates and the students in an
 * attention band (§9). Catch-up is a matter of follow-up work over a period, not of one homework: none here.
 */
export function homeworkClassRow(
  klass: ComparedClass,
  gradeName: string,
  report: HomeworkReport,
): ClassSideRow {
  const rates = report.students.map((student) => student.scoreRate);
  const handedIn = report.completion.onTime.length + report.completion.late.length;
  return {
    classId: klass.classId,
    className: klass.className,
    gradeName,
    studentCount: report.students.length,
    completionRate: completionRate(handedIn, report.students.length),
    averageScoreRate: report.averageScoreRate,
    spread: scoreSpread(rates),
    attentionCount: rates.filter((rate) => attentionBand(rate) !== null).length,
    catchUpCount: null,
  };
}
