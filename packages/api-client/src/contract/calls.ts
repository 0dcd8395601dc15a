import type { CallDescription } from './call';
import {
  getTeacherCall,
  getTeacherCenterCall,
  logoutCall,
  modifyPasswordCall,
  simulateLoginCall,
  simulateStudentLoginCall,
  switchLanguageCall,
  switchRoleCall,
  updateProfileCall,
} from './calls/auth';
import {
  getClassesDropdownCall,
  getClassHomeworksCall,
  getGradesAndClassesDropdownCall,
} from './calls/classes';
import {
  getChoosableChaptersCall,
  getCoursePapersCall,
  getCoursesCall,
  getHomeworkKnowledgesCall,
  getInstructionsCall,
} from './calls/courses';
import { errorCenterCalls } from './calls/error-center';
import { getLatestUpdateFileCall } from './calls/files';
import {
  announceResultsCall,
  correctAnswerCall,
  getMarkingOverviewCall,
  getNextAnswersCall,
  getScoreHistoryCall,
  withdrawExamCall,
} from './calls/marking';
import {
  deletePracticeCall,
  getPracticeDetailCall,
  getPracticeNotSubmittedCall,
  getPracticeRedoCall,
  getPracticeStudentsCall,
  getPracticesCall,
  requestPracticeRedoCall,
} from './calls/practice';
import {
  batchDeleteHomeworkCall,
  batchPublishHomeworkCall,
  batchRepublishHomeworkCall,
  publishHomeworkCall,
} from './calls/publish';
import { getQuestionPreviewCall, searchQuestionsCall, submitQuestionAnswerCall } from './calls/questions';
import { reportPerformanceCalls } from './calls/report-performance';
import { reportTestCalls } from './calls/report-tests';
import {
  getClassesSchedulesCall,
  getClassTermSchedulesCall,
  getClassTermsCall,
  getEvaluationsCall,
  getHomeworkReportCall,
  getSchedulePapersCall,
  homeworkReportViewCalls,
} from './calls/reports';
import { getClassPracticeObjectsCall, getClassPracticesCall } from './calls/schedule';
import { loginCall, loginUnifyCall, loginUnifyThirdCall } from './calls/sign-in';
import {
  getStudentHomeworkCall,
  getStudentHomeworksCall,
  getStudentSessionCall,
  startStudentHomeworkCall,
  studentLoginCall,
  submitStudentHomeworkCall,
} from './calls/student';
import { getSystemVersionCall } from './calls/system';
import {
  copyWorkPaperCall,
  createWorkPaperCall,
  deleteWorkPaperCall,
  distributeWorkPaperCall,
  getWorkPaperDetailCall,
  getWorkPapersCall,
} from './calls/task-sheets';
import {
  completeUploadCall,
  getOssAuthCall,
  initiateUploadCall,
  uploadFileCall,
  uploadPartCall,
} from './calls/uploads';

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
export * from './calls/classes';
export * from './calls/courses';
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
  getSystemVersion: getSystemVersionCall,
  login: loginCall,
  loginUnify: loginUnifyCall,
  loginUnifyThird: loginUnifyThirdCall,
  logout: logoutCall,
  modifyPassword: modifyPasswordCall,
  updateProfile: updateProfileCall,
  switchRole: switchRoleCall,
  switchLanguage: switchLanguageCall,
  getTeacher: getTeacherCall,
  getTeacherCenter: getTeacherCenterCall,
  simulateLogin: simulateLoginCall,
  simulateStudentLogin: simulateStudentLoginCall,
  getClassesDropdown: getClassesDropdownCall,
  getGradesAndClassesDropdown: getGradesAndClassesDropdownCall,
  getClassHomeworks: getClassHomeworksCall,
  searchQuestions: searchQuestionsCall,
  getQuestionPreview: getQuestionPreviewCall,
  submitQuestionAnswer: submitQuestionAnswerCall,
  getClassPractices: getClassPracticesCall,
  getClassPracticeObjects: getClassPracticeObjectsCall,
  getPractices: getPracticesCall,
  getPracticeDetail: getPracticeDetailCall,
  deletePractice: deletePracticeCall,
  getPracticeStudents: getPracticeStudentsCall,
  getPracticeNotSubmitted: getPracticeNotSubmittedCall,
  getPracticeRedo: getPracticeRedoCall,
  requestPracticeRedo: requestPracticeRedoCall,
  getMarkingOverview: getMarkingOverviewCall,
  getNextAnswers: getNextAnswersCall,
  correctAnswer: correctAnswerCall,
  getScoreHistory: getScoreHistoryCall,
  announceResults: announceResultsCall,
  withdrawExam: withdrawExamCall,
  getClassTerms: getClassTermsCall,
  getClassTermSchedules: getClassTermSchedulesCall,
  getClassesSchedules: getClassesSchedulesCall,
  getSchedulePapers: getSchedulePapersCall,
  getEvaluations: getEvaluationsCall,
  getHomeworkReport: getHomeworkReportCall,
  ...homeworkReportViewCalls,
  publishHomework: publishHomeworkCall,
  batchPublishHomework: batchPublishHomeworkCall,
  batchDeleteHomework: batchDeleteHomeworkCall,
  batchRepublishHomework: batchRepublishHomeworkCall,
  getCourses: getCoursesCall,
  getCoursePapers: getCoursePapersCall,
  getChoosableChapters: getChoosableChaptersCall,
  getInstructions: getInstructionsCall,
  getHomeworkKnowledges: getHomeworkKnowledgesCall,
  createWorkPaper: createWorkPaperCall,
  getWorkPapers: getWorkPapersCall,
  getWorkPaperDetail: getWorkPaperDetailCall,
  distributeWorkPaper: distributeWorkPaperCall,
  copyWorkPaper: copyWorkPaperCall,
  deleteWorkPaper: deleteWorkPaperCall,
  getLatestUpdateFile: getLatestUpdateFileCall,
  getOssAuth: getOssAuthCall,
  uploadFile: uploadFileCall,
  initiateUpload: initiateUploadCall,
  uploadPart: uploadPartCall,
  completeUpload: completeUploadCall,
  studentLogin: studentLoginCall,
  getStudentSession: getStudentSessionCall,
  getStudentHomeworks: getStudentHomeworksCall,
  getStudentHomework: getStudentHomeworkCall,
  startStudentHomework: startStudentHomeworkCall,
  submitStudentHomework: submitStudentHomeworkCall,
  ...reportPerformanceCalls,
  ...reportTestCalls,
  ...errorCenterCalls,
} as const satisfies Record<string, CallDescription>;

export type Calls = typeof calls;
export type CallName = keyof Calls;
