import type {
  AttentionBandCode,
  CellState,
  LearningAspectCode,
  MasteryLevelCode,
  ObjectiveMastery,
  PerformanceHomework,
  SubjectCode,
} from '@harbour/api-client/contract';
import {
  attentionBand,
  averageScoreRate,
  catchUp,
  completionRate,
  joinedAfterEnd,
  type LearningAspect,
  MASTERY_LEVELS,
  masteryLevel,
  scoreRate,
  subjectWeights,
  weightedAspectScore,
} from '@harbour/domain';
import type { ClassWork, HomeworkRow } from './queries';

// The figures of the unit and student reports, computed from one class's work (performance-queries.ts)
// through the measures of @harbour/domain: score rate, average score rate, completion rate, mastery level,
// attention band, catch-up and the weighted aspect score, one definition each.
//
// Which questions count for a learning objective: the questions of the unit's homework whose knowledge
// points name the objective's knowledge point (questions.knowledge_points; the seed made the objectives
// from them). A question on several objectives counts for each; its score rate on an objective is over the
// students who handed the homework in, a question they left unanswered scoring 0.

/**
 * Follow-up homework: the spec's process2bd pair, processType 2b (follow-up practice) and 2d (listening,
 * speaking, reading and writing practice set after a diagnosis); the catch-up measure's homework.
 */
export const FOLLOW_UP_PROCESS_TYPES: readonly string[] = ['2b', '2d'];

/** Quick lookups over a class's work. */
export interface WorkIndex {
  work: ClassWork;
  now: Date;
  /** Handed-in attempts: total score by `homework:student`. */
  totals: Map<string, number>;
  /** Handed-in attempts: score by `homework:student:question`. */
  questionScores: Map<string, number>;
  /** Handed-in answers waiting for a teacher's marking, by `homework:student:question`: in no rate. */
  pending: Set<string>;
  /** Handed-in attempts: the full score of their marked questions by `homework:student`. */
  markedFull: Map<string, number>;
  /** Questions per homework. */
  questionsOf: Map<number, ClassWork['questions']>;
  /** When each student joined the class (null: from the start). */
  joinedClassAt: Map<number, Date | null>;
}

export function indexWork(work: ClassWork, now: Date): WorkIndex {
  const totals = new Map<string, number>();
  const questionScores = new Map<string, number>();
  const pending = new Set<string>();
  const markedFull = new Map<string, number>();
  const questionsOf = new Map<number, ClassWork['questions']>();
  for (const q of work.questions)
    questionsOf.set(q.homeworkId, [...(questionsOf.get(q.homeworkId) ?? []), q]);
  const fullScoreOf = new Map(work.homework.map((h) => [h.id, h.fullScore]));
  for (const row of work.scores) {
    const key = `${row.homeworkId}:${row.studentId}`;
    if (!markedFull.has(key)) markedFull.set(key, fullScoreOf.get(row.homeworkId) ?? 0);
    if (row.questionId !== null && row.pending) {
      // A question waiting for marking is out of the rate whole: its full score, and the score of any part
      // already checked (a composite's auto-scored sub-questions), so a rate never exceeds 100 %.
      pending.add(`${key}:${row.questionId}`);
      // Handed in all the same: a hand-in whose every answer waits is submitted, with no rate yet.
      if (!totals.has(key)) totals.set(key, 0);
      const max =
        questionsOf.get(row.homeworkId)?.find((q) => q.questionId === row.questionId)?.maxScore ?? 0;
      markedFull.set(key, (markedFull.get(key) ?? 0) - max);
      continue;
    }
    totals.set(key, (totals.get(key) ?? 0) + row.score);
    if (row.questionId !== null) questionScores.set(`${key}:${row.questionId}`, row.score);
  }
  const joinedClassAt = new Map(work.students.map((s) => [s.studentId, s.joinedClassAt]));
  return { work, now, totals, questionScores, pending, markedFull, questionsOf, joinedClassAt };
}

/** Whether a homework is given to a student of the class. */
export function reaches(homework: HomeworkRow, studentId: number): boolean {
  return homework.wholeClass || homework.groupStudents.includes(studentId);
}

/** A student's cell of a homework: null when not given to them or not asked of them. */
export function cellOf(index: WorkIndex, homework: HomeworkRow, studentId: number) {
  if (!reaches(homework, studentId)) return null;
  const total = index.totals.get(`${homework.id}:${studentId}`);
  if (total !== undefined)
    return {
      state: 'SUBMITTED' as CellState,
      score: total,
      // Over the marked work only.
      scoreRate: scoreRate(total, index.markedFull.get(`${homework.id}:${studentId}`) ?? homework.fullScore),
    };
  // Not asked of a student who joined the class after it ended (NO_NEED), unless they handed it in.
  if (joinedAfterEnd(index.joinedClassAt.get(studentId) ?? null, homework.endTime)) return null;
  const state: CellState = index.now.getTime() >= homework.endTime.getTime() ? 'MISSING' : 'OPEN';
  return { state, score: null, scoreRate: null };
}

/** A homework with the class's counts and average. */
export function homeworkSummary(index: WorkIndex, homework: HomeworkRow): PerformanceHomework {
  const results: { score: number; fullScore: number }[] = [];
  let assignedCount = 0;
  for (const student of index.work.students) {
    const cell = cellOf(index, homework, student.studentId);
    if (!cell) continue;
    assignedCount += 1;
    if (cell.state === 'SUBMITTED')
      results.push({
        score: cell.score ?? 0,
        fullScore: index.markedFull.get(`${homework.id}:${student.studentId}`) ?? homework.fullScore,
      });
  }
  return {
    eHomeworkId: homework.id,
    scheduleId: homework.scheduleId,
    name: homework.name,
    processType: homework.processType as PerformanceHomework['processType'],
    textbookType: homework.textbookType as PerformanceHomework['textbookType'],
    endTime: homework.endTime.toISOString(),
    fullScore: homework.fullScore,
    assignedCount,
    submittedCount: results.length,
    averageScoreRate: averageScoreRate(results),
    pendingCount: pendingOf(index, [homework]),
  };
}

/** The handed-in results of the class (or one student) over some homework. */
export function resultsOf(
  index: WorkIndex,
  homework: readonly HomeworkRow[],
  studentIds?: readonly number[],
): { score: number; fullScore: number }[] {
  const ids = studentIds ?? index.work.students.map((s) => s.studentId);
  const results: { score: number; fullScore: number }[] = [];
  for (const h of homework)
    for (const id of ids) {
      if (!reaches(h, id)) continue;
      const key = `${h.id}:${id}`;
      const total = index.totals.get(key);
      if (total !== undefined)
        results.push({ score: total, fullScore: index.markedFull.get(key) ?? h.fullScore });
    }
  return results;
}

/** Handed in and due (or handed in) counts of the class (or some students) over some homework. */
export function completionOf(
  index: WorkIndex,
  homework: readonly HomeworkRow[],
  studentIds?: readonly number[],
) {
  const ids = studentIds ?? index.work.students.map((s) => s.studentId);
  let submitted = 0;
  let due = 0;
  for (const h of homework)
    for (const id of ids) {
      const cell = cellOf(index, h, id);
      if (!cell || cell.state === 'OPEN') continue;
      due += 1;
      if (cell.state === 'SUBMITTED') submitted += 1;
    }
  return { submittedCount: submitted, dueCount: due, completionRate: completionRate(submitted, due) };
}

/** The mastery of each objective of a unit by the class, weakest first. */
export function objectivesMastery(index: WorkIndex, scheduleId: number): ObjectiveMastery[] {
  const homework = index.work.homework.filter((h) => h.scheduleId === scheduleId);
  const objectives = index.work.objectives.filter((o) => o.scheduleId === scheduleId);
  const rows = objectives.map((objective) => {
    const results: { score: number; fullScore: number }[] = [];
    let questionCount = 0;
    for (const h of homework) {
      const on = (index.questionsOf.get(h.id) ?? []).filter((q) =>
        q.knowledgePoints.includes(objective.knowledgePoint),
      );
      questionCount += on.length;
      if (on.length === 0) continue;
      for (const student of index.work.students) {
        if (!reaches(h, student.studentId)) continue;
        const key = `${h.id}:${student.studentId}`;
        if (!index.totals.has(key)) continue;
        for (const q of on) {
          if (index.pending.has(`${key}:${q.questionId}`)) continue;
          results.push({
            score: index.questionScores.get(`${key}:${q.questionId}`) ?? 0,
            fullScore: q.maxScore,
          });
        }
      }
    }
    const rate = averageScoreRate(results);
    return {
      objectiveId: objective.id,
      knowledgePoint: objective.knowledgePoint,
      aspect: objective.aspect as LearningAspectCode,
      questionCount,
      scoreRate: rate,
      masteryLevel: masteryLevel(rate) as MasteryLevelCode | null,
      sortOrder: objective.sortOrder,
    };
  });
  rows.sort((a, b) => {
    if (a.scoreRate === null || b.scoreRate === null) {
      if (a.scoreRate !== b.scoreRate) return a.scoreRate === null ? 1 : -1;
    } else if (a.scoreRate !== b.scoreRate) return a.scoreRate - b.scoreRate;
    return a.sortOrder - b.sortOrder || a.objectiveId - b.objectiveId;
  });
  return rows.map(({ sortOrder: _order, ...row }) => row);
}

/** Handed-in answers of the class (or some students) over some homework still waiting for a teacher's marking. */
export function pendingOf(
  index: WorkIndex,
  homework: readonly HomeworkRow[],
  studentIds?: readonly number[],
) {
  const ids = new Set(studentIds ?? index.work.students.map((s) => s.studentId));
  const homeworkIds = new Set(homework.map((h) => h.id));
  let count = 0;
  for (const key of index.pending) {
    const [homeworkId, studentId] = key.split(':').map(Number);
    if (homeworkIds.has(homeworkId ?? 0) && ids.has(studentId ?? 0)) count += 1;
  }
  return count;
}

/** Objectives (or students) per mastery level, every level present. */
export function levelCounts(objectives: readonly { masteryLevel: MasteryLevelCode | null }[]) {
  const counts = { FULL: 0, MASTERED: 0, PARTIAL: 0, MINIMAL: 0, NONE: 0, NO_DATA: 0 };
  for (const o of objectives) counts[o.masteryLevel ?? 'NO_DATA'] += 1;
  return counts;
}

/** The mastery levels in order, for callers that list them. */
export const LEVELS = MASTERY_LEVELS;

/** One student's figures over some homework: completion, score rate, attention band, follow-up, catch-up. */
export function studentFigures(index: WorkIndex, homework: readonly HomeworkRow[], studentId: number) {
  const rate = averageScoreRate(resultsOf(index, homework, [studentId]));
  const followUpRate = averageScoreRate(
    resultsOf(
      index,
      homework.filter((h) => FOLLOW_UP_PROCESS_TYPES.includes(h.processType)),
      [studentId],
    ),
  );
  return {
    ...completionOf(index, homework, [studentId]),
    scoreRate: rate,
    attentionBand: attentionBand(rate) as AttentionBandCode | null,
    followUpScoreRate: followUpRate,
    catchUp: catchUp(followUpRate),
  };
}

/**
 * A student's score rate per learning aspect over some homework: each answered question counts in the
 * aspects of its unit's objectives it is on (once per aspect). The subject's weighted aspects come first in
 * §9's order, then OTHER when something was on it.
 */
export function aspectsOf(
  index: WorkIndex,
  homework: readonly HomeworkRow[],
  studentId: number,
  subject: SubjectCode,
) {
  const sums = new Map<string, AspectSums>();
  const aspectsOfPoint = new Map<string, string>();
  for (const o of index.work.objectives) aspectsOfPoint.set(`${o.scheduleId}:${o.knowledgePoint}`, o.aspect);
  for (const h of homework) {
    const key = `${h.id}:${studentId}`;
    if (!reaches(h, studentId) || !index.totals.has(key)) continue;
    for (const q of index.questionsOf.get(h.id) ?? []) {
      if (index.pending.has(`${key}:${q.questionId}`)) continue;
      const aspects = new Set<string>();
      for (const point of q.knowledgePoints) {
        const aspect = aspectsOfPoint.get(`${h.scheduleId}:${point}`);
        if (aspect) aspects.add(aspect);
      }
      for (const aspect of aspects) {
        const sum = sums.get(aspect) ?? { score: 0, full: 0, questions: 0 };
        sum.score += index.questionScores.get(`${key}:${q.questionId}`) ?? 0;
        sum.full += q.maxScore;
        sum.questions += 1;
        sums.set(aspect, sum);
      }
    }
  }
  return aspectFigures(subject, sums);
}

/** The marked questions on a learning aspect: their total score, total full score and count. */
export interface AspectSums {
  score: number;
  full: number;
  questions: number;
}

/**
 * Each learning aspect's figures from its sums (a student's, or a grade's students'): the subject's weighted
 * aspects first in §9's order, then the others by name; each with its weight, questions, score rate and
 * mastery level; and the weighted score (§9).
 */
export function aspectFigures(subject: SubjectCode, sums: ReadonlyMap<string, AspectSums>) {
  const weights = subjectWeights(subject) as Partial<Record<string, number>>;
  const order = [...Object.keys(weights), ...[...sums.keys()].filter((a) => !(a in weights)).sort()];
  const aspects = order.map((aspect) => {
    const sum = sums.get(aspect);
    const rate = sum ? scoreRate(sum.score, sum.full) : null;
    return {
      aspect: aspect as LearningAspectCode,
      weight: weights[aspect] ?? null,
      questionCount: sum?.questions ?? 0,
      scoreRate: rate,
      masteryLevel: masteryLevel(rate) as MasteryLevelCode | null,
    };
  });
  const rates: Partial<Record<LearningAspect, number | null>> = {};
  for (const a of aspects) rates[a.aspect as LearningAspect] = a.scoreRate;
  return {
    weighted: Object.keys(weights).length > 0,
    aspects,
    weightedScore: weightedAspectScore(subject, rates),
  };
}
