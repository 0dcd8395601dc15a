import { GRADE_CODE_MAX, GRADE_CODE_MIN } from '@harbour/domain';
import { z } from 'zod';
import {
  answerTryLimitSchema,
  classificationSchema,
  correctionStatusSchema,
  difficultySchema,
  ERROR_CODES,
  homeworkLevelSchema,
  homeworkTimeStatusSchema,
  idSchema,
  instantSchema,
  issueScopeSchema,
  languageTypeSchema,
  practiceStatusSchema,
  practiceTypeSchema,
  processKindSchema,
  processTypeSchema,
  subjectCodeSchema,
  textbookTypeSchema,
  textSchema,
} from './common';

/** Most items of one batch call. */
export const BATCH_MAX_ITEMS = 30;
/** Most targets of one publish. */
export const PUBLISH_MAX_TARGETS = 50;

/** A target of a publish: a whole grade, a class, or a group (several may be given at once). */
export const publishTargetSchema = z.discriminatedUnion('scope', [
  z.object({
    /** Every class of a grade (needs every class of the grade in scope). */
    scope: z.literal('WHOLE_GRADE'),
    /** Grade code 1–9. */
    gradeCode: z.number().int().min(GRADE_CODE_MIN).max(GRADE_CODE_MAX),
  }),
  z.object({
    /** One class. */
    scope: z.literal('SINGLE_CLASS'),
    /** Class id. */
    classId: idSchema,
  }),
  z.object({
    /** One group (a fixed group of a class, or a grade-wide group). */
    scope: z.literal('GROUP'),
    /** Group id. */
    groupId: idSchema,
  }),
]);
export type PublishTarget = z.infer<typeof publishTargetSchema>;

/** Most students of one STUDENTS target. */
export const CHOSEN_STUDENTS_MAX = 500;

/**
 * A target of chosen students of one class (a mistakes-centre follow-up): the homework reaches only them. Every
 * student must be of the class (400 naming the list otherwise), each named once.
 */
export const chosenStudentsTargetSchema = z.object({
  /** Chosen students of one class. */
  scope: z.literal('STUDENTS'),
  /** Their class. */
  classId: idSchema,
  /** The students, each once. */
  studentIds: z
    .array(idSchema)
    .min(1)
    .max(CHOSEN_STUDENTS_MAX)
    .refine((ids) => new Set(ids).size === ids.length, { message: 'A student is named twice' }),
});
export type ChosenStudentsTarget = z.infer<typeof chosenStudentsTargetSchema>;

/** Any target a publish accepts: the class-select targets and chosen students of one class. */
export const anyPublishTargetSchema = z.discriminatedUnion('scope', [
  ...publishTargetSchema.options,
  chosenStudentsTargetSchema,
]);
export type AnyPublishTarget = z.infer<typeof anyPublishTargetSchema>;

/**
 * errorCodes of the §5 publication rules (homeworkRuleViolations) and of the class access check, which
 * every call that publishes homework answers with HTTP 200 (resultStatus false).
 */
export const PUBLICATION_RULE_CODES = [
  ERROR_CODES.HOMEWORK_NAME,
  ERROR_CODES.HOMEWORK_DATES,
  ERROR_CODES.TEST_DURATION,
  ERROR_CODES.TEST_MAXIMUM,
  ERROR_CODES.CLASS_NO_ACCESS,
] as const;

/**
 * POST /ael/school/practice/practices body: one homework or test, every field of §3 "Homework info"
 * that a teacher sets. The §5 rules (homeworkRuleViolations) are checked by the server with their own
 * messages (resultStatus false); shape errors answer 400 naming the field.
 */
export const publishHomeworkBodySchema = z.object({
  /** Name: required, at most 50 characters (trimmed). */
  homeworkName: textSchema.max(1000),
  /** Subject. */
  subjectCode: subjectCodeSchema,
  /** Grade code 1–9; every target must be of this grade. */
  gradeCode: z.number().int().min(GRADE_CODE_MIN).max(GRADE_CODE_MAX),
  /** Course family of the material (one of the grade's categories and of the user's textbook types). */
  textbookType: textbookTypeSchema,
  /** Paper the questions come from; or give chapterId for every paper of a chapter. */
  paperId: idSchema.optional(),
  /** Chapter whose papers' questions are used when no paperId is given. */
  chapterId: idSchema.optional(),
  /** Question numbers within the paper (1 = its first question), a list with ranges such as "1,2,5-8". */
  questionNumbers: textSchema.max(2000).optional(),
  /** Take only the first N questions (after questionNumbers); 'Insufficient number of questions' beyond. */
  questionCount: z.number().int().positive().max(500).optional(),
  /** processType (1, 2a … 14). */
  processType: processTypeSchema,
  /** Classification. */
  classification: classificationSchema.default('PRACTICE'),
  /** Practice type. */
  type: practiceTypeSchema.default('AEL_PRACTICE'),
  /** Level. */
  ehomeworkLevel: homeworkLevelSchema.default('MEDIUM'),
  /** Difficulty. */
  difficulty: difficultySchema.default('MEDIUM'),
  /** When students may start (ISO). */
  startTime: instantSchema,
  /** When it is due (ISO); not before today nor the start. */
  endTime: instantSchema,
  /** Whole grade, classes, groups and chosen students of a class, several at once. */
  targets: z.array(anyPublishTargetSchema).min(1).max(PUBLISH_MAX_TARGETS),
  /** Audio language. */
  audioLanguage: languageTypeSchema.default('CANTONESE'),
  /** Video language. */
  videoLanguage: languageTypeSchema.default('CANTONESE'),
  /** Whether students may fast-forward videos. */
  allowVideoFastForward: z.boolean().default(false),
  /**
   * Whether a student sees right or wrong at once on checking an answer; the kind's default when absent. A test
   * (3a, 3b, 4) is always published without (feedbackSettingOf): its results show when the teacher publishes them.
   */
  immediateFeedback: z.boolean().optional(),
  /** Checks allowed per question with immediate feedback: 1, 2, 3, or null for unlimited; the kind's default when absent; one for a test. */
  maxTries: answerTryLimitSchema.optional(),
  /** Knowledge contents (stored semicolon-separated). */
  knowledgeContents: z.array(textSchema.trim().min(1).max(100)).max(50).default([]),
  /** Work paper description lines (stored semicolon-separated). */
  workPaperDesc: z.array(textSchema.trim().min(1).max(200)).max(50).default([]),
  /** Writing requirement (processType 14). */
  writingRequirementContent: textSchema.max(5000).default(''),
  /** Test duration in minutes: required for tests (3a, 3b, 4), not above the test period. */
  durationMinutes: z.number().int().positive().max(100_000).optional(),
  /** Maximum value in percent: required for tests, not above 100%. */
  maximumPercent: z.number().int().min(0).max(100_000).optional(),
});
export type PublishHomeworkBody = z.input<typeof publishHomeworkBodySchema>;
export type PublishHomeworkParsed = z.output<typeof publishHomeworkBodySchema>;

/** A class or group a homework reaches. */
export const homeworkTargetSchema = z.object({
  /** How it was targeted. */
  scope: issueScopeSchema,
  /** Class reached. */
  classId: z.number().int(),
  /** Class name. */
  className: z.string(),
  /** Group, for a GROUP target. */
  groupId: z.number().int().nullable(),
  /** Group name, for a GROUP target. */
  groupName: z.string().nullable(),
});
export type HomeworkTarget = z.infer<typeof homeworkTargetSchema>;

/** Homework info (back-office spec §3), as GET /practices/{eHomeworkId} returns it in resultData.homeworkInfo. */
export const homeworkInfoSchema = z.object({
  /** Homework id. */
  eHomeworkId: z.number().int(),
  /** Name. */
  homeworkName: z.string(),
  /** When the row was created (ISO). */
  createTime: z.string(),
  /** When it was published (ISO); null when saved but not published. */
  publishTime: z.string().nullable(),
  /** When students may start (ISO). */
  startTime: z.string(),
  /** When it is due (ISO). */
  endTime: z.string(),
  /** Human-readable target, e.g. "3A, 3B". */
  distributeObject: z.string(),
  /** Widest scope of the targets (WHOLE_GRADE, SINGLE_CLASS, GROUP). */
  distributeRange: issueScopeSchema,
  /** Level. */
  ehomeworkLevel: z.string(),
  /** Difficulty. */
  difficulty: z.string(),
  /** Knowledge contents, semicolon-separated. */
  knowledgeContents: z.string(),
  /** NOT_STARTED, IN_PROGRESS or FINISHED (from the time status). */
  practiceStatus: practiceStatusSchema,
  /** NOT_PUBLISHED, SCHEDULED, ONGOING, EXPIRED or ARCHIVED (homeworkTimeStatus). */
  timeStatus: homeworkTimeStatusSchema,
  /** processType. */
  processType: processTypeSchema,
  /** PRACTICE, TEST or OTHER (processKindOf). */
  processKind: processKindSchema,
  /** Practice type. */
  type: z.string(),
  /** Classification. */
  classification: z.string(),
  /** Whether the target is a fixed group. */
  fixedGroupStatus: z.boolean(),
  /** Writing requirement (processType 14). */
  writingRequirementContent: z.string(),
  /** Work paper description, semicolon-separated. */
  workPaperDesc: z.string(),
  /** Subject. */
  subjectCode: subjectCodeSchema,
  /** Grade code. */
  gradeCode: z.number().int(),
  /** Course family, when published from a course. */
  textbookType: textbookTypeSchema.nullable(),
  /** Course, when published from a course. */
  courseId: z.number().int().nullable(),
  /** Chapter, when published from a chapter. */
  chapterId: z.number().int().nullable(),
  /** Paper, when published from a paper. */
  paperId: z.number().int().nullable(),
  /** Question numbers within the paper as given (e.g. "1,2,5-8"); '' for all. */
  questionNumbers: z.string(),
  /** Number of questions. */
  questionCount: z.number().int(),
  /** Question ids in order. */
  questionIds: z.array(z.number().int()),
  /** Audio language. */
  audioLanguage: languageTypeSchema,
  /** Video language. */
  videoLanguage: languageTypeSchema,
  /** Whether students may fast-forward videos. */
  allowVideoFastForward: z.boolean(),
  /** Test duration in minutes. */
  durationMinutes: z.number().int().nullable(),
  /** Maximum value in percent. */
  maximumPercent: z.number().int().nullable(),
  /** Grading state. */
  correctionStatus: correctionStatusSchema,
  /** Classes and groups reached. */
  targets: z.array(homeworkTargetSchema),
  /** Publishing teacher. */
  creatorId: z.number().int(),
  /** Publishing teacher's name. */
  creatorName: z.string(),
  /** Students reached. */
  studentCount: z.number().int(),
  /** Students who submitted. */
  submittedCount: z.number().int(),
  /** Task sheet of a processType 13 homework. */
  workPaperId: z.number().int().nullable(),
});
export type HomeworkInfo = z.infer<typeof homeworkInfoSchema>;

/** POST /ael/school/practice/practices answer. */
export const publishHomeworkResultSchema = z.object({
  /** The new homework. */
  homeworkInfo: homeworkInfoSchema,
});
export type PublishHomeworkResult = z.infer<typeof publishHomeworkResultSchema>;

/** POST /ael/school/practice/practices/batch body: several chapters (or papers) in one request. */
export const batchPublishBodySchema = z.object({
  /** One publish per item; assessments (tests) are refused item by item. */
  items: z.array(publishHomeworkBodySchema).min(1).max(BATCH_MAX_ITEMS),
});
export type BatchPublishBody = z.input<typeof batchPublishBodySchema>;

/** The result of one batch item: it fully succeeded or fully failed (its own transaction). */
export const batchItemResultSchema = z.object({
  /** Position of the item in the request, from 0. */
  index: z.number().int(),
  /** Whether it succeeded. */
  ok: z.boolean(),
  /** Homework created (publish, re-publish) or deleted (delete); null when a publish failed. */
  eHomeworkId: z.number().int().nullable(),
  /** Source homework of a re-publish; null otherwise. */
  sourceEHomeworkId: z.number().int().nullable(),
  /** Why it failed (an ERROR_CODES value); null on success. */
  errorCode: z.number().int().nullable(),
  /** Why it failed, in the user's locale; null on success. */
  errorMessage: z.string().nullable(),
});
export type BatchItemResult = z.infer<typeof batchItemResultSchema>;

/** Answer of every batch call: resultStatus true; `message` says when part failed. */
export const batchResultSchema = z.object({
  /** Items sent. */
  total: z.number().int(),
  /** Items that succeeded. */
  succeeded: z.number().int(),
  /** Items that failed. */
  failed: z.number().int(),
  /** 'Part of homework publish failed' (or its delete / re-publish sibling) when some failed; else null. */
  message: z.string().nullable(),
  /** One result per item, in request order. */
  items: z.array(batchItemResultSchema),
});
export type BatchResult = z.infer<typeof batchResultSchema>;

/** POST /ael/school/practice/practices/batch/delete body. */
export const batchDeleteBodySchema = z.object({
  /** Homework to delete: only published homework nobody has completed, not expired. */
  eHomeworkIds: z.array(idSchema).min(1).max(100),
});
export type BatchDeleteBody = z.infer<typeof batchDeleteBodySchema>;

/** One homework to re-publish: a copy with new times (and optionally a new name or targets). */
export const republishItemSchema = z.object({
  /** Homework copied. */
  eHomeworkId: idSchema,
  /** New start (ISO). */
  startTime: instantSchema,
  /** New end (ISO). */
  endTime: instantSchema,
  /** New name; the source's name when absent. */
  homeworkName: textSchema.max(1000).optional(),
  /** New targets; the source's targets when absent. */
  targets: z.array(publishTargetSchema).min(1).max(PUBLISH_MAX_TARGETS).optional(),
});
export type RepublishItem = z.infer<typeof republishItemSchema>;

/** POST /ael/school/practice/practices/batch/republish body. */
export const batchRepublishBodySchema = z.object({
  /** Homework to publish again. */
  items: z.array(republishItemSchema).min(1).max(BATCH_MAX_ITEMS),
});
export type BatchRepublishBody = z.infer<typeof batchRepublishBodySchema>;
