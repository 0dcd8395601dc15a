import { z } from 'zod';
import { gradeCodeSchema, subjectCodeSchema } from './common';

/** GET /ael/school/common/classes/dropdown query. */
export const classesDropdownQuerySchema = z.object({
  /** Only classes where the active role reaches this subject. */
  subjectCode: subjectCodeSchema.optional(),
  /** Only this grade. */
  gradeCode: gradeCodeSchema.optional(),
});
export type ClassesDropdownQuery = z.infer<typeof classesDropdownQuerySchema>;

/** A class option of the class select (back-office spec §3). */
export const classOptionSchema = z.object({
  /** Class id. */
  classId: z.number().int(),
  /** Class name such as 1A. */
  className: z.string(),
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
    z.object({
      /** Class id. */
      classId: z.number().int(),
      /** Class name. */
      className: z.string(),
      /** Number of students in the class. */
      studentCount: z.number().int(),
    }),
  ),
});
export type GradeAndClasses = z.infer<typeof gradeAndClassesSchema>;

/** GET /ael/school/common/gradesandclasses/dropdown answer. */
export const gradesAndClassesDropdownSchema = z.array(gradeAndClassesSchema);
