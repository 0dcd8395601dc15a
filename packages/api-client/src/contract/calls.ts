/**
 * Every call of the API, once, as data, in two tables keyed by the call's name. Here: its method, path (the
 * spec's paths, exactly), the entities its answer is made of and the entities it changes — what the client
 * needs to send it and to cache it. In `call-schemas.ts`: who may call it, its summary, tag and error
 * statuses, and its request and response schemas — what the server and the OpenAPI document need. The
 * server registers its routes from the two tables (apps/server `route()`), the api-client derives its
 * calls, query keys, query options and cache invalidation from them, and the OpenAPI document at /docs is
 * generated from them.
 *
 * Decision (issue 14 §1): a small typed table of our own, not ts-rest or oRPC. ts-rest's Fastify adapter
 * supports Fastify 5 only through unmerged pull requests (ts-rest#849, #850) and validates outside
 * Fastify's schema compilers; oRPC mounts one handler per router with its own validation, error format and
 * OpenAPI generator. Either would replace what the server already relies on — fastify-type-provider-zod's
 * validation with our 400 envelope, the per-route `config` the auth, tenancy and idempotency plugins read,
 * @fastify/swagger at /docs and the route walks of the tests — to save a table of some forty entries.
 *
 * Why two tables: this one goes into the back-office's bundles (the login route has a size budget), so it
 * holds no zod schema and nothing the client does not read; every call is its own export, so a bundle holds
 * only the calls its screens use. The other loads where it is needed (the server, the OpenAPI document, and
 * the client's response checks in development and tests, which import it lazily).
 * `callSchemas` must name every call of this table and nothing else (its type says so).
 */

/** HTTP methods of the API. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * What cached answers are made of, for cache keys and invalidation. `session` and `scope` are not records:
 * a call that changes the session (sign in, sign out) drops the whole cache; one that changes the scope or
 * the language of every answer (role or language switch) refetches everything.
 */
export const ENTITIES = [
  'homework',
  'schedule',
  'class',
  'course',
  'taskSheet',
  'question',
  'user',
  'system',
  'session',
  'scope',
] as const;
export type Entity = (typeof ENTITIES)[number];

export interface CallDescription {
  /** The call's name: its key in `calls` and its OpenAPI operationId. */
  name: string;
  method: HttpMethod;
  /** Path as the spec writes it, with `{name}` for a path parameter. */
  path: string;
  /**
   * Entities the answer of a read is made of; the first names its cache key (`[entity, call, input]`).
   * A read without entities gets no query factory (an upload authorisation is not cached).
   */
  reads?: readonly Entity[];
  /** Entities a write changes: every cached read of one of them is invalidated on success. */
  changes?: readonly Entity[];
}

/**
 * Keeps a description's literal types (name, method, path) for the typed client and server. Each call is
 * its own export, so a bundle holds only the calls its screens use.
 */
function call<const T extends CallDescription>(description: T): T {
  return description;
}

const COMMON = '/ael/school/common';
const PRACTICES = '/ael/school/practice/practices';
const WORK_PAPERS = '/ael/school/practice/workpapers';
const SCHEDULE = '/ael/school/v2/schedule/classes/{classId}';

// ---- system ----
export const getSystemVersionCall = call({
  name: 'getSystemVersion',
  method: 'GET',
  path: `${COMMON}/version/system`,
  reads: ['system'],
});

// ---- auth ----
export const loginCall = call({
  name: 'login',
  method: 'POST',
  path: `${COMMON}/login`,
  changes: ['session'],
});
export const loginUnifyCall = call({
  name: 'loginUnify',
  method: 'POST',
  path: `${COMMON}/login/unify`,
  changes: ['session'],
});
export const loginUnifyThirdCall = call({
  name: 'loginUnifyThird',
  method: 'POST',
  path: `${COMMON}/login/unify/third`,
  changes: ['session'],
});
export const logoutCall = call({
  name: 'logout',
  method: 'POST',
  path: `${COMMON}/logout`,
  changes: ['session'],
});
export const modifyPasswordCall = call({
  name: 'modifyPassword',
  method: 'PUT',
  path: `${COMMON}/modifypassword`,
  changes: [],
});
export const updateProfileCall = call({
  name: 'updateProfile',
  method: 'PUT',
  path: `${COMMON}/profile`,
  changes: ['user'],
});
export const switchRoleCall = call({
  name: 'switchRole',
  method: 'POST',
  path: `${COMMON}/v2/role/switch`,
  changes: ['scope'],
});
export const switchLanguageCall = call({
  name: 'switchLanguage',
  method: 'POST',
  path: `${COMMON}/language/switch`,
  changes: ['scope'],
});
export const getTeacherCall = call({
  name: 'getTeacher',
  method: 'GET',
  path: `${COMMON}/teacher`,
  reads: ['user'],
});
export const getTeacherCenterCall = call({
  name: 'getTeacherCenter',
  method: 'GET',
  path: `${COMMON}/teacher/center`,
  reads: ['user', 'class'],
});
export const simulateLoginCall = call({
  name: 'simulateLogin',
  method: 'POST',
  path: `${COMMON}/login/simulate`,
  changes: [],
});
export const simulateStudentLoginCall = call({
  name: 'simulateStudentLogin',
  method: 'POST',
  path: '/ael/student/common/login/simulate',
  changes: [],
});

// ---- classes ----
export const getClassesDropdownCall = call({
  name: 'getClassesDropdown',
  method: 'GET',
  path: `${COMMON}/classes/dropdown`,
  reads: ['class'],
});
export const getGradesAndClassesDropdownCall = call({
  name: 'getGradesAndClassesDropdown',
  method: 'GET',
  path: `${COMMON}/gradesandclasses/dropdown`,
  reads: ['class'],
});
export const getClassHomeworksCall = call({
  name: 'getClassHomeworks',
  method: 'GET',
  path: `${COMMON}/classes/ehomeworks`,
  reads: ['homework', 'class'],
});

// ---- questions ----
export const searchQuestionsCall = call({
  name: 'searchQuestions',
  method: 'GET',
  path: `${COMMON}/questions/search`,
  reads: ['question'],
});
export const getQuestionPreviewCall = call({
  name: 'getQuestionPreview',
  method: 'GET',
  path: `${COMMON}/questions/{questionId}/preview`,
  reads: ['question'],
});
export const submitQuestionAnswerCall = call({
  name: 'submitQuestionAnswer',
  method: 'POST',
  path: `${COMMON}/questions/{questionId}/answer`,
  // A teacher's try changes no list; a student's answer is read by no back-office screen of this session.
  changes: [],
});

// ---- schedule ----
export const getClassPracticesCall = call({
  name: 'getClassPractices',
  method: 'GET',
  path: `${SCHEDULE}/practices`,
  reads: ['schedule', 'homework'],
});
export const getClassPracticeObjectsCall = call({
  name: 'getClassPracticeObjects',
  method: 'GET',
  path: `${SCHEDULE}/practices/object`,
  reads: ['schedule', 'homework'],
});

// ---- practice ----
export const getPracticesCall = call({
  name: 'getPractices',
  method: 'GET',
  path: PRACTICES,
  reads: ['homework'],
});
export const getPracticeDetailCall = call({
  name: 'getPracticeDetail',
  method: 'GET',
  path: `${PRACTICES}/{eHomeworkId}`,
  reads: ['homework'],
});
export const deletePracticeCall = call({
  name: 'deletePractice',
  method: 'DELETE',
  path: `${PRACTICES}/{eHomeworkId}`,
  changes: ['homework'],
});
export const getPracticeStudentsCall = call({
  name: 'getPracticeStudents',
  method: 'GET',
  path: `${PRACTICES}/{eHomeworkId}/students`,
  reads: ['homework'],
});
export const getPracticeNotSubmittedCall = call({
  name: 'getPracticeNotSubmitted',
  method: 'GET',
  path: `${PRACTICES}/{eHomeworkId}/notsubmited`,
  reads: ['homework'],
});
export const getPracticeRedoCall = call({
  name: 'getPracticeRedo',
  method: 'GET',
  path: `${PRACTICES}/{eHomeworkId}/redo`,
  reads: ['homework'],
});
export const requestPracticeRedoCall = call({
  name: 'requestPracticeRedo',
  method: 'POST',
  path: `${PRACTICES}/{eHomeworkId}/redo`,
  changes: ['homework'],
});

// ---- publish ----
export const publishHomeworkCall = call({
  name: 'publishHomework',
  method: 'POST',
  path: PRACTICES,
  changes: ['homework'],
});
export const batchPublishHomeworkCall = call({
  name: 'batchPublishHomework',
  method: 'POST',
  path: `${PRACTICES}/batch`,
  changes: ['homework'],
});
export const batchDeleteHomeworkCall = call({
  name: 'batchDeleteHomework',
  method: 'POST',
  path: `${PRACTICES}/batch/delete`,
  changes: ['homework'],
});
export const batchRepublishHomeworkCall = call({
  name: 'batchRepublishHomework',
  method: 'POST',
  path: `${PRACTICES}/batch/republish`,
  changes: ['homework'],
});

// ---- courses ----
export const getCoursesCall = call({
  name: 'getCourses',
  method: 'GET',
  path: `${COMMON}/courses`,
  reads: ['course'],
});
export const getCoursePapersCall = call({
  name: 'getCoursePapers',
  method: 'GET',
  path: `${COMMON}/courses/{courseId}/papers`,
  reads: ['course'],
});
export const getChoosableChaptersCall = call({
  name: 'getChoosableChapters',
  method: 'GET',
  path: `${COMMON}/chapters/choosable`,
  reads: ['course', 'homework'],
});
export const getInstructionsCall = call({
  name: 'getInstructions',
  method: 'GET',
  path: `${COMMON}/instructions`,
  reads: ['course'],
});
export const getHomeworkKnowledgesCall = call({
  name: 'getHomeworkKnowledges',
  method: 'GET',
  path: `${COMMON}/ehomeworks/{eHomeworkId}/knowledges`,
  reads: ['homework', 'question'],
});

// ---- distribution (task sheets) ----
export const createWorkPaperCall = call({
  name: 'createWorkPaper',
  method: 'POST',
  path: WORK_PAPERS,
  changes: ['taskSheet'],
});
export const getWorkPapersCall = call({
  name: 'getWorkPapers',
  method: 'GET',
  path: WORK_PAPERS,
  reads: ['taskSheet', 'homework'],
});
export const getWorkPaperDetailCall = call({
  name: 'getWorkPaperDetail',
  method: 'GET',
  path: `${WORK_PAPERS}/{workPaperId}`,
  reads: ['taskSheet', 'homework'],
});
export const distributeWorkPaperCall = call({
  name: 'distributeWorkPaper',
  method: 'POST',
  path: `${WORK_PAPERS}/{workPaperId}/distribute`,
  changes: ['taskSheet', 'homework'],
});
export const deleteWorkPaperCall = call({
  name: 'deleteWorkPaper',
  method: 'DELETE',
  path: `${WORK_PAPERS}/{workPaperId}`,
  changes: ['taskSheet'],
});

// ---- files ----
export const getLatestUpdateFileCall = call({
  name: 'getLatestUpdateFile',
  method: 'GET',
  path: `${COMMON}/updatefile/latest`,
  reads: ['system'],
});
export const getOssAuthCall = call({
  name: 'getOssAuth',
  method: 'GET',
  path: `${COMMON}/oss/auth`,
});
export const uploadFileCall = call({
  name: 'uploadFile',
  method: 'POST',
  path: `${COMMON}/oss/upload`,
  changes: [],
});

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
  deleteWorkPaper: deleteWorkPaperCall,
  getLatestUpdateFile: getLatestUpdateFileCall,
  getOssAuth: getOssAuthCall,
  uploadFile: uploadFileCall,
} as const satisfies Record<string, CallDescription>;

export type Calls = typeof calls;
export type CallName = keyof Calls;

/** Names of the path parameters of a path, `{name}` each. */
export type PathParamNames<P extends string> = P extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PathParamNames<Rest>
  : never;

/** Names of the path parameters of a path, in order. */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] as string);
}

/** The path with its parameters filled in, each percent-encoded. */
export function fillPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`path parameter ${name} missing for ${path}`);
    return encodeURIComponent(String(value));
  });
}
