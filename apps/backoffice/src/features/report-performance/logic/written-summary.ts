import type { SchedulesWholePerformance, StudentsPerformance } from '@harbour/api-client';
import {
  type AttentionBand,
  attentionBand,
  type MasteryLevel,
  masteryLevel,
  wholePercent,
} from '@harbour/domain';

// The written summaries of the AI report (spec §2 aiReport, student manner reports): sentences made from the
// report's own figures by fixed rules, no outside service. Each rule is one fact below, which names the
// figures it rests on; the page words each fact in hk or en.

/** A unit with its class average. */
export interface UnitRate {
  name: string;
  rate: number;
}

/** Points of change between the first and the last unit under which the class is called steady. */
export const TREND_STEADY_POINTS = 5;

/** A fact of a class's summary, with its figures. */
export type ClassFact =
  | { rule: 'average'; rate: number; level: MasteryLevel | null; band: AttentionBand | null }
  | { rule: 'trend'; from: UnitRate; to: UnitRate; change: number; direction: 'up' | 'down' | 'steady' }
  | { rule: 'strongest'; unit: UnitRate }
  | { rule: 'weakest'; unit: UnitRate }
  | { rule: 'weakestObjective'; knowledgePoint: string; unitName: string; rate: number }
  | { rule: 'attention'; count: number; total: number }
  | { rule: 'catchUp'; count: number }
  | { rule: 'nothingMarked' };

/** Whole points of change from one rate to another, and their direction. */
export function trendOf(from: number, to: number): { change: number; direction: 'up' | 'down' | 'steady' } {
  const change = wholePercent(to) - wholePercent(from);
  const direction = Math.abs(change) < TREND_STEADY_POINTS ? 'steady' : change > 0 ? 'up' : 'down';
  return { change, direction };
}

/**
 * A class's summary over a term, in this order: its average (with its mastery level and attention band), the
 * trend from the first unit with a rate to the last, the strongest and the weakest unit, the weakest objective
 * of the units, how many students are in an attention band and how many need catch-up. With nothing marked,
 * only that.
 */
export function classSummary(term: SchedulesWholePerformance, students: StudentsPerformance): ClassFact[] {
  if (term.averageScoreRate === null) return [{ rule: 'nothingMarked' }];
  const rate = term.averageScoreRate;
  const facts: ClassFact[] = [
    { rule: 'average', rate, level: masteryLevel(rate), band: attentionBand(rate) },
  ];
  const rated = term.units.flatMap((unit) =>
    unit.averageScoreRate === null ? [] : [{ name: unit.name, rate: unit.averageScoreRate }],
  );
  const first = rated[0];
  const last = rated.at(-1);
  if (first && last && rated.length > 1) {
    facts.push({ rule: 'trend', from: first, to: last, ...trendOf(first.rate, last.rate) });
    const byRate = [...rated].sort((a, b) => b.rate - a.rate);
    const strongest = byRate[0];
    const weakest = byRate.at(-1);
    if (strongest && weakest && wholePercent(strongest.rate) !== wholePercent(weakest.rate)) {
      facts.push({ rule: 'strongest', unit: strongest }, { rule: 'weakest', unit: weakest });
    }
  }
  const objectives = term.units.flatMap((unit) =>
    unit.weakestObjective?.scoreRate == null
      ? []
      : [{ objective: unit.weakestObjective, rate: unit.weakestObjective.scoreRate, unitName: unit.name }],
  );
  const weakestObjective = objectives.sort((a, b) => a.rate - b.rate)[0];
  if (weakestObjective) {
    facts.push({
      rule: 'weakestObjective',
      knowledgePoint: weakestObjective.objective.knowledgePoint,
      unitName: weakestObjective.unitName,
      rate: weakestObjective.rate,
    });
  }
  const counts = students.attentionCounts;
  facts.push(
    {
      rule: 'attention',
      count: counts.UNDER_20 + counts.FROM_20_TO_39 + counts.FROM_40_TO_59,
      total: students.students.length,
    },
    { rule: 'catchUp', count: students.catchUpCount },
  );
  return facts;
}

type Student = StudentsPerformance['students'][number];

/** A fact of a student's summary, with its figures. */
export type StudentFact =
  | { rule: 'rate'; rate: number; classAverage: number | null; change: number | null }
  | { rule: 'completion'; submitted: number; due: number }
  | { rule: 'band'; band: AttentionBand }
  | { rule: 'catchUp'; followUpRate: number | null }
  | { rule: 'nothingHandedIn'; due: number };

/**
 * A student's summary over the term: their score rate against the class average (whole points), how much
 * of what was due they handed in, their attention band and whether they need catch-up.
 */
export function studentSummary(student: Student, classAverage: number | null): StudentFact[] {
  const facts: StudentFact[] = [];
  if (student.scoreRate === null) facts.push({ rule: 'nothingHandedIn', due: student.dueCount });
  else
    facts.push({
      rule: 'rate',
      rate: student.scoreRate,
      classAverage,
      change: classAverage === null ? null : wholePercent(student.scoreRate) - wholePercent(classAverage),
    });
  if (student.dueCount > 0 && student.scoreRate !== null)
    facts.push({ rule: 'completion', submitted: student.submittedCount, due: student.dueCount });
  if (student.attentionBand) facts.push({ rule: 'band', band: student.attentionBand });
  if (student.catchUp) facts.push({ rule: 'catchUp', followUpRate: student.followUpScoreRate });
  return facts;
}
