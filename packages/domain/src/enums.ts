/**
 * The enumerations of the back-office spec (§3 unless noted) about the school, its people and the
 * interface; those of homework are in homework-enums.ts. The contract's zod schemas are built from
 * these lists (`z.enum(SUBJECT_CODES)`), so a value is written once for server and clients.
 */

/** Subjects. */
export const SUBJECT_CODES = ['CHINESE', 'ENGLISH', 'MATH'] as const;
export type SubjectCode = (typeof SUBJECT_CODES)[number];

/** Staff roles. */
export const ROLES = ['HEADMASTER', 'CURRICULUM_DIRECTOR', 'PANEL', 'HEAD_TEACHER', 'TEACHER'] as const;
export type Role = (typeof ROLES)[number];

/**
 * Roles acting for classes they teach or lead: they upload task sheets and mark. The headmaster oversees
 * the school and teaches no class in that role (one who teaches holds TEACHER as well and switches to it).
 */
export const TEACHING_ROLES = [
  'CURRICULUM_DIRECTOR',
  'PANEL',
  'HEAD_TEACHER',
  'TEACHER',
] as const satisfies readonly Role[];

/** Interface locales: hk (Traditional Chinese, the default) and en. */
export const LOCALES = ['hk', 'en'] as const;
export type Locale = (typeof LOCALES)[number];

/** Course families (textbook types). */
export const TEXTBOOK_TYPES = ['A_PLUS', 'HKAT', 'SE_ZONE', 'WRITING_ZONE'] as const;
export type TextbookType = (typeof TEXTBOOK_TYPES)[number];

/** Lowest grade code (P1). */
export const GRADE_CODE_MIN = 1;
/** Highest grade code (S3). */
export const GRADE_CODE_MAX = 9;
/** Names of grade codes 1–9: primary 1–6, secondary 1–3. */
export const GRADE_NAMES = ['P1', 'P2', 'P3', 'P4', 'P5', 'P6', 'S1', 'S2', 'S3'] as const;

/** The name of a grade code (P1 … S3); `G<code>` for a code outside 1–9. */
export function gradeName(gradeCode: number): string {
  return GRADE_NAMES[gradeCode - GRADE_CODE_MIN] ?? `G${gradeCode}`;
}

/** Gender of a person. */
export const GENDERS = ['MALE', 'FEMALE'] as const;
export type Gender = (typeof GENDERS)[number];

/** Language of audio, video and previews. */
export const LANGUAGE_TYPES = ['CANTONESE', 'ENGLISH', 'MANDARIN'] as const;
export type LanguageType = (typeof LANGUAGE_TYPES)[number];

/** Distribution status of a task sheet. */
export const DISTRIBUTION_STATUSES = ['UNDISTRIBUTED', 'NOT_STARTED', 'IN_PROGRESS', 'FINISHED'] as const;
export type DistributionStatus = (typeof DISTRIBUTION_STATUSES)[number];
