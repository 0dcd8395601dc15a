import type { IssueScope, SubjectCode, TextbookType } from '@harbour/api-client/contract';
import {
  and,
  asc,
  count,
  desc,
  eq,
  exists,
  gte,
  inArray,
  isNotNull,
  lt,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
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
  publicationAudit,
  questions,
  staffUsers,
  students,
  workPapers,
} from '../../db/schema';
import { studentWithClass } from '../../db/selections';
import type { StaffPrincipal } from '../../plugins/auth';
import type { Scope } from '../../plugins/tenancy';

// The Drizzle queries of homework: every read and write of the homework tables the core's services make.

export type HomeworkRow = typeof homeworks.$inferSelect;

/** A target of a homework with the names the pages show. */
export interface TargetRow {
  scope: IssueScope;
  classId: number;
  className: string;
  groupId: number | null;
  groupName: string | null;
}

/**
 * Homework that reaches a class, of the caller's school, in the given subjects: the one condition of the
 * calendar, its day lists and the near-homework lists (queries over homework_targets joined to homeworks).
 */
export function homeworkOfClass(schoolId: number, classId: number, subjects: readonly SubjectCode[]): SQL {
  return and(
    eq(homeworkTargets.classId, classId),
    eq(homeworks.schoolId, schoolId),
    inArray(homeworks.subjectCode, [...subjects]),
  ) as SQL;
}

/** Homework due within [start, end). */
export function dueWithin(start: Date, end: Date): SQL {
  return and(gte(homeworks.endTime, start), lt(homeworks.endTime, end)) as SQL;
}

/** Homework the scope reaches: in a school-wide scope by subject, otherwise through a target (class, subject). */
export function homeworkVisibleTo(db: DbOrTx, scope: Scope): SQL {
  if (scope.allClasses) {
    return scope.subjectsEverywhere.length > 0
      ? and(
          eq(homeworks.schoolId, scope.schoolId),
          inArray(homeworks.subjectCode, [...scope.subjectsEverywhere]),
        )!
      : sql`false`;
  }
  const pairs = [...scope.perClass.entries()].map(([classId, subjects]) =>
    and(eq(homeworkTargets.classId, classId), inArray(homeworks.subjectCode, [...subjects])),
  );
  if (pairs.length === 0) return sql`false`;
  return and(
    eq(homeworks.schoolId, scope.schoolId),
    exists(
      db
        .select({ one: sql`1` })
        .from(homeworkTargets)
        .where(and(eq(homeworkTargets.homeworkId, homeworks.id), or(...pairs))),
    ),
  )!;
}

/**
 * One page of the homework matching a condition, latest end first, and how many match in all: counted and
 * paged in the database (count, then limit and offset), so a list costs one page however much matches.
 */
export async function homeworkPage(
  db: DbOrTx,
  where: SQL | undefined,
  page: number,
  pageSize: number,
  orderBy: SQL[] = [],
): Promise<{ total: number; rows: HomeworkRow[] }> {
  const [counted, rows] = await Promise.all([
    db.select({ total: count() }).from(homeworks).where(where),
    db
      .select()
      .from(homeworks)
      .where(where)
      // The list's sort first; latest end, then newest, settles the rest, so pages never overlap.
      .orderBy(...orderBy, desc(homeworks.endTime), desc(homeworks.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
  ]);
  return { total: Number(counted[0]?.total ?? 0), rows };
}

/** A homework of a school, if there is one. */
export async function homeworkOfSchool(
  db: DbOrTx,
  schoolId: number,
  homeworkId: number,
): Promise<HomeworkRow | undefined> {
  const [homework] = await db
    .select()
    .from(homeworks)
    .where(and(eq(homeworks.id, homeworkId), eq(homeworks.schoolId, schoolId)))
    .limit(1);
  return homework;
}

/** Targets of homework, with class and group names. */
export async function targetsOf(
  db: DbOrTx,
  homeworkIds: readonly number[],
): Promise<Map<number, TargetRow[]>> {
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

/** A student with their class. */
export interface ClassStudent {
  studentId: number;
  name: string;
  nameEn: string;
  classNumber: number;
  classId: number;
  className: string;
}

/** A student reached by a homework, with their attempt. */
export interface ReachedStudent extends ClassStudent {
  /** When they joined the class; null when from the start (see joinedAfterEnd). */
  joinedClassAt: Date | null;
  attemptId: number | null;
  submitStatus: string | null;
  submittedAt: Date | null;
}

/** Students a homework reaches: whole classes, or the members of a targeted group within its class. */
export async function studentsReached(
  db: DbOrTx,
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
      ...studentWithClass,
      joinedClassAt: students.joinedClassAt,
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

/**
 * The students of the target classes a homework reaches only in part (through a group or chosen students,
 * with no whole-class target there) whom it does not reach, by class and class number.
 */
export async function studentsNotReached(
  db: DbOrTx,
  targets: readonly TargetRow[],
  reached: ReadonlySet<number>,
  classId?: number,
): Promise<ClassStudent[]> {
  const chosen = targets.filter((target) => classId === undefined || target.classId === classId);
  const whole = new Set(chosen.filter((target) => target.groupId === null).map((target) => target.classId));
  const partly = [
    ...new Set(
      chosen.filter((target) => target.groupId !== null && !whole.has(target.classId)).map((t) => t.classId),
    ),
  ];
  if (partly.length === 0) return [];
  const rows = await db
    .select(studentWithClass)
    .from(students)
    .innerJoin(classes, eq(classes.id, students.classId))
    .where(inArray(students.classId, partly))
    .orderBy(asc(classes.className), asc(students.classNumber));
  return rows.filter((row) => !reached.has(row.studentId));
}

/** Students reached and submitted per homework (for lists). */
export function progressOf(
  db: DbOrTx,
  homeworkIds: readonly number[],
): Promise<Map<number, { studentCount: number; submittedCount: number }>> {
  return progressWhere(db, homeworkIds);
}

/** Students of one class reached and submitted per homework (a calendar's class). */
export function progressInClass(
  db: DbOrTx,
  homeworkIds: readonly number[],
  classId: number,
): Promise<Map<number, { studentCount: number; submittedCount: number }>> {
  return progressWhere(db, homeworkIds, classId);
}

async function progressWhere(
  db: DbOrTx,
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
    JOIN homeworks h ON h.id = t.homework_id
    JOIN students s ON s.class_id = t.class_id
      AND (t.group_id IS NULL OR EXISTS (
        SELECT 1 FROM group_members gm WHERE gm.group_id = t.group_id AND gm.student_id = s.id))
    LEFT JOIN attempts a ON a.homework_id = t.homework_id AND a.student_id = s.id
    WHERE t.homework_id IN (${ids}) ${classId === undefined ? sql`` : sql`AND t.class_id = ${classId}`}
      -- joinedAfterEnd: a student who joined after the end is not asked, unless they handed it in.
      AND (s.joined_class_at IS NULL OR s.joined_class_at < h.end_time OR a.submitted_at IS NOT NULL)
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
export async function anyoneCompleted(db: DbOrTx, homeworkId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: attempts.id })
    .from(attempts)
    .where(and(eq(attempts.homeworkId, homeworkId), isNotNull(attempts.submittedAt)))
    .limit(1);
  return row !== undefined;
}

/** What a homework's info shows beside its row: questions in order, creator's name, task sheet. */
export async function homeworkExtrasOf(db: DbOrTx, homework: HomeworkRow) {
  const [questionRows, creator, workPaper] = await Promise.all([
    db
      .select({ questionId: homeworkQuestions.questionId })
      .from(homeworkQuestions)
      .where(eq(homeworkQuestions.homeworkId, homework.id))
      .orderBy(asc(homeworkQuestions.sortOrder)),
    db.select({ name: staffUsers.name }).from(staffUsers).where(eq(staffUsers.id, homework.creatorId)),
    db.select({ id: workPapers.id }).from(workPapers).where(eq(workPapers.homeworkId, homework.id)),
  ]);
  return {
    questionIds: questionRows.map((row) => row.questionId),
    creatorName: creator[0]?.name ?? '',
    workPaperId: workPaper[0]?.id ?? null,
  };
}

/** Scores of attempts, the homework's full score, and its redo requests per student. */
export async function scoresOf(db: DbOrTx, homeworkId: number, attemptIds: readonly number[]) {
  const [scores, fullRows, redos] = await Promise.all([
    attemptIds.length > 0
      ? db
          .select({
            attemptId: answers.attemptId,
            score: sql<number>`coalesce(sum(${answers.score}), 0)::int`,
          })
          .from(answers)
          .where(inArray(answers.attemptId, [...attemptIds]))
          .groupBy(answers.attemptId)
      : Promise.resolve([]),
    db
      .select({ full: sql<number>`coalesce(sum(${homeworkQuestions.maxScore}), 0)::int` })
      .from(homeworkQuestions)
      .where(eq(homeworkQuestions.homeworkId, homeworkId)),
    db
      .select({ studentId: homeworkRedos.studentId, requestedAt: homeworkRedos.requestedAt })
      .from(homeworkRedos)
      .where(eq(homeworkRedos.homeworkId, homeworkId)),
  ]);
  return {
    scoreOf: new Map(scores.map((row) => [row.attemptId, Number(row.score)])),
    redoOf: new Map(redos.map((row) => [row.studentId, row.requestedAt])),
    fullScore: Number(fullRows[0]?.full ?? 0),
  };
}

/** The caller's textbook types (userInfo.textbookTypes). */
export async function textbookTypesOf(db: DbOrTx, principal: StaffPrincipal): Promise<TextbookType[]> {
  const [row] = await db
    .select({ textbookTypes: staffUsers.textbookTypes })
    .from(staffUsers)
    .where(and(eq(staffUsers.id, principal.staffId), eq(staffUsers.schoolId, principal.schoolId)));
  return (row?.textbookTypes ?? []) as TextbookType[];
}

// ---- targets of a publish ------------------------------------------------------------------------

/** Classes of a grade of a school, by name. */
export function classesOfGrade(db: DbOrTx, schoolId: number, gradeCode: number) {
  return db
    .select({ id: classes.id, className: classes.className })
    .from(classes)
    .where(and(eq(classes.schoolId, schoolId), eq(classes.gradeCode, gradeCode)))
    .orderBy(asc(classes.className));
}

/** A class of a school, if there is one. */
export async function classOfSchool(db: DbOrTx, schoolId: number, classId: number) {
  const [klass] = await db
    .select({ id: classes.id, className: classes.className, gradeCode: classes.gradeCode })
    .from(classes)
    .where(and(eq(classes.id, classId), eq(classes.schoolId, schoolId)));
  return klass;
}

/** A group of a school, if there is one. */
export async function groupOfSchool(db: DbOrTx, schoolId: number, groupId: number) {
  const [group] = await db
    .select()
    .from(groups)
    .where(and(eq(groups.id, groupId), eq(groups.schoolId, schoolId)));
  return group;
}

/** The classes a group's members are in. */
export async function classIdsOfMembers(db: DbOrTx, groupId: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ classId: students.classId })
    .from(groupMembers)
    .innerJoin(students, eq(students.id, groupMembers.studentId))
    .where(eq(groupMembers.groupId, groupId));
  return rows.map((row) => row.classId);
}

/** Students of a class among some ids (those of another class or school are not answered), by class number. */
export function studentsOfClassAmong(db: DbOrTx, classId: number, studentIds: readonly number[]) {
  return db
    .select({ id: students.id, name: students.name })
    .from(students)
    .where(and(eq(students.classId, classId), inArray(students.id, [...studentIds])))
    .orderBy(asc(students.classNumber), asc(students.id));
}

/** Creates the group of a STUDENTS target (chosen students of one class) with its members; answers its id. */
export async function insertChosenStudentsGroup(
  tx: DbOrTx,
  values: { schoolId: number; classId: number; gradeCode: number; groupName: string },
  studentIds: readonly number[],
): Promise<number> {
  const [row] = await tx
    .insert(groups)
    .values({ ...values, fixed: false, chosenStudents: true })
    .returning({ id: groups.id });
  if (!row) throw new Error('group insert returned no row');
  await tx.insert(groupMembers).values(studentIds.map((studentId) => ({ groupId: row.id, studentId })));
  return row.id;
}

/** Classes of a school among some ids, by name. */
export function classesOfSchool(db: DbOrTx, schoolId: number, classIds: readonly number[]) {
  return db
    .select({ id: classes.id, className: classes.className })
    .from(classes)
    .where(and(inArray(classes.id, [...classIds]), eq(classes.schoolId, schoolId)))
    .orderBy(asc(classes.className));
}

/** The A+ access flags of classes. */
export function accessFlagsOf(db: DbOrTx, classIds: readonly number[]) {
  return db
    .select({
      classId: classes.id,
      className: classes.className,
      aplusChineseAccessStatus: classes.aplusChineseAccessStatus,
      aplusEnglishAccessStatus: classes.aplusEnglishAccessStatus,
      aplusMathAccessStatus: classes.aplusMathAccessStatus,
    })
    .from(classes)
    .where(inArray(classes.id, [...classIds]));
}

// ---- writes --------------------------------------------------------------------------------------

/** Inserts a homework with its targets and questions; answers its id. */
export async function insertHomework(
  tx: DbOrTx,
  values: typeof homeworks.$inferInsert,
  targets: readonly { classId: number; groupId: number | null; scope: IssueScope }[],
  questions: readonly { questionId: number; maxScore: number }[],
): Promise<number> {
  const [row] = await tx.insert(homeworks).values(values).returning({ id: homeworks.id });
  if (!row) throw new Error('homework insert returned no row');
  await tx.insert(homeworkTargets).values(targets.map((target) => ({ homeworkId: row.id, ...target })));
  if (questions.length > 0) {
    await tx.insert(homeworkQuestions).values(
      questions.map((question, index) => ({
        homeworkId: row.id,
        questionId: question.questionId,
        sortOrder: index + 1,
        maxScore: question.maxScore,
      })),
    );
  }
  return row.id;
}

/** Deletes a homework of a school; answers whether this call removed it. */
export async function deleteHomeworkRow(tx: DbOrTx, schoolId: number, homeworkId: number): Promise<boolean> {
  const deleted = await tx
    .delete(homeworks)
    .where(and(eq(homeworks.id, homeworkId), eq(homeworks.schoolId, schoolId)))
    .returning({ id: homeworks.id });
  return deleted.length > 0;
}

/** Appends a publication audit row. */
export async function insertAudit(tx: DbOrTx, row: typeof publicationAudit.$inferInsert): Promise<void> {
  await tx.insert(publicationAudit).values(row);
}

/** The task sheets homework were distributed from (processType 13), by homework id. */
export async function workPapersOfHomework(db: DbOrTx, homeworkIds: number[]): Promise<Map<number, number>> {
  if (homeworkIds.length === 0) return new Map();
  const rows = await db
    .select({ id: workPapers.id, homeworkId: workPapers.homeworkId })
    .from(workPapers)
    .where(inArray(workPapers.homeworkId, homeworkIds));
  return new Map(rows.map((row) => [row.homeworkId as number, row.id]));
}

/** The questions of a homework in order, with their bank content, plain text, knowledge points and full marks. */
export function homeworkQuestionRows(db: DbOrTx, homeworkId: number) {
  return db
    .select({
      questionId: questions.id,
      questionType: questions.questionType,
      content: questions.content,
      searchText: questions.searchText,
      knowledgePoints: questions.knowledgePoints,
      maxScore: homeworkQuestions.maxScore,
      sortOrder: homeworkQuestions.sortOrder,
    })
    .from(homeworkQuestions)
    .innerJoin(questions, eq(questions.id, homeworkQuestions.questionId))
    .where(eq(homeworkQuestions.homeworkId, homeworkId))
    .orderBy(asc(homeworkQuestions.sortOrder), asc(homeworkQuestions.questionId));
}

/** The columns of a stored answer the reports and the student app read back. */
export const answerColumns = {
  questionId: answers.questionId,
  childKey: answers.childKey,
  encodedAnswer: answers.encodedAnswer,
  localAnswer: answers.localAnswer,
  rightStatus: answers.rightStatus,
  score: answers.score,
};
