import {
  CLASSIFICATIONS,
  CORRECTION_STATUSES,
  DIFFICULTIES,
  DISTRIBUTION_STATUSES,
  GENDERS,
  GRADE_CODE_MAX,
  GRADE_CODE_MIN,
  HOMEWORK_LEVELS,
  HOMEWORK_TIME_STATUSES,
  ISSUE_SCOPES,
  LANGUAGE_TYPES,
  LOCALES,
  PRACTICE_STATUSES,
  PRACTICE_TYPES,
  PROCESS_KINDS,
  PROCESS_TYPES,
  QUESTION_RIGHT_STATUSES,
  ROLES,
  STUDENT_HOMEWORK_GROUPS,
  STUDENT_TEST_STATUSES,
  SUBJECT_CODES,
  SUBMIT_STATUSES,
  TEXTBOOK_TYPES,
} from '@harbour/domain';
import { z } from 'zod';

/** Subjects (back-office spec §3). */
export const subjectCodeSchema = z.enum(SUBJECT_CODES);
export type SubjectCode = z.infer<typeof subjectCodeSchema>;

/** Staff roles (back-office spec §3). */
export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;

/** Interface locales: hk (Traditional Chinese, the default) and en. */
export const localeSchema = z.enum(LOCALES);
export type Locale = z.infer<typeof localeSchema>;

/** Course families (textbook types). */
export const textbookTypeSchema = z.enum(TEXTBOOK_TYPES);
export type TextbookType = z.infer<typeof textbookTypeSchema>;

/** Grade code 1–9 (P1–P6, S1–S3). */
export const gradeCodeSchema = urlIntSchema(GRADE_CODE_MIN, GRADE_CODE_MAX);

/** Gender of a person. */
export const genderSchema = z.enum(GENDERS);
export type Gender = z.infer<typeof genderSchema>;

/** Language of audio, video and previews. */
export const languageTypeSchema = z.enum(LANGUAGE_TYPES);
/** Tries a teacher allows per question: 1, 2, 3, or null for unlimited. */
export const answerTryLimitSchema = z.number().int().min(1).max(3).nullable();
export type LanguageType = z.infer<typeof languageTypeSchema>;

/** Practice status of a homework. */
export const practiceStatusSchema = z.enum(PRACTICE_STATUSES);
export type PracticeStatus = z.infer<typeof practiceStatusSchema>;

/** processType values (back-office spec §3). */
export const processTypeSchema = z.enum(PROCESS_TYPES);
export type ProcessType = z.infer<typeof processTypeSchema>;

/** Classification of a homework (back-office spec §3). */
export const classificationSchema = z.enum(CLASSIFICATIONS);
export type Classification = z.infer<typeof classificationSchema>;

/** Homework level (BASIC, MEDIUM, ADVANCED, HIGH_ORDER) or test level (EASY … VERY_DIFFICULT), spec §3. */
export const homeworkLevelSchema = z.enum(HOMEWORK_LEVELS);
export type HomeworkLevel = z.infer<typeof homeworkLevelSchema>;

/** Difficulty of a homework (the test levels of spec §3). */
export const difficultySchema = z.enum(DIFFICULTIES);
export type Difficulty = z.infer<typeof difficultySchema>;

/** Practice type (back-office spec §3). */
export const practiceTypeSchema = z.enum(PRACTICE_TYPES);
export type PracticeType = z.infer<typeof practiceTypeSchema>;

/** Grading state of a homework. */
export const correctionStatusSchema = z.enum(CORRECTION_STATUSES);
export type CorrectionStatus = z.infer<typeof correctionStatusSchema>;

/** Submission status of a student's attempt. */
export const submitStatusSchema = z.enum(SUBMIT_STATUSES);
export type SubmitStatus = z.infer<typeof submitStatusSchema>;

/** Distribution status of a task sheet (back-office spec §3). */
export const distributionStatusSchema = z.enum(DISTRIBUTION_STATUSES);
export type DistributionStatus = z.infer<typeof distributionStatusSchema>;

/** Homework time status (back-office spec §4), derived by homeworkTimeStatus(). */
export const homeworkTimeStatusSchema = z.enum(HOMEWORK_TIME_STATUSES);

/** PRACTICE (processType 1, 2a–2d), TEST (3a, 3b, 4) or OTHER, derived by processKindOf(). */
export const processKindSchema = z.enum(PROCESS_KINDS);

/** What every list of homework shows of one: its id, name, subject and processType. */
export const homeworkSummarySchema = z.object({
  /** Homework id. */
  eHomeworkId: z.number().int(),
  /** Name. */
  homeworkName: z.string(),
  /** Subject. */
  subjectCode: subjectCodeSchema,
  /** processType (its icon, and whether it is a test). */
  processType: processTypeSchema,
});

/** First day a date or instant of the contract may name (a school year, not year 0000, which PostgreSQL lacks). */
export const EARLIEST_DAY = '2000-01-01';
/** Last day a date or instant of the contract may name. */
export const LATEST_DAY = '2100-12-31';

/** Whether a YYYY-MM-DD day lies between EARLIEST_DAY and LATEST_DAY (the text orders as the days do). */
function isSaneDay(day: string): boolean {
  return day >= EARLIEST_DAY && day <= LATEST_DAY;
}

/** Whether an ISO instant falls between the start of EARLIEST_DAY and the end of LATEST_DAY (UTC). */
function isSaneInstant(text: string): boolean {
  const at = Date.parse(text);
  return at >= Date.parse(`${EARLIEST_DAY}T00:00:00Z`) && at < Date.parse(`${LATEST_DAY}T24:00:00Z`);
}

/** A day YYYY-MM-DD (Hong Kong), from EARLIEST_DAY to LATEST_DAY. */
export const dateSchema = z.iso
  .date()
  .refine(isSaneDay, { message: `A day from ${EARLIEST_DAY} to ${LATEST_DAY}` });

/** An instant on the wire: ISO 8601 with a zone (UTC 'Z' or an offset), from EARLIEST_DAY to LATEST_DAY. */
export const instantSchema = z.iso
  .datetime({ offset: true })
  .refine(isSaneInstant, { message: `An instant from ${EARLIEST_DAY} to ${LATEST_DAY}` });

/** A session token the server handed out (staff or student), and when it stops being accepted. */
export const sessionTokenSchema = z.object({
  /** Token for the accessToken header (the back-office stores a staff token under ael_school_token). */
  accessToken: z.string(),
  /** When the token stops being accepted (ISO, UTC). */
  expiresAt: instantSchema,
});

/** Issue scope of a homework. */
export const issueScopeSchema = z.enum(ISSUE_SCOPES);
export type IssueScope = z.infer<typeof issueScopeSchema>;

/** Question right status after checking (question-engine spec §3). */
export const questionRightStatusSchema = z.enum(QUESTION_RIGHT_STATUSES);
export type QuestionRightStatus = z.infer<typeof questionRightStatusSchema>;

/** A student's state in a test (back-office spec §4). */
export const studentTestStatusSchema = z.enum(STUDENT_TEST_STATUSES);
export type StudentTestStatus = z.infer<typeof studentTestStatusSchema>;

/** Where a homework sits on a student's home page. */
export const studentHomeworkGroupSchema = z.enum(STUDENT_HOMEWORK_GROUPS);
export type StudentHomeworkGroup = z.infer<typeof studentHomeworkGroupSchema>;

/** Largest id a row can have (PostgreSQL integer); a larger one is a bad request, not a database error. */
export const ID_MAX = 2_147_483_647;

/** A UTF-16 surrogate without its pair: text PostgreSQL cannot store (nor can it store NUL). */
const UNPAIRED_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether a string holds only characters that can be stored and shown (no NUL, no unpaired surrogate). */
export function isStorableText(value: string): boolean {
  return !value.includes('\0') && !UNPAIRED_SURROGATE.test(value);
}

/**
 * Text a client sends (names, search words, answers): every request string is this type, so no route
 * lets a NUL or a lone surrogate reach the database. Chain length rules after it: `textSchema.max(50)`.
 */
export const textSchema = z
  .string()
  .refine(isStorableText, { message: 'Text holds a NUL or an unpaired surrogate' });

/** An id in a JSON body: a whole number from 1 to the database's integer maximum. */
export const idSchema = z.number().int().min(1).max(ID_MAX);

/**
 * A whole number in a URL, written in canonical decimal digits only ("16"; never "016", "0x10", "1.6e1" or
 * " 16"): one number has one spelling, so one URL names one record. The client passes numbers, which the URL
 * writes as digits.
 */
export function urlIntSchema(min: number, max: number) {
  return z
    .union([
      z.number(),
      z
        .string()
        .regex(/^(0|[1-9]\d{0,9})$/, 'Canonical decimal digits')
        .transform(Number),
    ])
    .pipe(z.number().int().min(min).max(max));
}

/** A positive integer id in a path or query, from its decimal digits. */
export const idParamSchema = urlIntSchema(1, ID_MAX);

/** Default and largest page sizes of list calls. */
export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

/** The paging fields of a list's query: a page from 1 and its rows, at most `maxSize` (`defaultSize` when absent). */
export function pageQueryShape(maxSize = MAX_PAGE_SIZE, defaultSize = DEFAULT_PAGE_SIZE) {
  return {
    /** Page number from 1. */
    page: urlIntSchema(1, 10_000).default(1),
    /** Rows per page. */
    pageSize: urlIntSchema(1, maxSize).default(defaultSize),
  };
}

/** A page of a list: the matching rows in all pages, the page, its size and its rows. */
export function pageOf<Row extends z.ZodType>(row: Row) {
  return z.object({
    /** Matching rows in all pages. */
    total: z.number().int(),
    /** Page number. */
    page: z.number().int(),
    /** Rows per page. */
    pageSize: z.number().int(),
    /** Rows of this page. */
    list: z.array(row),
  });
}

/** A class as answers name it: its id and name. */
export const classRefSchema = z.object({
  /** Class id. */
  classId: z.number().int(),
  /** Class name. */
  className: z.string(),
});

/** A student as the marking, the session and the student lists name them: names, class and class number. */
export const studentRowSchema = z.object({
  /** Student id. */
  studentId: z.number().int(),
  /** Name (Chinese). */
  name: z.string(),
  /** English name. */
  nameEn: z.string(),
  /** Class id. */
  classId: z.number().int(),
  /** Class name. */
  className: z.string(),
  /** Class number. */
  classNumber: z.number().int(),
});

/** A path (or query) naming one homework. */
export const homeworkParamsSchema = z.object({
  /** Homework id. */
  eHomeworkId: idParamSchema,
});

/** A path naming one class. */
export const classParamsSchema = z.object({
  /** Class id. */
  classId: idParamSchema,
});

/** A path naming one student. */
export const studentParamsSchema = z.object({
  /** Student id. */
  studentId: idParamSchema,
});

/** A path (or query) naming one unit (schedule) of a teaching schedule. */
export const scheduleParamsSchema = z.object({
  /** Schedule id. */
  scheduleId: idParamSchema,
});

/** A query narrowing an answer to the students of one class (the caller's classes otherwise). */
export const classFilterQuerySchema = z.object({
  /** Only the students of this class. */
  classId: idParamSchema.optional(),
});

/** A query narrowing an answer to one subject. */
export const subjectFilterQuerySchema = z.object({
  /** Only this subject. */
  subjectCode: subjectCodeSchema.optional(),
});

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
  /** The Idempotency-Key was used before with a different request (HTTP 409). */
  IDEMPOTENCY_KEY_REUSED: 100409,
  /** The first request with this Idempotency-Key is still running (HTTP 409). */
  IDEMPOTENCY_IN_PROGRESS: 100410,
  /** Unexpected server failure (HTTP 500). */
  INTERNAL: 100500,
  /** Only NOT_STARTED homework can be deleted. */
  HOMEWORK_EXPIRED: 200101,
  /** The encoded answer cannot be read for the question's type. */
  MALFORMED_ANSWER: 300101,
  /** Homework name missing, or above 50 characters (spec §5). */
  HOMEWORK_NAME: 200201,
  /** End before today or before the start; start after the end (spec §5). */
  HOMEWORK_DATES: 200202,
  /** A test without a duration, or a duration above the test period (spec §5). */
  TEST_DURATION: 200203,
  /** A test without a maximum, or a maximum above 100% (spec §5). */
  TEST_MAXIMUM: 200204,
  /** Question numbers that are not a list with ranges such as 1,2,5-8 (spec §5). */
  QUESTION_NUMBERS: 200205,
  /** The paper has fewer questions than asked for ('Insufficient number of questions'). */
  INSUFFICIENT_QUESTIONS: 200206,
  /** Some items of a batch publish failed ('Part of homework publish failed'). */
  PART_PUBLISH_FAILED: 200207,
  /** Assessments (tests) cannot be published in batch (spec §5). */
  BATCH_ASSESSMENT: 200208,
  /** A student has completed the homework, so batch delete refuses it (spec §5). */
  HOMEWORK_COMPLETED: 200209,
  /** The class has no A_PLUS access in the subject (class access flags, spec §3). */
  CLASS_NO_ACCESS: 200210,
  /** The homework is not published (batch delete takes published homework only). */
  HOMEWORK_NOT_PUBLISHED: 200211,
  /** Redo asked of a student who has not submitted. */
  REDO_NOT_SUBMITTED: 200212,
  /** 'Upload failed': the file's bytes are not of the allowed type (image JPG/PNG, audio mp3, task sheet PDF). */
  UPLOAD_WRONG_TYPE: 200301,
  /** 'Upload failed': the file is larger than its kind allows. */
  UPLOAD_TOO_LARGE: 200302,
  /** The task sheet was already distributed (one task sheet per publish). */
  WORK_PAPER_DISTRIBUTED: 200303,
  /** Questions that may not be left empty are missing ('submitTips'); the message names their numbers. */
  SUBMIT_MISSING_ANSWERS: 200401,
  /** The homework was submitted: its answers are read-only. */
  HOMEWORK_SUBMITTED: 200402,
  /** The test's time is up: no more answers. */
  TEST_TIME_UP: 200403,
  /** The question is not part of the homework named. */
  QUESTION_NOT_IN_HOMEWORK: 200404,
  /** Every try the teacher allowed at this question is used: no more checks before the hand-in. */
  NO_TRIES_LEFT: 200406,
  /** The homework has not started yet. */
  HOMEWORK_NOT_STARTED: 200405,
  /** A score that is not a whole number from 0 to the question's (or criterion's) maximum; the message names the limit. */
  SCORE_INVALID: 200501,
  /** A comment is required with this score. */
  COMMENT_REQUIRED: 200502,
  /** Saved marking cannot be edited again: changing it is an override, which needs a reason. */
  MARKING_SAVED: 200503,
  /** Another teacher saved this answer's marking since it was opened (HTTP 409); the message names them. */
  MARKING_CONFLICT: 200504,
  /** 'Some students have not been scored': publishing with some of a student's questions unscored. */
  NOT_ALL_SCORED: 200505,
  /** Some students have every teacher-marked question unscored: publish only if the teacher continues. */
  UNSCORED_STUDENTS: 200506,
  /** 'Picture length/width over 4096, unable to rotate'. */
  PICTURE_TOO_LARGE_TO_ROTATE: 200507,
  /** The answer's homework has not been submitted: there is nothing to mark yet. */
  ANSWER_NOT_SUBMITTED: 200508,
  /** The results are published: class scoring has ended (a change is an override, with a reason). */
  RESULTS_ANNOUNCED: 200509,
  /** Only an exam (test) can be withdrawn. */
  NOT_AN_EXAM: 200510,
  /** The exam was withdrawn (its records erased): it is not withdrawn again, and its results are not published. */
  EXAM_WITHDRAWN: 200511,
  /** A teacher's comment bank holds as many comments as it may (BANK_COMMENT_LIMIT): one is deleted first. */
  COMMENT_BANK_FULL: 200512,
  /** A term or unit ends before it starts, or a unit lies outside its term (a term change would leave one out). */
  CALENDAR_DATES: 200601,
  /** The term overlaps another term of the school, or its semester of the school year is taken. */
  TERM_OVERLAP: 200602,
  /** The unit overlaps another unit of the class, subject and term; the message names it. */
  UNIT_OVERLAP: 200603,
  /** The term's units hold homework: it cannot be deleted. */
  TERM_HAS_HOMEWORK: 200604,
  /** The term's "Other homework" unit is made by publishing: it is not changed or deleted by hand. */
  OTHER_HOMEWORK_UNIT: 200605,
  /** A paper of the unit is not a course paper of the class's grade and subject. */
  UNIT_PAPER: 200606,
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];
