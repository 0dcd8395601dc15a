import { z } from 'zod';
import type { CallSchemas } from './call-schemas';
import {
  classFilterQuerySchema,
  classParamsSchema,
  classRefSchema,
  gradeCodeSchema,
  homeworkParamsSchema,
  homeworkSummarySchema,
  idParamSchema,
  processTypeSchema,
  questionRightStatusSchema,
  scheduleParamsSchema,
  subjectCodeSchema,
  subjectFilterQuerySchema,
} from './common';

// The teaching calendar the reports group by: terms, a class's units (schedules) in a term,
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
export const classTermsParamsSchema = classParamsSchema;

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
  /** Proposed from the textbook chapters for a term nobody set up, not yet accepted by a director. */
  proposed: z.boolean(),
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
export const classTermSchedulesQuerySchema = subjectFilterQuerySchema;
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
export const evaluationsQuerySchema = scheduleParamsSchema;
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
export const homeworkReportParamsSchema = homeworkParamsSchema;

/** Query of the homework report. */
export const homeworkReportQuerySchema = classFilterQuerySchema;
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

/** A student's result in a homework: completion, score, score rate and the time they took. */
export const reportStudentResultSchema = reportStudentSchema.extend({
  /** On time, late or missing. */
  completion: completionSchema,
  /** Score (0 when not submitted). */
  score: z.number().int(),
  /** Score rate over the marked work only; null when not submitted or nothing of it is marked yet. */
  scoreRate: z.number().nullable(),
  /** Their answers still waiting for a teacher's marking (0 when not submitted): no rate counts them. */
  pendingCount: z.number().int(),
  /** When submitted (ISO); null when not. */
  submittedAt: z.string().nullable(),
  /** When they opened it (ISO); null when never. */
  startedAt: z.string().nullable(),
  /** Seconds from opening to handing in; null when not submitted (or opened unrecorded). */
  timeSpentSeconds: z.number().int().nullable(),
});
export type ReportStudentResult = z.infer<typeof reportStudentResultSchema>;

/**
 * Verdict of a student's answer to a whole question from its score: full marks right, none wrong; PENDING while
 * it waits for a teacher's marking (an essay, a recording, a task sheet): it counts in no rate until marked.
 */
export const answerVerdictSchema = z.enum(['RIGHT', 'PART_RIGHT', 'WRONG', 'UNANSWERED', 'PENDING']);
export type AnswerVerdict = z.infer<typeof answerVerdictSchema>;

/** Students who gave one (decoded) answer to a question, with how many they are. */
export const answerGroupSchema = z.object({
  /** The answer in words (decoded by the engine; a composite's sub-answers in order, separated by " | "). */
  answerText: z.string(),
  /** The stored encoded answer (question-engine spec §3), normalised; a composite's joined by " | ". */
  encodedAnswer: z.string(),
  /** WRONG (no marks) or PART_RIGHT (some); RIGHT and UNANSWERED in the full list of a question. */
  verdict: answerVerdictSchema,
  /** Students who gave it. */
  count: z.number().int(),
  /** Them, in class and class-number order. */
  students: z.array(reportStudentSchema),
});
export type AnswerGroup = z.infer<typeof answerGroupSchema>;

/** A question of a homework report: the question itself, its figures and its most common wrong answers. */
export const reportQuestionSchema = z.object({
  /** Question id. */
  questionId: z.number().int(),
  /** Position, from 1. */
  sortOrder: z.number().int(),
  /** Engine question type. */
  questionType: z.string(),
  /** Maximum score. */
  maxScore: z.number().int(),
  /** The question's text in plain words (its title), for tables and exports. */
  stem: z.string(),
  /** Knowledge points it trains. */
  knowledgePoints: z.array(z.string()),
  /** The question-engine structure with its answer key (staff only), for the engine's read-only view. */
  question: z.record(z.string(), z.unknown()),
  /** The right answer in words. */
  rightAnswerText: z.string(),
  /** Submitted students with full marks on it. */
  correctCount: z.number().int(),
  /** Submitted students with some but not all of its marks. */
  partRightCount: z.number().int(),
  /** Submitted students with no marks on it (answered or not). */
  wrongCount: z.number().int(),
  /** Submitted students whose answer waits for a teacher's marking (in no count or rate above). */
  pendingCount: z.number().int(),
  /** correctCount / submitted students with a marked answer, as a percentage; null when there is none. */
  correctRate: z.number().nullable(),
  /** Score rate of the question over the submitted students' marked answers; null when there is none. */
  scoreRate: z.number().nullable(),
  /** The most common wrong or part-right answers (equal answers grouped), at most 3, most given first. */
  wrongAnswers: z.array(answerGroupSchema),
});
export type ReportQuestion = z.infer<typeof reportQuestionSchema>;

/** What the homework report and each of its views name the homework by. */
const homeworkHeadSchema = homeworkSummarySchema.extend({
  /** Due time (ISO). */
  endTime: z.string(),
  /** Full score of the homework (sum of its questions' maxima). */
  fullScore: z.number().int(),
  /** The classes of the report (the caller's classes of the homework, or the one asked for), by name. */
  classes: z.array(classRefSchema),
  /** Students reached (in the caller's classes, or the class asked for). */
  studentCount: z.number().int(),
  /** Answers of the submitted students still waiting for a teacher's marking: the rates count marked work only. */
  pendingCount: z.number().int(),
  /** Of them, submitted (on time or late). */
  submittedCount: z.number().int(),
});

/** Submitted students per ring band of their score rate (§9, 20 points each: 0–19 … 80–100). */
export const scoreBandSchema = z.object({
  /** Ring band 0–4. */
  band: z.number().int(),
  /** Lowest rate of the band. */
  from: z.number().int(),
  /** Highest rate of the band (below the next band's lowest; 100 in the last). */
  to: z.number().int(),
  /** Students in it. */
  count: z.number().int(),
});

/** The homework report of one homework (completion, score distribution, average, per question). */
export const homeworkReportSchema = homeworkHeadSchema.extend({
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
  /** Submitted students per ring band of their score rate. */
  scoreDistribution: z.array(scoreBandSchema),
  /** Every student reached with their completion, score, score rate (null when not submitted) and time. */
  students: z.array(reportStudentResultSchema),
  /** Every question of the homework in its order, over the submitted students, with the top 3 wrong answers. */
  questions: z.array(reportQuestionSchema),
  /** The hardest question (lowest score rate, the first of equals); null when none submitted. */
  hardestQuestionId: z.number().int().nullable(),
});
export type HomeworkReport = z.infer<typeof homeworkReportSchema>;

// ---- the homework report's views ---------------------------------------------------------

/** Query of the homework report's views (/questions, /wrongquestions, /process1, /process2, /process7, /process14). */
export const homeworkViewQuerySchema = classFilterQuerySchema;
export type HomeworkViewQuery = z.infer<typeof homeworkViewQuerySchema>;

/** Query of GET …/ehomeworks/{eHomeworkId}/questions. */
export const homeworkQuestionsQuerySchema = homeworkViewQuerySchema.extend({
  /** Only this question of the homework (404 when it is not one of them). */
  questionId: idParamSchema.optional(),
});
export type HomeworkQuestionsQuery = z.infer<typeof homeworkQuestionsQuerySchema>;

/** Answer of GET /ael/school/v2/report/ehomeworks/{eHomeworkId}/questions: every question with every answer given. */
export const homeworkQuestionsSchema = homeworkHeadSchema.extend({
  /** The questions in order (one when questionId was asked). */
  questions: z.array(
    reportQuestionSchema.extend({
      /** Mean score of the submitted students on it; null when none submitted. */
      averageScore: z.number().nullable(),
      /** Every answer the submitted students gave, grouped (right ones too; unanswered last), most given first. */
      answers: z.array(answerGroupSchema),
    }),
  ),
});
export type HomeworkQuestions = z.infer<typeof homeworkQuestionsSchema>;

/** Answer of GET …/ehomeworks/{eHomeworkId}/wrongquestions: questions someone got wrong or part right, hardest first. */
export const wrongQuestionsSchema = homeworkHeadSchema.extend({
  questions: z.array(
    z.object({
      /** Question id. */
      questionId: z.number().int(),
      /** Position in the homework. */
      sortOrder: z.number().int(),
      /** Engine question type. */
      questionType: z.string(),
      /** Plain text of the question. */
      stem: z.string(),
      /** Maximum score. */
      maxScore: z.number().int(),
      /** Score rate over the submitted students. */
      scoreRate: z.number().nullable(),
      /** Correct rate over the submitted students. */
      correctRate: z.number().nullable(),
      /** Students with no marks on it. */
      wrongCount: z.number().int(),
      /** Students with some of its marks. */
      partRightCount: z.number().int(),
      /** Who: each student with less than full marks, their answer in words and score, lowest score first. */
      students: z.array(
        reportStudentSchema.extend({
          /** WRONG or PART_RIGHT. */
          verdict: answerVerdictSchema,
          /** Their score on it. */
          score: z.number().int(),
          /** Their answer in words ('' when unanswered). */
          answerText: z.string(),
        }),
      ),
    }),
  ),
});
export type WrongQuestions = z.infer<typeof wrongQuestionsSchema>;

/** A student's line in a processType view. */
export const processStudentSchema = reportStudentResultSchema.extend({
  /** Questions with full marks. */
  correctCount: z.number().int(),
  /** Questions with some marks. */
  partRightCount: z.number().int(),
  /** Questions with none (answered or not). */
  wrongCount: z.number().int(),
  /** Catch-up (§9: the follow-up score rate below 60 %); false when not submitted or not a follow-up view. */
  catchUp: z.boolean(),
});

/** Answer of the processType views process1 (practice), process2 (follow-up) and process7. */
export const processViewSchema = homeworkHeadSchema.extend({
  /** The view: 1 practice, 2 follow-up (with catch-up), 7. */
  view: z.enum(['1', '2', '7']),
  /** Average score rate of the submitted students. */
  averageScoreRate: z.number().nullable(),
  /** Mean time of the submitted students with a recorded start, in seconds; null when none. */
  averageTimeSeconds: z.number().nullable(),
  /** Submitted students flagged for catch-up (follow-up view; 0 otherwise). */
  catchUpCount: z.number().int(),
  /** Every student reached, in class and class-number order. */
  students: z.array(processStudentSchema),
});
export type ProcessView = z.infer<typeof processViewSchema>;

/** Answer of GET …/ehomeworks/{eHomeworkId}/process14: the writing task's criteria from the marking. */
export const writingViewSchema = homeworkHeadSchema.extend({
  /** The criteria in the homework's order, with the class's totals. */
  criteria: z.array(
    z.object({
      /** Criterion name. */
      ruleName: z.string(),
      /** Its total (maximum). */
      total: z.number().int(),
      /** Submitted students marked on it. */
      markedCount: z.number().int(),
      /** Sum of their scores on it. */
      scoreSum: z.number(),
      /** Mean score of the marked students; null when none. */
      averageScore: z.number().nullable(),
      /** Score rate of the criterion over the marked students; null when none. */
      scoreRate: z.number().nullable(),
    }),
  ),
  /** Submitted students whose writing is marked (not a temporary save). */
  markedCount: z.number().int(),
  /** Every student reached with their score per criterion (null when not marked on it). */
  students: z.array(
    reportStudentResultSchema.extend({
      /** Whether a teacher marked their writing (not a temporary save). */
      marked: z.boolean(),
      /** Per criterion, in the homework's order. */
      criteria: z.array(z.object({ ruleName: z.string(), score: z.number().nullable() })),
    }),
  ),
});
export type WritingView = z.infer<typeof writingViewSchema>;

/** Path of the calls on one student's homework. */
export const studentHomeworkReportParamsSchema = z.object({
  /** Student id. */
  studentId: idParamSchema,
  /** Homework id. */
  eHomeworkId: idParamSchema,
});

/** A question one student answered, with their answer in words, their score and the right answer. */
export const studentHomeworkQuestionSchema = z.object({
  /** Question id. */
  questionId: z.number().int(),
  /** Position in the homework. */
  sortOrder: z.number().int(),
  /** Engine question type. */
  questionType: z.string(),
  /** Plain text of the question. */
  stem: z.string(),
  /** The question-engine structure with its key (staff only). */
  question: z.record(z.string(), z.unknown()),
  /** Their encoded answer ('' when none; a composite's sub-answers as the engine stores them, by child). */
  encodedAnswers: z.array(z.object({ childKey: z.string(), encodedAnswer: z.string() })),
  /** Their answer in words ('' when unanswered). */
  answerText: z.string(),
  /** The right answer in words. */
  rightAnswerText: z.string(),
  /** The engine's (or the marking's) verdict from the score. */
  verdict: answerVerdictSchema,
  /** The engine's verdicts of the stored answers (a composite's per child). */
  rightStatuses: z.array(questionRightStatusSchema),
  /** Their score. */
  score: z.number().int(),
  /** Maximum. */
  maxScore: z.number().int(),
  /** Score rate of the question over the class's submitted students. */
  classScoreRate: z.number().nullable(),
});
export type StudentHomeworkQuestion = z.infer<typeof studentHomeworkQuestionSchema>;

/** Answer of GET /ael/school/v2/report/students/{studentId}/ehomeworks/{eHomeworkId}/questions. */
export const studentHomeworkQuestionsSchema = homeworkHeadSchema.extend({
  /** The student's result. */
  student: reportStudentResultSchema,
  /** Every question of the homework in order. */
  questions: z.array(studentHomeworkQuestionSchema),
});
export type StudentHomeworkQuestions = z.infer<typeof studentHomeworkQuestionsSchema>;

/** Answer of GET /ael/school/report/students/{studentId}/ehomeworks/{eHomeworkId}/process1: one student's practice report. */
export const studentPracticeReportSchema = homeworkHeadSchema.extend({
  /** The student's result. */
  student: reportStudentResultSchema,
  /** Questions with full marks, some, none. */
  correctCount: z.number().int(),
  partRightCount: z.number().int(),
  wrongCount: z.number().int(),
  /** The class's average score rate (the report's students). */
  classAverageScoreRate: z.number().nullable(),
  /** Ring band (§9) of the student's score rate; null when not submitted. */
  ringBand: z.number().int().nullable(),
  /** Per question: their verdict and score beside the class's score rate. */
  questions: z.array(
    z.object({
      questionId: z.number().int(),
      sortOrder: z.number().int(),
      questionType: z.string(),
      stem: z.string(),
      verdict: answerVerdictSchema,
      score: z.number().int(),
      maxScore: z.number().int(),
      classScoreRate: z.number().nullable(),
    }),
  ),
});
export type StudentPracticeReport = z.infer<typeof studentPracticeReportSchema>;

/** Query of GET /ael/school/v2/schedule/ehomeworks/{eHomeworkId}/student/submit. */
export const submitListQuerySchema = homeworkViewQuerySchema.extend({
  /** Only the students of this completion. */
  completion: completionSchema.optional(),
});
export type SubmitListQuery = z.infer<typeof submitListQuerySchema>;

/** Answer of the submit list: who handed the homework in when, first handed in first, the missing last. */
export const submitListSchema = homeworkHeadSchema.extend({
  students: z.array(reportStudentResultSchema),
});
export type SubmitList = z.infer<typeof submitListSchema>;

/** Access, documentation and schemas of the homework report's views (spread into call-schemas.ts by name). */
export const homeworkReportViewSchemas = {
  getHomeworkReportQuestions: {
    access: 'staff',
    tag: 'report',
    summary:
      'Homework report, per question: the question with its key, correct and score rate, mean score and every answer given (decoded, equal answers grouped, with the students)',
    params: homeworkReportParamsSchema,
    query: homeworkQuestionsQuerySchema,
    response: homeworkQuestionsSchema,
  },
  getHomeworkWrongQuestions: {
    access: 'staff',
    tag: 'report',
    summary:
      'Questions of a homework someone got wrong or part right, hardest (lowest score rate) first, with who and their answer',
    params: homeworkReportParamsSchema,
    query: homeworkViewQuerySchema,
    response: wrongQuestionsSchema,
  },
  getHomeworkProcess1: {
    access: 'staff',
    tag: 'report',
    summary:
      'Practice view (processType 1) of a homework: each student’s completion, score, score rate, time and correct / part-right / wrong counts',
    params: homeworkReportParamsSchema,
    query: homeworkViewQuerySchema,
    response: processViewSchema,
  },
  getHomeworkProcess2: {
    access: 'staff',
    tag: 'report',
    summary:
      'Follow-up view (processType 2a–2d) of a homework: the practice view with catch-up (§9: a score rate below 60 %) flagged',
    params: homeworkReportParamsSchema,
    query: homeworkViewQuerySchema,
    response: processViewSchema,
  },
  getHomeworkProcess7: {
    access: 'staff',
    tag: 'report',
    summary: 'processType 7 view of a homework: the practice view (each student’s score, rate and time)',
    params: homeworkReportParamsSchema,
    query: homeworkViewQuerySchema,
    response: processViewSchema,
  },
  getHomeworkProcess14: {
    access: 'staff',
    tag: 'report',
    summary:
      'Writing view (processType 14): each scoring criterion’s class total, mean and score rate from the marking, and each student’s score per criterion',
    params: homeworkReportParamsSchema,
    query: homeworkViewQuerySchema,
    response: writingViewSchema,
  },
  getStudentHomeworkPractice: {
    access: 'staff',
    tag: 'report',
    summary:
      'One student’s practice report of a homework: score, rate, ring band, time, counts and each question beside the class',
    params: studentHomeworkReportParamsSchema,
    response: studentPracticeReportSchema,
  },
  getStudentHomeworkQuestions: {
    access: 'staff',
    tag: 'report',
    summary:
      'Each question of a homework with one student’s answer decoded, their score and the right answer (staff only)',
    params: studentHomeworkReportParamsSchema,
    response: studentHomeworkQuestionsSchema,
  },
  getHomeworkSubmitList: {
    access: 'staff',
    tag: 'report',
    summary:
      'Who handed a homework in when: each student reached with completion, start, submit time and time spent, first handed in first',
    params: homeworkReportParamsSchema,
    query: submitListQuerySchema,
    response: submitListSchema,
  },
} as const satisfies Record<string, CallSchemas>;
