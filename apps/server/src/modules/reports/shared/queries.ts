import { and, asc, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import {
  answers,
  attempts,
  classes,
  homeworks,
  learningObjectives,
  papers,
  schedulePapers,
  schedules,
  terms,
} from '../../../db/schema';
import { rowsOf } from '../../../db/sql';
import { answerColumns, answerToMarkOf } from '../../homework';

// The Drizzle queries of the reports module.

/** One term of a school, or undefined. */
export async function termOfSchool(db: DbOrTx, schoolId: number, termId: number) {
  const [row] = await db
    .select()
    .from(terms)
    .where(and(eq(terms.id, termId), eq(terms.schoolId, schoolId)))
    .limit(1);
  return row;
}

/** Units of a term matching `where` (within the school), with their class and their counts. */
export async function schedulesWhere(db: DbOrTx, schoolId: number, termId: number, where: SQL | undefined) {
  const rows = await db
    .select({
      id: schedules.id,
      classId: schedules.classId,
      className: classes.className,
      termId: schedules.termId,
      subjectCode: schedules.subjectCode,
      name: schedules.name,
      nameEn: schedules.nameEn,
      sortOrder: schedules.sortOrder,
      startDate: schedules.startDate,
      endDate: schedules.endDate,
      proposed: schedules.proposed,
    })
    .from(schedules)
    .innerJoin(classes, eq(classes.id, schedules.classId))
    .where(and(eq(schedules.schoolId, schoolId), eq(schedules.termId, termId), where))
    .orderBy(
      asc(classes.gradeCode),
      asc(classes.className),
      asc(schedules.subjectCode),
      asc(schedules.sortOrder),
    );
  return rows;
}

/**
 * The homework the reports read: not withdrawn and begun by `now` (a homework that has not begun has no
 * work to report). `alias` names the homeworks table in the statement. The calendar's counts and unit paper
 * lists use the same condition, so they agree with the unit, student and class reports.
 */
export function reportedHomework(now: Date, alias = 'homeworks'): SQL {
  const h = sql.identifier(alias);
  return sql`(${h}.withdrawn_at IS NULL AND ${h}.start_time <= ${now})`;
}

/**
 * Papers and objectives per unit of the school's term. A unit's papers are its planned course papers and its
 * reported homework (`reportedHomework`); `homework` counts the latter.
 */
export async function countsOfTerm(db: DbOrTx, schoolId: number, termId: number, now: Date) {
  const reported = reportedHomework(now);
  const [paperRows, objectiveRows] = await Promise.all([
    db
      .select({
        scheduleId: schedulePapers.scheduleId,
        papers: sql<number>`count(*) FILTER (WHERE ${schedulePapers.homeworkId} IS NULL OR ${reported})`,
        homework: sql<number>`count(*) FILTER (WHERE ${schedulePapers.homeworkId} IS NOT NULL AND ${reported})`,
      })
      .from(schedulePapers)
      .innerJoin(schedules, eq(schedules.id, schedulePapers.scheduleId))
      .leftJoin(homeworks, eq(homeworks.id, schedulePapers.homeworkId))
      .where(and(eq(schedules.schoolId, schoolId), eq(schedules.termId, termId)))
      .groupBy(schedulePapers.scheduleId),
    db
      .select({ scheduleId: learningObjectives.scheduleId, objectives: count() })
      .from(learningObjectives)
      .innerJoin(schedules, eq(schedules.id, learningObjectives.scheduleId))
      .where(and(eq(schedules.schoolId, schoolId), eq(schedules.termId, termId)))
      .groupBy(learningObjectives.scheduleId),
  ]);
  return { paperRows, objectiveRows };
}

/** One unit of a school, or undefined. */
export async function scheduleOfSchool(db: DbOrTx, schoolId: number, scheduleId: number) {
  const [row] = await db
    .select()
    .from(schedules)
    .where(and(eq(schedules.id, scheduleId), eq(schedules.schoolId, schoolId)))
    .limit(1);
  return row;
}

/** The papers of a unit in order, with their homework (reported ones, `reportedHomework`) or course paper. */
export function papersOfSchedule(db: DbOrTx, scheduleId: number, now: Date) {
  return db
    .select({
      sortOrder: schedulePapers.sortOrder,
      homeworkId: schedulePapers.homeworkId,
      paperId: schedulePapers.paperId,
      homeworkName: homeworks.homeworkName,
      processType: homeworks.processType,
      endTime: homeworks.endTime,
      paperName: papers.name,
    })
    .from(schedulePapers)
    .leftJoin(homeworks, eq(homeworks.id, schedulePapers.homeworkId))
    .leftJoin(papers, eq(papers.id, schedulePapers.paperId))
    .where(
      and(
        eq(schedulePapers.scheduleId, scheduleId),
        sql`(${schedulePapers.homeworkId} IS NULL OR ${reportedHomework(now)})`,
      ),
    )
    .orderBy(asc(schedulePapers.sortOrder), asc(schedulePapers.id));
}

/** The learning objectives of a unit in order. */
export function objectivesOfSchedule(db: DbOrTx, scheduleId: number) {
  return db
    .select()
    .from(learningObjectives)
    .where(eq(learningObjectives.scheduleId, scheduleId))
    .orderBy(asc(learningObjectives.sortOrder), asc(learningObjectives.id));
}

/** Every stored answer of the given attempts (a composite's per child), in child order. */
export async function answersOfAttempts(db: DbOrTx, attemptIds: readonly number[]) {
  if (attemptIds.length === 0) return [];
  return db
    .select({
      attemptId: answers.attemptId,
      ...answerColumns,
      /** Waiting for a teacher's marking: counts in no rate until marked. */
      pending: sql<boolean>`(${answerToMarkOf('answers')})`,
    })
    .from(answers)
    .where(inArray(answers.attemptId, [...attemptIds]))
    .orderBy(asc(answers.attemptId), asc(answers.questionId), asc(answers.childKey));
}

/** The attempts of the given students at a homework: id, opening and submit times. */
export async function attemptsOfStudents(db: DbOrTx, homeworkId: number, studentIds: readonly number[]) {
  if (studentIds.length === 0) return [];
  return db
    .select({
      attemptId: attempts.id,
      studentId: attempts.studentId,
      startedAt: attempts.startedAt,
      createdAt: attempts.createdAt,
      submittedAt: attempts.submittedAt,
    })
    .from(attempts)
    .where(and(eq(attempts.homeworkId, homeworkId), inArray(attempts.studentId, [...studentIds])));
}

/** The final (not temporary) writing markings of the given attempts: their criteria, per attempt. */
export async function writingMarkingsOf(db: DbOrTx, attemptIds: readonly number[]) {
  if (attemptIds.length === 0) return [];
  const result = await db.execute(sql`
    SELECT x.attempt_id AS "attemptId", m.criteria
    FROM answers x JOIN markings m ON m.answer_id = x.id
    WHERE x.attempt_id IN ${sql`(${sql.join(
      attemptIds.map((id) => sql`${id}`),
      sql`, `,
    )})`} AND NOT m.draft AND m.answer_version = x.version
    ORDER BY x.attempt_id, x.question_id, x.child_key`);
  return rowsOf<{ attemptId: number; criteria: unknown }>(result).map((row) => ({
    attemptId: Number(row.attemptId),
    criteria: Array.isArray(row.criteria) ? (row.criteria as { ruleName: string; score: number }[]) : [],
  }));
}
