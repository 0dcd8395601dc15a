import {
  ERROR_CODES,
  type IssueScope,
  type PracticeListItem,
  type ProcessType,
  type SubjectCode,
  type TextbookType,
} from '@harbour/api-client/contract';
import { canDeleteFromCalendar, processKindOf } from '@harbour/domain';
import type { Db } from '../../db/client';
import { ruleError } from '../../errors';
import type { StaffPrincipal } from '../../plugins/auth';
import type { Scope } from '../../plugins/tenancy';
import {
  deleteHomework,
  type HomeworkRow,
  homeworkPage,
  homeworkStatus,
  markingCountsOf,
  practiceStudentsNotNeeded,
  practiceStudentsOf,
  progressOf,
  type TargetRow,
  visibleTargets,
  workPapersOfHomework,
} from '../homework';
import {
  homeworkWithSubmissions,
  type PracticeListFilter,
  practiceListOrder,
  practiceListWhere,
  recordRedo,
  redoRequestsOf,
} from './queries';

// The rules of the practice module: the list, delete and redo requests.

/** One page of the practice list: filtered, sorted, counted and paged in SQL. */
export async function practicePage(db: Db, scope: Scope, query: PracticeListFilter, now: Date) {
  const { total, rows } = await homeworkPage(
    db,
    practiceListWhere(db, scope, query, now),
    query.page,
    query.pageSize,
    practiceListOrder(query.sort, now),
  );
  const pageIds = rows.map((row) => row.id);
  const [progress, completedIds, workPaperOf, markingOf] = await Promise.all([
    progressOf(db, pageIds),
    homeworkWithSubmissions(db, pageIds),
    workPapersOfHomework(db, pageIds),
    markingCountsOf(db, pageIds),
  ]);
  const list: PracticeListItem[] = rows.map((row) => {
    const status = homeworkStatus(row, now);
    return {
      eHomeworkId: row.id,
      homeworkName: row.homeworkName,
      subjectCode: row.subjectCode as SubjectCode,
      gradeCode: row.gradeCode,
      processType: row.processType as ProcessType,
      textbookType: row.textbookType as TextbookType | null,
      processKind: processKindOf(row.processType as ProcessType),
      type: row.type,
      distributeRange: row.distributeRange as IssueScope,
      distributeObject: row.distributeObject,
      publishTime: row.publishTime?.toISOString() ?? null,
      startTime: row.startTime.toISOString(),
      endTime: row.endTime.toISOString(),
      createTime: row.createTime.toISOString(),
      practiceStatus: status.practiceStatus,
      timeStatus: status.timeStatus,
      correctionStatus: row.correctionStatus as PracticeListItem['correctionStatus'],
      studentCount: progress.get(row.id)?.studentCount ?? 0,
      submittedCount: progress.get(row.id)?.submittedCount ?? 0,
      lateCount: markingOf.get(row.id)?.lateCount ?? 0,
      missingCount: Math.max(
        0,
        (progress.get(row.id)?.studentCount ?? 0) - (progress.get(row.id)?.submittedCount ?? 0),
      ),
      toMarkCount: markingOf.get(row.id)?.toMarkCount ?? 0,
      canDelete: canDeleteFromCalendar(status.timeStatus),
      canBatchDelete:
        (status.timeStatus === 'SCHEDULED' || status.timeStatus === 'ONGOING') && !completedIds.has(row.id),
      workPaperId: workPaperOf.get(row.id) ?? null,
    };
  });
  return { total, page: query.page, pageSize: query.pageSize, list };
}

/** Deletes a homework from the calendar: refused once it has expired. */
export async function deletePractice(db: Db, principal: StaffPrincipal, homework: HomeworkRow, now: Date) {
  if (!canDeleteFromCalendar(homeworkStatus(homework, now).timeStatus)) {
    throw ruleError(ERROR_CODES.HOMEWORK_EXPIRED, 'homeworkExpired');
  }
  await db.transaction((tx) => deleteHomework(tx, principal, homework));
}

/**
 * The students of a homework in the classes the scope sees, optionally of one class: those it reaches, and
 * the others of a class it reaches in part (a group, chosen students) as NO_NEED, by class and class number.
 */
export async function practiceStudentsInScope(
  db: Db,
  scope: Scope,
  homework: HomeworkRow,
  targets: readonly TargetRow[],
  now: Date,
  classId?: number,
) {
  const visible = visibleTargets(scope, homework.subjectCode as SubjectCode, targets);
  const reached = await practiceStudentsOf(db, homework, visible, now, classId);
  const notNeeded = await practiceStudentsNotNeeded(db, homework, visible, reached, now, classId);
  if (notNeeded.length === 0) return reached;
  return [...reached, ...notNeeded].sort(
    (a, b) => a.className.localeCompare(b.className) || a.classNumber - b.classNumber,
  );
}

/** The redo requests of a homework in the classes the scope sees. */
export async function practiceRedoOf(
  db: Db,
  scope: Scope,
  homework: HomeworkRow,
  targets: readonly TargetRow[],
) {
  const visibleClasses = visibleTargets(scope, homework.subjectCode as SubjectCode, targets).map(
    (target) => target.classId,
  );
  const rows = await redoRequestsOf(db, homework.id, visibleClasses);
  return rows.map((row) => ({ ...row, requestedAt: row.requestedAt.toISOString() }));
}

/** Asks students who submitted to do a homework again; refused when one of them has not submitted. */
export async function requestRedo(
  db: Db,
  principal: StaffPrincipal,
  scope: Scope,
  homework: HomeworkRow,
  targets: readonly TargetRow[],
  requested: readonly number[],
): Promise<number[]> {
  const reached = await practiceStudentsInScope(db, scope, homework, targets, new Date());
  const byId = new Map(reached.map((row) => [row.studentId, row]));
  const studentIds = [...new Set(requested)];
  if (studentIds.some((id) => byId.get(id)?.submittedAt == null)) {
    throw ruleError(ERROR_CODES.REDO_NOT_SUBMITTED, 'redoNotSubmitted');
  }
  const now = new Date();
  await db.transaction((tx) => recordRedo(tx, principal, homework.id, studentIds, now));
  return studentIds;
}
