import { z } from 'zod';
import {
  answerTryLimitSchema,
  homeworkSummarySchema,
  idParamSchema,
  instantSchema,
  practiceStatusSchema,
  processKindSchema,
  questionRightStatusSchema,
  sessionTokenSchema,
  studentHomeworkGroupSchema,
  studentRowSchema,
  studentTestStatusSchema,
  submitStatusSchema,
  textSchema,
} from './common';
import { pictureMarkingSchema } from './marking';
import { mediaAnswerSchema } from './questions';

/*
 * The student app's calls, under /ael/student: a student signs in with account and password, or a
 * teacher's simulated session (POST /ael/school/common/login/simulate) opens the app with its token; then
 * the student's homework, one homework with its questions and saved answers, starting it (a test's clock),
 * and submitting it. Answers themselves go through the question engine's call,
 * POST /ael/school/common/questions/{questionId}/answer with the homework's id (question-engine spec §7).
 */

/** POST /ael/student/common/login body: the student's account and password. */
export const studentLoginBodySchema = z.object({
  /** Login account of the student apps. */
  account: textSchema.trim().min(1).max(50),
  /** Password. */
  password: textSchema.min(1).max(30),
});
export type StudentLoginBody = z.infer<typeof studentLoginBodySchema>;

/** The signed-in student as the student app shows them. */
export const studentProfileSchema = studentRowSchema.extend({
  /** School name. */
  schoolName: z.string(),
});
export type StudentProfile = z.infer<typeof studentProfileSchema>;

/** GET /ael/student/common/me and POST /ael/student/common/login/simulate: who the session is. */
export const studentSessionSchema = z.object({
  /** The student. */
  student: studentProfileSchema,
  /**
   * The teacher behind a simulated session (back-office spec §1); null when the student signed in. What a
   * simulating teacher does is recorded as the teacher's action.
   */
  simulatedBy: z.object({ staffId: z.number().int(), name: z.string() }).nullable(),
});
export type StudentSession = z.infer<typeof studentSessionSchema>;

/** POST /ael/student/common/login answer: a student-scoped token and who it is. */
export const studentLoginResultSchema = studentSessionSchema.extend(sessionTokenSchema.shape);
export type StudentLoginResult = z.infer<typeof studentLoginResultSchema>;

/** One homework as the student's home page lists it. */
export const studentHomeworkSchema = homeworkSummarySchema.extend({
  /** PRACTICE, TEST or OTHER: a test gives no result until the teacher publishes results. */
  processKind: processKindSchema,
  /** When the student may start (UTC). */
  startTime: instantSchema,
  /** When it is due (UTC). */
  endTime: instantSchema,
  /** A test's duration in minutes; null for practice. */
  durationMinutes: z.number().int().nullable(),
  /** Number of questions. */
  questionCount: z.number().int(),
  /** Questions with a saved answer. */
  answeredCount: z.number().int(),
  /** NOT_STARTED, IN_PROGRESS or FINISHED, for this student. */
  practiceStatus: practiceStatusSchema,
  /** NOT_SUBMIT, OVERDUE, NORMAL, DELAY or NO_NEED. */
  submitStatus: submitStatusSchema,
  /** A test's state for this student (not entered, in progress, completed); null for practice. */
  studentTestStatus: studentTestStatusSchema.nullable(),
  /** When the student submitted; null before. */
  submittedAt: instantSchema.nullable(),
  /** Whether the teacher published the results (tests); practice results show at once. */
  resultsPublished: z.boolean(),
  /** To do, overdue or done. */
  group: studentHomeworkGroupSchema,
});
export type StudentHomework = z.infer<typeof studentHomeworkSchema>;

/** GET /ael/student/practice/ehomeworks answer: the student's homework, due soonest first in each group. */
export const studentHomeworksSchema = z.object({
  /** The homework. */
  list: z.array(studentHomeworkSchema),
});
export type StudentHomeworks = z.infer<typeof studentHomeworksSchema>;

/** Path of the student's homework calls. */
export const studentHomeworkParamsSchema = z.object({ eHomeworkId: idParamSchema });
export type StudentHomeworkParams = z.infer<typeof studentHomeworkParamsSchema>;

/** A saved answer to one sub-question of a composite. */
export const savedChildAnswerSchema = z.object({
  /** Sub-question id. */
  questionId: z.string(),
  /** Encoded answer. */
  studentAnswer: z.string(),
  /** Photos, text or recordings of an essay, long answer or speaking sub-question. */
  localAnswer: mediaAnswerSchema.nullable(),
  /** The check's verdict; null while the results are hidden (a test before publication). */
  questionRightStatus: questionRightStatusSchema.nullable(),
});

/** The student's saved answer to one question of the homework. */
export const savedAnswerSchema = z.object({
  /** Encoded answer ('' for a composite or a media answer). */
  studentAnswer: z.string(),
  /** Photos, text or recordings of an essay, long answer or speaking question. */
  localAnswer: mediaAnswerSchema.nullable(),
  /** The check's verdict; null while the results are hidden (a test before publication). */
  questionRightStatus: questionRightStatusSchema.nullable(),
  /** Sub-question answers of a composite; empty otherwise. */
  childQuestions: z.array(savedChildAnswerSchema),
  /** Version of the stored answer. */
  version: z.number().int(),
});
export type SavedAnswer = z.infer<typeof savedAnswerSchema>;

/** The outcome of one question once results are shown (practice at once; tests after publication). */
export const questionOutcomeSchema = z.object({
  /** Score awarded (the teacher's mark when marked, else the automatic check's). */
  score: z.number().int(),
  /** The question's full mark in this homework. */
  maxScore: z.number().int(),
  /** The teacher's comment; '' when none. */
  comment: z.string(),
  /** Whether a teacher marked it. */
  marked: z.boolean(),
  /** Per-criterion scores of a writing task; empty otherwise. */
  criteria: z.array(z.object({ ruleName: z.string(), score: z.number().int() })),
  /** The marked photos with their rotation and the teacher's marks (vector data drawn over the photo). */
  pictures: z.array(pictureMarkingSchema),
});
export type QuestionOutcome = z.infer<typeof questionOutcomeSchema>;

/** One question of a homework as the student gets it. */
export const studentQuestionSchema = z.object({
  /** Bank question id (the path of the answer call). */
  questionId: z.number().int(),
  /** Number in the homework, 1…n. */
  serialNo: z.number().int(),
  /** Type code. */
  questionType: z.string(),
  /** Whether the question may be submitted empty (essay, long answer, speaking: question-engine spec §5). */
  mayBeEmpty: z.boolean(),
  /**
   * The parts a hand-in may not leave empty that hold no saved answer (question core's `requiredPartsLeft`):
   * [1] for a question that is not composite, a composite's sub-question numbers; empty when none is left.
   */
  requiredPartsLeft: z.array(z.number().int()),
  /**
   * The question-engine structure: without answer keys and explanations until results are shown (practice:
   * after the student submitted the homework; tests: after the teacher published results).
   */
  question: z.record(z.string(), z.unknown()),
  /** The saved answer; null when not answered. */
  answer: savedAnswerSchema.nullable(),
  /** Score and comment once results are shown; null before. */
  outcome: questionOutcomeSchema.nullable(),
  /** Checks used so far, by (sub-)question id ('' keys the question itself): the tries left follow from maxTries. */
  triesUsed: z.record(z.string(), z.number().int()),
});
export type StudentQuestion = z.infer<typeof studentQuestionSchema>;

/** The task sheet a processType 13 homework was distributed from, as its student reads it. */
export interface StudentWorkPaper {
  /** Name of the task sheet. */
  name: string;
  /** The teacher's instructions, one line each (workPaperDesc). */
  instructions: string[];
  /** Original file name of the PDF. */
  fileName: string;
  /** Short-lived signed URL of the PDF. */
  fileUrl: string;
}
// Typed by its interface so the contract's inferred call types stay within what the compiler serializes.
export const studentWorkPaperSchema: z.ZodType<StudentWorkPaper> = z.object({
  name: z.string(),
  instructions: z.array(z.string()),
  fileName: z.string(),
  fileUrl: z.string(),
});

/** GET /ael/student/practice/ehomeworks/{eHomeworkId} answer. */
export const studentHomeworkDetailSchema = z.object({
  /** The homework as the home page lists it. */
  homework: studentHomeworkSchema,
  /** When the student opened it (POST …/start); null before. */
  startedAt: instantSchema.nullable(),
  /** A started test's deadline: its start plus its duration, not after its end time; null otherwise. */
  testDeadline: instantSchema.nullable(),
  /** Whether answer keys, explanations and verdicts are shown. */
  resultsShown: z.boolean(),
  /** Total score once results are shown; null before. */
  totalScore: z.number().int().nullable(),
  /** Full mark of the homework. */
  fullScore: z.number().int(),
  /** Whether checking an answer tells right or wrong (and the explanation) before the hand-in. */
  immediateFeedback: z.boolean(),
  /** Checks allowed per question with immediate feedback: 1, 2, 3, or null for unlimited. */
  maxTries: answerTryLimitSchema,
  /** The questions in order. */
  questions: z.array(studentQuestionSchema),
  /**
   * A task sheet (processType 13): its PDF, file name and instructions; its one question is the hand-in
   * (photos or a PDF of the completed sheet). null for other homework.
   */
  workPaper: studentWorkPaperSchema.nullable(),
});
export type StudentHomeworkDetail = z.infer<typeof studentHomeworkDetailSchema>;

/** POST /ael/student/practice/ehomeworks/{eHomeworkId}/start answer (idempotent: a second start changes nothing). */
export const startHomeworkResultSchema = z.object({
  /** When the student first opened it. */
  startedAt: instantSchema,
  /** A test's deadline; null for practice. */
  testDeadline: instantSchema.nullable(),
});
export type StartHomeworkResult = z.infer<typeof startHomeworkResultSchema>;

/** POST /ael/student/practice/ehomeworks/{eHomeworkId}/submit body. */
export const submitHomeworkBodySchema = z.object({
  /**
   * True when a test's time ran out and the app submits for the student: missing answers are accepted.
   * Otherwise every question that may not be empty needs an answer ('submitTips').
   */
  timeUp: z.boolean().default(false),
});
export type SubmitHomeworkBody = z.infer<typeof submitHomeworkBodySchema>;

/** POST …/submit answer; a retried submit answers the first one's result and stores nothing new. */
export const submitHomeworkResultSchema = z.object({
  /** NORMAL on time, DELAY after the end time (a test submitted when its time ran out is NORMAL). */
  submitStatus: submitStatusSchema,
  /** When the homework was submitted. */
  submittedAt: instantSchema,
});
export type SubmitHomeworkResult = z.infer<typeof submitHomeworkResultSchema>;
