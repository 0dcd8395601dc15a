import { z } from 'zod';
import {
  classFilterQuerySchema,
  correctionStatusSchema,
  idParamSchema,
  instantSchema,
  processKindSchema,
  processTypeSchema,
  questionRightStatusSchema,
  studentRowSchema,
  submitStatusSchema,
  textbookTypeSchema,
  textSchema,
} from './common';
import { mediaAnswerSchema, storedUrlSchema } from './questions';

// Marking (back-office spec §2 practiceCorrect…, §4 marking rules, §5 score rules, §7 correctdetail,
// answers/next, answers/{answerId}/correct, announced): the teacher scores what needs a teacher, may
// override any score with a reason, and publishes the results.

/** A position on a picture, as a share of its (rotated) width or height: 0 left/top, 1 right/bottom. */
const unitSchema = z.number().min(0).max(1);

/** One mark drawn over an essay photo, stored as vector data beside the photo (never burnt into it). */
export const annotationMarkSchema = z.discriminatedUnion('kind', [
  /** A tick centred at x, y. */
  z.strictObject({ kind: z.literal('TICK'), x: unitSchema, y: unitSchema }),
  /** A cross centred at x, y. */
  z.strictObject({ kind: z.literal('CROSS'), x: unitSchema, y: unitSchema }),
  /** Freehand ink: the pointer's path, [x, y] or [x, y, pressure] points. */
  z.strictObject({
    kind: z.literal('INK'),
    points: z
      .array(z.union([z.tuple([unitSchema, unitSchema]), z.tuple([unitSchema, unitSchema, unitSchema])]))
      .min(1)
      .max(2_000),
  }),
  /** A short text note whose top-left corner is at x, y. */
  z.strictObject({ kind: z.literal('NOTE'), x: unitSchema, y: unitSchema, text: textSchema.min(1).max(200) }),
]);
export type AnnotationMark = z.infer<typeof annotationMarkSchema>;

/** Quarter turns a picture may be shown at (spec §4: rotating a marked picture clears its marking). */
export const PICTURE_ROTATIONS = [0, 90, 180, 270] as const;

/** A photo of the answer as the teacher marked it: its rotation and the marks drawn over it. */
export const pictureMarkingSchema = z.strictObject({
  /** Which photo of the answer (one of its localAnswer.imgUrl). */
  imgUrl: storedUrlSchema,
  /** Clockwise quarter turn the marks were drawn at. */
  rotation: z.union([z.literal(0), z.literal(90), z.literal(180), z.literal(270)]),
  /** The marks, in the rotated picture's coordinates. */
  marks: z.array(annotationMarkSchema).max(200),
});
export type PictureMarking = z.infer<typeof pictureMarkingSchema>;

/** One scoring criterion of a writing task (spec §3: rule name, share, total). */
export const writingCriterionSchema = z.object({
  /** Rule name, e.g. 內容 / Content. */
  ruleName: z.string(),
  /** Share of the task's total, in percent. */
  share: z.number().int(),
  /** Most points the criterion gives. */
  total: z.number().int(),
});
export type WritingCriterion = z.infer<typeof writingCriterionSchema>;

/** A score given for one criterion of a writing task. */
export const criterionScoreSchema = z.strictObject({
  /** The criterion's rule name. */
  ruleName: textSchema.min(1).max(50),
  /** Points for it: a whole number from 0 to the criterion's total (checked by the server's rule). */
  score: z.number(),
});
export type CriterionScore = z.infer<typeof criterionScoreSchema>;

/** A teacher's saved (or, for writing, temporarily saved) marking of an answer. */
export const markingSchema = z.object({
  /** Increments on every save of this answer's marking: the version a new save must name (baseVersion). */
  version: z.number().int(),
  /** The score given. */
  score: z.number().int(),
  /** The comment (or, for writing, the overall comment). */
  comment: z.string(),
  /** Per-criterion scores of a writing task; empty otherwise. */
  criteria: z.array(z.object({ ruleName: z.string(), score: z.number().int() })),
  /** Photos with their rotation and marks. */
  pictures: z.array(pictureMarkingSchema),
  /** A temporary save of writing marking (may be saved again); false once final. */
  draft: z.boolean(),
  /** The marking teacher. */
  markerId: z.number().int(),
  /** The marking teacher's name. */
  markerName: z.string(),
  /** When it was saved. */
  markedAt: instantSchema,
});
export type Marking = z.infer<typeof markingSchema>;

/** One question (or sub-question) of a submission as the marking teacher sees it, with its keys. */
export const markingAnswerSchema = z.object({
  /** The stored answer; null when the student left the question unanswered (scored 0, nothing to mark). */
  answerId: z.number().int().nullable(),
  /** Bank question id. */
  questionId: z.number().int(),
  /** Sub-question id inside a composite; '' for a whole question. */
  childKey: z.string(),
  /** Number in the homework, 1…n. */
  serialNo: z.number().int(),
  /** Type code. */
  questionType: z.string(),
  /** The question-engine structure, with answer keys and explanations. */
  question: z.record(z.string(), z.unknown()),
  /** The encoded answer (question-engine spec §3); '' when none. */
  encodedAnswer: z.string(),
  /** Photos, text or recordings of an essay, long answer or speaking answer; null otherwise. */
  localAnswer: mediaAnswerSchema.nullable(),
  /** The automatic check's verdict (NOT_CORRECT: a teacher marks it); null when unanswered. */
  rightStatus: questionRightStatusSchema.nullable(),
  /** The score the automatic check gave. */
  autoScore: z.number().int(),
  /** The score that counts now (the teacher's when marked). */
  score: z.number().int(),
  /** The question's full mark in this homework. */
  maxScore: z.number().int(),
  /** Whether a teacher must score it (essay, long answer, speaking, writing, open short answer). */
  teacherMarked: z.boolean(),
  /** Whether a comment must come with its score. */
  commentRequired: z.boolean(),
  /** The saved marking; null when not marked. */
  marking: markingSchema.nullable(),
});
export type MarkingAnswer = z.infer<typeof markingAnswerSchema>;

/** Path of the marking calls of one homework. */
export const markingParamsSchema = z.object({ eHomeworkId: idParamSchema });

/** Path of the calls on one answer. */
export const answerMarkingParamsSchema = z.object({ eHomeworkId: idParamSchema, answerId: idParamSchema });

/** GET /{eHomeworkId}/correctdetail query. */
export const markingOverviewQuerySchema = classFilterQuerySchema;
export type MarkingOverviewQuery = z.infer<typeof markingOverviewQuerySchema>;

/** A question of the homework with the class's marking progress on it. */
export const markingQuestionSchema = z.object({
  /** Bank question id. */
  questionId: z.number().int(),
  /** Sub-question id inside a composite; '' for a whole question. */
  childKey: z.string(),
  /** Number in the homework. */
  serialNo: z.number().int(),
  /** Type code. */
  questionType: z.string(),
  /** Full mark. */
  maxScore: z.number().int(),
  /** Whether a teacher must score it. */
  teacherMarked: z.boolean(),
  /** Submitted answers to it a teacher has marked (final). */
  markedCount: z.number().int(),
  /** Submitted answers to it still waiting for a teacher. */
  toMarkCount: z.number().int(),
});
export type MarkingQuestion = z.infer<typeof markingQuestionSchema>;

/** GET /{eHomeworkId}/correctdetail answer: what the scoring screen needs before the first student. */
export const markingOverviewSchema = z.object({
  /** The homework. */
  eHomeworkId: z.number().int(),
  /** Its name. */
  homeworkName: z.string(),
  /** processType. */
  processType: processTypeSchema,
  /** Course family it was published from (its report's family); null when not from a course. */
  textbookType: textbookTypeSchema.nullable(),
  /** PRACTICE, TEST or OTHER. */
  processKind: processKindSchema,
  /** WAIT_CORRECT, CORRECTED (everything marked) or ANNOUNCED (results published). */
  correctionStatus: correctionStatusSchema,
  /** When the results were published; null before. */
  announcedAt: instantSchema.nullable(),
  /** Students the homework reaches (in the caller's scope and the class filter). */
  studentCount: z.number().int(),
  /** Of them, those who submitted: the work to mark. */
  submittedCount: z.number().int(),
  /** Submitted students with every teacher-marked question marked. */
  fullyMarkedCount: z.number().int(),
  /** Submitted students with none of their teacher-marked questions marked. */
  unmarkedCount: z.number().int(),
  /**
   * Submitted students with work still waiting for a teacher (class, class-number order): who publishing would
   * leave unscored, in every class of the homework the caller sees, whatever the class filter (publishing
   * covers them all).
   */
  studentsLeftToMark: z.array(studentRowSchema),
  /** The questions in order, with the progress on each. */
  questions: z.array(markingQuestionSchema),
  /** Scoring criteria of a writing task (processType 14); empty otherwise. */
  writingCriteria: z.array(writingCriterionSchema),
});
export type MarkingOverview = z.infer<typeof markingOverviewSchema>;

/** Ways through the work: student by student, or one question across the class. */
export const MARKING_MOVES = ['current', 'next', 'previous'] as const;

/** GET /{eHomeworkId}/answers/next query: one unit of work, paged by the server. */
export const nextAnswersQuerySchema = z.object({
  /** The student to start from; the first submitted student without it. */
  studentId: idParamSchema.optional(),
  /** That student ('current'), or the one after or before them in class and class-number order. */
  move: z.enum(MARKING_MOVES).default('current'),
  /** Question by question: only this question's answer(s) of each student; student by student without it. */
  questionId: idParamSchema.optional(),
  /** Skip students with nothing left to mark (on the question, in question mode). */
  unmarkedOnly: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
  /** Only students of this class. */
  classId: idParamSchema.optional(),
});
export type NextAnswersQuery = z.input<typeof nextAnswersQuerySchema>;

/** A submitted student as the scoring screen heads their work. */
export const markingStudentSchema = studentRowSchema.extend({
  /** Submission status. */
  submitStatus: submitStatusSchema,
  /** When submitted (ISO). */
  submittedAt: instantSchema,
  /** Total score now. */
  score: z.number().int(),
  /** Full mark. */
  fullScore: z.number().int(),
});
export type MarkingStudent = z.infer<typeof markingStudentSchema>;

/** GET /{eHomeworkId}/answers/next answer: one student's answers (or one answer, question by question); null when there is none. */
export const markingUnitSchema = z
  .object({
    /** The student. */
    student: markingStudentSchema,
    /** Their position among the students of this way through (1-based). */
    position: z.number().int(),
    /** Students of this way through. */
    total: z.number().int(),
    /** The student before, null at the first. */
    previousStudentId: z.number().int().nullable(),
    /** The student after, null at the last. */
    nextStudentId: z.number().int().nullable(),
    /** Their answers in question order (only the asked question's, question by question). */
    answers: z.array(markingAnswerSchema),
  })
  .nullable();
export type MarkingUnit = z.infer<typeof markingUnitSchema>;

/** POST /{eHomeworkId}/answers/{answerId}/correct body. */
export const correctAnswerBodySchema = z.strictObject({
  /** The score: a whole number from 0 to the question's maximum (checked by the server's rule, which names the limit). */
  score: z.number(),
  /** The comment; required where commentRequired says so. */
  comment: textSchema.max(1_000).default(''),
  /** Per-criterion scores of a writing task (score must be their sum); empty otherwise. */
  criteria: z.array(criterionScoreSchema).max(20).default([]),
  /** Photos with their rotation and marks. */
  pictures: z.array(pictureMarkingSchema).max(4).default([]),
  /** A temporary save of writing marking (spec §4): it may be saved again; the final save may not. */
  draft: z.boolean().default(false),
  /** The marking version the teacher saw (0: not marked). A different current version is a conflict (409). */
  baseVersion: z.number().int().min(0).max(1_000_000),
  /** Why a saved score is changed: required to override a final marking or an automatic score. */
  overrideReason: textSchema.trim().min(1).max(200).optional(),
});
export type CorrectAnswerBody = z.input<typeof correctAnswerBodySchema>;

/** POST /{eHomeworkId}/answers/{answerId}/correct answer. */
export const correctAnswerResultSchema = z.object({
  /** The answer as marked now. */
  answer: markingAnswerSchema,
  /** The student's total now. */
  studentScore: z.number().int(),
  /** The homework's correction status now. */
  correctionStatus: correctionStatusSchema,
});
export type CorrectAnswerResult = z.infer<typeof correctAnswerResultSchema>;

/** Kinds of score change in the append-only score history. */
export const SCORE_CHANGE_SOURCES = ['AUTO', 'MARKING', 'OVERRIDE', 'WITHDRAWAL'] as const;

/** One row of an answer's score history. */
export const scoreChangeSchema = z.object({
  /** Score before; null for a first score. */
  oldScore: z.number().int().nullable(),
  /** Score after. */
  newScore: z.number().int(),
  /** What changed it. */
  source: z.enum(SCORE_CHANGE_SOURCES),
  /** Who changed it (a teacher's or the student's name). */
  actorName: z.string(),
  /** The override's reason; '' otherwise. */
  reason: z.string(),
  /** When. */
  at: instantSchema,
});
export type ScoreChange = z.infer<typeof scoreChangeSchema>;

/** GET /{eHomeworkId}/answers/{answerId}/history answer, oldest first. */
export const scoreHistorySchema = z.array(scoreChangeSchema);

/** POST /{eHomeworkId}/announced body. */
export const announceBodySchema = z.strictObject({
  /** The teacher confirmed that class scoring ends and results are published. */
  confirm: z.literal(true),
  /** Publish although some students have every teacher-marked question unscored (asked first). */
  continueWithUnscored: z.boolean().default(false),
});
export type AnnounceBody = z.input<typeof announceBodySchema>;

/** POST /{eHomeworkId}/announced answer. */
export const announceResultSchema = z.object({
  /** The homework. */
  eHomeworkId: z.number().int(),
  /** ANNOUNCED. */
  correctionStatus: correctionStatusSchema,
  /** When the results were published. */
  announcedAt: instantSchema,
});
export type AnnounceResult = z.infer<typeof announceResultSchema>;

/** POST /{eHomeworkId}/withdraw body: withdrawing an exam erases its student records (spec §4). */
export const withdrawExamBodySchema = z.strictObject({
  /** The teacher confirmed that the students' records of the exam are erased. */
  confirm: z.literal(true),
});
export type WithdrawExamBody = z.input<typeof withdrawExamBodySchema>;

/** POST /{eHomeworkId}/withdraw answer. */
export const withdrawExamResultSchema = z.object({
  /** The exam. */
  eHomeworkId: z.number().int(),
  /** Students whose records were erased. */
  erasedStudents: z.number().int(),
});
export type WithdrawExamResult = z.infer<typeof withdrawExamResultSchema>;

// ---- the comment bank ----------------------------------------------------------------------------------

/** The longest saved comment: as long as a marking's comment may be. */
export const BANK_COMMENT_MAX_LENGTH = 1_000;
/** Comments a teacher's bank holds at most: the whole bank is listed, and a full one refuses another. */
export const BANK_COMMENT_LIMIT = 200;

/** A comment a teacher saved in their comment bank. */
export const bankCommentSchema = z.object({
  /** The saved comment. */
  commentId: z.number().int(),
  /** Its text. */
  text: z.string(),
  /** When it was saved. */
  createdAt: instantSchema,
});
export type BankComment = z.infer<typeof bankCommentSchema>;

/** GET /ael/school/practice/comment-bank answer: the caller's saved comments, newest first. */
export const commentBankSchema = z.object({ comments: z.array(bankCommentSchema) });
export type CommentBank = z.infer<typeof commentBankSchema>;

/** POST /ael/school/practice/comment-bank body. */
export const addBankCommentBodySchema = z.strictObject({
  /** The comment to save (trimmed; 1 to 1,000 characters). */
  text: textSchema.trim().min(1).max(BANK_COMMENT_MAX_LENGTH),
});
export type AddBankCommentBody = z.infer<typeof addBankCommentBodySchema>;

/** Path of one saved comment. */
export const bankCommentParamsSchema = z.object({ commentId: idParamSchema });

/** DELETE /ael/school/practice/comment-bank/{commentId} answer. */
export const deleteBankCommentResultSchema = z.object({
  /** The comment deleted. */
  commentId: z.number().int(),
});
