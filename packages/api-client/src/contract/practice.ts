import { PRACTICE_LIST_SORT_COLUMNS } from '@harbour/domain';
import { z } from 'zod';
import {
  correctionStatusSchema,
  dateSchema,
  gradeCodeSchema,
  homeworkParamsSchema,
  homeworkSummarySchema,
  homeworkTimeStatusSchema,
  idParamSchema,
  idSchema,
  issueScopeSchema,
  pageOf,
  pageQueryShape,
  practiceStatusSchema,
  processKindSchema,
  processTypeSchema,
  studentRowSchema,
  subjectCodeSchema,
  submitStatusSchema,
  textbookTypeSchema,
  textSchema,
} from './common';
import { homeworkInfoSchema } from './publish';

/** Path of the /ael/school/practice/practices/{eHomeworkId} calls. */
export const practiceParamsSchema = homeworkParamsSchema;

/** DELETE /ael/school/practice/practices/{eHomeworkId} answer. */
export const deletePracticeResultSchema = z.object({
  /** The deleted homework. */
  eHomeworkId: z.number().int(),
  /** 'Homework deleted' (spec §8 'deleted practice successfully', in the glossary's word) in the page's language (Accept-Language). */
  message: z.string(),
});
export type DeletePracticeResult = z.infer<typeof deletePracticeResultSchema>;

/** GET /ael/school/practice/practices query: filters and paging of the homework list. */
export const practiceListQuerySchema = z.object({
  /** Subject (also limited to the caller's subjects). */
  subjectCode: subjectCodeSchema.optional(),
  /** Grade code 1–9. */
  gradeCode: gradeCodeSchema.optional(),
  /** Only homework reaching this class. */
  classId: idParamSchema.optional(),
  /** processType. */
  processType: processTypeSchema.optional(),
  /** PRACTICE (1, 2a–2d), TEST (3a, 3b, 4) or OTHER. */
  processKind: processKindSchema.optional(),
  /** Time status. */
  timeStatus: homeworkTimeStatusSchema.optional(),
  /** Grading state: WAIT_CORRECT, CORRECTED or ANNOUNCED. */
  correctionStatus: correctionStatusSchema.optional(),
  /** Words of the name. */
  keyword: textSchema.trim().max(50).optional(),
  /** Due on or after this day (Hong Kong, YYYY-MM-DD). */
  endFrom: dateSchema.optional(),
  /** Due on or before this day (Hong Kong, YYYY-MM-DD). */
  endTo: dateSchema.optional(),
  /** Sort: a column (name, to, start, end, status, submitted), `-column` descending; latest end first without. */
  sort: z
    .enum([
      ...PRACTICE_LIST_SORT_COLUMNS,
      ...PRACTICE_LIST_SORT_COLUMNS.map((column) => `-${column}` as const),
    ])
    .optional(),
  ...pageQueryShape(),
});
export type PracticeListQuery = z.input<typeof practiceListQuerySchema>;

/** A row of the homework list. */
export const practiceListItemSchema = homeworkSummarySchema.extend({
  /** Course family it was published from (its report's family); null when not from a course. */
  textbookType: textbookTypeSchema.nullable(),
  /** Grade code. */
  gradeCode: z.number().int(),
  /** PRACTICE, TEST or OTHER. */
  processKind: processKindSchema,
  /** Practice type. */
  type: z.string(),
  /** Widest target scope. */
  distributeRange: issueScopeSchema,
  /** Human-readable target. */
  distributeObject: z.string(),
  /** Publish time (ISO), null when not published. */
  publishTime: z.string().nullable(),
  /** Start (ISO). */
  startTime: z.string(),
  /** End (ISO). */
  endTime: z.string(),
  /** Creation time (ISO). */
  createTime: z.string(),
  /** NOT_STARTED, IN_PROGRESS or FINISHED. */
  practiceStatus: practiceStatusSchema,
  /** Time status. */
  timeStatus: homeworkTimeStatusSchema,
  /** Grading state. */
  correctionStatus: correctionStatusSchema,
  /** Students reached. */
  studentCount: z.number().int(),
  /** Students who submitted. */
  submittedCount: z.number().int(),
  /** Of them, those who submitted after the end time (DELAY). */
  lateCount: z.number().int(),
  /** Students who have not submitted. */
  missingCount: z.number().int(),
  /** Submitted answers still waiting for a teacher's score. */
  toMarkCount: z.number().int(),
  /** Whether DELETE may remove it now (NOT_STARTED). */
  canDelete: z.boolean(),
  /** Whether batch delete may remove it now (published, not expired, nobody completed). */
  canBatchDelete: z.boolean(),
  /** The task sheet it was distributed from (processType 13), whose PDF is its preview; null for other homework. */
  workPaperId: z.number().int().nullable(),
});
export type PracticeListItem = z.infer<typeof practiceListItemSchema>;

/** GET /ael/school/practice/practices answer: a page of homework in the query's sort (latest end first without one). */
export const practiceListSchema = pageOf(practiceListItemSchema);
export type PracticeList = z.infer<typeof practiceListSchema>;

/** GET /ael/school/practice/practices/{eHomeworkId} answer (the spec reads resultData.homeworkInfo). */
export const practiceDetailSchema = z.object({
  /** Homework info (spec §3). */
  homeworkInfo: homeworkInfoSchema,
});
export type PracticeDetail = z.infer<typeof practiceDetailSchema>;

/** GET /{eHomeworkId}/students and /notsubmited query. */
export const practiceStudentsQuerySchema = z.object({
  /** Only students of this class. */
  classId: idParamSchema.optional(),
  /** Only students with this submission status. */
  submitStatus: submitStatusSchema.optional(),
});
export type PracticeStudentsQuery = z.infer<typeof practiceStudentsQuerySchema>;

/** A student a homework reaches, with their submission. */
export const practiceStudentSchema = studentRowSchema.extend({
  /** NOT_SUBMIT, OVERDUE, NORMAL, NO_NEED or DELAY (NOT_SUBMIT without an attempt; OVERDUE after the end). */
  submitStatus: submitStatusSchema,
  /** When submitted (ISO). */
  submittedAt: z.string().nullable(),
  /** The student's progress: NOT_STARTED (no answer), IN_PROGRESS (answering), FINISHED (submitted). */
  practiceStatus: practiceStatusSchema,
  /** Score so far (sum of answers). */
  score: z.number().int(),
  /** Full mark of the homework. */
  fullScore: z.number().int(),
  /** Whether the teacher asked for a redo that is still open. */
  redoRequested: z.boolean(),
  /** Their answers a teacher has marked (final). */
  markedCount: z.number().int(),
  /** Their submitted answers still waiting for a teacher. */
  toMarkCount: z.number().int(),
});
export type PracticeStudent = z.infer<typeof practiceStudentSchema>;

/** GET /{eHomeworkId}/students and /notsubmited answer, by class and class number. */
export const practiceStudentsSchema = z.array(practiceStudentSchema);

/** A student asked to redo a homework. */
export const redoStudentSchema = studentRowSchema.omit({ classId: true }).extend({
  /** When the redo was asked (ISO). */
  requestedAt: z.string(),
});
export type RedoStudent = z.infer<typeof redoStudentSchema>;

/** GET /{eHomeworkId}/redo answer. */
export const redoStudentsSchema = z.array(redoStudentSchema);

/** POST /{eHomeworkId}/redo body. */
export const redoBodySchema = z.object({
  /** Students to redo: each must be reached by the homework and have submitted. */
  studentIds: z.array(idSchema).min(1).max(500),
});
export type RedoBody = z.infer<typeof redoBodySchema>;

/** POST /{eHomeworkId}/redo answer. */
export const redoResultSchema = z.object({
  /** The homework. */
  eHomeworkId: z.number().int(),
  /** Students now asked to redo (their submission is reopened). */
  studentIds: z.array(z.number().int()),
});
export type RedoResult = z.infer<typeof redoResultSchema>;
