/**
 * What the publish form proposes before a teacher changes anything: when the homework opens and when it is
 * due, and how answers are checked (immediate feedback, tries) for each kind of homework. Pure, no I/O.
 */
import type { LanguageType, SubjectCode } from './enums';
import type { ProcessType } from './homework-enums';
import { HONG_KONG_OFFSET_MS, hongKongWallTime, type Instant, instantMs } from './hong-kong-time';
import { processKindOf } from './process-kinds';

const DAY_MS = 24 * 60 * 60_000;
/** The due time of a school day, Hong Kong wall time: 23:59. */
export const DUE_HOUR = 23;
export const DUE_MINUTE = 59;

/** Whether a day of the week (0 Sunday … 6 Saturday) is a school day: Monday to Friday. */
function isSchoolDay(weekday: number): boolean {
  return weekday >= 1 && weekday <= 5;
}

/**
 * The default due time of a homework published at `now`: 23:59 Hong Kong time of the next school day
 * (Monday–Friday) after today in Hong Kong — Friday, Saturday and Sunday give Monday. Public holidays are
 * not known here: a teacher moves the end over one.
 */
export function defaultDueTime(now: Instant): Date {
  const wall = new Date(instantMs(now) + HONG_KONG_OFFSET_MS);
  let day = new Date(Date.UTC(wall.getUTCFullYear(), wall.getUTCMonth(), wall.getUTCDate()) + DAY_MS);
  while (!isSchoolDay(day.getUTCDay())) day = new Date(day.getTime() + DAY_MS);
  return hongKongWallTime(
    day.getUTCFullYear(),
    day.getUTCMonth() + 1,
    day.getUTCDate(),
    DUE_HOUR,
    DUE_MINUTE,
  );
}

/** Tries a teacher may allow per question: 1, 2, 3, or null for unlimited. */
export const ANSWER_TRY_LIMITS = [1, 2, 3, null] as const;
export type AnswerTryLimit = (typeof ANSWER_TRY_LIMITS)[number];

/** How a homework's answers are checked, set when it is published. */
export interface AnswerFeedbackSetting {
  /** Whether a student sees right or wrong (and the explanation) as soon as they check an answer. */
  immediateFeedback: boolean;
  /** How many times a student may check one question's answer; null for unlimited. */
  maxTries: AnswerTryLimit;
}

/**
 * The feedback setting a publish starts from, by the kind of its processType: practice (1, 2a–2d) checks at
 * once with unlimited tries; a test (3a, 3b, 4) and every other homework give no feedback before the
 * hand-in and one try.
 */
export function defaultFeedbackSetting(processType: ProcessType): AnswerFeedbackSetting {
  if (processKindOf(processType) === 'PRACTICE') return { immediateFeedback: true, maxTries: null };
  return { immediateFeedback: false, maxTries: 1 };
}

/**
 * The feedback setting a homework is published with: what the teacher chose, the kind's default where they
 * chose nothing; a test (3a, 3b, 4) always its default — no right or wrong before its results are published,
 * one try — whatever was asked (the student's pages hide a test's verdicts until then).
 */
export function feedbackSettingOf(
  processType: ProcessType,
  chosen: { immediateFeedback?: boolean | undefined; maxTries?: number | null | undefined },
): { immediateFeedback: boolean; maxTries: number | null } {
  const fallback = defaultFeedbackSetting(processType);
  if (processKindOf(processType) === 'TEST') return fallback;
  const immediateFeedback = chosen.immediateFeedback ?? fallback.immediateFeedback;
  return {
    immediateFeedback,
    maxTries: chosen.maxTries === undefined ? fallback.maxTries : chosen.maxTries,
  };
}

/** Whether a student who has checked a question `triesUsed` times may check it once more. */
export function mayTryAgain(maxTries: AnswerTryLimit, triesUsed: number): boolean {
  return maxTries === null || triesUsed < maxTries;
}

/** Tries left after `triesUsed`; null when unlimited. */
export function triesLeft(maxTries: AnswerTryLimit, triesUsed: number): number | null {
  return maxTries === null ? null : Math.max(0, maxTries - triesUsed);
}

/** The audio language a publish starts from: the subject's (Chinese is taught in Cantonese). */
export function defaultAudioLanguage(subjectCode: SubjectCode): LanguageType {
  return subjectCode === 'ENGLISH' ? 'ENGLISH' : 'CANTONESE';
}
