import type { CheckResult } from '@harbour/question-engine/core';
import { and, desc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  answers,
  attempts,
  groupMembers,
  homeworkQuestions,
  homeworks,
  homeworkTargets,
  scoreAudit,
} from '../../db/schema';
import type { CheckedAnswer } from './service';

/** Score an automatic check gives out of a full mark: full when right, the right share when part right. */
export function autoScore(result: CheckResult, fullMark: number): number {
  if (result.status === 'RIGHT') return fullMark;
  if (result.status !== 'PART_RIGHT' || result.items.length === 0) return 0;
  const right = result.items.filter(Boolean).length;
  return Math.floor((fullMark * right) / result.items.length);
}

export interface StoreInput {
  schoolId: number;
  studentId: number;
  classId: number;
  /** Teacher behind a simulated session, recorded in the audit log. */
  staffId: number;
  /** Bank question (the composite for sub-questions). */
  questionId: number;
  /** Homework named by the client, if any. */
  eHomeworkId?: number | undefined;
  answers: CheckedAnswer[];
  /** Sub-questions sharing the question's full mark (1 for a base question). */
  childCount: number;
}

/**
 * Stores answers in the student's open attempt of an in-progress homework that contains the question
 * and reaches the student (class target, or group target the student is in). Returns null when no
 * such homework exists (the answer is checked but not stored).
 */
export async function storeAnswers(
  db: Db,
  input: StoreInput,
): Promise<{ eHomeworkId: number; version: number } | null> {
  const now = new Date();
  const conditions = [
    eq(homeworkQuestions.questionId, input.questionId),
    eq(homeworks.schoolId, input.schoolId),
    lte(homeworks.startTime, now),
    gt(homeworks.endTime, now),
    or(isNull(homeworkTargets.groupId), eq(groupMembers.studentId, input.studentId)),
  ];
  if (input.eHomeworkId) conditions.push(eq(homeworks.id, input.eHomeworkId));
  const [target] = await db
    .select({ homeworkId: homeworks.id, maxScore: homeworkQuestions.maxScore })
    .from(homeworkQuestions)
    .innerJoin(homeworks, eq(homeworks.id, homeworkQuestions.homeworkId))
    .innerJoin(
      homeworkTargets,
      and(eq(homeworkTargets.homeworkId, homeworks.id), eq(homeworkTargets.classId, input.classId)),
    )
    .leftJoin(
      groupMembers,
      and(eq(groupMembers.groupId, homeworkTargets.groupId), eq(groupMembers.studentId, input.studentId)),
    )
    .where(and(...conditions))
    .orderBy(desc(homeworks.endTime))
    .limit(1);
  if (!target) return null;
  const fullMark = Math.floor(target.maxScore / input.childCount);

  return db.transaction(async (tx) => {
    const [attempt] = await tx
      .insert(attempts)
      .values({ schoolId: input.schoolId, homeworkId: target.homeworkId, studentId: input.studentId })
      .onConflictDoUpdate({
        target: [attempts.homeworkId, attempts.studentId],
        set: { schoolId: input.schoolId },
      })
      .returning({ id: attempts.id });
    if (!attempt) throw new Error('attempt upsert returned nothing');
    let version = 1;
    for (const answer of input.answers) {
      const score = autoScore(answer.result, fullMark);
      const [previous] = await tx
        .select({ id: answers.id, score: answers.score })
        .from(answers)
        .where(
          and(
            eq(answers.attemptId, attempt.id),
            eq(answers.questionId, input.questionId),
            eq(answers.childKey, answer.childKey),
          ),
        )
        .for('update')
        .limit(1);
      const [saved] = await tx
        .insert(answers)
        .values({
          schoolId: input.schoolId,
          attemptId: attempt.id,
          questionId: input.questionId,
          childKey: answer.childKey,
          encodedAnswer: answer.studentAnswer,
          rightStatus: answer.result.status,
          score,
        })
        .onConflictDoUpdate({
          target: [answers.attemptId, answers.questionId, answers.childKey],
          set: {
            encodedAnswer: answer.studentAnswer,
            rightStatus: answer.result.status,
            score,
            version: sql`${answers.version} + 1`,
            answeredAt: now,
          },
        })
        .returning({ id: answers.id, version: answers.version });
      if (!saved) throw new Error('answer upsert returned nothing');
      version = Math.max(version, saved.version);
      if (!previous || previous.score !== score) {
        await tx.insert(scoreAudit).values({
          schoolId: input.schoolId,
          answerId: saved.id,
          oldScore: previous?.score ?? null,
          newScore: score,
          source: 'AUTO',
          actorStaffId: input.staffId,
          actorStudentId: input.studentId,
        });
      }
    }
    await tx
      .update(attempts)
      .set({
        score: sql`(SELECT COALESCE(SUM(${answers.score}), 0) FROM ${answers} WHERE ${answers.attemptId} = ${attempt.id})`,
      })
      .where(eq(attempts.id, attempt.id));
    return { eHomeworkId: target.homeworkId, version };
  });
}
