import { z } from 'zod';
import {
  gradeCodeSchema,
  ID_MAX,
  idParamSchema,
  idSchema,
  languageTypeSchema,
  pageOf,
  pageQueryShape,
  questionRightStatusSchema,
  subjectCodeSchema,
  textbookTypeSchema,
  textSchema,
} from './common';

/** GET /ael/school/common/questions/search query. */
export const questionSearchQuerySchema = z.object({
  /** Subject filter. */
  subjectCode: subjectCodeSchema.optional(),
  /** Grade filter. */
  gradeCode: gradeCodeSchema.optional(),
  /** Question type code filter (SINGLE_CHOICE … COMBINATION_CHART). */
  questionType: z
    .string()
    .regex(/^[A-Z_]{2,40}$/)
    .optional(),
  /** Words to find in the title. */
  text: textSchema.trim().max(100).optional(),
  /** Knowledge point the question must train. */
  knowledgePoint: textSchema.trim().max(100).optional(),
  /** Course family filter. */
  textbookType: textbookTypeSchema.optional(),
  ...pageQueryShape(),
});
export type QuestionSearchQuery = z.infer<typeof questionSearchQuerySchema>;

/** A row of the question search. */
export const questionSummarySchema = z.object({
  /** Question id. */
  questionId: z.number().int(),
  /** Type code. */
  questionType: z.string(),
  /** Subject. */
  subjectCode: subjectCodeSchema,
  /** Grade code. */
  gradeCode: z.number().int(),
  /** Knowledge points. */
  knowledgePoints: z.array(z.string()),
  /** Course family. */
  textbookType: textbookTypeSchema,
  /** Chapter id, if any. */
  chapterId: z.number().int().nullable(),
  /** Plain-text title. */
  title: z.string(),
});
export type QuestionSummary = z.infer<typeof questionSummarySchema>;

/** GET /ael/school/common/questions/search answer. */
export const questionSearchResultSchema = pageOf(questionSummarySchema);
export type QuestionSearchResult = z.infer<typeof questionSearchResultSchema>;

/** Path parameters of the question calls. */
export const questionParamsSchema = z.object({
  /** Question id: a bank question's number, or a sub-question's id when combineQuestionId is given. */
  questionId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
});

/** GET /ael/school/common/questions/{questionId}/preview query. */
export const questionPreviewQuerySchema = z.object({
  /** Language of the preview (audio and text variants). */
  language: languageTypeSchema.default('CANTONESE'),
});
export type QuestionPreviewQuery = z.infer<typeof questionPreviewQuerySchema>;

/**
 * GET /ael/school/common/questions/{questionId}/preview answer: the question structure as the
 * question engine reads it. A staff token gets the full question (with answer keys); a
 * student-scoped token gets toStudentView (no keys).
 */
export const questionPreviewSchema = z.object({
  /** Question id. */
  questionId: z.number().int(),
  /** Type code. */
  questionType: z.string(),
  /** Subject. */
  subjectCode: subjectCodeSchema,
  /** Whether answer keys were removed (student-scoped token). */
  studentView: z.boolean(),
  /** The question-engine structure. */
  question: z.record(z.string(), z.unknown()),
});
export type QuestionPreview = z.infer<typeof questionPreviewSchema>;

/** A stored photo or recording named in an answer: the URL the upload gave back (its query string is dropped). */
export const storedUrlSchema = textSchema.min(1).max(2_000);

/** One recording of a spoken answer (question-engine spec §3). */
export const audioClipSchema = z.object({
  /** File name: a timestamp with .mp3 for recordings. */
  name: textSchema.max(200),
  /** Stored URL. */
  url: storedUrlSchema,
});

/**
 * What an essay, long answer or speaking question holds instead of an encoded answer (question-engine spec §3:
 * their submitted answer is empty; the local answer holds the photos, the text or the recordings).
 */
export const mediaAnswerSchema = z.union([
  z.strictObject({
    /** PICTURE or TEXT; null until chosen. */
    answerType: z.enum(['PICTURE', 'TEXT']).nullable(),
    /** Stored photos, at most 3 (spec §9). */
    imgUrl: z.array(storedUrlSchema).max(3),
    /** Typed text; the question's wordsLimit applies. */
    text: textSchema.max(20_000),
  }),
  z.strictObject({
    /** UPLOAD or RECORD; null until chosen. */
    answerType: z.enum(['UPLOAD', 'RECORD']).nullable(),
    /** Uploaded mp3 files. */
    uploadList: z.array(audioClipSchema).max(5),
    /** Recorded clips. */
    makeList: z.array(audioClipSchema).max(5),
  }),
]);
export type MediaAnswer = z.infer<typeof mediaAnswerSchema>;

/** One sub-question answer of a composite submitted at once. */
export const childAnswerSchema = z.object({
  /** Sub-question id inside the composite. */
  questionId: z.union([textSchema.max(64), z.number().int().min(0).max(ID_MAX)]),
  /** Encoded answer (question-engine spec §3). */
  studentAnswer: textSchema.max(20_000),
  /** Photos, text or recordings of an essay, long answer or speaking sub-question. */
  localAnswer: mediaAnswerSchema.nullable().optional(),
});
export type ChildAnswer = z.infer<typeof childAnswerSchema>;

/** POST /ael/school/common/questions/{questionId}/answer body (question-engine spec §7). */
export const answerBodySchema = z.object({
  /** Sub-question answers when a whole composite is submitted; null otherwise. */
  childQuestions: z.array(childAnswerSchema).max(50).nullable().optional(),
  /**
   * Composite question id when the path's questionId names a sub-question of it; null when the
   * question is not composite.
   */
  combineQuestionId: z.union([idSchema, idParamSchema]).nullable().optional(),
  /** Encoded answer string (question-engine spec §3). */
  studentAnswer: textSchema.max(20_000).default(''),
  /** Photos, text or recordings of an essay, long answer or speaking question (stored with the homework). */
  localAnswer: mediaAnswerSchema.nullable().optional(),
  /**
   * Homework the answer belongs to: required of a student-scoped session (400 without it), whose answer is
   * stored in that homework's attempt; a teacher trying a question sends none.
   */
  eHomeworkId: idSchema.optional(),
  /**
   * A check the student asked for (the player's submit), which counts as a try when the homework gives
   * immediate feedback; an answer saved as it is typed sends none.
   */
  check: z.boolean().optional(),
});
export type AnswerBody = z.infer<typeof answerBodySchema>;

/** Result of one checked item (a blank, an option, a pair, a sub-question). */
export const checkedItemSchema = z.object({
  /** Item key as the engine names it. */
  key: z.string(),
  /** Status of the item. */
  status: questionRightStatusSchema,
});

/** POST /ael/school/common/questions/{questionId}/answer answer. */
export const answerResultSchema = z.object({
  /**
   * RIGHT, WRONG, PART_RIGHT, or NOT_CORRECT (needs a teacher); null when a student answers a test, whose
   * results stay hidden until the teacher publishes them.
   */
  questionRightStatus: questionRightStatusSchema.nullable(),
  /** The encoded answer as stored; the client splits fill-in blanks on '##'. */
  studentAnswer: z.string(),
  /** Per-sub-question results of a composite submitted at once. */
  childQuestions: z
    .array(
      z.object({
        /** Sub-question id. */
        questionId: z.string(),
        /** Its status. */
        questionRightStatus: questionRightStatusSchema,
        /** Its encoded answer. */
        studentAnswer: z.string(),
      }),
    )
    .nullable(),
  /** Homework whose attempt stored the answer; null when nothing was stored (a teacher trying). */
  eHomeworkId: z.number().int().nullable(),
  /** Version of the stored answer (1 on first answer); null when not stored. */
  version: z.number().int().nullable(),
  /** The question's explanation, once the verdict is told (media items); null while it is not. */
  questionAnalysis: z.array(z.record(z.string(), z.unknown())).nullable().optional(),
  /** Checks left at this question after this one; null when unlimited or not counted. */
  triesLeft: z.number().int().nullable().optional(),
});
export type AnswerResult = z.infer<typeof answerResultSchema>;
