import { z } from 'zod';
import {
  gradeCodeSchema,
  homeworkParamsSchema,
  idParamSchema,
  processTypeSchema,
  subjectCodeSchema,
  textbookTypeSchema,
} from './common';

/** GET /ael/school/common/courses query (courseMag, allGradeCourse). */
export const coursesQuerySchema = z.object({
  /** Only this grade; every grade when absent (allGradeCourse). */
  gradeCode: gradeCodeSchema.optional(),
  /** Only this subject; the subjects the caller's role reaches when absent. */
  subjectCode: subjectCodeSchema.optional(),
  /** Only this family; always limited to the grade's categories and the user's textbook types (§5). */
  textbookType: textbookTypeSchema.optional(),
});
export type CoursesQuery = z.infer<typeof coursesQuerySchema>;

/** A course: one textbook family for one subject and grade. */
export const courseSchema = z.object({
  /** Course id. */
  courseId: z.number().int(),
  /** Display name. */
  courseName: z.string(),
  /** Course family. */
  textbookType: textbookTypeSchema,
  /** Subject. */
  subjectCode: subjectCodeSchema,
  /** Grade code 1–9. */
  gradeCode: z.number().int(),
  /** Number of chapters. */
  chapterCount: z.number().int(),
  /** Number of papers in all chapters. */
  paperCount: z.number().int(),
});
export type Course = z.infer<typeof courseSchema>;

/** GET /ael/school/common/courses answer, by grade, subject, family and name. */
export const coursesSchema = z.array(courseSchema);

/** Path of GET /ael/school/common/courses/{courseId}/papers. */
export const courseParamsSchema = z.object({
  /** Course id. */
  courseId: idParamSchema,
});

/** A paper (a set of questions) of a course chapter. */
export const paperSchema = z.object({
  /** Paper id. */
  paperId: z.number().int(),
  /** Display name. */
  paperName: z.string(),
  /** Chapter of the paper. */
  chapterId: z.number().int(),
  /** Chapter name. */
  chapterName: z.string(),
  /** Chapter position within the course, from 1. */
  chapterSortOrder: z.number().int(),
  /** Number of questions. */
  questionCount: z.number().int(),
  /** Question ids in order (question number n is questionIds[n - 1]); preview each with /questions/{id}/preview. */
  questionIds: z.array(z.number().int()),
  /** Knowledge points its questions train, most questions first. */
  knowledgePoints: z.array(z.string()),
});
export type Paper = z.infer<typeof paperSchema>;

/** GET /ael/school/common/courses/{courseId}/papers answer: the course with its papers in chapter order. */
export const coursePapersSchema = z.object({
  /** The course. */
  course: courseSchema,
  /** Papers in chapter order. */
  papers: z.array(paperSchema),
});
export type CoursePapers = z.infer<typeof coursePapersSchema>;

/** GET /ael/school/common/chapters/choosable query. */
export const choosableChaptersQuerySchema = z.object({
  /** Subject. */
  subjectCode: subjectCodeSchema,
  /** Grade code 1–9. */
  gradeCode: gradeCodeSchema,
  /** Course family; must be one of the grade's categories and of the user's textbook types. */
  textbookType: textbookTypeSchema,
  /** The class the chapters would be published to: its access flag and what it already has. */
  classId: idParamSchema.optional(),
});
export type ChoosableChaptersQuery = z.infer<typeof choosableChaptersQuerySchema>;

/** A chapter that can be chosen for (batch) publishing. */
export const choosableChapterSchema = z.object({
  /** Chapter id. */
  chapterId: z.number().int(),
  /** Chapter name. */
  chapterName: z.string(),
  /** Course of the chapter. */
  courseId: z.number().int(),
  /** Course name. */
  courseName: z.string(),
  /** Position within the course, from 1. */
  sortOrder: z.number().int(),
  /** Papers of the chapter. */
  paperCount: z.number().int(),
  /** Questions in the chapter's papers. */
  questionCount: z.number().int(),
  /** Homework already published from this chapter to the class (0 without classId). */
  publishedCount: z.number().int(),
});
export type ChoosableChapter = z.infer<typeof choosableChapterSchema>;

/** GET /ael/school/common/chapters/choosable answer. */
export const choosableChaptersSchema = z.object({
  /** The per-subject class access check (§5): true without classId or for an unknown class. */
  classAccess: z.boolean(),
  /** Chapters in course and chapter order (empty when classAccess is false). */
  chapters: z.array(choosableChapterSchema),
});
export type ChoosableChapters = z.infer<typeof choosableChaptersSchema>;

/** GET /ael/school/common/instructions query. */
export const instructionsQuerySchema = z.object({
  /** Subject. */
  subjectCode: subjectCodeSchema.optional(),
  /** Course family. */
  textbookType: textbookTypeSchema.optional(),
  /** processType the instruction explains; general instructions of the family are included too. */
  processType: processTypeSchema.optional(),
});
export type InstructionsQuery = z.infer<typeof instructionsQuerySchema>;

/** A teaching instruction (how a course family or a processType works, shown beside the publish form). */
export const instructionSchema = z.object({
  /** Instruction id. */
  instructionId: z.number().int(),
  /** Course family. */
  textbookType: textbookTypeSchema,
  /** Subject, or null for every subject. */
  subjectCode: subjectCodeSchema.nullable(),
  /** processType explained, or null for the family in general. */
  processType: processTypeSchema.nullable(),
  /** Title in the user's locale. */
  title: z.string(),
  /** Text in the user's locale. */
  content: z.string(),
});
export type Instruction = z.infer<typeof instructionSchema>;

/** GET /ael/school/common/instructions answer. */
export const instructionsSchema = z.array(instructionSchema);

/** Path of GET /ael/school/common/ehomeworks/{eHomeworkId}/knowledges. */
export const ehomeworkParamsSchema = homeworkParamsSchema;

/** A knowledge point of a homework with the questions that train it. */
export const homeworkKnowledgeSchema = z.object({
  /** Knowledge point. */
  knowledgePoint: z.string(),
  /** Questions of the homework training it. */
  questionCount: z.number().int(),
  /** Their ids. */
  questionIds: z.array(z.number().int()),
});
export type HomeworkKnowledge = z.infer<typeof homeworkKnowledgeSchema>;

/** GET /ael/school/common/ehomeworks/{eHomeworkId}/knowledges answer. */
export const homeworkKnowledgesSchema = z.object({
  /** The homework. */
  eHomeworkId: z.number().int(),
  /** knowledgeContents of the homework, split at semicolons. */
  knowledgeContents: z.array(z.string()),
  /** Knowledge points of its questions, most questions first. */
  knowledges: z.array(homeworkKnowledgeSchema),
});
export type HomeworkKnowledges = z.infer<typeof homeworkKnowledgesSchema>;
