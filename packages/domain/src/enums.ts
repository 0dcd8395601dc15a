/**
 * The enumerations of the back-office spec (§3 unless noted). The contract's zod schemas are built
 * from these lists (`z.enum(SUBJECT_CODES)`), so a value is written once for server and clients.
 */

/** Subjects. */
export const SUBJECT_CODES = ['CHINESE', 'ENGLISH', 'MATH'] as const;
export type SubjectCode = (typeof SUBJECT_CODES)[number];

/** Staff roles. */
export const ROLES = ['HEADMASTER', 'CURRICULUM_DIRECTOR', 'PANEL', 'HEAD_TEACHER', 'TEACHER'] as const;
export type Role = (typeof ROLES)[number];

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

/** Practice status of a homework. */
export const PRACTICE_STATUSES = ['NOT_STARTED', 'IN_PROGRESS', 'FINISHED'] as const;
export type PracticeStatus = (typeof PRACTICE_STATUSES)[number];

/** processType values. */
export const PROCESS_TYPES = [
  '1',
  '2a',
  '2b',
  '2c',
  '2d',
  '3a',
  '3b',
  '4',
  '6',
  '7',
  '8',
  '8a',
  '8b',
  '8c',
  '8e',
  '10',
  '11a',
  '11b',
  '11c',
  '11d',
  '12',
  '13',
  '14',
] as const;
export type ProcessType = (typeof PROCESS_TYPES)[number];

/** Classification of a homework. */
export const CLASSIFICATIONS = [
  'DIAGNOSE',
  'FOLLOWUP_PRACTICE',
  'CHALLENGE',
  'LSRW',
  'EXAMINATION',
  'PRACTICE',
  'COMBINATION',
] as const;
export type Classification = (typeof CLASSIFICATIONS)[number];

/** Homework level (BASIC, MEDIUM, ADVANCED, HIGH_ORDER) or test level (EASY … VERY_DIFFICULT). */
export const HOMEWORK_LEVELS = [
  'BASIC',
  'MEDIUM',
  'ADVANCED',
  'HIGH_ORDER',
  'EASY',
  'DIFFICULT',
  'HIGH_LEVEL',
  'VERY_DIFFICULT',
] as const;
export type HomeworkLevel = (typeof HOMEWORK_LEVELS)[number];

/** Difficulty of a homework (the test levels). */
export const DIFFICULTIES = ['EASY', 'MEDIUM', 'DIFFICULT', 'HIGH_LEVEL', 'VERY_DIFFICULT'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

/** Practice type. */
export const PRACTICE_TYPES = ['AEL_PRACTICE', 'E_PRACTICE', 'EXAM', 'HKAT', 'SE_ZONE'] as const;
export type PracticeType = (typeof PRACTICE_TYPES)[number];

/** Grading state of a homework. */
export const CORRECTION_STATUSES = ['WAIT_CORRECT', 'CORRECTED', 'ANNOUNCED'] as const;
export type CorrectionStatus = (typeof CORRECTION_STATUSES)[number];

/** Submission status of a student's attempt. */
export const SUBMIT_STATUSES = ['NOT_SUBMIT', 'OVERDUE', 'NORMAL', 'NO_NEED', 'DELAY'] as const;
export type SubmitStatus = (typeof SUBMIT_STATUSES)[number];

/** Distribution status of a task sheet. */
export const DISTRIBUTION_STATUSES = ['UNDISTRIBUTED', 'NOT_STARTED', 'IN_PROGRESS', 'FINISHED'] as const;
export type DistributionStatus = (typeof DISTRIBUTION_STATUSES)[number];

/** Issue scope of a homework. */
export const ISSUE_SCOPES = ['WHOLE_GRADE', 'SINGLE_CLASS', 'GROUP'] as const;
export type IssueScope = (typeof ISSUE_SCOPES)[number];

/** Question right status after checking (question-engine spec §3). */
export const QUESTION_RIGHT_STATUSES = ['RIGHT', 'WRONG', 'PART_RIGHT', 'NOT_CORRECT'] as const;
export type QuestionRightStatus = (typeof QUESTION_RIGHT_STATUSES)[number];
