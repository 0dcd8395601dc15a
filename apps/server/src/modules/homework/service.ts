import type {
  HomeworkInfo,
  IssueScope,
  LanguageType,
  PracticeStudent,
  ProcessType,
  SubjectCode,
  SubmitStatus,
  TextbookType,
} from '@harbour/api-client/contract';
import { joinedAfterEnd, processKindOf, submitStatusOf } from '@harbour/domain';
import type { DbOrTx } from '../../db/client';
import { forbidden, notFound } from '../../errors';
import { canSeeClass, type Scope } from '../../plugins/tenancy';
import { markingCountsOfAttempts } from './marking-counts';
import {
  type HomeworkRow,
  homeworkExtrasOf,
  homeworkOfSchool,
  progressOf,
  scoresOf,
  studentsNotReached,
  studentsReached,
  type TargetRow,
  targetsOf,
} from './queries';
import { homeworkStatus } from './time-status';

/**
 * A homework of the caller's school (else 404) that the scope reaches in its subject (else 403):
 * to read, at least one target class; to change it, every target class.
 */
export async function homeworkInScope(
  db: DbOrTx,
  scope: Scope,
  eHomeworkId: number,
  mode: 'read' | 'write',
): Promise<{ homework: HomeworkRow; targets: TargetRow[] }> {
  const homework = await homeworkOfSchool(db, scope.schoolId, eHomeworkId);
  if (!homework) throw notFound();
  const targets = (await targetsOf(db, [homework.id])).get(homework.id) ?? [];
  // Every homework has a target: none means it was deleted since the first read.
  if (targets.length === 0) throw notFound();
  const subject = homework.subjectCode as SubjectCode;
  const reached = targets.filter((target) => canSeeClass(scope, target.classId, subject));
  if (reached.length === 0 || (mode === 'write' && reached.length !== targets.length)) throw forbidden();
  return { homework, targets };
}

/** The targets of a homework that the scope reaches in its subject (lists show only those students). */
export function visibleTargets<T extends { classId: number }>(
  scope: Scope,
  subject: SubjectCode,
  targets: readonly T[],
): T[] {
  return targets.filter((target) => canSeeClass(scope, target.classId, subject));
}

/** Homework info (spec §3) of a homework row. */
export async function homeworkInfoOf(
  db: DbOrTx,
  homework: HomeworkRow,
  targets: readonly TargetRow[],
  now: Date,
): Promise<HomeworkInfo> {
  const [extras, progress] = await Promise.all([
    homeworkExtrasOf(db, homework),
    progressOf(db, [homework.id]),
  ]);
  const status = homeworkStatus(homework, now);
  return {
    eHomeworkId: homework.id,
    homeworkName: homework.homeworkName,
    createTime: homework.createTime.toISOString(),
    publishTime: homework.publishTime?.toISOString() ?? null,
    startTime: homework.startTime.toISOString(),
    endTime: homework.endTime.toISOString(),
    distributeObject: homework.distributeObject,
    distributeRange: homework.distributeRange as IssueScope,
    ehomeworkLevel: homework.ehomeworkLevel,
    difficulty: homework.difficulty,
    knowledgeContents: homework.knowledgeContents,
    practiceStatus: status.practiceStatus,
    timeStatus: status.timeStatus,
    processType: homework.processType as ProcessType,
    processKind: processKindOf(homework.processType as ProcessType),
    type: homework.type,
    classification: homework.classification,
    fixedGroupStatus: homework.fixedGroupStatus,
    writingRequirementContent: homework.writingRequirementContent,
    workPaperDesc: homework.workPaperDesc,
    subjectCode: homework.subjectCode as SubjectCode,
    gradeCode: homework.gradeCode,
    textbookType: (homework.textbookType as TextbookType | null) ?? null,
    courseId: homework.courseId,
    chapterId: homework.chapterId,
    paperId: homework.paperId,
    questionNumbers: homework.questionNumbers,
    questionCount: homework.questionCount,
    questionIds: extras.questionIds,
    audioLanguage: homework.audioLanguage as LanguageType,
    videoLanguage: homework.videoLanguage as LanguageType,
    allowVideoFastForward: homework.allowVideoFastForward,
    durationMinutes: homework.durationMinutes,
    maximumPercent: homework.maximumPercent,
    correctionStatus: homework.correctionStatus as HomeworkInfo['correctionStatus'],
    targets: targets.map((target) => ({ ...target })),
    creatorId: homework.creatorId,
    creatorName: extras.creatorName,
    studentCount: progress.get(homework.id)?.studentCount ?? 0,
    submittedCount: progress.get(homework.id)?.submittedCount ?? 0,
    workPaperId: extras.workPaperId,
  };
}

/** The students of a homework as the students / notsubmited calls answer them. */
export async function practiceStudentsOf(
  db: DbOrTx,
  homework: HomeworkRow,
  targets: readonly TargetRow[],
  now: Date,
  classId?: number,
): Promise<PracticeStudent[]> {
  const reached = await studentsReached(db, homework.id, targets, classId);
  const attemptIds = reached.map((row) => row.attemptId).filter((id): id is number => id !== null);
  const [{ scoreOf, redoOf, fullScore }, markingOf] = await Promise.all([
    scoresOf(db, homework.id, attemptIds),
    markingCountsOfAttempts(db, attemptIds),
  ]);
  return reached.map((row) => {
    const requestedAt = redoOf.get(row.studentId);
    const submitted = row.submittedAt !== null;
    const submitStatus = submitStatusOf(
      {
        handedIn: submitted ? ((row.submitStatus ?? 'NORMAL') as SubmitStatus) : null,
        needed: !joinedAfterEnd(row.joinedClassAt, homework.endTime),
      },
      homework.endTime,
      now,
    );
    return {
      studentId: row.studentId,
      name: row.name,
      nameEn: row.nameEn,
      classNumber: row.classNumber,
      classId: row.classId,
      className: row.className,
      submitStatus,
      submittedAt: row.submittedAt?.toISOString() ?? null,
      practiceStatus: submitted ? 'FINISHED' : row.attemptId !== null ? 'IN_PROGRESS' : 'NOT_STARTED',
      score: row.attemptId !== null ? (scoreOf.get(row.attemptId) ?? 0) : 0,
      fullScore,
      redoRequested:
        requestedAt !== undefined &&
        (row.submittedAt === null || row.submittedAt.getTime() < requestedAt.getTime()),
      markedCount: row.attemptId !== null ? (markingOf.get(row.attemptId)?.markedCount ?? 0) : 0,
      // Only handed-in work waits for a teacher.
      toMarkCount: row.attemptId !== null && submitted ? (markingOf.get(row.attemptId)?.toMarkCount ?? 0) : 0,
    };
  });
}

/**
 * The students of a homework's target classes whom it does not ask (outside its group or chosen students),
 * as its students page lists them beside the students it reaches: NO_NEED, nothing started or scored.
 */
export async function practiceStudentsNotNeeded(
  db: DbOrTx,
  homework: HomeworkRow,
  targets: readonly TargetRow[],
  reached: readonly PracticeStudent[],
  now: Date,
  classId?: number,
): Promise<PracticeStudent[]> {
  const others = await studentsNotReached(db, targets, new Set(reached.map((row) => row.studentId)), classId);
  if (others.length === 0) return [];
  const { fullScore } = await scoresOf(db, homework.id, []);
  return others.map((student) => ({
    ...student,
    submitStatus: submitStatusOf({ handedIn: null, needed: false }, homework.endTime, now),
    submittedAt: null,
    practiceStatus: 'NOT_STARTED',
    score: 0,
    fullScore,
    redoRequested: false,
    markedCount: 0,
    toMarkCount: 0,
  }));
}
