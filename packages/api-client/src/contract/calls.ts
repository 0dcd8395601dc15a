/**
 * Every call of the API, once, as data: method, path (the spec's paths, exactly), who may call it, what it
 * is, which entities its answer is made of and which entities it changes. The request and response schemas
 * of each call are in `call-schemas.ts`, keyed by the same name. The server registers its routes from the
 * two tables (apps/server `route()`), the api-client derives its calls, query keys, query options and
 * cache invalidation from them, and the OpenAPI document at /docs is generated from them.
 *
 * Decision (issue 14 §1): a small typed table of our own, not ts-rest or oRPC. ts-rest's Fastify adapter
 * supports Fastify 5 only through unmerged pull requests (ts-rest#849, #850) and validates outside
 * Fastify's schema compilers; oRPC mounts one handler per router with its own validation, error format and
 * OpenAPI generator. Either would replace what the server already relies on — fastify-type-provider-zod's
 * validation with our 400 envelope, the per-route `config` the auth, tenancy and idempotency plugins read,
 * @fastify/swagger at /docs and the route walks of the tests — to save a table of some forty entries.
 *
 * Why two tables: this one holds no zod schema, so a screen that imports one call (the login page) does
 * not pull zod into its chunk (the login route's size budget); the schemas load where they are needed
 * (the server, the client's response checks in development and tests, which import them lazily).
 * `callSchemas` must name every call of this table and nothing else (its type says so).
 */

/** HTTP methods of the API. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Who may call: anyone, a staff session, or a staff or student-scoped (simulated) session. */
export type CallAccess = 'public' | 'staff' | 'any';

/** HTTP statuses other than 200 that a call may answer, each with the envelope (errorCode, errorMessage). */
export const ERROR_STATUSES = [400, 401, 403, 404, 409, 413, 429] as const;
export type ErrorStatus = (typeof ERROR_STATUSES)[number];

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
  method: HttpMethod;
  /** Path as the spec writes it, with `{name}` for a path parameter. */
  path: string;
  /** Who may call it; 'staff' unless said otherwise. */
  access: CallAccess;
  /** One line for the OpenAPI document. */
  summary: string;
  /** OpenAPI tag (the server module that answers it). */
  tag: string;
  /**
   * Entities the answer of a read is made of; the first names its cache key (`[entity, call, input]`).
   * A read without entities gets no query factory (an upload authorisation is not cached).
   */
  reads?: readonly Entity[];
  /** Entities a write changes: every cached read of one of them is invalidated on success. */
  changes?: readonly Entity[];
  /** Error statuses beyond those every call of its kind may answer (see errorStatusesOf). */
  errors?: readonly ErrorStatus[];
  /** The body is multipart/form-data (a file); its parts are described in call-schemas.ts. */
  multipart?: boolean;
  /** Idempotent by itself (an upsert): the Idempotency-Key header is not needed. */
  idempotent?: boolean;
}

/** Keeps a description's literal types (method, path) for the typed client and server. */
function call<const T extends CallDescription>(description: T): T {
  return description;
}

const COMMON = '/ael/school/common';
const PRACTICES = '/ael/school/practice/practices';
const WORK_PAPERS = '/ael/school/practice/workpapers';
const SCHEDULE = '/ael/school/v2/schedule/classes/{classId}';

/** Every call of the API, by name (the name is its OpenAPI operationId). */
export const calls = {
  // ---- system ----
  getSystemVersion: call({
    method: 'GET',
    path: `${COMMON}/version/system`,
    access: 'public',
    tag: 'system',
    summary: 'Server and app versions',
    reads: ['system'],
  }),

  // ---- auth ----
  login: call({
    method: 'POST',
    path: `${COMMON}/login`,
    access: 'public',
    tag: 'auth',
    summary: 'Sign in with account and password',
    changes: ['session'],
    errors: [429],
  }),
  loginUnify: call({
    method: 'POST',
    path: `${COMMON}/login/unify`,
    access: 'public',
    tag: 'auth',
    summary: 'Sign in through the unified (portal) account; same credentials and answer as /login',
    changes: ['session'],
    errors: [429],
  }),
  loginUnifyThird: call({
    method: 'POST',
    path: `${COMMON}/login/unify/third`,
    access: 'public',
    tag: 'auth',
    summary:
      'Third-party sign-in (Google, Microsoft): the provider verifies the proof and names the teacher by email; resultStatus false with a message when the provider is not configured',
    changes: ['session'],
    errors: [429],
  }),
  logout: call({
    method: 'POST',
    path: `${COMMON}/logout`,
    access: 'any',
    tag: 'auth',
    summary: 'Revoke the current token',
    changes: ['session'],
  }),
  modifyPassword: call({
    method: 'PUT',
    path: `${COMMON}/modifypassword`,
    access: 'staff',
    tag: 'auth',
    summary:
      'Change the password (6–30 characters with letters and numbers); ends every other session of the user',
    changes: [],
    errors: [429],
  }),
  updateProfile: call({
    method: 'PUT',
    path: `${COMMON}/profile`,
    access: 'staff',
    tag: 'auth',
    summary: 'Update the personal profile',
    changes: ['user'],
  }),
  switchRole: call({
    method: 'POST',
    path: `${COMMON}/v2/role/switch`,
    access: 'staff',
    tag: 'auth',
    summary: 'Act in another role the user holds',
    changes: ['scope'],
  }),
  switchLanguage: call({
    method: 'POST',
    path: `${COMMON}/language/switch`,
    access: 'staff',
    tag: 'auth',
    summary: 'Change the interface language (hk or en)',
    changes: ['scope'],
  }),
  getTeacher: call({
    method: 'GET',
    path: `${COMMON}/teacher`,
    access: 'staff',
    tag: 'auth',
    summary: 'The teacher profile',
    reads: ['user'],
  }),
  getTeacherCenter: call({
    method: 'GET',
    path: `${COMMON}/teacher/center`,
    access: 'staff',
    tag: 'auth',
    summary: 'Personal centre: profile, school and teaching load',
    reads: ['user', 'class'],
  }),
  simulateLogin: call({
    method: 'POST',
    path: `${COMMON}/login/simulate`,
    access: 'staff',
    tag: 'auth',
    summary: 'A teacher opens a student-scoped session for a student of a class in their scope',
    changes: [],
  }),
  simulateStudentLogin: call({
    method: 'POST',
    path: '/ael/student/common/login/simulate',
    access: 'staff',
    tag: 'auth',
    summary:
      'A teacher opens a student-scoped session for a student of a class in their scope (the student apps’ path)',
    changes: [],
  }),

  // ---- classes ----
  getClassesDropdown: call({
    method: 'GET',
    path: `${COMMON}/classes/dropdown`,
    access: 'staff',
    tag: 'classes',
    summary: 'Class select: grades with the classes and groups the active role reaches',
    reads: ['class'],
  }),
  getGradesAndClassesDropdown: call({
    method: 'GET',
    path: `${COMMON}/gradesandclasses/dropdown`,
    access: 'staff',
    tag: 'classes',
    summary: 'Grades and classes the active role reaches, with class sizes',
    reads: ['class'],
  }),
  getClassHomeworks: call({
    method: 'GET',
    path: `${COMMON}/classes/ehomeworks`,
    access: 'staff',
    tag: 'classes',
    summary:
      'Near-homework lists of a class: ENDING (due within `days`, soonest first) or PUBLISHED (published in the last `days`, newest first), in the subjects the role reaches there',
    reads: ['homework', 'class'],
  }),

  // ---- questions ----
  searchQuestions: call({
    method: 'GET',
    path: `${COMMON}/questions/search`,
    access: 'staff',
    tag: 'questions',
    summary: 'Search the question bank of the school, within the subjects of the active role',
    reads: ['question'],
  }),
  getQuestionPreview: call({
    method: 'GET',
    path: `${COMMON}/questions/{questionId}/preview`,
    access: 'any',
    tag: 'questions',
    summary: 'A question for preview; a student-scoped token gets toStudentView (no answer keys)',
    reads: ['question'],
  }),
  submitQuestionAnswer: call({
    method: 'POST',
    path: `${COMMON}/questions/{questionId}/answer`,
    access: 'any',
    tag: 'questions',
    summary:
      'Check an encoded answer with the question engine; stored in the attempt when a student answers inside a homework',
    // A teacher's try changes no list; a student's answer is read by no back-office screen of this session.
    changes: [],
    idempotent: true,
  }),

  // ---- schedule ----
  getClassPractices: call({
    method: 'GET',
    path: `${SCHEDULE}/practices`,
    access: 'staff',
    tag: 'schedule',
    summary: 'Calendar month of a class: every day (Hong Kong time) with the homework due that day',
    reads: ['schedule', 'homework'],
  }),
  getClassPracticeObjects: call({
    method: 'GET',
    path: `${SCHEDULE}/practices/object`,
    access: 'staff',
    tag: 'schedule',
    summary:
      'Homework of a class due in a range of Hong Kong days (a calendar day, or the near-homework range of at most 62 days), with the object it was published to and the class’s progress',
    reads: ['schedule', 'homework'],
  }),

  // ---- practice ----
  getPractices: call({
    method: 'GET',
    path: PRACTICES,
    access: 'staff',
    tag: 'practice',
    summary:
      'Homework list of the caller’s scope with filters (subject, grade, class, processType, kind, time status, name, due days) and paging',
    reads: ['homework'],
  }),
  getPracticeDetail: call({
    method: 'GET',
    path: `${PRACTICES}/{eHomeworkId}`,
    access: 'staff',
    tag: 'practice',
    summary: 'Homework detail: resultData.homeworkInfo with every field of spec §3 and the time status',
    reads: ['homework'],
  }),
  deletePractice: call({
    method: 'DELETE',
    path: `${PRACTICES}/{eHomeworkId}`,
    access: 'staff',
    tag: 'practice',
    summary:
      'Delete a homework that has not started (spec §4): every target class must be in scope; otherwise "This homework has expired and cannot be deleted"',
    changes: ['homework'],
  }),
  getPracticeStudents: call({
    method: 'GET',
    path: `${PRACTICES}/{eHomeworkId}/students`,
    access: 'staff',
    tag: 'practice',
    summary:
      'Students the homework reaches (in the caller’s scope) with submission, progress, score and redo',
    reads: ['homework'],
  }),
  getPracticeNotSubmitted: call({
    method: 'GET',
    path: `${PRACTICES}/{eHomeworkId}/notsubmited`,
    access: 'staff',
    tag: 'practice',
    summary: 'Students the homework reaches who have not submitted (path spelled as the spec spells it)',
    reads: ['homework'],
  }),
  getPracticeRedo: call({
    method: 'GET',
    path: `${PRACTICES}/{eHomeworkId}/redo`,
    access: 'staff',
    tag: 'practice',
    summary: 'Students asked to redo the homework',
    reads: ['homework'],
  }),
  requestPracticeRedo: call({
    method: 'POST',
    path: `${PRACTICES}/{eHomeworkId}/redo`,
    access: 'staff',
    tag: 'practice',
    summary:
      'Ask students who submitted to redo: their submission is reopened (one transaction, audited); a student who has not submitted refuses the whole call',
    changes: ['homework'],
  }),

  // ---- publish ----
  publishHomework: call({
    method: 'POST',
    path: PRACTICES,
    access: 'staff',
    tag: 'publish',
    summary:
      'Publish one homework or test to a whole grade, classes and groups (several at once). §5 rules answer resultStatus false with their message; nothing is stored on any failure',
    changes: ['homework'],
  }),
  batchPublishHomework: call({
    method: 'POST',
    path: `${PRACTICES}/batch`,
    access: 'staff',
    tag: 'publish',
    summary:
      "Batch publish (several chapters in one request): each item in its own transaction, fully published or not at all; assessments refused per item; 'Part of homework publish failed' when some fail",
    changes: ['homework'],
  }),
  batchDeleteHomework: call({
    method: 'POST',
    path: `${PRACTICES}/batch/delete`,
    access: 'staff',
    tag: 'publish',
    summary:
      'Batch delete: only published homework that nobody has completed and that has not expired; per-item results, each in its own transaction',
    changes: ['homework'],
  }),
  batchRepublishHomework: call({
    method: 'POST',
    path: `${PRACTICES}/batch/republish`,
    access: 'staff',
    tag: 'publish',
    summary:
      'Batch re-publish: each item publishes a copy of a homework in scope with new times (and optionally a new name or targets), same questions and settings; per-item results',
    changes: ['homework'],
  }),

  // ---- courses ----
  getCourses: call({
    method: 'GET',
    path: `${COMMON}/courses`,
    access: 'staff',
    tag: 'courses',
    summary:
      'Courses (courseMag, allGradeCourse): by grade, subject and family, only the grade’s textbook categories of the user’s textbook types (spec §5) in subjects the role reaches',
    reads: ['course'],
  }),
  getCoursePapers: call({
    method: 'GET',
    path: `${COMMON}/courses/{courseId}/papers`,
    access: 'staff',
    tag: 'courses',
    summary:
      'Papers of a course in chapter order, with their question ids (question number n = questionIds[n-1])',
    reads: ['course'],
  }),
  getChoosableChapters: call({
    method: 'GET',
    path: `${COMMON}/chapters/choosable`,
    access: 'staff',
    tag: 'courses',
    summary:
      'Chapters that can be chosen for (batch) publishing in a subject, grade and family, with the per-subject class access check (true without a class or for an unknown class) and what the class already has',
    reads: ['course', 'homework'],
  }),
  getInstructions: call({
    method: 'GET',
    path: `${COMMON}/instructions`,
    access: 'staff',
    tag: 'courses',
    summary:
      'Teaching instructions of a course family (general and per processType) in the user’s language; general ones are included with a processType',
    reads: ['course'],
  }),
  getHomeworkKnowledges: call({
    method: 'GET',
    path: `${COMMON}/ehomeworks/{eHomeworkId}/knowledges`,
    access: 'staff',
    tag: 'courses',
    summary:
      'Knowledge points of a homework: its knowledgeContents and the knowledge points its questions train',
    reads: ['homework', 'question'],
  }),

  // ---- distribution (task sheets) ----
  createWorkPaper: call({
    method: 'POST',
    path: WORK_PAPERS,
    access: 'staff',
    tag: 'distribution',
    summary:
      'Upload a task sheet: multipart fields workPaperName, subjectCode, gradeCode, workPaperDesc and one PDF in part `file`, checked by its bytes and size before anything is stored; UNDISTRIBUTED until distributed',
    changes: ['taskSheet'],
    multipart: true,
    errors: [429],
  }),
  getWorkPapers: call({
    method: 'GET',
    path: WORK_PAPERS,
    access: 'staff',
    tag: 'distribution',
    summary:
      'Task sheets (distribution list) of the subjects the role reaches: filters subject, grade, status (UNDISTRIBUTED, NOT_STARTED, IN_PROGRESS, FINISHED), name; newest first',
    reads: ['taskSheet', 'homework'],
  }),
  getWorkPaperDetail: call({
    method: 'GET',
    path: `${WORK_PAPERS}/{workPaperId}`,
    access: 'staff',
    tag: 'distribution',
    summary: 'A task sheet with its PDF URL and, once distributed, the progress of each class and student',
    reads: ['taskSheet', 'homework'],
  }),
  distributeWorkPaper: call({
    method: 'POST',
    path: `${WORK_PAPERS}/{workPaperId}/distribute`,
    access: 'staff',
    tag: 'distribution',
    summary:
      'Distribute a task sheet once (one task sheet per publish): it becomes a processType 13 homework for a whole grade, classes or groups; the §5 name and date rules apply',
    changes: ['taskSheet', 'homework'],
  }),
  deleteWorkPaper: call({
    method: 'DELETE',
    path: `${WORK_PAPERS}/{workPaperId}`,
    access: 'staff',
    tag: 'distribution',
    summary: 'Delete a task sheet that has not been distributed, and its PDF',
    changes: ['taskSheet'],
  }),

  // ---- files ----
  getLatestUpdateFile: call({
    method: 'GET',
    path: `${COMMON}/updatefile/latest`,
    access: 'public',
    tag: 'files',
    summary: 'Latest remote language pack (TEXT) or font (FONT) for a device; null when none',
    reads: ['system'],
  }),
  getOssAuth: call({
    method: 'GET',
    path: `${COMMON}/oss/auth`,
    access: 'any',
    tag: 'files',
    summary:
      'Upload authorisation for one upload of one kind (image, audio, pdf): a short-lived signed upload URL on this server, scoped to schools/{schoolId}/users/{userId}/{kind}/; spent by the first upload. No direct-to-OSS policy is given (oss is null): every file is checked by its bytes here',
  }),
  uploadFile: call({
    method: 'POST',
    path: `${COMMON}/oss/upload`,
    access: 'any',
    tag: 'files',
    summary:
      'Upload one file (multipart, part `file`) with the token of /oss/auth, once per token: the type is read from the bytes (a PDF must parse and carry no scripts, actions or embedded files); a wrong type or size is the "Upload failed" rule answer naming the field (resultStatus false) and nothing is stored; a spent token is 400, the daily upload quota 429. The answer\'s url is a short-lived signed URL',
    changes: [],
    multipart: true,
    errors: [429],
  }),
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

/**
 * Every error status a call may answer, each with the envelope: 400 for a request the schema refuses (every
 * call); 401, 403 and 404 for a token that is missing or of the wrong kind and for records out of scope or
 * unknown (every call that is not public); 409 for a reused Idempotency-Key (every write behind a session);
 * 413 for a body over the limit (every call with a body); and those the description adds (429 for limited
 * password checks and upload quotas).
 */
export function errorStatusesOf(description: CallDescription): ErrorStatus[] {
  const statuses = new Set<ErrorStatus>([400, ...(description.errors ?? [])]);
  if (description.access !== 'public') for (const status of [401, 403, 404] as const) statuses.add(status);
  if (description.method !== 'GET') {
    if (description.access !== 'public') statuses.add(409);
    if (description.method !== 'DELETE') statuses.add(413);
  }
  return ERROR_STATUSES.filter((status) => statuses.has(status));
}
