import type {
  CalendarDay,
  ClassPracticeObject,
  IssueScope,
  ProcessType,
  SubjectCode,
  TextbookType,
} from '@harbour/api-client/contract';
import { hongKongDate, hongKongMonthRange } from '@harbour/domain';
import type { Db } from '../../db/client';
import { classInScope, type Scope, subjectsInClass } from '../../plugins/tenancy';
import { homeworkStatus, progressInClass, targetsOf, workPapersOfHomework } from '../homework';
import { datesOfMonth } from './calendar';
import { homeworkDueInClass } from './queries';

// The rules of the schedule module: a class's calendar and its homework of a day range.

/** The subjects of a class the scope reaches (only `subjectCode` when given): 404/403 for another class. */
async function classSubjects(db: Db, scope: Scope, classId: number, subjectCode: SubjectCode | undefined) {
  await classInScope(db, scope, classId, subjectCode);
  return subjectsInClass(scope, classId).filter((s) => !subjectCode || s === subjectCode);
}

/** A class's month: every day, with the homework due that day (Hong Kong days). */
export async function classCalendar(
  db: Db,
  scope: Scope,
  classId: number,
  query: { year: number; month: number; subjectCode?: SubjectCode | undefined },
  now: Date,
): Promise<CalendarDay[]> {
  const { year, month } = query;
  const subjects = await classSubjects(db, scope, classId, query.subjectCode);
  const { start, end } = hongKongMonthRange(year, month);
  const rows = await homeworkDueInClass(db, scope.schoolId, classId, subjects, start, end);
  const days: CalendarDay[] = datesOfMonth(year, month).map((totalDate) => ({ totalDate, homeworks: [] }));
  const byDate = new Map(days.map((day) => [day.totalDate, day]));
  for (const row of rows) {
    byDate.get(hongKongDate(row.endTime))?.homeworks.push({
      eHomeworkId: row.eHomeworkId,
      homeworkName: row.homeworkName,
      endTime: row.endTime.toISOString(),
      practiceStatus: homeworkStatus(row, now).practiceStatus,
      processType: row.processType as ProcessType,
      subjectCode: row.subjectCode as SubjectCode,
    });
  }
  return days;
}

/** A class's homework due in [start, end), with its groups in the class and its progress there. */
export async function classPracticeObjects(
  db: Db,
  scope: Scope,
  classId: number,
  subjectCode: SubjectCode | undefined,
  start: Date,
  end: Date,
  now: Date,
): Promise<ClassPracticeObject[]> {
  const subjects = await classSubjects(db, scope, classId, subjectCode);
  const rows = await homeworkDueInClass(db, scope.schoolId, classId, subjects, start, end);
  const ids = rows.map((row) => row.eHomeworkId);
  const [targets, progress, workPaperOf] = await Promise.all([
    targetsOf(db, ids),
    progressInClass(db, ids, classId),
    workPapersOfHomework(db, ids),
  ]);
  return rows.map((row) => {
    const status = homeworkStatus(row, now);
    const groupNames = (targets.get(row.eHomeworkId) ?? [])
      .filter((target) => target.classId === classId && target.groupName !== null)
      .map((target) => target.groupName as string);
    return {
      eHomeworkId: row.eHomeworkId,
      homeworkName: row.homeworkName,
      subjectCode: row.subjectCode as SubjectCode,
      processType: row.processType as ProcessType,
      textbookType: row.textbookType as TextbookType | null,
      type: row.type,
      startTime: row.startTime.toISOString(),
      endTime: row.endTime.toISOString(),
      totalDate: hongKongDate(row.endTime),
      practiceStatus: status.practiceStatus,
      timeStatus: status.timeStatus,
      distributeRange: row.distributeRange as IssueScope,
      distributeObject: row.distributeObject,
      groupName: groupNames.length > 0 ? groupNames.join(', ') : null,
      studentCount: progress.get(row.eHomeworkId)?.studentCount ?? 0,
      submittedCount: progress.get(row.eHomeworkId)?.submittedCount ?? 0,
      workPaperId: workPaperOf.get(row.eHomeworkId) ?? null,
    };
  });
}
