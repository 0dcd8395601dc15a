import { z } from 'zod';
import type { CallSchemas } from './call-schemas';
import {
  classFilterQuerySchema,
  homeworkParamsSchema,
  homeworkSummarySchema,
  idParamSchema,
  studentParamsSchema,
  subjectFilterQuerySchema,
} from './common';
import { reportStudentSchema, scoreBandSchema } from './reports';

// Test reports: testTotalReport and its children (per course, student, question and answer type), HKAT class reports.
// Request and response schemas of the area's calls, and their access, tag and summary by call name
// (spread into callSchemas in call-schemas.ts).

/**
 * Which report family a test report is read as: TEST (processType 3a, 3b, 4: the testing view and the A+ test
 * pages), HKAT (processType 8, 8a, 8c, 8e: process8/class/hkat) or HKAT_8B (8b: process8b/class/hkat).
 */
export const TEST_REPORT_FAMILIES = ['TEST', 'HKAT', 'HKAT_8B'] as const;
export const testReportFamilySchema = z.enum(TEST_REPORT_FAMILIES);
export type TestReportFamily = z.infer<typeof testReportFamilySchema>;

/** Path of GET /ael/school/v2/report/ehomeworks/{eHomeworkId}/testing (and the HKAT class views). */
export const testReportParamsSchema = homeworkParamsSchema;

/** Query of the test reports. */
export const testReportQuerySchema = classFilterQuerySchema;
export type TestReportQuery = z.infer<typeof testReportQuerySchema>;

/** A course of a test: the textbook chapter its questions come from (null: questions of no chapter). */
export const testCourseSchema = z.object({
  /** Chapter id; null groups the questions without a chapter. */
  courseId: z.number().int().nullable(),
  /** Textbook course and chapter name, 'course · chapter' ('' for no chapter). */
  name: z.string(),
  /** Questions of the course, in test order. */
  questionIds: z.array(z.number().int()),
  /** Sum of the maxima of its questions. */
  fullScore: z.number().int(),
  /** Submitted students' total on it / (fullScore × submitted students), as a percentage; null when none submitted. */
  scoreRate: z.number().nullable(),
  /** Share of (student, question) pairs with full marks, as a percentage; null when none submitted. */
  correctRate: z.number().nullable(),
});
export type TestCourse = z.infer<typeof testCourseSchema>;

/** A student's result on one course. */
export const testStudentCourseSchema = z.object({
  /** Chapter id (null: no chapter). */
  courseId: z.number().int().nullable(),
  /** Score on the course's questions. */
  score: z.number().int(),
  /** The course's full score. */
  fullScore: z.number().int(),
  /** score / fullScore as a percentage; null when the course has no marks to give. */
  scoreRate: z.number().nullable(),
});

/** One student of a test report. */
export const testStudentSchema = reportStudentSchema.extend({
  /** Whether the test was handed in. */
  submitted: z.boolean(),
  /** Total score (0 when not handed in). */
  score: z.number().int(),
  /** score / full score as a percentage; null when not handed in. */
  scoreRate: z.number().nullable(),
  /** Rank among the submitted students of the report (1 = best; equal scores share a rank); null when not handed in. */
  rank: z.number().int().nullable(),
  /** Per course, in the order of `courses`. */
  courses: z.array(testStudentCourseSchema),
  /** Answers still waiting for a teacher's marking. */
  toMarkCount: z.number().int(),
});
export type TestStudent = z.infer<typeof testStudentSchema>;

/** A wrong answer as students wrote it, decoded to readable text, with how many gave it. */
export const wrongAnswerSchema = z.object({
  /** The answer as a reader sees it (choices by their letter and text, blanks joined). */
  answer: z.string(),
  /** Students who gave it. */
  count: z.number().int(),
  /** Their names, in class and class-number order. */
  students: z.array(z.string()),
});

/** One question of a test report. */
export const testQuestionSchema = z.object({
  /** Question id. */
  questionId: z.number().int(),
  /** Position in the test, from 1. */
  sortOrder: z.number().int(),
  /** Engine question type (the answer type). */
  questionType: z.string(),
  /** Its course (chapter id; null: no chapter). */
  courseId: z.number().int().nullable(),
  /** The question's text, plain, shortened to 200 characters. */
  stem: z.string(),
  /** The right answer as a reader sees it ('' when a teacher marks it). */
  rightAnswer: z.string(),
  /** Maximum score. */
  maxScore: z.number().int(),
  /** Submitted students with full marks. */
  correctCount: z.number().int(),
  /** correctCount / submitted students as a percentage; null when none submitted. */
  correctRate: z.number().nullable(),
  /** Score rate of the question over the submitted students; null when none submitted. */
  scoreRate: z.number().nullable(),
  /** The most common wrong or part-right answers (at most 5), most given first; none for a teacher-marked question. */
  wrongAnswers: z.array(wrongAnswerSchema),
});
export type TestQuestion = z.infer<typeof testQuestionSchema>;

/** One answer type (question type) of a test report. */
export const testAnswerTypeSchema = z.object({
  /** Engine question type. */
  questionType: z.string(),
  /** Questions of the type. */
  questionCount: z.number().int(),
  /** Sum of their maxima. */
  fullScore: z.number().int(),
  /** Score rate over the submitted students; null when none submitted. */
  scoreRate: z.number().nullable(),
  /** Share of (student, question) pairs with full marks; null when none submitted. */
  correctRate: z.number().nullable(),
});

/** The report of one test (testTotalReport and its children; the HKAT class views are the same report). */
export const testReportSchema = homeworkSummarySchema.extend({
  /** Report family of the processType. */
  family: testReportFamilySchema,
  /** Due time (ISO). */
  endTime: z.string(),
  /** WAIT_CORRECT, CORRECTED or ANNOUNCED. */
  correctionStatus: z.string(),
  /** When the results were published (ISO); null before. */
  announcedAt: z.string().nullable(),
  /** When the exam was withdrawn (its records erased, ISO); null when it was not. */
  withdrawnAt: z.string().nullable(),
  /** Full score (sum of the questions' maxima). */
  fullScore: z.number().int(),
  /** Students reached in the caller's classes (only classId when given). */
  studentCount: z.number().int(),
  /** Of them, handed in. */
  submittedCount: z.number().int(),
  /** Mean score of the submitted students; null when none. */
  averageScore: z.number().nullable(),
  /** Total score / total full score of the submitted students, as a percentage; null when none. */
  averageScoreRate: z.number().nullable(),
  /** Highest and lowest score of the submitted students; null when none. */
  highestScore: z.number().int().nullable(),
  lowestScore: z.number().int().nullable(),
  /** Submitted students per ring band of their score rate (§9, 20 points each: 0–19 … 80–100). */
  scoreDistribution: z.array(scoreBandSchema),
  /** Courses (textbook chapters of the questions), in the order their first question comes. */
  courses: z.array(testCourseSchema),
  /** Every student reached, in class and class-number order. */
  students: z.array(testStudentSchema),
  /** Every question in test order. */
  questions: z.array(testQuestionSchema),
  /** Answer types in the order their first question comes. */
  answerTypes: z.array(testAnswerTypeSchema),
});
export type TestReport = z.infer<typeof testReportSchema>;

/** Path of GET /wholeperformance/students/{studentId}/hkat and /process8b/hkat. */
export const hkatStudentParamsSchema = studentParamsSchema;

/** Query of a student's HKAT whole performance. */
export const hkatStudentQuerySchema = subjectFilterQuerySchema;

/** A student's HKAT tests, newest first, each with their result and the class's figures. */
export const hkatStudentPerformanceSchema = reportStudentSchema.extend({
  /** Report family read. */
  family: testReportFamilySchema,
  /** The tests (at most 50, newest due first). */
  tests: z.array(
    homeworkSummarySchema.extend({
      /** Due time (ISO). */
      endTime: z.string(),
      /** Full score. */
      fullScore: z.number().int(),
      /** The student's row of the class's test report. */
      student: testStudentSchema,
      /** The class's average score rate (submitted students). */
      classAverageScoreRate: z.number().nullable(),
      /** Students of the class who handed it in. */
      classSubmittedCount: z.number().int(),
      /** Courses of the test (for the student's per-course figures). */
      courses: z.array(testCourseSchema),
    }),
  ),
});
export type HkatStudentPerformance = z.infer<typeof hkatStudentPerformanceSchema>;

/** Path of the student's test PDF. */
export const testStudentPdfParamsSchema = z.object({
  /** Student id. */
  studentId: idParamSchema,
  /** Homework id of the test. */
  eHomeworkId: idParamSchema,
});

/**
 * resultData of testStudentPdf: none. Its success is not the JSON envelope but the file itself
 * (application/pdf, Content-Disposition attachment with the file name); its refusals are the envelope.
 */
export const testStudentPdfResultSchema = z
  .null()
  .describe(
    'None: a success answers application/pdf (the file, as a download with its name), not this envelope; refusals answer the envelope',
  );

const REPORT = 'report';

/** Access, documentation and schemas of the area's calls (see call-schemas.ts). */
export const reportTestCallSchemas = {
  getTestReport: {
    access: 'staff',
    tag: REPORT,
    summary:
      'Test report (testTotalReport) of a test (processType 3a, 3b, 4) over the caller’s classes: totals, score distribution, per course (textbook chapter), per student (score, rank, rate, per course), per question (correct and score rate, common wrong answers decoded) and per answer type',
    params: testReportParamsSchema,
    query: testReportQuerySchema,
    response: testReportSchema,
  },
  getHkatClassReport: {
    access: 'staff',
    tag: REPORT,
    summary: 'HKAT class report (processType 8, 8a, 8c, 8e): the test report of one HKAT test',
    params: testReportParamsSchema,
    query: testReportQuerySchema,
    response: testReportSchema,
  },
  getHkat8bClassReport: {
    access: 'staff',
    tag: REPORT,
    summary: 'HKAT 8b class report (processType 8b): the test report of one HKAT 8b test',
    params: testReportParamsSchema,
    query: testReportQuerySchema,
    response: testReportSchema,
  },
  getHkatStudentPerformance: {
    access: 'staff',
    tag: REPORT,
    summary:
      'A student’s HKAT whole performance (processType 8, 8a, 8c, 8e): each HKAT test with their score, rank, rate and per course beside the class’s average',
    params: hkatStudentParamsSchema,
    query: hkatStudentQuerySchema,
    response: hkatStudentPerformanceSchema,
  },
  getHkat8bStudentPerformance: {
    access: 'staff',
    tag: REPORT,
    summary: 'A student’s HKAT 8b whole performance (processType 8b), as the HKAT one',
    params: hkatStudentParamsSchema,
    query: hkatStudentQuerySchema,
    response: hkatStudentPerformanceSchema,
  },
  getTestStudentPdf: {
    access: 'staff',
    tag: REPORT,
    summary:
      'Printable PDF of one student’s test (testStudentPdf), answered as application/pdf (a download), not JSON: school, class, student, test and date; each question with the student’s answer, the right answer, the marks and the teacher’s comment; the total',
    params: testStudentPdfParamsSchema,
    file: { contentType: 'application/pdf' },
    response: testStudentPdfResultSchema,
  },
} as const satisfies Record<string, CallSchemas>;
