import { z } from 'zod';
import {
  classParamsSchema,
  dateSchema,
  homeworkSummarySchema,
  homeworkTimeStatusSchema,
  issueScopeSchema,
  practiceStatusSchema,
  subjectCodeSchema,
  textbookTypeSchema,
  urlIntSchema,
} from './common';

/** Earliest year the calendar can show (back-office spec §2: "cannot look up further dates"). */
export const CALENDAR_MIN_YEAR = 2000;

/** Path of GET /ael/school/v2/schedule/classes/{classId}/practices. */
export const classPracticesParamsSchema = classParamsSchema;

/** Query of GET /ael/school/v2/schedule/classes/{classId}/practices. */
export const classPracticesQuerySchema = z.object({
  /** Calendar year, 2000 or later. */
  year: urlIntSchema(CALENDAR_MIN_YEAR, 2100),
  /** Calendar month 1–12. */
  month: urlIntSchema(1, 12),
  /** Only homework of this subject (also limited to the caller's subjects). */
  subjectCode: subjectCodeSchema.optional(),
});
export type ClassPracticesQuery = z.infer<typeof classPracticesQuerySchema>;

/** A homework on a calendar day (back-office spec §3). */
export const calendarHomeworkSchema = homeworkSummarySchema.extend({
  /** Due time (ISO, UTC). */
  endTime: z.string(),
  /** NOT_STARTED, IN_PROGRESS or FINISHED. */
  practiceStatus: practiceStatusSchema,
});
export type CalendarHomework = z.infer<typeof calendarHomeworkSchema>;

/** A calendar day with the homework due on it (Hong Kong time). */
export const calendarDaySchema = z.object({
  /** Date YYYY-MM-DD in Hong Kong time. */
  totalDate: z.string(),
  /** Homework due that day. */
  homeworks: z.array(calendarHomeworkSchema),
});
export type CalendarDay = z.infer<typeof calendarDaySchema>;

/** Answer: every day of the month, in order. */
export const classPracticesSchema = z.array(calendarDaySchema);

/** Most days GET /practices/object covers at once. */
export const SCHEDULE_OBJECT_MAX_DAYS = 62;

/** Query of GET /ael/school/v2/schedule/classes/{classId}/practices/object: homework due in a range of days. */
export const classPracticeObjectsQuerySchema = z.object({
  /** First day (Hong Kong, YYYY-MM-DD), inclusive: one calendar day, or the start of the near-homework range. */
  startDate: dateSchema,
  /** Last day, inclusive; startDate when absent. At most 62 days after startDate. */
  endDate: dateSchema.optional(),
  /** Only homework of this subject (also limited to the caller's subjects). */
  subjectCode: subjectCodeSchema.optional(),
});
export type ClassPracticeObjectsQuery = z.infer<typeof classPracticeObjectsQuerySchema>;

/** A homework of a class with the object it was published to and its progress in that class. */
export const classPracticeObjectSchema = homeworkSummarySchema.extend({
  /** Course family it was published from (its report's family); null when not from a course. */
  textbookType: textbookTypeSchema.nullable(),
  /** Practice type (which preview shows it: HKAT tests have their own). */
  type: z.string(),
  /** Start (ISO). */
  startTime: z.string(),
  /** End (ISO). */
  endTime: z.string(),
  /** Day it is due (Hong Kong, YYYY-MM-DD). */
  totalDate: z.string(),
  /** NOT_STARTED, IN_PROGRESS or FINISHED. */
  practiceStatus: practiceStatusSchema,
  /** Time status. */
  timeStatus: homeworkTimeStatusSchema,
  /** Widest target scope of the homework. */
  distributeRange: issueScopeSchema,
  /** Human-readable target of the homework. */
  distributeObject: z.string(),
  /** The group within this class when the homework targets one; null for the whole class. */
  groupName: z.string().nullable(),
  /** Students of this class reached. */
  studentCount: z.number().int(),
  /** Of them, submitted. */
  submittedCount: z.number().int(),
  /** The task sheet it was distributed from (processType 13), whose PDF is its preview; null for other homework. */
  workPaperId: z.number().int().nullable(),
});
export type ClassPracticeObject = z.infer<typeof classPracticeObjectSchema>;

/** Answer of GET /practices/object, by end time. */
export const classPracticeObjectsSchema = z.array(classPracticeObjectSchema);
