import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import {
  groupMembers,
  groups,
  homeworkQuestions,
  homeworks,
  homeworkTargets,
  learningObjectives,
  questions,
  schedulePapers,
  schedules,
  terms,
} from '../../../db/schema';
import { insertAttempt, probeClass } from '../../../test/probe-class';

// Builders of a small class of the demo school for the unit and student report tests: a class, its units,
// homework with questions on chosen knowledge points, and handed-in attempts with their scores. Every row is
// new (no seeded record is changed), so the tests read exactly what they built.

const HOUR = 3600_000;

export interface Builder {
  schoolId: number;
  classId: number;
  headmasterId: number;
  /** Terms of the demo school, newest first. */
  termIds: number[];
  /** The students' ids by English name. */
  student: Record<string, number>;
  unit(name: string, termId: number, subject: string, sortOrder: number): Promise<number>;
  objective(scheduleId: number, knowledgePoint: string, aspect: string, sortOrder: number): Promise<number>;
  question(subject: string, knowledgePoints: string[]): Promise<number>;
  homework(options: {
    scheduleId: number;
    name: string;
    subject: string;
    processType: string;
    endInHours: number;
    questions: [number, number][];
    groupOf?: string[];
  }): Promise<number>;
  attempt(
    homeworkId: number,
    student: string,
    submitted: boolean,
    scores: [number, number][],
  ): Promise<{ attemptId: number; answerIds: number[] }>;
}

/** A new class of the demo school (grade of 3B) with the given students, numbered in order. */
export async function buildClass(db: Db, className: string, names: string[], now: Date): Promise<Builder> {
  const {
    schoolId,
    classId,
    gradeCode,
    headmasterId,
    ids: student,
  } = await probeClass(db, className, names, `perf-${className.toLowerCase()}`);
  const termRows = await db.select().from(terms).where(eq(terms.schoolId, schoolId));
  termRows.sort((a, b) => b.schoolYear - a.schoolYear || b.semester - a.semester);
  return {
    schoolId,
    classId,
    headmasterId,
    termIds: termRows.map((t) => t.id),
    student,
    async unit(name, termId, subject, sortOrder) {
      const [row] = await db
        .insert(schedules)
        .values({
          schoolId,
          classId,
          termId,
          subjectCode: subject,
          name: `單元${name}`,
          nameEn: name,
          sortOrder,
          startDate: '2020-01-01',
          endDate: '2020-01-31',
        })
        .returning();
      return row?.id ?? 0;
    },
    async objective(scheduleId, knowledgePoint, aspect, sortOrder) {
      const [row] = await db
        .insert(learningObjectives)
        .values({ schoolId, scheduleId, knowledgePoint, aspect, sortOrder })
        .returning();
      return row?.id ?? 0;
    },
    async question(subject, knowledgePoints) {
      const [model] = await db
        .select()
        .from(questions)
        .where(
          and(
            eq(questions.schoolId, schoolId),
            eq(questions.subjectCode, subject),
            eq(questions.questionType, 'SINGLE_CHOICE'),
          ),
        )
        .limit(1);
      if (!model) throw new Error(`no ${subject} single choice`);
      const { id: _id, ...copy } = model;
      const [row] = await db
        .insert(questions)
        .values({ ...copy, knowledgePoints })
        .returning();
      return row?.id ?? 0;
    },
    async homework({ scheduleId, name, subject, processType, endInHours, questions: list, groupOf }) {
      const end = new Date(now.getTime() + endInHours * HOUR);
      const [row] = await db
        .insert(homeworks)
        .values({
          schoolId,
          creatorId: headmasterId,
          subjectCode: subject,
          gradeCode,
          homeworkName: name,
          processType,
          type: 'AEL_PRACTICE',
          distributeRange: groupOf ? 'GROUP' : 'SINGLE_CLASS',
          distributeObject: className,
          questionCount: list.length,
          startTime: new Date(end.getTime() - 72 * HOUR),
          endTime: end,
          publishTime: new Date(end.getTime() - 72 * HOUR),
        })
        .returning();
      const homeworkId = row?.id ?? 0;
      let groupId: number | null = null;
      if (groupOf) {
        const [group] = await db
          .insert(groups)
          .values({ schoolId, classId, gradeCode, groupName: `${name} group` })
          .returning();
        groupId = group?.id ?? 0;
        await db
          .insert(groupMembers)
          .values(groupOf.map((n) => ({ groupId: groupId as number, studentId: student[n] ?? 0 })));
      }
      await db.insert(homeworkTargets).values({ homeworkId, classId, groupId });
      await db
        .insert(homeworkQuestions)
        .values(
          list.map(([questionId, maxScore], k) => ({ homeworkId, questionId, sortOrder: k + 1, maxScore })),
        );
      await db.insert(schedulePapers).values({ schoolId, scheduleId, homeworkId, sortOrder: homeworkId });
      return homeworkId;
    },
    async attempt(homeworkId, name, submitted, scores) {
      const [hw] = await db.select().from(homeworks).where(eq(homeworks.id, homeworkId));
      const end = hw?.endTime ?? now;
      const submittedAt = submitted ? new Date(Math.min(end.getTime(), now.getTime()) - HOUR) : null;
      const attempt = {
        schoolId,
        homeworkId,
        studentId: student[name] ?? 0,
        submitStatus: submitted ? 'NORMAL' : 'NOT_SUBMIT',
        submittedAt,
        startedAt: new Date(end.getTime() - 30 * HOUR),
      };
      const given = scores.map(([questionId, score]) => ({
        questionId,
        encodedAnswer: 'A',
        rightStatus: score > 0 ? 'RIGHT' : 'WRONG',
        score,
      }));
      return insertAttempt(db, attempt, given);
    },
  };
}
