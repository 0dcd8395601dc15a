/**
 * The teaching calendar's joining rule (back-office spec §3 terms and schedules): which unit of a class
 * a published homework belongs to. Pure: the server reads the class's terms and units of the homework's
 * subject, asks this rule, and writes the answer; reports then group the homework by that unit.
 */
import type { SubjectCode } from './enums';
import { hongKongDate, type Instant } from './hong-kong-time';

/** A term of a school year: its Hong Kong days, first and last inclusive (YYYY-MM-DD). */
export interface CalendarTerm {
  readonly id: number;
  readonly startDate: string;
  readonly endDate: string;
}

/** A unit (schedule) of one class in one subject, in calendar order within its term. */
export interface CalendarUnit {
  readonly id: number;
  readonly termId: number;
  readonly startDate: string;
  readonly endDate: string;
  /** The course papers the unit plans (published or not). */
  readonly paperIds: readonly number[];
  /** The term's "Other homework" unit: it holds what no other unit's papers or dates claim. */
  readonly otherHomework: boolean;
}

/** The homework as the rule reads it: the course paper it was published from, if any, and its start. */
export interface HomeworkToPlace {
  readonly paperId: number | null;
  readonly startTime: Instant;
}

/**
 * Where a homework goes: an existing unit, the "Other homework" unit of a term that has none yet (the
 * caller creates it), or nowhere when no term holds the homework's start day.
 */
export type UnitPlacement =
  | { readonly unitId: number }
  | { readonly otherHomeworkOfTerm: number }
  | { readonly outsideTerms: true };

/** The term whose days hold a Hong Kong day, if any. */
export function termOfDay(terms: readonly CalendarTerm[], day: string): CalendarTerm | undefined {
  return terms.find((term) => term.startDate <= day && day <= term.endDate);
}

/**
 * The unit of a class that a published homework belongs to: the unit of the term holding its start day
 * (Hong Kong) whose papers include its paper, else the unit whose days hold its start day, else that
 * term's "Other homework" unit. A paper planned in another term (next school year's calendar, set up in
 * advance) does not claim a homework started today. Units are the class's units of the homework's
 * subject, in calendar order: the first that matches wins. A homework spanning two units belongs to the
 * one it starts in.
 */
export function unitOfHomework(
  terms: readonly CalendarTerm[],
  units: readonly CalendarUnit[],
  homework: HomeworkToPlace,
): UnitPlacement {
  const { paperId } = homework;
  const day = hongKongDate(homework.startTime);
  const term = termOfDay(terms, day);
  const planned =
    paperId === null || !term
      ? undefined
      : units.find((unit) => unit.termId === term.id && unit.paperIds.includes(paperId));
  if (planned) return { unitId: planned.id };
  const dated = units.find((unit) => !unit.otherHomework && unit.startDate <= day && day <= unit.endDate);
  if (dated) return { unitId: dated.id };
  if (!term) return { outsideTerms: true };
  const other = units.find((unit) => unit.otherHomework && unit.termId === term.id);
  return other ? { unitId: other.id } : { otherHomeworkOfTerm: term.id };
}

/**
 * The learning aspect a question trains, from its type (§9's aspects): the aspect a unit's learning
 * objective takes from the first question that brings its knowledge point. Mathematics has one aspect.
 */
export function aspectOfQuestion(subject: SubjectCode, questionType: string): string {
  if (subject === 'MATH') return 'OTHER';
  if (/ESSAY|LONG_ANSWER|WRITING/.test(questionType)) return 'WRITING';
  if (/SPEAK|READ_ALOUD|RECORD/.test(questionType)) return 'SPEAKING';
  if (/LISTEN/.test(questionType)) return 'LISTENING';
  if (/READING|COMPREHENSION|PASSAGE/.test(questionType)) return 'READING';
  return subject === 'CHINESE' ? 'LANGUAGE_KNOWLEDGE' : 'GRAMMAR';
}

/** Days of a term or unit: first and last inclusive (Hong Kong, YYYY-MM-DD). */
export interface DayRange {
  readonly startDate: string;
  readonly endDate: string;
}

/** Whether two day ranges share a day (both ends inclusive). */
export function rangesOverlap(a: DayRange, b: DayRange): boolean {
  return a.startDate <= b.endDate && b.startDate <= a.endDate;
}

/** Whether `inner` lies inside `outer` (its first and last day included). */
export function rangeWithin(inner: DayRange, outer: DayRange): boolean {
  return outer.startDate <= inner.startDate && inner.endDate <= outer.endDate;
}

/**
 * The first of `others` whose days overlap `candidate`'s, skipping the candidate itself (by id) when it is
 * being changed: terms of a school must not overlap, nor the units of one class, subject and term.
 */
export function firstOverlap<T extends DayRange & { readonly id: number }>(
  others: readonly T[],
  candidate: DayRange & { readonly id?: number },
): T | undefined {
  return others.find((other) => other.id !== candidate.id && rangesOverlap(other, candidate));
}

/** Highest semester of a school year (spec §3: semesters 1–3). */
export const SEMESTER_MAX = 3;

const DAY_MS = 24 * 3600_000;
/** Days of a week, the step proposed units are cut by. */
const WEEK_DAYS = 7;

/** The day `offset` days after a YYYY-MM-DD day. */
function dayAfter(day: string, offset: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + offset * DAY_MS).toISOString().slice(0, 10);
}

/** Days from the first to the last day of a range, both counted. */
export function daysOf(range: DayRange): number {
  return (
    Math.round(
      (Date.parse(`${range.endDate}T00:00:00Z`) - Date.parse(`${range.startDate}T00:00:00Z`)) / DAY_MS,
    ) + 1
  );
}

/**
 * A term cut into `count` proposed units in order, spread evenly over its weeks (weeks counted from the
 * term's first day; the last unit ends on the term's last day). A term with fewer weeks than units is cut
 * by days instead, and one with fewer days than units gives one unit a day to the last day it has.
 */
export function proposedUnitRanges(term: DayRange, count: number): DayRange[] {
  const days = daysOf(term);
  const units = Math.min(count, days);
  if (units <= 0) return [];
  const weeks = Math.ceil(days / WEEK_DAYS);
  const step = units <= weeks ? WEEK_DAYS : 1;
  const slots = step === WEEK_DAYS ? weeks : days;
  return Array.from({ length: units }, (_, k) => {
    const first = Math.floor((k * slots) / units) * step;
    const next = Math.floor(((k + 1) * slots) / units) * step;
    return {
      startDate: dayAfter(term.startDate, first),
      endDate: k === units - 1 ? term.endDate : dayAfter(term.startDate, next - 1),
    };
  });
}

/** A school year as schools write it: 2026/27 for the year from September 2026. */
export function schoolYearName(schoolYear: number): string {
  return `${schoolYear}/${String((schoolYear + 1) % 100).padStart(2, '0')}`;
}
