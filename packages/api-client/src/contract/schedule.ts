import { z } from 'zod';
import { idParamSchema, practiceStatusSchema, processTypeSchema, subjectCodeSchema } from './common';

/** Earliest year the calendar can show (back-office spec §2: "cannot look up further dates"). */
export const CALENDAR_MIN_YEAR = 2000;

/** Path of GET /ael/school/v2/schedule/classes/{classId}/practices. */
export const classPracticesParamsSchema = z.object({
  /** Class id. */
  classId: idParamSchema,
});

/** Query of GET /ael/school/v2/schedule/classes/{classId}/practices. */
export const classPracticesQuerySchema = z.object({
  /** Calendar year, 2000 or later. */
  year: z.coerce.number().int().min(CALENDAR_MIN_YEAR).max(2100),
  /** Calendar month 1–12. */
  month: z.coerce.number().int().min(1).max(12),
  /** Only homework of this subject (also limited to the caller's subjects). */
  subjectCode: subjectCodeSchema.optional(),
});
export type ClassPracticesQuery = z.infer<typeof classPracticesQuerySchema>;

/** A homework on a calendar day (back-office spec §3). */
export const calendarHomeworkSchema = z.object({
  /** Homework id. */
  eHomeworkId: z.number().int(),
  /** Homework name. */
  homeworkName: z.string(),
  /** Due time (ISO, UTC). */
  endTime: z.string(),
  /** NOT_STARTED, IN_PROGRESS or FINISHED. */
  practiceStatus: practiceStatusSchema,
  /** processType (1, 2a … 14). */
  processType: processTypeSchema,
  /** Subject of the homework. */
  subjectCode: subjectCodeSchema,
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
