import { z } from 'zod';
import { gradeCodeSchema, idParamSchema, processTypeSchema, subjectCodeSchema } from './common';

// The teaching calendar the reports group by (issue 19): terms, a class's units (schedules) in a term,
// their papers and their learning objectives.

/** Learning aspects of §9's subject weights (OTHER: an objective of a subject without weights, math). */
export const LEARNING_ASPECT_CODES = [
  'LANGUAGE_KNOWLEDGE',
  'GRAMMAR',
  'READING',
  'WRITING',
  'LISTENING',
  'SPEAKING',
  'OTHER',
] as const;
export const learningAspectSchema = z.enum(LEARNING_ASPECT_CODES);
export type LearningAspectCode = z.infer<typeof learningAspectSchema>;

/** A term of a school year (semester 1–3). */
export const termSchema = z.object({
  /** Term id. */
  termId: z.number().int(),
  /** First calendar year of the school year (2026 for 2026/27). */
  schoolYear: z.number().int(),
  /** Semester 1–3. */
  semester: z.number().int().min(1).max(3),
  /** First day (Hong Kong, YYYY-MM-DD). */
  startDate: z.string(),
  /** Last day, inclusive. */
  endDate: z.string(),
  /** Whether today (Hong Kong) falls in it. */
  current: z.boolean(),
});
export type Term = z.infer<typeof termSchema>;

/** Path of GET /ael/school/common/classes/{classId}/terms. */
export const classTermsParamsSchema = z.object({
  /** Class id. */
  classId: idParamSchema,
});

/** Query of GET /classes/{classId}/terms. */
export const classTermsQuerySchema = z.object({
  /** Only the terms of this school year (its first calendar year). */
  schoolYear: z.coerce.number().int().min(2000).max(2100).optional(),
});
export type ClassTermsQuery = z.infer<typeof classTermsQuerySchema>;

/** Answer of GET /classes/{classId}/terms: the school's terms, newest first. */
export const classTermsSchema = z.array(termSchema);

/** A unit (schedule) of a class's teaching schedule. */
export const scheduleSchema = z.object({
  /** Schedule id. */
  scheduleId: z.number().int(),
  /** Class id. */
  classId: z.number().int(),
  /** Class name. */
  className: z.string(),
  /** Term id. */
  termId: z.number().int(),
  /** Subject. */
  subjectCode: subjectCodeSchema,
  /** Name in the caller's language. */
  name: z.string(),
  /** Position in the term, from 1. */
  sortOrder: z.number().int(),
  /** First day (Hong Kong, YYYY-MM-DD). */
  startDate: z.string(),
  /** Last day, inclusive. */
  endDate: z.string(),
  /** Papers of the unit. */
  paperCount: z.number().int(),
  /** Of them, homework published to the class. */
  homeworkCount: z.number().int(),
  /** Learning objectives (knowledge points) of the unit. */
  objectiveCount: z.number().int(),
});
export type Schedule = z.infer<typeof scheduleSchema>;

/** Path of GET /classes/{classId}/term/{termId}/schedules. */
export const classTermSchedulesParamsSchema = z.object({
  /** Class id. */
  classId: idParamSchema,
  /** Term id. */
  termId: idParamSchema,
});

/** Query of GET /classes/{classId}/term/{termId}/schedules. */
export const classTermSchedulesQuerySchema = z.object({
  /** Only this subject (also limited to the caller's subjects in the class). */
  subjectCode: subjectCodeSchema.optional(),
});
export type ClassTermSchedulesQuery = z.infer<typeof classTermSchedulesQuerySchema>;

/** Answer: the units in order (subject, then position). */
export const schedulesSchema = z.array(scheduleSchema);

/** Query of GET /ael/school/common/classes/schedules: units of every class the caller reaches. */
export const classesSchedulesQuerySchema = z.object({
  /** Only this class. */
  classId: idParamSchema.optional(),
  /** Only the classes of this grade. */
  gradeCode: gradeCodeSchema.optional(),
  /** The term; the current term (or the latest begun) when absent. */
  termId: idParamSchema.optional(),
  /** Only this subject. */
  subjectCode: subjectCodeSchema.optional(),
});
export type ClassesSchedulesQuery = z.infer<typeof classesSchedulesQuerySchema>;

/** Path of GET /schedules/{scheduleId}/papers and the query of GET /evaluations. */
export const scheduleParamsSchema = z.object({
  /** Schedule id. */
  scheduleId: idParamSchema,
});

/** A paper of a unit: a homework published to the class, or a course paper not yet published. */
export const schedulePaperSchema = z.object({
  /** Position in the unit, from 1. */
  sortOrder: z.number().int(),
  /** The homework; null for a course paper not yet published. */
  eHomeworkId: z.number().int().nullable(),
  /** The course paper; null for homework not from a course paper. */
  paperId: z.number().int().nullable(),
  /** Homework name, or the paper's name. */
  name: z.string(),
  /** processType of the homework; null for a paper. */
  processType: processTypeSchema.nullable(),
  /** Due time of the homework (ISO); null for a paper. */
  endTime: z.string().nullable(),
});
export type SchedulePaper = z.infer<typeof schedulePaperSchema>;

/** Answer of GET /schedules/{scheduleId}/papers, in order. */
export const schedulePapersSchema = z.array(schedulePaperSchema);

/** Query of GET /ael/school/common/evaluations: what a unit evaluates. */
export const evaluationsQuerySchema = z.object({
  /** The unit (schedule). */
  scheduleId: idParamSchema,
});
export type EvaluationsQuery = z.infer<typeof evaluationsQuerySchema>;

/** A learning aspect of a unit with its weight (§9) and its learning objectives. */
export const evaluationAspectSchema = z.object({
  /** Learning aspect. */
  aspect: learningAspectSchema,
  /** Subject weight of the aspect (§9); null for a subject without weights. */
  weight: z.number().int().nullable(),
  /** The aspect's learning objectives (knowledge points), in the unit's order. */
  objectives: z.array(
    z.object({
      /** Objective id. */
      objectiveId: z.number().int(),
      /** The knowledge point. */
      knowledgePoint: z.string(),
    }),
  ),
});

/** Answer of GET /evaluations: the unit's aspects in the subject's order, each with its objectives. */
export const evaluationsSchema = z.object({
  /** Schedule id. */
  scheduleId: z.number().int(),
  /** Subject of the unit. */
  subjectCode: subjectCodeSchema,
  /** Aspects with at least one objective. */
  aspects: z.array(evaluationAspectSchema),
});
export type Evaluations = z.infer<typeof evaluationsSchema>;

/** Path of GET /ael/school/v2/report/ehomeworks/{eHomeworkId}. */
export const homeworkReportParamsSchema = z.object({
  /** Homework id. */
  eHomeworkId: idParamSchema,
});

/** Query of the homework report. */
export const homeworkReportQuerySchema = z.object({
  /** Only the students of this class (the caller's classes of the homework otherwise). */
  classId: idParamSchema.optional(),
});
export type HomeworkReportQuery = z.infer<typeof homeworkReportQuerySchema>;

/** Completion of one student's homework (on time, late, missing). */
export const completionSchema = z.enum(['ON_TIME', 'LATE', 'MISSING']);

/** A student as the homework report names them. */
export const reportStudentSchema = z.object({
  /** Student id. */
  studentId: z.number().int(),
  /** Name in the caller's language. */
  name: z.string(),
  /** Class name. */
  className: z.string(),
  /** Class number. */
  classNumber: z.number().int(),
});

/** The homework report of one homework (completion, score distribution, average, per question). */
export const homeworkReportSchema = z.object({
  /** Homework id. */
  eHomeworkId: z.number().int(),
  /** Name. */
  homeworkName: z.string(),
  /** Subject. */
  subjectCode: subjectCodeSchema,
  /** processType (which report view). */
  processType: processTypeSchema,
  /** Due time (ISO). */
  endTime: z.string(),
  /** Full score of the homework (sum of its questions' maxima). */
  fullScore: z.number().int(),
  /** Students reached (in the caller's classes). */
  studentCount: z.number().int(),
  /** Of them, submitted (on time or late). */
  submittedCount: z.number().int(),
  /** Completion with the names, each list in class and class-number order. */
  completion: z.object({
    /** Submitted by the end time. */
    onTime: z.array(reportStudentSchema),
    /** Submitted after it. */
    late: z.array(reportStudentSchema),
    /** Not submitted. */
    missing: z.array(reportStudentSchema),
  }),
  /** Total score / total full score of the submitted students, as a percentage; null when none submitted. */
  averageScoreRate: z.number().nullable(),
  /** Submitted students per ring band of their score rate (§9, 20 points each: 0–19 … 80–100). */
  scoreDistribution: z.array(
    z.object({
      /** Ring band 0–4. */
      band: z.number().int(),
      /** Lowest rate of the band. */
      from: z.number().int(),
      /** Highest rate of the band (below the next band's lowest; 100 in the last). */
      to: z.number().int(),
      /** Students in it. */
      count: z.number().int(),
    }),
  ),
  /** Every student reached with their completion, score and score rate (null when not submitted). */
  students: z.array(
    reportStudentSchema.extend({
      /** On time, late or missing. */
      completion: completionSchema,
      /** Score (0 when not submitted). */
      score: z.number().int(),
      /** Score rate; null when not submitted. */
      scoreRate: z.number().nullable(),
      /** When submitted (ISO); null when not. */
      submittedAt: z.string().nullable(),
    }),
  ),
  /** Every question of the homework in its order, over the submitted students. */
  questions: z.array(
    z.object({
      /** Question id. */
      questionId: z.number().int(),
      /** Position, from 1. */
      sortOrder: z.number().int(),
      /** Engine question type. */
      questionType: z.string(),
      /** Maximum score. */
      maxScore: z.number().int(),
      /** Submitted students with full marks on it. */
      correctCount: z.number().int(),
      /** correctCount / submitted students as a percentage; null when none submitted. */
      correctRate: z.number().nullable(),
      /** Score rate of the question over the submitted students; null when none submitted. */
      scoreRate: z.number().nullable(),
    }),
  ),
});
export type HomeworkReport = z.infer<typeof homeworkReportSchema>;
