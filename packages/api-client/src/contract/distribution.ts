import { z } from 'zod';
import {
  classRefSchema,
  distributionStatusSchema,
  gradeCodeSchema,
  idParamSchema,
  instantSchema,
  pageOf,
  pageQueryShape,
  practiceStatusSchema,
  studentRowSchema,
  subjectCodeSchema,
  textSchema,
} from './common';
import { PUBLISH_MAX_TARGETS, publishTargetSchema } from './publish';

/** Multipart field of the task sheet's PDF in POST /ael/school/practice/workpapers. */
export const WORK_PAPER_FILE_FIELD = 'file';

/**
 * Text fields of POST /ael/school/practice/workpapers (multipart/form-data, with the PDF in the part
 * named `file`): a task sheet, UNDISTRIBUTED until it is distributed.
 */
export const createWorkPaperFieldsSchema = z.object({
  /** Name: required, at most 50 characters (the homework name rule). */
  workPaperName: textSchema.max(1000),
  /** Subject. */
  subjectCode: subjectCodeSchema,
  /** Grade code 1–9. */
  gradeCode: gradeCodeSchema,
  /** Description lines, semicolon-separated (workPaperDesc). */
  workPaperDesc: textSchema.max(5000).default(''),
});
export type CreateWorkPaperFields = z.input<typeof createWorkPaperFieldsSchema>;

/** Path of the /ael/school/practice/workpapers/{workPaperId} calls. */
export const workPaperParamsSchema = z.object({
  /** Task sheet id. */
  workPaperId: idParamSchema,
});

/** A task sheet (one PDF per publish) as listed. */
export const workPaperSchema = z.object({
  /** Task sheet id. */
  workPaperId: z.number().int(),
  /** Name. */
  workPaperName: z.string(),
  /** Description, semicolon-separated. */
  workPaperDesc: z.string(),
  /** Subject. */
  subjectCode: subjectCodeSchema,
  /** Grade code. */
  gradeCode: z.number().int(),
  /** Original file name. */
  fileName: z.string(),
  /** Size in bytes. */
  fileSize: z.number().int(),
  /** Short-lived signed URL of the PDF (30 minutes), handed only to callers whose scope reaches the sheet. */
  fileUrl: z.string(),
  /** UNDISTRIBUTED, then the homework's NOT_STARTED, IN_PROGRESS or FINISHED. */
  status: distributionStatusSchema,
  /** The homework it was distributed as (processType 13); null while undistributed. */
  eHomeworkId: z.number().int().nullable(),
  /** Homework start (ISO), once distributed. */
  startTime: z.string().nullable(),
  /** Homework end (ISO), once distributed. */
  endTime: z.string().nullable(),
  /** Human-readable target, once distributed. */
  distributeObject: z.string().nullable(),
  /** Uploading teacher's name. */
  creatorName: z.string(),
  /** When it was uploaded (ISO). */
  createTime: z.string(),
});
export type WorkPaper = z.infer<typeof workPaperSchema>;

/** GET /ael/school/practice/workpapers query (distributionList, workPaperList). */
export const workPaperListQuerySchema = z.object({
  /** Subject (also limited to the caller's subjects). */
  subjectCode: subjectCodeSchema.optional(),
  /** Grade. */
  gradeCode: gradeCodeSchema.optional(),
  /** Distribution status. */
  status: distributionStatusSchema.optional(),
  /** Words of the name. */
  keyword: textSchema.trim().max(50).optional(),
  ...pageQueryShape(),
});
export type WorkPaperListQuery = z.input<typeof workPaperListQuerySchema>;

/** GET /ael/school/practice/workpapers answer: a page of task sheets, newest first. */
export const workPaperListSchema = pageOf(workPaperSchema);
export type WorkPaperList = z.infer<typeof workPaperListSchema>;

/** Progress of one class of a distributed task sheet. */
export const distributionClassSchema = classRefSchema.extend({
  /** Group name when a group of the class was targeted. */
  groupName: z.string().nullable(),
  /** Students reached. */
  studentCount: z.number().int(),
  /** Not started yet. */
  notStarted: z.number().int(),
  /** Started, not submitted. */
  inProgress: z.number().int(),
  /** Submitted. */
  finished: z.number().int(),
});
export type DistributionClass = z.infer<typeof distributionClassSchema>;

/** A student of a distributed task sheet. */
export const distributionStudentSchema = studentRowSchema.omit({ classId: true }).extend({
  /** NOT_STARTED, IN_PROGRESS or FINISHED for this student. */
  status: practiceStatusSchema,
  /** When submitted (ISO). */
  submittedAt: z.string().nullable(),
});
export type DistributionStudent = z.infer<typeof distributionStudentSchema>;

/** GET /ael/school/practice/workpapers/{workPaperId} answer (workPaperDetail, distributionDetail). */
export const workPaperDetailSchema = z.object({
  /** The task sheet. */
  workPaper: workPaperSchema,
  /** Per class progress (empty while undistributed). */
  classes: z.array(distributionClassSchema),
  /** Per student progress (empty while undistributed). */
  students: z.array(distributionStudentSchema),
});
export type WorkPaperDetail = z.infer<typeof workPaperDetailSchema>;

/** POST /ael/school/practice/workpapers/{workPaperId}/distribute body (distributionOption, workPaperSub). */
export const distributeWorkPaperBodySchema = z.object({
  /** Homework name; the task sheet's name when absent. Required, at most 50 characters. */
  homeworkName: textSchema.max(1000).optional(),
  /** When students may start (ISO). */
  startTime: instantSchema,
  /** When it is due (ISO). */
  endTime: instantSchema,
  /** Whole grade, classes and groups, several at once. */
  targets: z.array(publishTargetSchema).min(1).max(PUBLISH_MAX_TARGETS),
});
export type DistributeWorkPaperBody = z.infer<typeof distributeWorkPaperBodySchema>;

/** POST /{workPaperId}/distribute answer. */
export const distributeWorkPaperResultSchema = z.object({
  /** The task sheet. */
  workPaperId: z.number().int(),
  /** The homework (processType 13) it became. */
  eHomeworkId: z.number().int(),
});
export type DistributeWorkPaperResult = z.infer<typeof distributeWorkPaperResultSchema>;

/** DELETE /{workPaperId} answer (only an UNDISTRIBUTED task sheet). */
export const deleteWorkPaperResultSchema = z.object({
  /** The deleted task sheet. */
  workPaperId: z.number().int(),
});
