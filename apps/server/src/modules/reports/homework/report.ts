import type { HomeworkReport } from '@harbour/api-client/contract';
import { averageScoreRate, ringBand } from '@harbour/domain';
import {
  answerGroupsOf,
  type HomeworkData,
  headOf,
  markedResultsOf,
  nameOf,
  questionFigures,
  questionOf,
  resultOf,
} from './data';

// The homework report (GET /ael/school/v2/report/ehomeworks/{eHomeworkId}): every figure from the stored
// answers and marks through the measures of @harbour/domain (report-measures).

/** Ring bands of 20 points (§9) as the distribution names them. */
export const BANDS = [
  { band: 0, from: 0, to: 19 },
  { band: 1, from: 20, to: 39 },
  { band: 2, from: 40, to: 59 },
  { band: 3, from: 60, to: 79 },
  { band: 4, from: 80, to: 100 },
];

/** Wrong answers a question of the report lists (the most common). */
export const TOP_WRONG_ANSWERS = 3;

/** The report of one homework over the caller's classes of it (only `classId` when given). */
export function homeworkReport(data: HomeworkData): HomeworkReport {
  const { students, submitted } = data;
  const counts = BANDS.map((band) => ({ ...band, count: 0 }));
  for (const s of submitted) {
    const band = ringBand(s.scoreRate);
    if (band !== null) (counts[band] as { count: number }).count += 1;
  }
  const questions = data.questions.map((q) => {
    const { averageScore: _mean, ...figures } = questionFigures(data, q);
    return {
      ...questionOf(q),
      ...figures,
      wrongAnswers: answerGroupsOf(
        data,
        q.questionId,
        (verdict) => verdict === 'WRONG' || verdict === 'PART_RIGHT',
      )
        .filter((group) => group.answerText !== '')
        .slice(0, TOP_WRONG_ANSWERS),
    };
  });
  let hardest: (typeof questions)[number] | undefined;
  for (const q of questions)
    if (q.scoreRate !== null && (hardest === undefined || q.scoreRate < (hardest.scoreRate ?? 101)))
      hardest = q;
  return {
    ...headOf(data),
    completion: {
      onTime: students.filter((s) => s.completion === 'ON_TIME').map(nameOf),
      late: students.filter((s) => s.completion === 'LATE').map(nameOf),
      missing: students.filter((s) => s.completion === 'MISSING').map(nameOf),
    },
    averageScoreRate: averageScoreRate(markedResultsOf(submitted)),
    scoreDistribution: counts,
    students: students.map(resultOf),
    questions,
    hardestQuestionId: hardest?.questionId ?? null,
  };
}
