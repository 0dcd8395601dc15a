import type {
  HomeworkInfo,
  IssueScope,
  LanguageType,
  PracticeStatus,
  PracticeStudent,
  ProcessType,
  SubjectCode,
  SubmitStatus,
  TextbookType,
} from '@harbour/api-client/contract';
import { type HomeworkTimeStatus, processKindOf } from '@harbour/domain';
import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  answers,
  attempts,
  classes,
  groupMembers,
  groups,
  homeworkQuestions,
  homeworkRedos,
  homeworks,
  homeworkTargets,
  staffUsers,
  students,
  workPapers,
} from '../../db/schema';
import { forbidden, notFound } from '../../errors';
import { canSeeClass, type Scope } from '../../plugins/tenancy';
import { statusOf } from '../schedule/calendar';

export type HomeworkRow = typeof homeworks.$inferSelect;

/** A target of a homework with the names the pages show. */
export interface TargetRow {
  scope: IssueScope;
  classId: number;
  className: string;
  groupId: number | null;
  groupName: string | null;
}

/** Targets of homework, with class and group names. */
export async function targetsOf(db: Db, homeworkIds: readonly number[]): Promise<Map<number, TargetRow[]>> {
  const out = new Map<number, TargetRow[]>();
  if (homeworkIds.length === 0) return out;
  const rows = await db
    .select({
      homeworkId: homeworkTargets.homeworkId,
      scope: homeworkTargets.scope,
      classId: homeworkTargets.classId,
      className: classes.className,
      groupId: homeworkTargets.groupId,
      groupName: groups.groupName,
    })
    .from(homeworkTargets)
    .innerJoin(classes, eq(classes.id, homeworkTargets.classId))
    .leftJoin(groups, eq(groups.id, homeworkTargets.groupId))
    .where(inArray(homeworkTargets.homeworkId, [...homeworkIds]))
    .orderBy(asc(classes.className), asc(homeworkTargets.id));
  for (const row of rows) {
    const list = out.get(row.homeworkId) ?? [];
    list.push({
      scope: row.scope as IssueScope,
      classId: row.classId,
      className: row.className,
      groupId: row.groupId,
      groupName: row.groupName,
    });
    out.set(row.homeworkId, list);
  }
  return out;
}

/**
 * A homework of the caller's school (else 404) that the scope reaches in its subject (else 403):
 * to read, at least one target class; to change it, every target class.
 */
export async function homeworkInScope(
  db: Db,
  scope: Scope,
  eHomeworkId: number,
  mode: 'read' | 'write',
): Promise<{ homework: HomeworkRow; targets: TargetRow[] }> {
  const [homework] = await db
    .select()
    .from(homeworks)
    .where(and(eq(homeworks.id, eHomeworkId), eq(homeworks.schoolId, scope.schoolId)))
    .limit(1);
  if (!homework) throw notFound();
  const targets = (await targetsOf(db, [homework.id])).get(homework.id) ?? [];
  // Every homework has a target: none means it was deleted since the first read.
  if (targets.length === 0) throw notFound();
  const subject = homework.subjectCode as SubjectCode;
  const reached = targets.filter((target) => canSeeClass(scope, target.classId, subject));
  if (reached.length === 0 || (mode === 'write' && reached.length !== targets.length)) throw forbidden();
  return { homework, targets };
}

/** A student reached by a homework, with their attempt. */
export interface ReachedStudent {
  studentId: number;
  name: string;
  nameEn: string;
  classNumber: number;
  classId: number;
  className: string;
  attemptId: number | null;
  submitStatus: string | null;
  submittedAt: Date | null;
}

/** Students a homework reaches: whole classes, or the members of a targeted group within its class. */
export async function studentsReached(
  db: Db,
  homeworkId: number,
  targets: readonly TargetRow[],
  classId?: number,
): Promise<ReachedStudent[]> {
  const chosen = targets.filter((target) => classId === undefined || target.classId === classId);
  const wholeClasses = chosen.filter((target) => target.groupId === null).map((target) => target.classId);
  const groupIds = chosen
    .filter((target) => target.groupId !== null)
    .map((target) => target.groupId as number);
  const groupClasses = chosen.filter((target) => target.groupId !== null).map((target) => target.classId);
  if (wholeClasses.length === 0 && groupIds.length === 0) return [];
  const inWholeClass = wholeClasses.length > 0 ? inArray(students.classId, wholeClasses) : sql`false`;
  const inGroup =
    groupIds.length > 0
      ? and(
          inArray(students.classId, groupClasses),
          inArray(
            students.id,
            db
              .select({ id: groupMembers.studentId })
              .from(groupMembers)
              .where(inArray(groupMembers.groupId, groupIds)),
          ),
        )
      : sql`false`;
  return db
    .select({
      studentId: students.id,
      name: students.name,
      nameEn: students.nameEn,
      classNumber: students.classNumber,
      classId: students.classId,
      className: classes.className,
      attemptId: attempts.id,
      submitStatus: attempts.submitStatus,
      submittedAt: attempts.submittedAt,
    })
    .from(students)
    .innerJoin(classes, eq(classes.id, students.classId))
    .leftJoin(attempts, and(eq(attempts.studentId, students.id), eq(attempts.homeworkId, homeworkId)))
    .where(sql`(${inWholeClass}) OR (${inGroup})`)
    .orderBy(asc(classes.className), asc(students.classNumber));
}

/** Students reached and submitted per homework (for lists). */
export function progressOf(
  db: Db,
  homeworkIds: readonly number[],
): Promise<Map<number, { studentCount: number; submittedCount: number }>> {
  return progressWhere(db, homeworkIds);
}

/** Students of one class reached and submitted per homework (a calendar's class). */
export function progressInClass(
  db: Db,
  homeworkIds: readonly number[],
  classId: number,
): Promise<Map<number, { studentCount: number; submittedCount: number }>> {
  return progressWhere(db, homeworkIds, classId);
}

async function progressWhere(
  db: Db,
  homeworkIds: readonly number[],
  classId?: number,
): Promise<Map<number, { studentCount: number; submittedCount: number }>> {
  const out = new Map<number, { studentCount: number; submittedCount: number }>();
  if (homeworkIds.length === 0) return out;
  const ids = sql.join(
    homeworkIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const result = await db.execute(sql`
    SELECT t.homework_id, count(DISTINCT s.id)::int AS students,
           count(DISTINCT s.id) FILTER (WHERE a.submitted_at IS NOT NULL)::int AS submitted
    FROM homework_targets t
    JOIN students s ON s.class_id = t.class_id
      AND (t.group_id IS NULL OR EXISTS (
        SELECT 1 FROM group_members gm WHERE gm.group_id = t.group_id AND gm.student_id = s.id))
    LEFT JOIN attempts a ON a.homework_id = t.homework_id AND a.student_id = s.id
    WHERE t.homework_id IN (${ids}) ${classId === undefined ? sql`` : sql`AND t.class_id = ${classId}`}
    GROUP BY t.homework_id`);
  // Both drivers answer raw statements with { rows }.
  const rows = (result as unknown as { rows: { homework_id: number; students: number; submitted: number }[] })
    .rows;
  for (const row of rows) {
    out.set(Number(row.homework_id), {
      studentCount: Number(row.students),
      submittedCount: Number(row.submitted),
    });
  }
  return out;
}

/** Whether any student has completed (submitted) the homework. */
export async function anyoneCompleted(db: Db, homeworkId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: attempts.id })
    .from(attempts)
    .where(and(eq(attempts.homeworkId, homeworkId), isNotNull(attempts.submittedAt)))
    .limit(1);
  return row !== undefined;
}

/** Time and practice status of a homework row at a time. */
export function homeworkStatus(
  homework: Pick<HomeworkRow, 'publishTime' | 'startTime' | 'endTime'>,
  now: Date,
): { timeStatus: HomeworkTimeStatus; practiceStatus: PracticeStatus } {
  return statusOf(
    { publishTime: homework.publishTime, startTime: homework.startTime, endTime: homework.endTime },
    now,
  );
}

/** Homework info (spec §3) of a homework row. */
export async function homeworkInfoOf(
  db: Db,
  homework: HomeworkRow,
  targets: readonly TargetRow[],
  now: Date,
): Promise<HomeworkInfo> {
  const [questionRows, creator, progress, workPaper] = await Promise.all([
    db
      .select({ questionId: homeworkQuestions.questionId })
      .from(homeworkQuestions)
      .where(eq(homeworkQuestions.homeworkId, homework.id))
      .orderBy(asc(homeworkQuestions.sortOrder)),
    db.select({ name: staffUsers.name }).from(staffUsers).where(eq(staffUsers.id, homework.creatorId)),
    progressOf(db, [homework.id]),
    db.select({ id: workPapers.id }).from(workPapers).where(eq(workPapers.homeworkId, homework.id)),
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
    questionIds: questionRows.map((row) => row.questionId),
    audioLanguage: homework.audioLanguage as LanguageType,
    videoLanguage: homework.videoLanguage as LanguageType,
    allowVideoFastForward: homework.allowVideoFastForward,
    durationMinutes: homework.durationMinutes,
    maximumPercent: homework.maximumPercent,
    correctionStatus: homework.correctionStatus as HomeworkInfo['correctionStatus'],
    targets: targets.map((target) => ({ ...target })),
    creatorId: homework.creatorId,
    creatorName: creator[0]?.name ?? '',
    studentCount: progress.get(homework.id)?.studentCount ?? 0,
    submittedCount: progress.get(homework.id)?.submittedCount ?? 0,
    workPaperId: workPaper[0]?.id ?? null,
  };
}

/** The students of a homework as the students / notsubmited calls answer them. */
export async function practiceStudentsOf(
  db: Db,
  homework: HomeworkRow,
  targets: readonly TargetRow[],
  now: Date,
  classId?: number,
): Promise<PracticeStudent[]> {
  const reached = await studentsReached(db, homework.id, targets, classId);
  const attemptIds = reached.map((row) => row.attemptId).filter((id): id is number => id !== null);
  const [scores, fullRows, redos] = await Promise.all([
    attemptIds.length > 0
      ? db
          .select({
            attemptId: answers.attemptId,
            score: sql<number>`coalesce(sum(${answers.score}), 0)::int`,
          })
          .from(answers)
          .where(inArray(answers.attemptId, attemptIds))
          .groupBy(answers.attemptId)
      : Promise.resolve([]),
    db
      .select({ full: sql<number>`coalesce(sum(${homeworkQuestions.maxScore}), 0)::int` })
      .from(homeworkQuestions)
      .where(eq(homeworkQuestions.homeworkId, homework.id)),
    db
      .select({ studentId: homeworkRedos.studentId, requestedAt: homeworkRedos.requestedAt })
      .from(homeworkRedos)
      .where(eq(homeworkRedos.homeworkId, homework.id)),
  ]);
  const scoreOf = new Map(scores.map((row) => [row.attemptId, Number(row.score)]));
  const redoOf = new Map(redos.map((row) => [row.studentId, row.requestedAt]));
  const fullScore = Number(fullRows[0]?.full ?? 0);
  const ended = now.getTime() >= homework.endTime.getTime();
  return reached.map((row) => {
    const requestedAt = redoOf.get(row.studentId);
    const submitted = row.submittedAt !== null;
    const submitStatus: SubmitStatus = submitted
      ? ((row.submitStatus ?? 'NORMAL') as SubmitStatus)
      : ended
        ? 'OVERDUE'
        : 'NOT_SUBMIT';
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
    };
  });
}
