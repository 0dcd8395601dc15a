import { z } from 'zod';
import type { CallSchemas } from './call-schemas';
import {
  classParamsSchema,
  classRefSchema,
  idParamSchema,
  idSchema,
  instantSchema,
  pageQueryShape,
  subjectCodeSchema,
  textSchema,
} from './common';
import { PUBLICATION_RULE_CODES, publishHomeworkResultSchema } from './publish';

// The mistakes centre: a class's wrong and part-right answers by knowledge point and question, one question with every student's wrong answer.
// Request and response schemas of the area's calls, and their access, tag and summary by call name
// (spread into callSchemas in call-schemas.ts).

/** Groupings of the mistakes centre: by knowledge point or by question. */
export const ERROR_GROUP_BYS = ['knowledge', 'question'] as const;
export const errorGroupBySchema = z.enum(ERROR_GROUP_BYS);
export type ErrorGroupBy = z.infer<typeof errorGroupBySchema>;

/** Most groups of one page. */
export const ERROR_PAGE_SIZE_MAX = 100;
/** Groups of a page unless asked otherwise. */
export const ERROR_PAGE_SIZE_DEFAULT = 20;
/** Most questions of one follow-up. */
export const FOLLOW_UP_MAX_QUESTIONS = 50;

/** A wrong answer's verdict: nothing scored (WRONG) or some but not all of the question's marks (PART_RIGHT). */
export const mistakeVerdictSchema = z.enum(['WRONG', 'PART_RIGHT']);
export type MistakeVerdict = z.infer<typeof mistakeVerdictSchema>;

/** Path of the mistakes centre's calls. */
export const errorCenterParamsSchema = classParamsSchema;

/** Filters of the mistakes centre (every one optional). */
export const errorFiltersSchema = z.object({
  /** Only homework of this subject. */
  subjectCode: subjectCodeSchema.optional(),
  /** Only homework of this unit (schedule) of the class. */
  scheduleId: idParamSchema.optional(),
  /** Only this homework. */
  eHomeworkId: idParamSchema.optional(),
  /** Only this student of the class. */
  studentId: idParamSchema.optional(),
});

/** Query of GET …/classes/{classId}/errors. */
export const errorCenterQuerySchema = errorFiltersSchema.extend({
  /** Group by knowledge point or by question (default). */
  groupBy: errorGroupBySchema.default('question'),
  ...pageQueryShape(ERROR_PAGE_SIZE_MAX, ERROR_PAGE_SIZE_DEFAULT),
});
export type ErrorCenterQuery = z.input<typeof errorCenterQuerySchema>;

/** One question with its mistakes in the class (the latest answer of each student to it). */
export const errorQuestionSchema = z.object({
  /** Bank question id. */
  questionId: z.number().int(),
  /** Engine question type code. */
  questionType: z.string(),
  /** Subject. */
  subjectCode: subjectCodeSchema,
  /** Plain text of the question's title. */
  title: z.string(),
  /** Knowledge points the question trains. */
  knowledgePoints: z.array(z.string()),
  /** The homework of the latest of its mistakes (the one seeQuestion opens). */
  eHomeworkId: z.number().int(),
  /** That homework's name. */
  homeworkName: z.string(),
  /** Answers that scored nothing. */
  wrongCount: z.number().int(),
  /** Answers that scored part of the marks. */
  partRightCount: z.number().int(),
  /** Students with a mistake on it. */
  studentIds: z.array(z.number().int()),
  /** When the latest of its mistakes was answered (ISO). */
  latestAt: z.string(),
});
export type ErrorQuestion = z.infer<typeof errorQuestionSchema>;

/** A group of mistakes: one knowledge point (with its questions) or one question. */
export const errorGroupSchema = z.object({
  /** Knowledge point of the group; null for questions that name none (or when grouped by question). */
  knowledgePoint: z.string().nullable(),
  /** Question of the group when grouped by question; null by knowledge point. */
  questionId: z.number().int().nullable(),
  /** Mistakes (wrong and part-right answers) of the group. */
  mistakeCount: z.number().int(),
  /** Of them, answers that scored nothing. */
  wrongCount: z.number().int(),
  /** Of them, answers that scored part of the marks. */
  partRightCount: z.number().int(),
  /** Students with a mistake in the group. */
  studentCount: z.number().int(),
  /** When the group's latest mistake was answered (ISO): the order, newest first. */
  latestAt: z.string(),
  /** The group's questions, newest mistake first. */
  questions: z.array(errorQuestionSchema),
});
export type ErrorGroup = z.infer<typeof errorGroupSchema>;

/** A choice of the filters: homework, units and students of the class. */
export const errorFilterOptionsSchema = z.object({
  /** Homework of the class in the caller's subjects, latest due first. */
  homeworks: z.array(
    z.object({
      eHomeworkId: z.number().int(),
      homeworkName: z.string(),
      subjectCode: subjectCodeSchema,
    }),
  ),
  /** Units of the class in the caller's subjects (newest term first). */
  schedules: z.array(
    z.object({
      scheduleId: z.number().int(),
      name: z.string(),
      subjectCode: subjectCodeSchema,
    }),
  ),
  /** Students of the class by class number. */
  students: z.array(
    z.object({
      studentId: z.number().int(),
      name: z.string(),
      classNumber: z.number().int(),
    }),
  ),
  /** Subjects the caller sees in the class. */
  subjects: z.array(subjectCodeSchema),
});
export type ErrorFilterOptions = z.infer<typeof errorFilterOptionsSchema>;

/** Answer of GET …/classes/{classId}/errors. */
export const errorCenterSchema = classRefSchema.extend({
  /** The grouping of `groups`. */
  groupBy: errorGroupBySchema,
  /** Page from 1. */
  page: z.number().int(),
  /** Groups per page. */
  pageSize: z.number().int(),
  /** Groups over every page. */
  totalGroups: z.number().int(),
  /** Mistakes over every page (each student's latest answer to a question counted once). */
  totalMistakes: z.number().int(),
  /** Students with at least one mistake. */
  totalStudents: z.number().int(),
  /** This page's groups, newest mistake first. */
  groups: z.array(errorGroupSchema),
  /** Choices of the filters. */
  options: errorFilterOptionsSchema,
});
export type ErrorCenter = z.infer<typeof errorCenterSchema>;

/** Path of GET …/classes/{classId}/errors/questions/{questionId}. */
export const errorQuestionParamsSchema = z.object({
  /** Class id. */
  classId: idParamSchema,
  /** Bank question id. */
  questionId: idParamSchema,
});

/** Query of seeQuestion: the same filters as the list. */
export const errorQuestionQuerySchema = errorFiltersSchema;
export type ErrorQuestionQuery = z.input<typeof errorQuestionQuerySchema>;

/** One student's wrong or part-right answer to the question. */
export const studentMistakeSchema = z.object({
  /** Student id. */
  studentId: z.number().int(),
  /** Name in the caller's language. */
  name: z.string(),
  /** Class number. */
  classNumber: z.number().int(),
  /** The homework of the answer. */
  eHomeworkId: z.number().int(),
  /** Its name. */
  homeworkName: z.string(),
  /** WRONG or PART_RIGHT. */
  verdict: mistakeVerdictSchema,
  /** Score that counts (the teacher's when marked). */
  score: z.number().int(),
  /** Full mark of the question in that homework. */
  maxScore: z.number().int(),
  /** The answer decoded for reading (a composite: each sub-question's, in order). */
  answerText: z.string(),
  /** When it was answered (ISO). */
  answeredAt: z.string(),
});
export type StudentMistake = z.infer<typeof studentMistakeSchema>;

/** Answer of seeQuestion. */
export const errorQuestionDetailSchema = classRefSchema.extend({
  /** Bank question id. */
  questionId: z.number().int(),
  /** Type code. */
  questionType: z.string(),
  /** Subject. */
  subjectCode: subjectCodeSchema,
  /** Plain text of the title. */
  title: z.string(),
  /** Knowledge points. */
  knowledgePoints: z.array(z.string()),
  /** The question-engine structure with its answer keys and explanation (the staff view). */
  question: z.record(z.string(), z.unknown()),
  /** The right answer decoded for reading; '' when the question has no fixed key (marked by a teacher). */
  rightAnswerText: z.string(),
  /** The explanation as plain text; '' when none. */
  explanationText: z.string(),
  /** Students whose latest answer to it is in the filters. */
  answeredCount: z.number().int(),
  /** Students with full marks. */
  rightCount: z.number().int(),
  /** Every student's wrong or part-right answer, by class number. */
  mistakes: z.array(studentMistakeSchema),
});
export type ErrorQuestionDetail = z.infer<typeof errorQuestionDetailSchema>;

/** Unique ids: a list naming an id twice is refused (400 naming the list). */
function uniqueIds(max: number) {
  return z
    .array(idSchema)
    .min(1)
    .max(max)
    .refine((ids) => new Set(ids).size === ids.length, { message: 'An id is named twice' });
}

/** POST …/classes/{classId}/errors/followups body: the chosen questions to the chosen students. */
export const followUpBodySchema = z.object({
  /** Name: required, at most 50 characters (trimmed; §5's rule answers resultStatus false). */
  homeworkName: textSchema.max(1000),
  /** When students may start (ISO). */
  startTime: instantSchema,
  /** When it is due (ISO). */
  endTime: instantSchema,
  /** The questions, in order; all of one subject. */
  questionIds: uniqueIds(FOLLOW_UP_MAX_QUESTIONS),
  /** The students of the class it goes to (and only they). */
  studentIds: uniqueIds(500),
});
export type FollowUpBody = z.infer<typeof followUpBodySchema>;

/** Access, documentation and schemas of the area's calls (see call-schemas.ts). */
export const errorCenterCallSchemas = {
  getErrorCenter: {
    access: 'staff',
    tag: 'report',
    summary:
      "Mistakes centre of a class: every student's latest wrong or part-right answer per question, grouped by knowledge point or by question, newest first, filtered by subject, unit, homework and student, paged",
    params: errorCenterParamsSchema,
    query: errorCenterQuerySchema,
    response: errorCenterSchema,
  },
  getErrorQuestion: {
    access: 'staff',
    tag: 'report',
    summary:
      "Mistakes centre, one question (seeQuestion): the question with its key, the right answer, the explanation and every student's wrong answer decoded, with their score",
    params: errorQuestionParamsSchema,
    query: errorQuestionQuerySchema,
    response: errorQuestionDetailSchema,
  },
  publishFollowUp: {
    access: 'staff',
    tag: 'report',
    codes: { 200: PUBLICATION_RULE_CODES },
    summary:
      'Publish chosen questions as a follow-up homework (processType 2a) to chosen students of the class only (a STUDENTS target), audited like every publish',
    params: errorCenterParamsSchema,
    body: followUpBodySchema,
    response: publishHomeworkResultSchema,
  },
} as const satisfies Record<string, CallSchemas>;
