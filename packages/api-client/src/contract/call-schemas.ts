import type { z } from 'zod';
import {
  ackSchema,
  languageSwitchBodySchema,
  loginBodySchema,
  loginResultSchema,
  modifyPasswordBodySchema,
  profileBodySchema,
  roleSwitchBodySchema,
  simulateLoginBodySchema,
  simulateLoginResultSchema,
  THIRD_PARTY_NOT_CONFIGURED_CODE,
  THIRD_PARTY_REFUSED_CODE,
  teacherCenterSchema,
  teacherProfileSchema,
  thirdLoginBodySchema,
  userInfoSchema,
} from './auth';
import {
  classTermParamsSchema,
  classTermSubjectBodySchema,
  createUnitBodySchema,
  deleteTermResultSchema,
  deleteUnitResultSchema,
  importBodySchema,
  importResultSchema,
  schoolTermsQuerySchema,
  schoolTermsSchema,
  termBodySchema,
  termParamsSchema,
  termResultSchema,
  unitCountResultSchema,
  unitParamsSchema,
  unitSetupQuerySchema,
  unitsSetupSchema,
  updateUnitBodySchema,
} from './calendar-setup';
import { type CallName, calls } from './calls';
import {
  classesDropdownQuerySchema,
  classesDropdownSchema,
  classHomeworksQuerySchema,
  classHomeworksSchema,
  gradesAndClassesDropdownSchema,
} from './classes';
import { ERROR_CODES, scheduleParamsSchema } from './common';
import {
  choosableChaptersQuerySchema,
  choosableChaptersSchema,
  coursePapersSchema,
  courseParamsSchema,
  coursesQuerySchema,
  coursesSchema,
  ehomeworkParamsSchema,
  homeworkKnowledgesSchema,
  instructionsQuerySchema,
  instructionsSchema,
} from './courses';
import {
  dashboardLayoutParamsSchema,
  dashboardLayoutSchema,
  saveDashboardLayoutBodySchema,
} from './dashboard';
import {
  createWorkPaperFieldsSchema,
  deleteWorkPaperResultSchema,
  distributeWorkPaperBodySchema,
  distributeWorkPaperResultSchema,
  WORK_PAPER_FILE_FIELD,
  workPaperDetailSchema,
  workPaperListQuerySchema,
  workPaperListSchema,
  workPaperParamsSchema,
  workPaperSchema,
} from './distribution';
import { errorCenterCallSchemas } from './error-center';
import {
  completeUploadBodySchema,
  multipartUploadParamsSchema,
  multipartUploadSchema,
  ossAuthQuerySchema,
  ossAuthSchema,
  storedFileSchema,
  updateFileQuerySchema,
  updateFileSchema,
  uploadedPartSchema,
  uploadPartParamsSchema,
  uploadQuerySchema,
} from './files';
import {
  addBankCommentBodySchema,
  announceBodySchema,
  announceResultSchema,
  answerMarkingParamsSchema,
  bankCommentParamsSchema,
  bankCommentSchema,
  commentBankSchema,
  correctAnswerBodySchema,
  correctAnswerResultSchema,
  deleteBankCommentResultSchema,
  markingOverviewQuerySchema,
  markingOverviewSchema,
  markingParamsSchema,
  markingUnitSchema,
  nextAnswersQuerySchema,
  scoreHistorySchema,
  withdrawExamBodySchema,
  withdrawExamResultSchema,
} from './marking';
import {
  deletePracticeResultSchema,
  practiceDetailSchema,
  practiceListQuerySchema,
  practiceListSchema,
  practiceParamsSchema,
  practiceStudentsQuerySchema,
  practiceStudentsSchema,
  redoBodySchema,
  redoResultSchema,
  redoStudentsSchema,
} from './practice';
import {
  batchDeleteBodySchema,
  batchPublishBodySchema,
  batchRepublishBodySchema,
  batchResultSchema,
  PUBLICATION_RULE_CODES,
  publishHomeworkBodySchema,
  publishHomeworkResultSchema,
} from './publish';
import {
  answerBodySchema,
  answerResultSchema,
  questionParamsSchema,
  questionPreviewQuerySchema,
  questionPreviewSchema,
  questionSearchQuerySchema,
  questionSearchResultSchema,
} from './questions';
import { reportPerformanceCallSchemas } from './report-performance';
import { reportTestCallSchemas } from './report-tests';
import {
  classesSchedulesQuerySchema,
  classTermSchedulesParamsSchema,
  classTermSchedulesQuerySchema,
  classTermsParamsSchema,
  classTermsQuerySchema,
  classTermsSchema,
  evaluationsQuerySchema,
  evaluationsSchema,
  homeworkReportParamsSchema,
  homeworkReportQuerySchema,
  homeworkReportSchema,
  homeworkReportViewSchemas,
  schedulePapersSchema,
  schedulesSchema,
} from './reports';
import {
  classPracticeObjectsQuerySchema,
  classPracticeObjectsSchema,
  classPracticesParamsSchema,
  classPracticesQuerySchema,
  classPracticesSchema,
} from './schedule';
import {
  startHomeworkResultSchema,
  studentHomeworkDetailSchema,
  studentHomeworkParamsSchema,
  studentHomeworksSchema,
  studentLoginBodySchema,
  studentLoginResultSchema,
  studentSessionSchema,
  submitHomeworkBodySchema,
  submitHomeworkResultSchema,
} from './student';
import { systemVersionSchema } from './system';

/**
 * Who may call: anyone; a staff session only; a student-scoped session only (a student's own, or one a
 * teacher simulates); or either.
 */
export type CallAccess = 'public' | 'staff' | 'student' | 'any';

/** HTTP statuses other than 200 that a call may answer, each with the envelope (errorCode, errorMessage). */
export const ERROR_STATUSES = [400, 401, 403, 404, 409, 413, 429] as const;
export type ErrorStatus = (typeof ERROR_STATUSES)[number];

/**
 * The HTTP status an errorCode comes with: 200 for a rule of the spec (the envelope with resultStatus
 * false; in a batch, the errorCode of a failed item), or an error status.
 */
export type CodeStatus = 200 | ErrorStatus;

/** One errorCode a call may answer, with its HTTP status. */
export interface CallErrorCode {
  status: CodeStatus;
  code: number;
}

/** The errorCodes every call answering one of these statuses may answer with it. */
const STATUS_CODES: Record<ErrorStatus, readonly number[]> = {
  400: [ERROR_CODES.VALIDATION],
  401: [ERROR_CODES.UNAUTHORIZED],
  403: [ERROR_CODES.FORBIDDEN, ERROR_CODES.USER_TYPE_ERROR],
  404: [ERROR_CODES.NOT_FOUND],
  409: [ERROR_CODES.IDEMPOTENCY_KEY_REUSED, ERROR_CODES.IDEMPOTENCY_IN_PROGRESS],
  413: [ERROR_CODES.PAYLOAD_TOO_LARGE],
  429: [ERROR_CODES.RATE_LIMITED],
};

/** Who may call a call, what it is, and what it carries: its request parts and its envelope's resultData. */
export interface CallSchemas {
  /** Who may call it (the server's auth plugin reads it from the route's config). */
  access: CallAccess;
  /** One line for the OpenAPI document. */
  summary: string;
  /** OpenAPI tag (the server module that answers it). */
  tag: string;
  /** Error statuses beyond those every call of its kind may answer (see errorStatusesOf). */
  errors?: readonly ErrorStatus[];
  /**
   * errorCodes of the call's own refusals (beyond those of its statuses, see errorCodesOf), by the HTTP
   * status they come with; an error status named here is one the call answers.
   */
  codes?: Partial<Record<CodeStatus, readonly number[]>>;
  /** Idempotent by itself (an upsert): the Idempotency-Key header is not needed. */
  idempotent?: boolean;
  /** Path parameters, by the names the path gives them. */
  params?: z.ZodType;
  /** Query string. */
  query?: z.ZodType;
  /** JSON body. */
  body?: z.ZodType;
  /**
   * A multipart/form-data body: its text fields (checked by the handler, which reads the parts as a stream)
   * and the name of its one file part.
   */
  multipart?: { fields?: z.ZodType; file: string };
  /** A body of raw bytes (not JSON) of this content type, read by the handler. */
  binary?: { contentType: 'application/octet-stream' };
  /** A success answers this file itself instead of the envelope (its refusals are the envelope). */
  file?: { contentType: 'application/pdf' };
  /** resultData of the envelope of a success. */
  response: z.ZodType;
}

/** Access, documentation and schemas of every call of `calls` (calls.ts), by the same name. */
export const callSchemas = {
  getSystemVersion: {
    access: 'public',
    tag: 'system',
    summary: 'Server and app versions',
    response: systemVersionSchema,
  },

  login: {
    access: 'public',
    tag: 'auth',
    codes: { 200: [ERROR_CODES.WRONG_PASSWORD] },
    errors: [429],
    summary: 'Sign in with account and password',
    body: loginBodySchema,
    response: loginResultSchema,
  },
  loginUnify: {
    access: 'public',
    tag: 'auth',
    codes: { 200: [ERROR_CODES.WRONG_PASSWORD] },
    errors: [429],
    summary: 'Sign in through the unified (portal) account; same credentials and answer as /login',
    body: loginBodySchema,
    response: loginResultSchema,
  },
  loginUnifyThird: {
    access: 'public',
    tag: 'auth',
    codes: { 200: [THIRD_PARTY_NOT_CONFIGURED_CODE, THIRD_PARTY_REFUSED_CODE] },
    errors: [429],
    summary:
      'Third-party sign-in (Google, Microsoft): the provider verifies the proof and names the teacher by email; resultStatus false with a message when the provider is not configured',
    body: thirdLoginBodySchema,
    response: loginResultSchema,
  },
  logout: { access: 'any', tag: 'auth', summary: 'Revoke the current token', response: ackSchema },
  modifyPassword: {
    access: 'staff',
    tag: 'auth',
    codes: {
      200: [
        ERROR_CODES.OLD_PASSWORD_INCORRECT,
        ERROR_CODES.PASSWORDS_INCONSISTENT,
        ERROR_CODES.PASSWORD_UNCHANGED,
        ERROR_CODES.PASSWORD_FORMAT,
      ],
    },
    errors: [429],
    summary:
      'Change the password (6–30 characters with letters and numbers); ends every other session of the user',
    body: modifyPasswordBodySchema,
    response: ackSchema,
  },
  updateProfile: {
    access: 'staff',
    tag: 'auth',
    summary: 'Update the personal profile',
    body: profileBodySchema,
    response: teacherProfileSchema,
  },
  switchRole: {
    access: 'staff',
    tag: 'auth',
    codes: { 200: [ERROR_CODES.USER_TYPE_ERROR] },
    summary: 'Act in another role the user holds',
    body: roleSwitchBodySchema,
    response: userInfoSchema,
  },
  switchLanguage: {
    access: 'staff',
    tag: 'auth',
    summary: 'Change the interface language (hk or en)',
    body: languageSwitchBodySchema,
    response: ackSchema,
  },
  getTeacher: {
    access: 'staff',
    tag: 'auth',
    summary: 'The teacher profile',
    response: teacherProfileSchema,
  },
  getTeacherCenter: {
    access: 'staff',
    tag: 'auth',
    summary: 'Personal centre: profile, school and teaching load',
    response: teacherCenterSchema,
  },
  simulateLogin: {
    access: 'staff',
    tag: 'auth',
    summary: 'A teacher opens a student-scoped session for a student of a class in their scope',
    body: simulateLoginBodySchema,
    response: simulateLoginResultSchema,
  },
  simulateStudentLogin: {
    access: 'student',
    tag: 'student',
    summary:
      'The student app opens with the token of a simulated session (read once from the super token): who the student is and which teacher simulates',
    response: studentSessionSchema,
  },

  getClassesDropdown: {
    access: 'staff',
    tag: 'classes',
    summary: 'Class select: grades with the classes and groups the active role reaches',
    query: classesDropdownQuerySchema,
    response: classesDropdownSchema,
  },
  getGradesAndClassesDropdown: {
    access: 'staff',
    tag: 'classes',
    summary: 'Grades and classes the active role reaches, with class sizes',
    response: gradesAndClassesDropdownSchema,
  },
  getClassHomeworks: {
    access: 'staff',
    tag: 'classes',
    summary:
      'Near-homework lists of a class: ENDING (due within `days`, soonest first) or PUBLISHED (published in the last `days`, newest first), in the subjects the role reaches there',
    query: classHomeworksQuerySchema,
    response: classHomeworksSchema,
  },

  searchQuestions: {
    access: 'staff',
    tag: 'questions',
    summary: 'Search the question bank of the school, within the subjects of the active role',
    query: questionSearchQuerySchema,
    response: questionSearchResultSchema,
  },
  getQuestionPreview: {
    access: 'any',
    tag: 'questions',
    summary: 'A question for preview; a student-scoped token gets toStudentView (no answer keys)',
    params: questionParamsSchema,
    query: questionPreviewQuerySchema,
    response: questionPreviewSchema,
  },
  submitQuestionAnswer: {
    access: 'any',
    tag: 'questions',
    codes: {
      200: [ERROR_CODES.MALFORMED_ANSWER, ERROR_CODES.UPLOAD_WRONG_TYPE],
      404: [ERROR_CODES.QUESTION_NOT_IN_HOMEWORK],
      409: [
        ERROR_CODES.HOMEWORK_NOT_STARTED,
        ERROR_CODES.HOMEWORK_SUBMITTED,
        ERROR_CODES.TEST_TIME_UP,
        ERROR_CODES.NO_TRIES_LEFT,
      ],
    },
    idempotent: true,
    summary:
      'Check an encoded answer with the question engine; stored in the attempt when a student answers inside a homework',
    params: questionParamsSchema,
    body: answerBodySchema,
    response: answerResultSchema,
  },

  getClassPractices: {
    access: 'staff',
    tag: 'schedule',
    summary: 'Calendar month of a class: every day (Hong Kong time) with the homework due that day',
    params: classPracticesParamsSchema,
    query: classPracticesQuerySchema,
    response: classPracticesSchema,
  },
  getClassPracticeObjects: {
    access: 'staff',
    tag: 'schedule',
    summary:
      'Homework of a class due in a range of Hong Kong days (a calendar day, or the near-homework range of at most 62 days), with the object it was published to and the class’s progress',
    params: classPracticesParamsSchema,
    query: classPracticeObjectsQuerySchema,
    response: classPracticeObjectsSchema,
  },

  getClassTerms: {
    access: 'staff',
    tag: 'report',
    summary: 'Terms (semesters 1–3) of the school of a class, newest first, the current one marked',
    params: classTermsParamsSchema,
    query: classTermsQuerySchema,
    response: classTermsSchema,
  },
  getClassTermSchedules: {
    access: 'staff',
    tag: 'report',
    summary:
      'Teaching schedule of a class in a term: its units in the caller’s subjects, with their papers and learning objectives counted',
    params: classTermSchedulesParamsSchema,
    query: classTermSchedulesQuerySchema,
    response: schedulesSchema,
  },
  getClassesSchedules: {
    access: 'staff',
    tag: 'report',
    summary:
      'Units of every class the caller reaches in a term (the current one by default), filtered by class, grade and subject',
    query: classesSchedulesQuerySchema,
    response: schedulesSchema,
  },
  getSchedulePapers: {
    access: 'staff',
    tag: 'report',
    summary: 'Papers of a unit in order: homework published to the class, or course papers not yet published',
    params: scheduleParamsSchema,
    response: schedulePapersSchema,
  },
  getEvaluations: {
    access: 'staff',
    tag: 'report',
    summary:
      'What a unit evaluates: its learning aspects with the subject weights (§9) and their learning objectives',
    query: evaluationsQuerySchema,
    response: evaluationsSchema,
  },
  getHomeworkReport: {
    access: 'staff',
    tag: 'report',
    summary:
      'Homework report: completion with the names, score distribution, average score rate and each question’s correct rate, over the caller’s classes of the homework',
    params: homeworkReportParamsSchema,
    query: homeworkReportQuerySchema,
    response: homeworkReportSchema,
  },
  ...homeworkReportViewSchemas,

  getPractices: {
    access: 'staff',
    tag: 'practice',
    summary:
      'Homework list of the caller’s scope with filters (subject, grade, class, processType, kind, time status, name, due days) and paging',
    query: practiceListQuerySchema,
    response: practiceListSchema,
  },
  getPracticeDetail: {
    access: 'staff',
    tag: 'practice',
    summary: 'Homework detail: resultData.homeworkInfo with every field of spec §3 and the time status',
    params: practiceParamsSchema,
    response: practiceDetailSchema,
  },
  deletePractice: {
    access: 'staff',
    tag: 'practice',
    codes: { 200: [ERROR_CODES.HOMEWORK_EXPIRED] },
    summary:
      'Delete a homework that has not started (spec §4): every target class must be in scope; otherwise "This homework has expired and cannot be deleted"',
    params: practiceParamsSchema,
    response: deletePracticeResultSchema,
  },
  getPracticeStudents: {
    access: 'staff',
    tag: 'practice',
    summary:
      'Students the homework reaches (in the caller’s scope) with submission, progress, score and redo',
    params: practiceParamsSchema,
    query: practiceStudentsQuerySchema,
    response: practiceStudentsSchema,
  },
  getPracticeNotSubmitted: {
    access: 'staff',
    tag: 'practice',
    summary: 'Students the homework reaches who have not submitted (path spelled as the spec spells it)',
    params: practiceParamsSchema,
    query: practiceStudentsQuerySchema.pick({ classId: true }),
    response: practiceStudentsSchema,
  },
  getPracticeRedo: {
    access: 'staff',
    tag: 'practice',
    summary: 'Students asked to redo the homework',
    params: practiceParamsSchema,
    response: redoStudentsSchema,
  },
  requestPracticeRedo: {
    access: 'staff',
    tag: 'practice',
    codes: { 200: [ERROR_CODES.REDO_NOT_SUBMITTED] },
    summary:
      'Ask students who submitted to redo: their submission is reopened (one transaction, audited); a student who has not submitted refuses the whole call',
    params: practiceParamsSchema,
    body: redoBodySchema,
    response: redoResultSchema,
  },

  getMarkingOverview: {
    access: 'staff',
    tag: 'marking',
    summary:
      'What the scoring screen needs first: the questions with the class’s marking progress on each, the counts of submitted, fully marked and unmarked students, writing criteria',
    params: markingParamsSchema,
    query: markingOverviewQuerySchema,
    response: markingOverviewSchema,
  },
  getNextAnswers: {
    access: 'staff',
    tag: 'marking',
    summary:
      'One unit of marking work, paged by the server: a submitted student’s answers with keys and markings (or one question’s answer, question by question), with the neighbours in class and class-number order',
    params: markingParamsSchema,
    query: nextAnswersQuerySchema,
    response: markingUnitSchema,
  },
  correctAnswer: {
    access: 'staff',
    tag: 'marking',
    codes: {
      400: [ERROR_CODES.SCORE_INVALID, ERROR_CODES.COMMENT_REQUIRED, ERROR_CODES.PICTURE_TOO_LARGE_TO_ROTATE],
      409: [
        ERROR_CODES.ANSWER_NOT_SUBMITTED,
        ERROR_CODES.MARKING_CONFLICT,
        ERROR_CODES.MARKING_SAVED,
        ERROR_CODES.RESULTS_ANNOUNCED,
      ],
    },
    summary:
      'Score and comment an answer (per-criterion for writing, photo marks beside the photo): spec §5 score rules; saved marking is not edited (an override with a reason is a new, audited change); a stale baseVersion is a conflict (409) naming the other marker',
    params: answerMarkingParamsSchema,
    body: correctAnswerBodySchema,
    response: correctAnswerResultSchema,
  },
  getScoreHistory: {
    access: 'staff',
    tag: 'marking',
    summary:
      'The append-only score history of an answer (automatic check, marking, overrides, withdrawal), oldest first',
    params: answerMarkingParamsSchema,
    response: scoreHistorySchema,
  },
  announceResults: {
    access: 'staff',
    tag: 'marking',
    codes: { 409: [ERROR_CODES.NOT_ALL_SCORED, ERROR_CODES.UNSCORED_STUDENTS] },
    summary:
      'Publish the results (class scoring ends): refused with "Some students have not been scored" while a student has some questions unscored; asks first when a student has every one unscored',
    params: markingParamsSchema,
    body: announceBodySchema,
    response: announceResultSchema,
  },
  withdrawExam: {
    access: 'staff',
    tag: 'marking',
    codes: { 400: [ERROR_CODES.NOT_AN_EXAM] },
    summary: 'Withdraw an exam: erases its students’ records after confirmation, audited (who, when)',
    params: markingParamsSchema,
    body: withdrawExamBodySchema,
    response: withdrawExamResultSchema,
  },
  getCommentBank: {
    access: 'staff',
    tag: 'marking',
    summary: 'The caller’s comment bank: the comments they saved to insert when marking, newest first',
    response: commentBankSchema,
  },
  addBankComment: {
    access: 'staff',
    tag: 'marking',
    summary:
      'Save a comment in the caller’s comment bank (1 to 1,000 characters, trimmed); the same text saved again answers the saved one',
    body: addBankCommentBodySchema,
    response: bankCommentSchema,
  },
  deleteBankComment: {
    access: 'staff',
    tag: 'marking',
    summary:
      'Delete one of the caller’s saved comments (another teacher’s, or another school’s, is not found)',
    params: bankCommentParamsSchema,
    response: deleteBankCommentResultSchema,
  },

  getDashboardLayout: {
    access: 'staff',
    tag: 'dashboard',
    summary:
      'A dashboard’s cards as the caller arranged them: every card of it, in their order, each shown or hidden',
    params: dashboardLayoutParamsSchema,
    response: dashboardLayoutSchema,
  },
  saveDashboardLayout: {
    access: 'staff',
    tag: 'dashboard',
    idempotent: true,
    summary:
      'Keep the caller’s order of a dashboard’s cards and which they hide (each of the dashboard’s cards at most once)',
    params: dashboardLayoutParamsSchema,
    body: saveDashboardLayoutBodySchema,
    response: dashboardLayoutSchema,
  },

  publishHomework: {
    access: 'staff',
    tag: 'publish',
    codes: {
      200: [...PUBLICATION_RULE_CODES, ERROR_CODES.QUESTION_NUMBERS, ERROR_CODES.INSUFFICIENT_QUESTIONS],
    },
    summary:
      'Publish one homework or test to a whole grade, classes and groups (several at once). §5 rules answer resultStatus false with their message; nothing is stored on any failure',
    body: publishHomeworkBodySchema,
    response: publishHomeworkResultSchema,
  },
  batchPublishHomework: {
    access: 'staff',
    tag: 'publish',
    codes: {
      200: [
        ...PUBLICATION_RULE_CODES,
        ERROR_CODES.QUESTION_NUMBERS,
        ERROR_CODES.INSUFFICIENT_QUESTIONS,
        ERROR_CODES.BATCH_ASSESSMENT,
      ],
    },
    summary:
      "Batch publish (several chapters in one request): each item in its own transaction, fully published or not at all; assessments refused per item; 'Part of homework publish failed' when some fail",
    body: batchPublishBodySchema,
    response: batchResultSchema,
  },
  batchDeleteHomework: {
    access: 'staff',
    tag: 'publish',
    codes: {
      200: [ERROR_CODES.HOMEWORK_NOT_PUBLISHED, ERROR_CODES.HOMEWORK_EXPIRED, ERROR_CODES.HOMEWORK_COMPLETED],
    },
    summary:
      'Batch delete: only published homework that nobody has completed and that has not expired; per-item results, each in its own transaction',
    body: batchDeleteBodySchema,
    response: batchResultSchema,
  },
  batchRepublishHomework: {
    access: 'staff',
    tag: 'publish',
    codes: {
      200: [...PUBLICATION_RULE_CODES, ERROR_CODES.QUESTION_NUMBERS, ERROR_CODES.INSUFFICIENT_QUESTIONS],
    },
    summary:
      'Batch re-publish: each item publishes a copy of a homework in scope with new times (and optionally a new name or targets), same questions and settings; per-item results',
    body: batchRepublishBodySchema,
    response: batchResultSchema,
  },

  getCourses: {
    access: 'staff',
    tag: 'courses',
    summary:
      'Courses (courseMag, allGradeCourse): by grade, subject and family, only the grade’s textbook categories of the user’s textbook types (spec §5) in subjects the role reaches',
    query: coursesQuerySchema,
    response: coursesSchema,
  },
  getCoursePapers: {
    access: 'staff',
    tag: 'courses',
    summary:
      'Papers of a course in chapter order, with their question ids (question number n = questionIds[n-1])',
    params: courseParamsSchema,
    response: coursePapersSchema,
  },
  getChoosableChapters: {
    access: 'staff',
    tag: 'courses',
    summary:
      'Chapters that can be chosen for (batch) publishing in a subject, grade and family, with the per-subject class access check (true without a class or for an unknown class) and what the class already has',
    query: choosableChaptersQuerySchema,
    response: choosableChaptersSchema,
  },
  getInstructions: {
    access: 'staff',
    tag: 'courses',
    summary:
      'Teaching instructions of a course family (general and per processType) in the user’s language; general ones are included with a processType',
    query: instructionsQuerySchema,
    response: instructionsSchema,
  },
  getHomeworkKnowledges: {
    access: 'staff',
    tag: 'courses',
    summary:
      'Knowledge points of a homework: its knowledgeContents and the knowledge points its questions train',
    params: ehomeworkParamsSchema,
    response: homeworkKnowledgesSchema,
  },

  createWorkPaper: {
    access: 'staff',
    tag: 'distribution',
    codes: { 200: [ERROR_CODES.HOMEWORK_NAME, ERROR_CODES.UPLOAD_WRONG_TYPE, ERROR_CODES.UPLOAD_TOO_LARGE] },
    errors: [429],
    summary:
      'Upload a task sheet: multipart fields workPaperName, subjectCode, gradeCode, workPaperDesc and one PDF in part `file`, checked by its bytes and size before anything is stored; UNDISTRIBUTED until distributed',
    multipart: { fields: createWorkPaperFieldsSchema, file: WORK_PAPER_FILE_FIELD },
    response: workPaperSchema,
  },
  getWorkPapers: {
    access: 'staff',
    tag: 'distribution',
    summary:
      'Task sheets (distribution list) of the subjects the role reaches: filters subject, grade, status (UNDISTRIBUTED, NOT_STARTED, IN_PROGRESS, FINISHED), name; newest first',
    query: workPaperListQuerySchema,
    response: workPaperListSchema,
  },
  getWorkPaperDetail: {
    access: 'staff',
    tag: 'distribution',
    summary: 'A task sheet with its PDF URL and, once distributed, the progress of each class and student',
    params: workPaperParamsSchema,
    response: workPaperDetailSchema,
  },
  distributeWorkPaper: {
    access: 'staff',
    tag: 'distribution',
    codes: { 200: [...PUBLICATION_RULE_CODES, ERROR_CODES.WORK_PAPER_DISTRIBUTED] },
    summary:
      'Distribute a task sheet once (one task sheet per publish): it becomes a processType 13 homework for a whole grade, classes or groups; the §5 name and date rules apply',
    params: workPaperParamsSchema,
    body: distributeWorkPaperBodySchema,
    response: distributeWorkPaperResultSchema,
  },
  copyWorkPaper: {
    access: 'staff',
    tag: 'distribution',
    summary:
      'Publish a task sheet again (one task sheet per publish): a new UNDISTRIBUTED task sheet of the caller, with the same PDF, name, subject, grade and description, without a new upload',
    params: workPaperParamsSchema,
    response: workPaperSchema,
  },
  deleteWorkPaper: {
    access: 'staff',
    tag: 'distribution',
    codes: { 200: [ERROR_CODES.WORK_PAPER_DISTRIBUTED] },
    summary: 'Delete a task sheet that has not been distributed, and its PDF',
    params: workPaperParamsSchema,
    response: deleteWorkPaperResultSchema,
  },

  getLatestUpdateFile: {
    access: 'public',
    tag: 'files',
    summary: 'Latest remote language pack (TEXT) or font (FONT) for a device; null when none',
    query: updateFileQuerySchema,
    response: updateFileSchema,
  },
  getOssAuth: {
    access: 'any',
    tag: 'files',
    summary:
      'Upload authorisation for one upload of one kind (image, audio, pdf): a short-lived signed upload URL on this server, scoped to schools/{schoolId}/users/{userId}/{kind}/; spent by the first upload. No direct-to-OSS policy is given (oss is null): every file is checked by its bytes here',
    query: ossAuthQuerySchema,
    response: ossAuthSchema,
  },
  uploadFile: {
    access: 'any',
    tag: 'files',
    codes: { 200: [ERROR_CODES.UPLOAD_WRONG_TYPE, ERROR_CODES.UPLOAD_TOO_LARGE] },
    errors: [429],
    summary:
      'Upload one file (multipart, part `file`) with the token of /oss/auth, once per token: the type is read from the bytes (a PDF must parse and carry no scripts, actions or embedded files); a wrong type or size is the "Upload failed" rule answer naming the field (resultStatus false) and nothing is stored; a spent token is 400, the daily upload quota 429. The answer\'s url is a short-lived signed URL',
    query: uploadQuerySchema,
    multipart: { file: 'file' },
    response: storedFileSchema,
  },
  initiateUpload: {
    access: 'any',
    tag: 'files',
    errors: [429],
    summary:
      'Begin an upload in parts (question-engine spec §7) with the token of /oss/auth: answers an uploadId for the caller, the part size (256000) and the highest part number. A spent token is 400 "Upload failed", an expired or forged one 400, another user\'s 403',
    query: uploadQuerySchema,
    response: multipartUploadSchema,
  },
  uploadPart: {
    access: 'any',
    tag: 'files',
    codes: { 200: [ERROR_CODES.UPLOAD_TOO_LARGE] },
    errors: [413],
    idempotent: true,
    summary:
      'Store part N of an upload (raw bytes, application/octet-stream, at most 256000; N from 1 to the kind\'s maximum); sending a part again replaces it. Another user\'s uploadId is 403, an unknown or expired one 404, a part too large 413 or the "Upload failed" rule answer',
    params: uploadPartParamsSchema,
    binary: { contentType: 'application/octet-stream' },
    response: uploadedPartSchema,
  },
  completeUpload: {
    access: 'any',
    tag: 'files',
    codes: { 200: [ERROR_CODES.UPLOAD_WRONG_TYPE, ERROR_CODES.UPLOAD_TOO_LARGE] },
    errors: [429],
    summary:
      'Assemble the parts in part-number order and store the file as /oss/upload does: the type is read from the bytes and the size checked; a wrong type or size, a missing, duplicate or changed part is the "Upload failed" rule answer, the parts are deleted and nothing is stored. Spends the grant (a spent one is 400), the daily quota 429',
    params: multipartUploadParamsSchema,
    body: completeUploadBodySchema,
    response: storedFileSchema,
  },

  studentLogin: {
    access: 'public',
    tag: 'student',
    codes: { 200: [ERROR_CODES.WRONG_PASSWORD] },
    errors: [429],
    summary: 'A student signs in to the student app with account and password',
    body: studentLoginBodySchema,
    response: studentLoginResultSchema,
  },
  getStudentSession: {
    access: 'student',
    tag: 'student',
    summary: 'Who the student session is, and the teacher behind a simulated one',
    response: studentSessionSchema,
  },
  getStudentHomeworks: {
    access: 'student',
    tag: 'student',
    summary: "The student's homework (to do, overdue, done) with practice, submit and test status",
    response: studentHomeworksSchema,
  },
  getStudentHomework: {
    access: 'student',
    tag: 'student',
    codes: { 403: [ERROR_CODES.HOMEWORK_NOT_STARTED] },
    summary:
      'One homework of the student: its questions (no answer keys before results are shown) and saved answers',
    params: studentHomeworkParamsSchema,
    response: studentHomeworkDetailSchema,
  },
  startStudentHomework: {
    access: 'student',
    tag: 'student',
    codes: { 409: [ERROR_CODES.HOMEWORK_NOT_STARTED, ERROR_CODES.TEST_TIME_UP] },
    idempotent: true,
    summary: "Open the student's attempt (a test's clock starts); a second start changes nothing",
    params: studentHomeworkParamsSchema,
    response: startHomeworkResultSchema,
  },
  submitStudentHomework: {
    access: 'student',
    tag: 'student',
    codes: { 400: [ERROR_CODES.SUBMIT_MISSING_ANSWERS], 409: [ERROR_CODES.HOMEWORK_NOT_STARTED] },
    idempotent: true,
    summary:
      'Submit the homework: NORMAL before the end time, DELAY after; a retried submit answers the first result',
    params: studentHomeworkParamsSchema,
    body: submitHomeworkBodySchema,
    response: submitHomeworkResultSchema,
  },
  ...reportPerformanceCallSchemas,
  ...reportTestCallSchemas,
  ...errorCenterCallSchemas,
  getSchoolTerms: {
    access: 'staff',
    tag: 'calendar',
    summary: 'The school’s terms (semesters 1–3 of each school year), newest first, today’s marked current',
    query: schoolTermsQuerySchema,
    response: schoolTermsSchema,
  },
  createTerm: {
    access: 'staff',
    tag: 'calendar',
    codes: { 200: [ERROR_CODES.CALENDAR_DATES, ERROR_CODES.TERM_OVERLAP] },
    summary:
      'Add a term to a school year (curriculum director): its days must not overlap another term of the school, its semester must be free; audited',
    body: termBodySchema,
    response: termResultSchema,
  },
  updateTerm: {
    access: 'staff',
    tag: 'calendar',
    codes: { 200: [ERROR_CODES.CALENDAR_DATES, ERROR_CODES.TERM_OVERLAP] },
    summary:
      'Change a term (curriculum director): no overlap, and every unit stays inside it ("Other homework" units follow its days); audited',
    params: termParamsSchema,
    body: termBodySchema,
    response: termResultSchema,
  },
  deleteTerm: {
    access: 'staff',
    tag: 'calendar',
    codes: { 200: [ERROR_CODES.TERM_HAS_HOMEWORK] },
    summary:
      'Delete a term and its units (curriculum director); refused while a unit of it holds homework; audited',
    params: termParamsSchema,
    response: deleteTermResultSchema,
  },
  getUnitsSetup: {
    access: 'staff',
    tag: 'calendar',
    summary:
      'The units of a class in a term and subject as the set-up page edits them: both names, dates, order, papers, objectives, whether proposed',
    params: classTermParamsSchema,
    query: unitSetupQuerySchema,
    response: unitsSetupSchema,
  },
  createUnit: {
    access: 'staff',
    tag: 'calendar',
    codes: { 200: [ERROR_CODES.CALENDAR_DATES, ERROR_CODES.UNIT_OVERLAP, ERROR_CODES.UNIT_PAPER] },
    summary:
      'Add a unit to a class’s term in a subject (curriculum director; panel head in their subjects): inside the term, overlapping no other unit; audited',
    body: createUnitBodySchema,
    response: unitsSetupSchema.element,
  },
  updateUnit: {
    access: 'staff',
    tag: 'calendar',
    codes: {
      200: [
        ERROR_CODES.CALENDAR_DATES,
        ERROR_CODES.UNIT_OVERLAP,
        ERROR_CODES.UNIT_PAPER,
        ERROR_CODES.OTHER_HOMEWORK_UNIT,
      ],
    },
    summary:
      'Change a unit: names, dates, order, papers and objectives (a proposed unit becomes the school’s own); audited',
    params: unitParamsSchema,
    body: updateUnitBodySchema,
    response: unitsSetupSchema.element,
  },
  deleteUnit: {
    access: 'staff',
    tag: 'calendar',
    codes: { 200: [ERROR_CODES.OTHER_HOMEWORK_UNIT] },
    summary:
      'Delete a unit; its homework moves to the term’s "Other homework" unit of the class and subject (made if missing); audited',
    params: unitParamsSchema,
    response: deleteUnitResultSchema,
  },
  acceptProposedUnits: {
    access: 'staff',
    tag: 'calendar',
    summary: 'Accept the units proposed from the textbook chapters for a class, term and subject; audited',
    params: classTermParamsSchema,
    body: classTermSubjectBodySchema,
    response: unitCountResultSchema,
  },
  proposeUnits: {
    access: 'staff',
    tag: 'calendar',
    summary:
      'Propose a class’s units of a subject in a term that has none, from the textbook chapters the school uses, spread over its weeks; audited',
    params: classTermParamsSchema,
    body: classTermSubjectBodySchema,
    response: unitCountResultSchema,
  },
  importSchemeOfWork: {
    access: 'staff',
    tag: 'calendar',
    summary:
      'Import a scheme of work into a term: every row checked (a dry run stores nothing and names each bad row’s field); the commit stores all rows in one transaction or none',
    params: termParamsSchema,
    body: importBodySchema,
    response: importResultSchema,
  },
} as const satisfies { [K in CallName]: CallSchemas };

export type CallSchemaTable = typeof callSchemas;

type Part<K extends CallName, P extends keyof CallSchemas> = CallSchemaTable[K] extends {
  [key in P]: infer S extends z.ZodType;
}
  ? S
  : undefined;

/** What the client sends for a call (defaults may be left out). */
export type CallParams<K extends CallName> =
  Part<K, 'params'> extends z.ZodType ? z.input<Part<K, 'params'>> : undefined;
export type CallQuery<K extends CallName> =
  Part<K, 'query'> extends z.ZodType ? z.input<Part<K, 'query'>> : undefined;
export type CallBody<K extends CallName> =
  Part<K, 'body'> extends z.ZodType ? z.input<Part<K, 'body'>> : undefined;
/** resultData of a call's success. */
export type CallResult<K extends CallName> = z.output<CallSchemaTable[K]['response']>;

/**
 * Every error status a call may answer, each with the envelope: 400 for a request the schema refuses (every
 * call); 401, 403 and 404 for a token that is missing or of the wrong kind and for records out of scope or
 * unknown (every call that is not public); 409 for a reused Idempotency-Key (every write behind a session);
 * 413 for a body over the limit (every call with a body); and those the call adds (429 for limited
 * password checks and upload quotas).
 */
export function errorStatusesOf(name: CallName): ErrorStatus[] {
  const { method } = calls[name];
  const { access, errors, codes } = callSchemas[name] as CallSchemas;
  const statuses = new Set<CodeStatus>([400, ...(errors ?? [])]);
  for (const status of Object.keys(codes ?? {})) statuses.add(Number(status) as CodeStatus);
  if (access !== 'public') for (const status of [401, 403, 404] as const) statuses.add(status);
  if (method !== 'GET') {
    if (access !== 'public') statuses.add(409);
    if (method !== 'DELETE') statuses.add(413);
  }
  return ERROR_STATUSES.filter((status) => statuses.has(status));
}

/**
 * Every errorCode a call may answer, with its HTTP status: those of each of its error statuses (a refused
 * field 400, a missing token 401, out of scope 403, unknown 404, an Idempotency-Key conflict 409, too
 * large 413, too many attempts 429), an expired session (HTTP 200) for every call behind a session, and
 * the call's own codes.
 */
export function errorCodesOf(name: CallName): CallErrorCode[] {
  const { access, codes } = callSchemas[name] as CallSchemas;
  const found: CallErrorCode[] = [];
  const add = (status: CodeStatus, code: number) => {
    if (!found.some((known) => known.status === status && known.code === code)) found.push({ status, code });
  };
  if (access !== 'public') add(200, ERROR_CODES.SESSION_EXPIRED);
  for (const code of codes?.[200] ?? []) add(200, code);
  for (const status of errorStatusesOf(name)) {
    for (const code of STATUS_CODES[status]) add(status, code);
    for (const code of codes?.[status] ?? []) add(status, code);
  }
  return found;
}
