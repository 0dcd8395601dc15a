import { z } from 'zod';
import {
  classRefSchema,
  gradeCodeSchema,
  homeworkSummarySchema,
  idParamSchema,
  practiceStatusSchema,
  subjectCodeSchema,
  urlIntSchema,
} from './common';

/** GET /ael/school/common/classes/dropdown query. */
export const classesDropdownQuerySchema = z.object({
  /** Only classes where the active role reaches this subject. */
  subjectCode: subjectCodeSchema.optional(),
  /** Only this grade. */
  gradeCode: gradeCodeSchema.optional(),
});
export type ClassesDropdownQuery = z.infer<typeof classesDropdownQuerySchema>;

/** A class option of the class select (back-office spec §3). */
export const classOptionSchema = classRefSchema.extend({
  /** Whether the class has fixed groups. */
  fixedGroupStatus: z.boolean(),
  /** Whether the class may use A_PLUS Chinese. */
  aplusChineseAccessStatus: z.boolean(),
  /** Whether the class may use A_PLUS English. */
  aplusEnglishAccessStatus: z.boolean(),
  /** Whether the class may use A_PLUS Mathematics. */
  aplusMathAccessStatus: z.boolean(),
});
export type ClassOption = z.infer<typeof classOptionSchema>;

/** A group option of the class select. */
export const groupOptionSchema = z.object({
  /** Group id. */
  groupId: z.number().int(),
  /** Group name (the UI shows it with a prefix symbol). */
  groupName: z.string(),
  /** Class of a fixed group, null for a grade-wide group. */
  classId: z.number().int().nullable(),
});
export type GroupOption = z.infer<typeof groupOptionSchema>;

/** One grade of the class select. */
export const classSelectOptionSchema = z.object({
  /** Grade code 1–9. */
  gradeCode: z.number().int(),
  /** Classes of the grade in scope. */
  classes: z.array(classOptionSchema),
  /** Groups of the grade in scope. */
  groups: z.array(groupOptionSchema),
});
export type ClassSelectOption = z.infer<typeof classSelectOptionSchema>;

/** GET /ael/school/common/classes/dropdown answer. */
export const classesDropdownSchema = z.array(classSelectOptionSchema);

/** One grade of GET /ael/school/common/gradesandclasses/dropdown. */
export const gradeAndClassesSchema = z.object({
  /** Grade code 1–9. */
  gradeCode: z.number().int(),
  /** Grade name such as P1. */
  gradeName: z.string(),
  /** Classes in scope. */
  classes: z.array(
    classRefSchema.extend({
      /** Number of students in the class. */
      studentCount: z.number().int(),
    }),
  ),
});
export type GradeAndClasses = z.infer<typeof gradeAndClassesSchema>;

/** GET /ael/school/common/gradesandclasses/dropdown answer. */
export const gradesAndClassesDropdownSchema = z.array(gradeAndClassesSchema);

/** Days ahead (ENDING) or back (PUBLISHED) the near-homework lists cover by default (back-office spec §2). */
export const NEAR_HOMEWORK_DEFAULT_DAYS = 7;
/** Widest window a near-homework list may ask for. */
export const NEAR_HOMEWORK_MAX_DAYS = 31;

/**
 * GET /ael/school/common/classes/ehomeworks query: the near-homework lists of a class
 * (/home/dashboard/nearHomework and /nearPublicHomework).
 */
export const classHomeworksQuerySchema = z.object({
  /** The class; it must be in the active role's scope. */
  classId: idParamSchema,
  /** ENDING: not yet ended, ending within `days` from now, soonest first. PUBLISHED: published within the last `days`, newest first. */
  near: z.enum(['ENDING', 'PUBLISHED']),
  /** Window in days (1–31), 7 when absent. */
  days: urlIntSchema(1, NEAR_HOMEWORK_MAX_DAYS).default(NEAR_HOMEWORK_DEFAULT_DAYS),
  /** Only this subject (also limited to the subjects the role reaches in the class). */
  subjectCode: subjectCodeSchema.optional(),
});
export type ClassHomeworksQuery = z.input<typeof classHomeworksQuerySchema>;

/** A homework of a near-homework list. */
export const classHomeworkSchema = homeworkSummarySchema.extend({
  /** When students may start (ISO). */
  startTime: z.string(),
  /** When it is due (ISO). */
  endTime: z.string(),
  /** When it was published (ISO). */
  createTime: z.string(),
  /** NOT_STARTED, IN_PROGRESS or FINISHED, now. */
  practiceStatus: practiceStatusSchema,
  /** Human-readable target, e.g. "3A, 3B". */
  distributeObject: z.string(),
  /** Number of questions. */
  questionCount: z.number().int(),
});
export type ClassHomework = z.infer<typeof classHomeworkSchema>;

/** GET /classes/ehomeworks answer, in the list's order. */
export const classHomeworksSchema = z.array(classHomeworkSchema);
