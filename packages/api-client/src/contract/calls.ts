import type { CallDescription } from './call';
import * as auth from './calls/auth';
import { calendarSetupCalls } from './calls/calendar-setup';
import * as classes from './calls/classes';
import * as courses from './calls/courses';
import * as dashboard from './calls/dashboard';
import { errorCenterCalls } from './calls/error-center';
import * as files from './calls/files';
import * as marking from './calls/marking';
import * as practice from './calls/practice';
import * as publish from './calls/publish';
import * as questions from './calls/questions';
import { reportPerformanceCalls } from './calls/report-performance';
import { reportTestCalls } from './calls/report-tests';
import * as reports from './calls/reports';
import * as schedule from './calls/schedule';
import * as signIn from './calls/sign-in';
import * as student from './calls/student';
import * as system from './calls/system';
import * as taskSheets from './calls/task-sheets';
import * as uploads from './calls/uploads';

/**
 * Every call of the API, once, as data, in two tables keyed by the call's name. Here: its method, path (the
 * spec's paths, exactly), the entities its answer is made of and the entities it changes — what the client
 * needs to send it and to cache it. In `call-schemas.ts`: who may call it, its summary, tag and error
 * statuses, and its request and response schemas — what the server and the OpenAPI document need. The
 * server registers its routes from the two tables (apps/server `route()`), the api-client derives its
 * calls, query keys, query options and cache invalidation from them, and the OpenAPI document at /docs is
 * generated from them.
 *
 * Decision: a small typed table of our own, not ts-rest or oRPC. ts-rest's Fastify adapter
 * supports Fastify 5 only through unmerged pull requests (ts-rest#849, #850) and validates outside
 * Fastify's schema compilers; oRPC mounts one handler per router with its own validation, error format and
 * OpenAPI generator. Either would replace what the server already relies on — fastify-type-provider-zod's
 * validation with our 400 envelope, the per-route `config` the auth, tenancy and idempotency plugins read,
 * @fastify/swagger at /docs and the route walks of the tests — to save a table of some forty entries.
 *
 * Why two tables: this one goes into the back-office's bundles (the login route has a size budget), so it
 * holds no zod schema and nothing the client does not read; every call is its own export, in a module of its
 * area (contract/calls/), so a code-split bundle holds only the calls its screens use. The other loads where it is needed (the server, the OpenAPI document, and
 * the client's response checks in development and tests, which import it lazily).
 * `callSchemas` must name every call of this table and nothing else (its type says so).
 */

export * from './call';
export * from './calls/auth';
export * from './calls/calendar-setup';
export * from './calls/classes';
export * from './calls/courses';
export * from './calls/dashboard';
export * from './calls/error-center';
export * from './calls/files';
export * from './calls/marking';
export * from './calls/practice';
export * from './calls/publish';
export * from './calls/questions';
export * from './calls/report-performance';
export * from './calls/report-tests';
export * from './calls/reports';
export * from './calls/schedule';
export * from './calls/sign-in';
export * from './calls/student';
export * from './calls/system';
export * from './calls/task-sheets';
export * from './calls/uploads';

/** Every call of the API, by name (the name is its OpenAPI operationId). */
export const calls = {
  getSystemVersion: system.getSystemVersionCall,
  login: signIn.loginCall,
  loginUnify: signIn.loginUnifyCall,
  loginUnifyThird: signIn.loginUnifyThirdCall,
  logout: auth.logoutCall,
  modifyPassword: auth.modifyPasswordCall,
  updateProfile: auth.updateProfileCall,
  switchRole: auth.switchRoleCall,
  switchLanguage: auth.switchLanguageCall,
  getTeacher: auth.getTeacherCall,
  getTeacherCenter: auth.getTeacherCenterCall,
  simulateLogin: auth.simulateLoginCall,
  simulateStudentLogin: auth.simulateStudentLoginCall,
  getClassesDropdown: classes.getClassesDropdownCall,
  getGradesAndClassesDropdown: classes.getGradesAndClassesDropdownCall,
  getClassHomeworks: classes.getClassHomeworksCall,
  searchQuestions: questions.searchQuestionsCall,
  getQuestionPreview: questions.getQuestionPreviewCall,
  submitQuestionAnswer: questions.submitQuestionAnswerCall,
  getClassPractices: schedule.getClassPracticesCall,
  getClassPracticeObjects: schedule.getClassPracticeObjectsCall,
  getPractices: practice.getPracticesCall,
  getPracticeDetail: practice.getPracticeDetailCall,
  deletePractice: practice.deletePracticeCall,
  getPracticeStudents: practice.getPracticeStudentsCall,
  getPracticeNotSubmitted: practice.getPracticeNotSubmittedCall,
  getPracticeRedo: practice.getPracticeRedoCall,
  requestPracticeRedo: practice.requestPracticeRedoCall,
  getMarkingOverview: marking.getMarkingOverviewCall,
  getNextAnswers: marking.getNextAnswersCall,
  correctAnswer: marking.correctAnswerCall,
  getScoreHistory: marking.getScoreHistoryCall,
  announceResults: marking.announceResultsCall,
  withdrawExam: marking.withdrawExamCall,
  getCommentBank: marking.getCommentBankCall,
  addBankComment: marking.addBankCommentCall,
  deleteBankComment: marking.deleteBankCommentCall,
  getDashboardLayout: dashboard.getDashboardLayoutCall,
  saveDashboardLayout: dashboard.saveDashboardLayoutCall,
  getClassTerms: reports.getClassTermsCall,
  getClassTermSchedules: reports.getClassTermSchedulesCall,
  getClassesSchedules: reports.getClassesSchedulesCall,
  getSchedulePapers: reports.getSchedulePapersCall,
  getEvaluations: reports.getEvaluationsCall,
  getHomeworkReport: reports.getHomeworkReportCall,
  ...reports.homeworkReportViewCalls,
  publishHomework: publish.publishHomeworkCall,
  batchPublishHomework: publish.batchPublishHomeworkCall,
  batchDeleteHomework: publish.batchDeleteHomeworkCall,
  batchRepublishHomework: publish.batchRepublishHomeworkCall,
  getCourses: courses.getCoursesCall,
  getCoursePapers: courses.getCoursePapersCall,
  getChoosableChapters: courses.getChoosableChaptersCall,
  getInstructions: courses.getInstructionsCall,
  getHomeworkKnowledges: courses.getHomeworkKnowledgesCall,
  createWorkPaper: taskSheets.createWorkPaperCall,
  getWorkPapers: taskSheets.getWorkPapersCall,
  getWorkPaperDetail: taskSheets.getWorkPaperDetailCall,
  distributeWorkPaper: taskSheets.distributeWorkPaperCall,
  copyWorkPaper: taskSheets.copyWorkPaperCall,
  deleteWorkPaper: taskSheets.deleteWorkPaperCall,
  getLatestUpdateFile: files.getLatestUpdateFileCall,
  getOssAuth: uploads.getOssAuthCall,
  uploadFile: uploads.uploadFileCall,
  initiateUpload: uploads.initiateUploadCall,
  uploadPart: uploads.uploadPartCall,
  completeUpload: uploads.completeUploadCall,
  studentLogin: student.studentLoginCall,
  getStudentSession: student.getStudentSessionCall,
  getStudentHomeworks: student.getStudentHomeworksCall,
  getStudentHomework: student.getStudentHomeworkCall,
  startStudentHomework: student.startStudentHomeworkCall,
  submitStudentHomework: student.submitStudentHomeworkCall,
  ...reportPerformanceCalls,
  ...reportTestCalls,
  ...errorCenterCalls,
  ...calendarSetupCalls,
} as const satisfies Record<string, CallDescription>;

export type Calls = typeof calls;
export type CallName = keyof Calls;
