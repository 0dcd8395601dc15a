/**
 * Rules of back-office spec §3–§5 about homework, shared by the server (which enforces them) and the
 * back-office (which checks a form before sending it). Pure functions, no I/O, no React.
 */
import type { SubjectCode, TextbookType } from './enums';
import type { PracticeStatus, ProcessType, SubmitStatus } from './homework-enums';
import { hongKongDate, type Instant, instantMs as ms } from './hong-kong-time';
import type { HomeworkTimeStatus } from './list-params';
import { isTestProcess } from './process-kinds';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

// ---- textbook categories (§5) -------------------------------------------------------------------

/**
 * Back-office spec §5: textbook categories by grade — grades 1–4 A_PLUS, SE_ZONE, WRITING_ZONE;
 * grade 5 adds HKAT; grade 6 A_PLUS, HKAT, WRITING_ZONE; grades 7–9 A_PLUS, HKAT, SE_ZONE.
 */
export function textbookTypesForGrade(gradeCode: number): TextbookType[] {
  if (gradeCode <= 4) return ['A_PLUS', 'SE_ZONE', 'WRITING_ZONE'];
  if (gradeCode === 5) return ['A_PLUS', 'HKAT', 'SE_ZONE', 'WRITING_ZONE'];
  if (gradeCode === 6) return ['A_PLUS', 'HKAT', 'WRITING_ZONE'];
  return ['A_PLUS', 'HKAT', 'SE_ZONE'];
}

/** The categories of a grade that the user may use (only the user's textbook types are shown, §5). */
export function textbookTypesForUser(
  gradeCode: number,
  userTextbookTypes: readonly TextbookType[],
): TextbookType[] {
  return textbookTypesForGrade(gradeCode).filter((type) => userTextbookTypes.includes(type));
}

// ---- per-subject class access (§5) --------------------------------------------------------------

/** The access flags of a class (back-office spec §3, "Class access flags"). */
export interface ClassAccessFlags {
  classId: number;
  aplusChineseAccessStatus: boolean;
  aplusEnglishAccessStatus: boolean;
  aplusMathAccessStatus: boolean;
}

/**
 * The class access check per subject (§5): true when no class is given or the class is not found;
 * otherwise the class's A_PLUS access flag of the subject.
 */
export function classHasSubjectAccess(
  classes: readonly ClassAccessFlags[],
  classId: number | null | undefined,
  subjectCode: SubjectCode,
): boolean {
  if (classId === null || classId === undefined) return true;
  const found = classes.find((klass) => klass.classId === classId);
  if (!found) return true;
  if (subjectCode === 'CHINESE') return found.aplusChineseAccessStatus;
  if (subjectCode === 'ENGLISH') return found.aplusEnglishAccessStatus;
  return found.aplusMathAccessStatus;
}

// ---- homework time status (§4) ------------------------------------------------------------------

/** Days after its end at which an expired homework is archived (leaves the working lists). */
export const ARCHIVE_AFTER_DAYS = 90;

/** The times a homework's status is derived from. */
export interface HomeworkTimes {
  /** When it was published; null while saved but not published. */
  publishTime: Instant | null;
  /** When students may start. */
  startTime: Instant;
  /** When it is due. */
  endTime: Instant;
}

/**
 * The time status of a homework at `now` — the one place it is derived. Boundaries: a homework is
 * NOT_PUBLISHED until its publish time, SCHEDULED until its start (exclusive), ONGOING from its start
 * until its end (exclusive), EXPIRED from its end, ARCHIVED from ARCHIVE_AFTER_DAYS after its end.
 */
export function homeworkTimeStatus(times: HomeworkTimes, now: Instant): HomeworkTimeStatus {
  const at = ms(now);
  if (times.publishTime === null || at < ms(times.publishTime)) return 'NOT_PUBLISHED';
  if (at < ms(times.startTime)) return 'SCHEDULED';
  if (at < ms(times.endTime)) return 'ONGOING';
  if (at < ms(times.endTime) + ARCHIVE_AFTER_DAYS * DAY_MS) return 'EXPIRED';
  return 'ARCHIVED';
}

/** The practice status (NOT_STARTED, IN_PROGRESS, FINISHED) that goes with a time status. */
export function practiceStatusOf(status: HomeworkTimeStatus): PracticeStatus {
  if (status === 'NOT_PUBLISHED' || status === 'SCHEDULED') return 'NOT_STARTED';
  if (status === 'ONGOING') return 'IN_PROGRESS';
  return 'FINISHED';
}

/** Only a NOT_STARTED homework can be deleted from the calendar (§4); an expired one never (§5). */
export function canDeleteFromCalendar(status: HomeworkTimeStatus): boolean {
  return practiceStatusOf(status) === 'NOT_STARTED';
}

// ---- submission status (§4) ----------------------------------------------------------------------

/** A student's part in a homework, from which their submission status follows. */
export interface StudentWork {
  /** The status stored when they handed it in (NORMAL on time, DELAY late); null before a hand-in. */
  handedIn: SubmitStatus | null;
  /**
   * Whether the homework asks it of them: false for a student of a target class outside the homework's
   * group or chosen students, and for a student who joined the class after the homework ended.
   */
  needed: boolean;
}

/**
 * Whether a student who joined the class at `joinedClassAt` joined after a homework ended (at its end or
 * later): such a homework does not ask it of them (NO_NEED). `null` means they have been in the class since
 * before anything was set to it.
 */
export function joinedAfterEnd(joinedClassAt: Instant | null, endTime: Instant): boolean {
  return joinedClassAt !== null && ms(joinedClassAt) >= ms(endTime);
}

/**
 * The submission status (§4) of a student's work at `now`, the one place it is derived: a hand-in keeps its
 * status; otherwise NO_NEED when the homework does not ask it of them, OVERDUE from the end (inclusive, as
 * the time status turns EXPIRED), NOT_SUBMIT before.
 */
export function submitStatusOf(work: StudentWork, endTime: Instant, now: Instant): SubmitStatus {
  if (work.handedIn !== null) return work.handedIn;
  if (!work.needed) return 'NO_NEED';
  return ms(now) >= ms(endTime) ? 'OVERDUE' : 'NOT_SUBMIT';
}

// ---- question numbers (§5) ----------------------------------------------------------------------

/** Most question numbers one list may name (a guard against "1-99999999"). */
export const QUESTION_NUMBERS_LIMIT = 500;

export type QuestionNumbersResult =
  | { ok: true; numbers: number[] }
  | { ok: false; reason: 'EMPTY' | 'FORMAT' | 'TOO_MANY' };

/**
 * Parses question numbers given as a list with ranges, such as "1,2,5-8" (§5) → [1, 2, 5, 6, 7, 8].
 * Numbers start at 1; a range runs low to high; full-width commas and spaces are accepted; the result
 * is sorted without repeats.
 */
export function parseQuestionNumbers(text: string): QuestionNumbersResult {
  const parts = text
    .replace(/[，、;；]/g, ',')
    .replace(/[–—~～]/g, '-')
    .split(',')
    .map((part) => part.replace(/\s+/g, ''));
  if (parts.every((part) => part === '')) return { ok: false, reason: 'EMPTY' };
  const numbers = new Set<number>();
  for (const part of parts) {
    if (part === '') return { ok: false, reason: 'FORMAT' };
    const range = /^(\d{1,6})(?:-(\d{1,6}))?$/.exec(part);
    if (!range) return { ok: false, reason: 'FORMAT' };
    const low = Number(range[1]);
    const high = range[2] === undefined ? low : Number(range[2]);
    if (low < 1 || high < low) return { ok: false, reason: 'FORMAT' };
    if (high - low + 1 > QUESTION_NUMBERS_LIMIT) return { ok: false, reason: 'TOO_MANY' };
    for (let n = low; n <= high; n++) numbers.add(n);
    if (numbers.size > QUESTION_NUMBERS_LIMIT) return { ok: false, reason: 'TOO_MANY' };
  }
  return { ok: true, numbers: [...numbers].sort((a, b) => a - b) };
}

/** Writes numbers back as a list with ranges: [1, 2, 5, 6, 7, 8] → "1-2,5-8". */
export function formatQuestionNumbers(numbers: readonly number[]): string {
  const sorted = [...new Set(numbers)].sort((a, b) => a - b);
  const out: string[] = [];
  for (let i = 0; i < sorted.length; ) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === (sorted[j] ?? 0) + 1) j++;
    out.push(i === j ? String(sorted[i]) : `${sorted[i]}-${sorted[j]}`);
    i = j + 1;
  }
  return out.join(',');
}

// ---- the publish form rules (§5) ----------------------------------------------------------------

/** Homework name: required, at most 50 characters (§3, §5, §9). */
export const HOMEWORK_NAME_MAX = 50;
/** The maximum value of a test: not above 100% (§5). */
export const MAXIMUM_PERCENT_LIMIT = 100;

/** A rule of §5 a publish form can break; the server answers each with its own errorCode and message. */
export type HomeworkRule =
  | 'HOMEWORK_NAME_REQUIRED'
  | 'HOMEWORK_NAME_TOO_LONG'
  | 'END_BEFORE_TODAY'
  | 'END_BEFORE_START'
  | 'START_AFTER_END'
  | 'TEST_DURATION_REQUIRED'
  | 'TEST_DURATION_ABOVE_PERIOD'
  | 'TEST_MAXIMUM_REQUIRED'
  | 'MAXIMUM_ABOVE_100'
  | 'QUESTION_NUMBERS_FORMAT';

/** A broken rule and the form field it belongs to. */
export interface HomeworkRuleViolation {
  field: 'homeworkName' | 'startTime' | 'endTime' | 'durationMinutes' | 'maximumPercent' | 'questionNumbers';
  rule: HomeworkRule;
}

/** Name rule (§5): required after trimming (shared inputs trim whitespace), at most 50 characters. */
export function homeworkNameRule(name: string): HomeworkRule | null {
  const trimmed = name.trim();
  if (trimmed.length === 0) return 'HOMEWORK_NAME_REQUIRED';
  if ([...trimmed].length > HOMEWORK_NAME_MAX) return 'HOMEWORK_NAME_TOO_LONG';
  return null;
}

/**
 * Date rules (§5): the end date not before today (Hong Kong days) nor before the start; the start not
 * later than the end. Start after end breaks both of the last two (one per field, so a form marks each).
 */
export function homeworkDateRules(
  startTime: Instant,
  endTime: Instant,
  now: Instant,
): HomeworkRuleViolation[] {
  const out: HomeworkRuleViolation[] = [];
  if (hongKongDate(endTime) < hongKongDate(now)) out.push({ field: 'endTime', rule: 'END_BEFORE_TODAY' });
  if (ms(endTime) < ms(startTime)) {
    out.push({ field: 'endTime', rule: 'END_BEFORE_START' });
    out.push({ field: 'startTime', rule: 'START_AFTER_END' });
  }
  return out;
}

/** Test duration (§5): not above the test period (end minus start). */
export function testDurationFits(durationMinutes: number, startTime: Instant, endTime: Instant): boolean {
  return durationMinutes * MINUTE_MS <= ms(endTime) - ms(startTime);
}

/** Maximum value (§5): not above 100%. */
export function maximumWithinLimit(maximumPercent: number): boolean {
  return maximumPercent <= MAXIMUM_PERCENT_LIMIT;
}

/** The fields of a publish form the §5 rules read. */
export interface HomeworkRuleInput {
  homeworkName: string;
  processType: ProcessType;
  startTime: Instant;
  endTime: Instant;
  durationMinutes?: number | null | undefined;
  maximumPercent?: number | null | undefined;
  questionNumbers?: string | null | undefined;
}

/**
 * Every §5 rule a publish form breaks, in form order (empty when it may be sent). Tests (3a, 3b, 4)
 * need a duration not above the test period and a maximum; a maximum is never above 100%.
 */
export function homeworkRuleViolations(input: HomeworkRuleInput, now: Instant): HomeworkRuleViolation[] {
  const out: HomeworkRuleViolation[] = [];
  const nameRule = homeworkNameRule(input.homeworkName);
  if (nameRule) out.push({ field: 'homeworkName', rule: nameRule });
  out.push(...homeworkDateRules(input.startTime, input.endTime, now));
  const test = isTestProcess(input.processType);
  const duration = input.durationMinutes ?? null;
  if (test && duration === null) out.push({ field: 'durationMinutes', rule: 'TEST_DURATION_REQUIRED' });
  if (duration !== null && !testDurationFits(duration, input.startTime, input.endTime)) {
    out.push({ field: 'durationMinutes', rule: 'TEST_DURATION_ABOVE_PERIOD' });
  }
  const maximum = input.maximumPercent ?? null;
  if (test && maximum === null) out.push({ field: 'maximumPercent', rule: 'TEST_MAXIMUM_REQUIRED' });
  if (maximum !== null && !maximumWithinLimit(maximum)) {
    out.push({ field: 'maximumPercent', rule: 'MAXIMUM_ABOVE_100' });
  }
  const numbers = input.questionNumbers?.trim();
  if (numbers && !parseQuestionNumbers(numbers).ok) {
    out.push({ field: 'questionNumbers', rule: 'QUESTION_NUMBERS_FORMAT' });
  }
  return out;
}
