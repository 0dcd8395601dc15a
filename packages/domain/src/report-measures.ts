/**
 * Report measures (spec §3 report terms, §9 bands and weights): one definition per measure, used by every
 * report. Pure functions; percentages are numbers from 0 to 100, kept exact (totals are computed from exact
 * values). A percentage is shown, exported and banded as one whole number, `wholePercent`, so the number a
 * teacher reads, the one in the export and the colour beside it always agree.
 */
import type { SubjectCode } from './enums';

/**
 * A percentage as every view, export and band reads it: the nearest whole number, halves up (77.8 is 78,
 * 29.5 is 30; 57 / 100, which floating point holds as 56.99999999999999, is 57).
 */
export function wholePercent(rate: number): number {
  return Math.round(rate);
}

/** Score rate (§3): score / full score as a percentage; null when the full score is 0 (nothing to rate). */
export function scoreRate(score: number, fullScore: number): number | null {
  if (!(fullScore > 0)) return null;
  return (score / fullScore) * 100;
}

/** The spread of a class's students' score rates: lowest, quartiles, median and highest. */
export interface ScoreSpread {
  lowest: number;
  lowerQuartile: number;
  median: number;
  upperQuartile: number;
  highest: number;
  /** The students with a rate. */
  count: number;
}

/**
 * The spread of score rates inside a class (the comparison reports show it beside the average): the five
 * points of a box plot, each quartile interpolated between the two rates around it (as spreadsheets' QUARTILE
 * and d3's quantile do); null with no rate. A student with no rate (nothing handed in) is not in it.
 */
export function scoreSpread(rates: readonly (number | null)[]): ScoreSpread | null {
  const sorted = rates.filter((rate): rate is number => rate !== null).sort((a, b) => a - b);
  const at = (p: number) => {
    const position = (sorted.length - 1) * p;
    const below = Math.floor(position);
    const low = sorted[below] ?? 0;
    return low + ((sorted[below + 1] ?? low) - low) * (position - below);
  };
  if (sorted.length === 0) return null;
  return {
    lowest: at(0),
    lowerQuartile: at(0.25),
    median: at(0.5),
    upperQuartile: at(0.75),
    highest: at(1),
    count: sorted.length,
  };
}

/** Average score rate over several results: total score / total full score (not a mean of rates). */
export function averageScoreRate(results: readonly { score: number; fullScore: number }[]): number | null {
  let score = 0;
  let fullScore = 0;
  for (const result of results) {
    score += result.score;
    fullScore += result.fullScore;
  }
  return scoreRate(score, fullScore);
}

export const COMPLETIONS = ['ON_TIME', 'LATE', 'MISSING'] as const;
export type Completion = (typeof COMPLETIONS)[number];

/**
 * Completion of one student's homework: submitted by the end time (inclusive) is on time, after it late,
 * not submitted missing.
 */
export function completion(submittedAt: Date | null, endTime: Date): Completion {
  if (submittedAt === null) return 'MISSING';
  return submittedAt.getTime() <= endTime.getTime() ? 'ON_TIME' : 'LATE';
}

/**
 * Completion rate: homework handed in / homework due (or handed in) as a percentage; null when nothing is
 * due yet. Work still open and not handed in is not due, so it neither raises nor lowers the rate.
 */
export function completionRate(submitted: number, due: number): number | null {
  if (!(due > 0)) return null;
  return (submitted / due) * 100;
}

/** Counts of a class's completion, every completion present (0 when none). */
export function completionCounts(completions: readonly Completion[]): Record<Completion, number> {
  const counts: Record<Completion, number> = { ON_TIME: 0, LATE: 0, MISSING: 0 };
  for (const c of completions) counts[c] += 1;
  return counts;
}

/** Mastery levels of a learning objective (§3), from the best. */
export const MASTERY_LEVELS = ['FULL', 'MASTERED', 'PARTIAL', 'MINIMAL', 'NONE'] as const;
export type MasteryLevel = (typeof MASTERY_LEVELS)[number];

/**
 * Mastery level of a learning objective from its score rate: the five levels are the five bands of §9's
 * progress colours (90+ full, 75–89 mastered, 60–74 partial, 30–59 minimal, under 30 none), so a level and
 * its colour never disagree. null (no answer on the objective) has no level: shown grey.
 */
export function masteryLevel(rate: number | null): MasteryLevel | null {
  const band = progressColourBand(rate);
  return band === null ? null : MASTERY_OF_BAND[band];
}

/** The mastery level of each progress colour band. */
const MASTERY_OF_BAND: Record<ProgressColourBand, MasteryLevel> = {
  GREEN: 'FULL',
  BRIGHT_YELLOW: 'MASTERED',
  DARK_YELLOW: 'PARTIAL',
  RED: 'MINIMAL',
  BRIGHT_RED: 'NONE',
};

/**
 * The band of a rate in a table of upper limits, lowest first (a band holds the whole percentages under its
 * limit and not under the one before), `above` past the last; null for no rate.
 */
function bandUnder<B>(rate: number | null, limits: readonly (readonly [number, B])[], above: B): B | null {
  if (rate === null || Number.isNaN(rate)) return null;
  const shown = wholePercent(rate);
  return limits.find(([limit]) => shown < limit)?.[1] ?? above;
}

export const ATTENTION_BANDS = ['UNDER_20', 'FROM_20_TO_39', 'FROM_40_TO_59'] as const;
export type AttentionBand = (typeof ATTENTION_BANDS)[number];

/** Attention band (§9): under 20 %, 20–39 %, 40–59 %; 60 % and over (or no rate) needs no attention. */
export function attentionBand(rate: number | null): AttentionBand | null {
  return bandUnder<AttentionBand | null>(
    rate,
    [
      [20, 'UNDER_20'],
      [40, 'FROM_20_TO_39'],
      [60, 'FROM_40_TO_59'],
    ],
    null,
  );
}

/** The catch-up threshold of §9: a follow-up score rate below it calls for catch-up. */
export const CATCH_UP_BELOW = 60;

/** Catch-up (§9): the follow-up score rate, as shown, is below 60 %. No follow-up rate: no catch-up. */
export function catchUp(followUpRate: number | null): boolean {
  return followUpRate !== null && wholePercent(followUpRate) < CATCH_UP_BELOW;
}

export const PROGRESS_COLOUR_BANDS = ['BRIGHT_RED', 'RED', 'DARK_YELLOW', 'BRIGHT_YELLOW', 'GREEN'] as const;
export type ProgressColourBand = (typeof PROGRESS_COLOUR_BANDS)[number];

/**
 * Progress colour band (§9): under 30 bright red, 30–59 red, 60–74 dark yellow, 75–89 bright yellow, 90 and
 * over green; null (no rate) is grey.
 */
export function progressColourBand(rate: number | null): ProgressColourBand | null {
  return bandUnder<ProgressColourBand>(
    rate,
    [
      [30, 'BRIGHT_RED'],
      [60, 'RED'],
      [75, 'DARK_YELLOW'],
      [90, 'BRIGHT_YELLOW'],
    ],
    'GREEN',
  );
}

/**
 * Ring band (§9, bands of 20 points): 0 for 0–19, 1 for 20–39, 2 for 40–59, 3 for 60–79, 4 for 80–100
 * (100 joins the last band); null (no rate) is grey.
 */
export function ringBand(rate: number | null): 0 | 1 | 2 | 3 | 4 | null {
  return bandUnder<0 | 1 | 2 | 3 | 4>(
    rate,
    [
      [20, 0],
      [40, 1],
      [60, 2],
      [80, 3],
    ],
    4,
  );
}

export const CHINESE_ASPECTS = ['LANGUAGE_KNOWLEDGE', 'READING', 'WRITING', 'LISTENING', 'SPEAKING'] as const;
export const ENGLISH_ASPECTS = ['GRAMMAR', 'READING', 'WRITING', 'LISTENING', 'SPEAKING'] as const;
export type LearningAspect = (typeof CHINESE_ASPECTS)[number] | (typeof ENGLISH_ASPECTS)[number];

/** Subject weights of the learning aspects (§9), each subject's summing to 100. Math has none in the spec. */
export const SUBJECT_WEIGHTS: Readonly<
  Partial<Record<SubjectCode, Readonly<Partial<Record<LearningAspect, number>>>>>
> = {
  CHINESE: { LANGUAGE_KNOWLEDGE: 35, READING: 25, WRITING: 20, LISTENING: 10, SPEAKING: 10 },
  ENGLISH: { GRAMMAR: 40, READING: 30, WRITING: 10, LISTENING: 10, SPEAKING: 10 },
};

/** The weights of a subject's aspects (§9); an empty record for a subject without weights (math). */
export function subjectWeights(subject: SubjectCode): Readonly<Partial<Record<LearningAspect, number>>> {
  return SUBJECT_WEIGHTS[subject] ?? {};
}

/**
 * Weighted aspect score: the subject-weighted mean of the aspects' score rates. An aspect without a rate
 * (nothing answered) or without a weight in the subject is left out and the weights of the others are
 * taken in proportion; null when no weighted aspect has a rate.
 */
export function weightedAspectScore(
  subject: SubjectCode,
  rates: Readonly<Partial<Record<LearningAspect, number | null>>>,
): number | null {
  const weights = subjectWeights(subject);
  let weighted = 0;
  let totalWeight = 0;
  for (const [aspect, weight] of Object.entries(weights) as [LearningAspect, number][]) {
    const rate = rates[aspect];
    if (rate === null || rate === undefined || Number.isNaN(rate)) continue;
    weighted += weight * rate;
    totalWeight += weight;
  }
  return totalWeight > 0 ? weighted / totalWeight : null;
}
