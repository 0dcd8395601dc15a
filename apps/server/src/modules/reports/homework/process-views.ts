import type { ProcessView, WritingView } from '@harbour/api-client/contract';
import { averageScoreRate, catchUp, scoreRate } from '@harbour/domain';
import type { Db } from '../../../db/client';
import { attemptsOfStudents, writingMarkingsOf } from '../shared/queries';
import { type HomeworkData, headOf, markedResultsOf, resultOf } from './data';

// The processType views of a homework report: process1 (practice), process2 (follow-up, catch-up flagged),
// process7 and process14 (writing: the scoring criteria from the marking).

/** Correct, part-right and wrong questions of a submitted student (those waiting for marking in none). */
function countsOf(data: HomeworkData, student: HomeworkData['students'][number]) {
  let correctCount = 0;
  let partRightCount = 0;
  let wrongCount = 0;
  if (student.completion === 'MISSING') return { correctCount, partRightCount, wrongCount };
  for (const question of data.questions) {
    const verdict = student.answers.get(question.questionId)?.verdict ?? 'UNANSWERED';
    if (verdict === 'RIGHT') correctCount += 1;
    else if (verdict === 'PART_RIGHT') partRightCount += 1;
    else if (verdict !== 'PENDING') wrongCount += 1;
  }
  return { correctCount, partRightCount, wrongCount };
}

/** The practice (1), follow-up (2) or processType 7 view of a homework. */
export function processView(data: HomeworkData, view: '1' | '2' | '7'): ProcessView {
  const students = data.students.map((s) => ({
    ...resultOf(s),
    ...countsOf(data, s),
    catchUp: view === '2' && s.completion !== 'MISSING' && catchUp(s.scoreRate),
  }));
  const timed = data.submitted.filter((s) => s.timeSpentSeconds !== null);
  return {
    ...headOf(data),
    view,
    averageScoreRate: averageScoreRate(markedResultsOf(data.submitted)),
    averageTimeSeconds:
      timed.length > 0 ? timed.reduce((sum, s) => sum + (s.timeSpentSeconds ?? 0), 0) / timed.length : null,
    catchUpCount: students.filter((s) => s.catchUp).length,
    students,
  };
}

/** The writing view (processType 14): each criterion's class totals from the final markings. */
export async function writingView(db: Db, data: HomeworkData): Promise<WritingView> {
  const criteria = (Array.isArray(data.homework.writingCriteria) ? data.homework.writingCriteria : []) as {
    ruleName: string;
    total: number;
  }[];
  const attemptOf = new Map<number, number>();
  for (const row of await attemptsOfStudents(
    db,
    data.homework.id,
    data.submitted.map((s) => s.studentId),
  ))
    attemptOf.set(row.studentId, row.attemptId);
  const markings = await writingMarkingsOf(db, [...attemptOf.values()]);
  const scoresOf = new Map<number, Map<string, number>>();
  for (const marking of markings) {
    const scores = scoresOf.get(marking.attemptId) ?? new Map<string, number>();
    for (const c of marking.criteria)
      if (typeof c?.ruleName === 'string' && typeof c.score === 'number')
        scores.set(c.ruleName, (scores.get(c.ruleName) ?? 0) + c.score);
    scoresOf.set(marking.attemptId, scores);
  }
  const students = data.students.map((s) => {
    const attemptId = s.completion === 'MISSING' ? undefined : attemptOf.get(s.studentId);
    const scores = attemptId === undefined ? undefined : scoresOf.get(attemptId);
    return {
      ...resultOf(s),
      marked: scores !== undefined,
      criteria: criteria.map((c) => ({ ruleName: c.ruleName, score: scores?.get(c.ruleName) ?? null })),
    };
  });
  return {
    ...headOf(data),
    markedCount: students.filter((s) => s.marked).length,
    criteria: criteria.map((c, i) => {
      const given = students
        .map((s) => s.criteria[i]?.score)
        .filter((score): score is number => typeof score === 'number');
      const sum = given.reduce((a, b) => a + b, 0);
      return {
        ruleName: c.ruleName,
        total: c.total,
        markedCount: given.length,
        scoreSum: sum,
        averageScore: given.length > 0 ? sum / given.length : null,
        scoreRate: scoreRate(sum, c.total * given.length),
      };
    }),
    students,
  };
}
