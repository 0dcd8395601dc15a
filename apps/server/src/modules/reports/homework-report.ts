import type { HomeworkReport, ProcessType, SubjectCode } from '@harbour/api-client/contract';
import { averageScoreRate, completion, ringBand, scoreRate } from '@harbour/domain';
import type { Db } from '../../db/client';
import { forbidden } from '../../errors';
import { canSeeClass, type Scope } from '../../plugins/tenancy';
import { homeworkInScope, practiceStudentsOf, visibleTargets } from '../homework';
import { questionScoresOf, questionsOfHomework } from './queries';

// The homework report (GET /ael/school/v2/report/ehomeworks/{eHomeworkId}): every figure from the stored
// answers and marks through the measures of @harbour/domain (report-measures).

/** Ring bands of 20 points (§9) as the distribution names them. */
const BANDS = [
  { band: 0, from: 0, to: 19 },
  { band: 1, from: 20, to: 39 },
  { band: 2, from: 40, to: 59 },
  { band: 3, from: 60, to: 79 },
  { band: 4, from: 80, to: 100 },
];

/** The report of one homework over the caller's classes of it (only `classId` when given). */
export async function homeworkReport(
  db: Db,
  scope: Scope,
  eHomeworkId: number,
  classId: number | undefined,
  now: Date,
  en: boolean,
): Promise<HomeworkReport> {
  const { homework, targets } = await homeworkInScope(db, scope, eHomeworkId, 'read');
  const subject = homework.subjectCode as SubjectCode;
  if (classId !== undefined && !canSeeClass(scope, classId, subject)) throw forbidden();
  const visible = visibleTargets(scope, subject, targets);
  const [reached, questionRows] = await Promise.all([
    practiceStudentsOf(db, homework, visible, now, classId),
    questionsOfHomework(db, homework.id),
  ]);
  const students = reached.map((row) => {
    const submittedAt = row.submittedAt === null ? null : new Date(row.submittedAt);
    const state = completion(submittedAt, homework.endTime);
    return {
      studentId: row.studentId,
      name: en ? row.nameEn : row.name,
      className: row.className,
      classNumber: row.classNumber,
      completion: state,
      score: state === 'MISSING' ? 0 : row.score,
      scoreRate: state === 'MISSING' ? null : scoreRate(row.score, row.fullScore),
      submittedAt: row.submittedAt,
      fullScore: row.fullScore,
    };
  });
  const submitted = students.filter((s) => s.completion !== 'MISSING');
  const name = ({ studentId, name, className, classNumber }: (typeof students)[number]) => ({
    studentId,
    name,
    className,
    classNumber,
  });
  const fullScore = questionRows.reduce((sum, q) => sum + q.maxScore, 0);
  const counts = BANDS.map((band) => ({ ...band, count: 0 }));
  for (const s of submitted) {
    const band = ringBand(s.scoreRate);
    if (band !== null) (counts[band] as { count: number }).count += 1;
  }
  const scores = await questionScoresOf(
    db,
    homework.id,
    submitted.map((s) => s.studentId),
  );
  const byQuestion = new Map<number, number[]>();
  for (const row of scores)
    byQuestion.set(row.questionId, [...(byQuestion.get(row.questionId) ?? []), Number(row.score)]);
  return {
    eHomeworkId: homework.id,
    homeworkName: homework.homeworkName,
    subjectCode: subject,
    processType: homework.processType as ProcessType,
    endTime: homework.endTime.toISOString(),
    fullScore,
    studentCount: students.length,
    submittedCount: submitted.length,
    completion: {
      onTime: students.filter((s) => s.completion === 'ON_TIME').map(name),
      late: students.filter((s) => s.completion === 'LATE').map(name),
      missing: students.filter((s) => s.completion === 'MISSING').map(name),
    },
    averageScoreRate: averageScoreRate(submitted.map((s) => ({ score: s.score, fullScore: s.fullScore }))),
    scoreDistribution: counts,
    students: students.map(({ fullScore: _full, ...s }) => s),
    questions: questionRows.map((q) => {
      const given = byQuestion.get(q.questionId) ?? [];
      const correctCount = given.filter((score) => score >= q.maxScore && q.maxScore > 0).length;
      const total = given.reduce((sum, score) => sum + score, 0);
      return {
        questionId: q.questionId,
        sortOrder: q.sortOrder,
        questionType: q.questionType,
        maxScore: q.maxScore,
        correctCount,
        correctRate: scoreRate(correctCount, submitted.length),
        scoreRate: scoreRate(total, q.maxScore * submitted.length),
      };
    }),
  };
}
