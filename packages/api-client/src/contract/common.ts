import { z } from 'zod';

/** Subjects (back-office spec §3). */
export const subjectCodeSchema = z.enum(['CHINESE', 'ENGLISH', 'MATH']);
export type SubjectCode = z.infer<typeof subjectCodeSchema>;

/** Staff roles (back-office spec §3). */
export const roleSchema = z.enum(['HEADMASTER', 'CURRICULUM_DIRECTOR', 'PANEL', 'HEAD_TEACHER', 'TEACHER']);
export type Role = z.infer<typeof roleSchema>;

/** Interface locales: hk (Traditional Chinese, the default) and en. */
export const localeSchema = z.enum(['hk', 'en']);
export type Locale = z.infer<typeof localeSchema>;

/** Course families (textbook types). */
export const textbookTypeSchema = z.enum(['A_PLUS', 'HKAT', 'SE_ZONE', 'WRITING_ZONE']);
export type TextbookType = z.infer<typeof textbookTypeSchema>;

/** Grade code 1–9 (P1–P6, S1–S3). */
export const gradeCodeSchema = z.coerce.number().int().min(1).max(9);

/** Gender of a person. */
export const genderSchema = z.enum(['MALE', 'FEMALE']);
export type Gender = z.infer<typeof genderSchema>;

/** Language of audio, video and previews. */
export const languageTypeSchema = z.enum(['CANTONESE', 'ENGLISH', 'MANDARIN']);
export type LanguageType = z.infer<typeof languageTypeSchema>;

/** Practice status of a homework. */
export const practiceStatusSchema = z.enum(['NOT_STARTED', 'IN_PROGRESS', 'FINISHED']);
export type PracticeStatus = z.infer<typeof practiceStatusSchema>;

/** processType values (back-office spec §3). */
export const processTypeSchema = z.enum([
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
]);
export type ProcessType = z.infer<typeof processTypeSchema>;

/** Issue scope of a homework. */
export const issueScopeSchema = z.enum(['WHOLE_GRADE', 'SINGLE_CLASS', 'GROUP']);
export type IssueScope = z.infer<typeof issueScopeSchema>;

/** Question right status after checking (question-engine spec §3). */
export const questionRightStatusSchema = z.enum(['RIGHT', 'WRONG', 'PART_RIGHT', 'NOT_CORRECT']);
export type QuestionRightStatus = z.infer<typeof questionRightStatusSchema>;

/** A positive integer id in a path, coerced from the URL text. */
export const idParamSchema = z.coerce.number().int().positive();

/** Machine-readable errorCode values of the envelope. */
export const ERROR_CODES = {
  /** No token, or a token the server does not know (HTTP 401). */
  UNAUTHORIZED: 100101,
  /** The session has expired (HTTP 200, spec §8). */
  SESSION_EXPIRED: 100102,
  /** Wrong account or password at login. */
  WRONG_PASSWORD: 100201,
  /** The old password given to modifypassword is wrong. */
  OLD_PASSWORD_INCORRECT: 100202,
  /** The new password equals the old one. */
  PASSWORD_UNCHANGED: 100203,
  /** The new password and its re-entry differ. */
  PASSWORDS_INCONSISTENT: 100204,
  /** The new password breaks the 6–30 letters-and-numbers rule. */
  PASSWORD_FORMAT: 100205,
  /** A role the user does not hold, or a call the token's user type may not make. */
  USER_TYPE_ERROR: 100206,
  /** Too many attempts (HTTP 429). */
  RATE_LIMITED: 100429,
  /** A body, query or path parameter failed validation (HTTP 400). */
  VALIDATION: 100400,
  /** Outside the caller's school or scope (HTTP 403). */
  FORBIDDEN: 100403,
  /** Not found, or not in the caller's school (HTTP 404). */
  NOT_FOUND: 100404,
  /** The request body is too large (HTTP 413). */
  PAYLOAD_TOO_LARGE: 100413,
  /** Unexpected server failure (HTTP 500). */
  INTERNAL: 100500,
  /** Only NOT_STARTED homework can be deleted. */
  HOMEWORK_EXPIRED: 200101,
  /** The encoded answer cannot be read for the question's type. */
  MALFORMED_ANSWER: 300101,
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];
