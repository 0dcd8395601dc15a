import type { SubjectCode, TextbookType } from '@harbour/api-client';

/*
 * Search params are read before any page loads, in the entry chunk: the values are checked against
 * these records (typed by the contract, so a missing or unknown value fails to compile) rather than
 * the contract's zod schemas, which would put zod into the login page's bundle.
 */
const SUBJECTS: Record<SubjectCode, true> = { CHINESE: true, ENGLISH: true, MATH: true };
const TEXTBOOK_TYPES: Record<TextbookType, true> = {
  A_PLUS: true,
  HKAT: true,
  SE_ZONE: true,
  WRITING_ZONE: true,
};

/** Whether a search value is one of a contract enum's values. */
export function isOneOf<T extends string>(values: Record<T, true>, value: unknown): value is T {
  return typeof value === 'string' && Object.hasOwn(values, value);
}

/** Search params of /home/courseMag (and batchPublic): what a teacher is looking at, bookmarkable. */
export interface CourseSearch {
  /** Grade code 1–9. */
  gradeCode?: number;
  /** Subject. */
  subjectCode?: SubjectCode;
  /** Textbook category (course family). */
  textbookType?: TextbookType;
  /** Class the material would go to (its access check and what it already has). */
  classId?: number;
}

/** The params among `keys` that are positive whole numbers (ids, pages); the others are dropped. */
function ids<K extends string>(raw: Record<string, unknown>, keys: readonly K[]): Partial<Record<K, number>> {
  const out: Partial<Record<K, number>> = {};
  for (const key of keys) {
    const n = Number(raw[key]);
    if (Number.isInteger(n) && n > 0) out[key] = n;
  }
  return out;
}

/** Reads the search params; anything malformed is dropped rather than thrown. */
export function parseCourseSearch(raw: Record<string, unknown>): CourseSearch {
  const out: CourseSearch = ids(raw, ['gradeCode', 'classId']);
  if ((out.gradeCode ?? 0) > 9) delete out.gradeCode;
  if (isOneOf(SUBJECTS, raw.subjectCode)) out.subjectCode = raw.subjectCode;
  if (isOneOf(TEXTBOOK_TYPES, raw.textbookType)) out.textbookType = raw.textbookType;
  return out;
}
