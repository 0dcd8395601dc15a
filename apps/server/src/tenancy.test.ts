import { createHash } from 'node:crypto';
import { type CallName, calls } from '@harbour/api-client/contract';
import { and, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { chapters, courses, instructions, questions, schedules, staffUsers, workPapers } from './db/schema';
import { keyPrefixFor } from './storage';
import { multipartBody, SAMPLE_FILES } from './storage/sample-files';
import { answerOf, refusalOf } from './test/calls';
import { testDatabases } from './test/databases';
import { seededIds } from './test/fixtures';
import { type Harness, useHarness } from './test/harness';
import { multipartForm } from './test/multipart-form';

/** Resources of the demo school that the outsiders below must not reach. */
interface Targets {
  /** Class 1A: outside demo-teacher's classes (3A, 3B, 5A) and demo-classteacher's (4A). */
  classId: number;
  /** A student of 1A. */
  studentId: number;
  /** A Mathematics question: outside demo-panel's subject (English). */
  mathQuestionId: number;
  /** A not-started Chinese homework of 1A. */
  homeworkId: number;
  /** Every Mathematics question of the demo school. */
  mathQuestionIds: Set<number>;
  /** The demo school. */
  demoSchoolId: number;
  /** An upload token of demo-headmaster (image). */
  uploadToken: string;
  /** Another upload token of demo-headmaster (image), for an upload in parts. */
  multipartToken: string;
  /** An upload in parts of demo-headmaster (image), begun with another grant. */
  uploadId: string;
  /** The demo school's A_PLUS P1 Mathematics course. */
  mathCourseId: number;
  /** Every Mathematics course of the demo school. */
  mathCourseIds: Set<number>;
  /** Every Mathematics chapter of the demo school. */
  mathChapterIds: Set<number>;
  /** The first chapter of the demo school's A_PLUS P1 Chinese course. */
  chineseChapterId: number;
  /** Every instruction of the demo school. */
  instructionIds: Set<number>;
  /** An undistributed P1 Mathematics task sheet of demo-headmaster. */
  workPaperId: number;
  /** A term of the demo school. */
  termId: number;
  /** A unit of 1A Chinese (outside the English panel head's subject too). */
  chineseScheduleId: number;
}

/**
 * How each registered route is called against the demo school's resources. A route with a resource
 * must answer an outsider 403 or 404 with no data; a route of the caller's own data ("self") must
 * show nothing of the demo school to the other school's user, and nothing outside the scope to an
 * in-school outsider. Public routes carry no school data.
 */
type RouteCase =
  | { kind: 'public' }
  | {
      kind: 'resource';
      request: (t: Targets) => InjectOptions;
      outsiders: readonly Outsider[];
      /** false when the whole-school control cannot expect success (the call refuses on a rule). */
      control?: false;
    }
  | {
      kind: 'self';
      request: (t: Targets) => InjectOptions;
      leaks: (body: string, t: Targets) => boolean;
      outsiders: readonly Outsider[];
    };

/** Callers who must not reach the targets: another school's staff, and in-school users out of scope. */
const OUTSIDERS = [
  'other-headmaster',
  'other-teacher',
  'demo-teacher',
  'demo-classteacher',
  'demo-panel',
] as const;
type Outsider = (typeof OUTSIDERS)[number];
const OTHER_SCHOOL: readonly Outsider[] = ['other-headmaster', 'other-teacher'];
/** Outside class 1A: the teacher and the class teacher (the panel head reaches 1A in English). */
const OUTSIDE_CLASS: readonly Outsider[] = [...OTHER_SCHOOL, 'demo-teacher', 'demo-classteacher'];
/** Outside Mathematics: the English panel head. */
const OUTSIDE_MATH: readonly Outsider[] = [...OTHER_SCHOOL, 'demo-panel'];
/** Outside 1A Chinese: all of them. */
const OUTSIDE_CLASS_SUBJECT: readonly Outsider[] = OUTSIDERS;

/** The case of a route that reads one resource: a GET of `url`, refused to `outsiders`. */
const readCase = (
  url: (t: Targets) => string,
  outsiders: readonly Outsider[],
  options: { control?: false } = {},
): RouteCase => ({
  kind: 'resource',
  request: (t) => ({ method: 'GET', url: url(t) }),
  outsiders,
  ...options,
});

const C = '/ael/school/common';
const mentionsDemoSchool = (body: string) => /海港書院|Harbour College|demo-/.test(body);
const mentionsClass = (body: string, t: Targets) => new RegExp(`"classId":${t.classId}\\b`).test(body);
const mentionsIds = (body: string, key: string, ids: Set<number>) =>
  [...body.matchAll(new RegExp(`"${key}":(\\d+)`, 'g'))].some((match) => ids.has(Number(match[1])));
/** A batch answer in which an item went through. */
const batchItemSucceeded = (body: string) => body.includes('"ok":true');
const P = '/ael/school/practice/practices';
const W = '/ael/school/practice/workpapers';
const R = '/ael/school/v2/report';
/** The query of a class-over-a-term report: 1A's Chinese over the term. */
const classChineseTerm = (t: Targets) => `classId=${t.classId}&subjectCode=CHINESE&termId=${t.termId}`;
const IN_A_WEEK = () => ({
  startTime: new Date(Date.now() + 24 * 3600_000).toISOString(),
  endTime: new Date(Date.now() + 7 * 24 * 3600_000).toISOString(),
});
const publishBody = (t: Targets) => ({
  homeworkName: 'Tenancy probe',
  subjectCode: 'CHINESE',
  gradeCode: 1,
  textbookType: 'A_PLUS',
  chapterId: t.chineseChapterId,
  processType: '1',
  ...IN_A_WEEK(),
  targets: [{ scope: 'SINGLE_CLASS', classId: t.classId }],
});

/** A term no school has: a probe that would create or change one. */
const FAR_TERM = { schoolYear: 2090, semester: 1, startDate: '2090-09-01', endDate: '2091-01-31' };
/** A unit's fields: a probe that would create or change one. */
const PROBE_UNIT = { name: '探', nameEn: 'Probe', startDate: '2090-09-01', endDate: '2090-09-02' };

/** A case for every call of the contract (the type refuses a call without one). */
const ROUTE_CASES: Record<CallName, RouteCase> = {
  getSystemVersion: { kind: 'public' },
  login: { kind: 'public' },
  loginUnify: { kind: 'public' },
  getLatestUpdateFile: { kind: 'public' },
  loginUnifyThird: { kind: 'public' },
  getOssAuth: {
    kind: 'self',
    request: () => ({ method: 'GET', url: `${C}/oss/auth?kind=image` }),
    leaks: (body, t) => mentionsDemoSchool(body) || body.includes(`schools/${t.demoSchoolId}/`),
    outsiders: OTHER_SCHOOL,
  },
  uploadFile: {
    kind: 'resource',
    request: (t) => {
      const body = multipartBody(SAMPLE_FILES.png(), 'a.png', 'image/png');
      return {
        method: 'POST',
        url: `${C}/oss/upload?token=${encodeURIComponent(t.uploadToken)}`,
        headers: body.headers,
        payload: body.payload,
      };
    },
    outsiders: OUTSIDERS,
  },
  initiateUpload: {
    kind: 'resource',
    request: (t) => ({
      method: 'POST',
      url: `${C}/oss/multipart?token=${encodeURIComponent(t.multipartToken)}`,
    }),
    outsiders: OUTSIDERS,
  },
  uploadPart: {
    kind: 'resource',
    request: (t) => ({
      method: 'PUT',
      url: `${C}/oss/multipart/${t.uploadId}/parts/1`,
      headers: { 'content-type': 'application/octet-stream' },
      payload: SAMPLE_FILES.png(),
    }),
    outsiders: OUTSIDERS,
  },
  completeUpload: {
    kind: 'resource',
    // The whole-school control runs after uploadPart's, which stored the part.
    request: (t) => ({
      method: 'POST',
      url: `${C}/oss/multipart/${t.uploadId}/complete`,
      payload: {
        parts: [{ partNumber: 1, etag: createHash('md5').update(SAMPLE_FILES.png()).digest('hex') }],
      },
    }),
    outsiders: OUTSIDERS,
  },
  getClassHomeworks: readCase(
    (t) => `${C}/classes/ehomeworks?classId=${t.classId}&near=PUBLISHED`,
    OUTSIDE_CLASS,
  ),
  logout: {
    kind: 'self',
    request: () => ({ method: 'POST', url: `${C}/logout` }),
    leaks: mentionsDemoSchool,
    outsiders: OTHER_SCHOOL,
  },
  modifyPassword: {
    kind: 'self',
    request: () => ({
      method: 'PUT',
      url: `${C}/modifypassword`,
      payload: { oldPassword: 'nope', newPassword: 'abc12345', confirmPassword: 'abc12345' },
    }),
    leaks: mentionsDemoSchool,
    outsiders: OTHER_SCHOOL,
  },
  updateProfile: {
    kind: 'self',
    request: () => ({ method: 'PUT', url: `${C}/profile`, payload: {} }),
    leaks: mentionsDemoSchool,
    outsiders: OTHER_SCHOOL,
  },
  switchRole: {
    kind: 'self',
    request: () => ({ method: 'POST', url: `${C}/v2/role/switch`, payload: { role: 'HEADMASTER' } }),
    leaks: (body, t) => mentionsDemoSchool(body) || mentionsClass(body, t),
    outsiders: OTHER_SCHOOL,
  },
  switchLanguage: {
    kind: 'self',
    request: () => ({ method: 'POST', url: `${C}/language/switch`, payload: { locale: 'hk' } }),
    leaks: mentionsDemoSchool,
    outsiders: OTHER_SCHOOL,
  },
  getTeacher: {
    kind: 'self',
    request: () => ({ method: 'GET', url: `${C}/teacher` }),
    leaks: mentionsDemoSchool,
    outsiders: OTHER_SCHOOL,
  },
  getTeacherCenter: {
    kind: 'self',
    request: () => ({ method: 'GET', url: `${C}/teacher/center` }),
    leaks: (body, t) => mentionsDemoSchool(body) || mentionsClass(body, t),
    outsiders: OTHER_SCHOOL,
  },
  getClassesDropdown: {
    kind: 'self',
    request: () => ({ method: 'GET', url: `${C}/classes/dropdown` }),
    leaks: mentionsClass,
    outsiders: OUTSIDE_CLASS,
  },
  getGradesAndClassesDropdown: {
    kind: 'self',
    request: () => ({ method: 'GET', url: `${C}/gradesandclasses/dropdown` }),
    leaks: mentionsClass,
    outsiders: OUTSIDE_CLASS,
  },
  searchQuestions: {
    kind: 'self',
    request: () => ({ method: 'GET', url: `${C}/questions/search?subjectCode=MATH&pageSize=100` }),
    leaks: (body, t) =>
      (JSON.parse(body).resultData?.list ?? []).some((q: { questionId: number }) =>
        t.mathQuestionIds.has(q.questionId),
      ),
    outsiders: OUTSIDE_MATH,
  },
  getQuestionPreview: readCase((t) => `${C}/questions/${t.mathQuestionId}/preview`, OUTSIDE_MATH),
  submitQuestionAnswer: {
    kind: 'resource',
    request: (t) => ({
      method: 'POST',
      url: `${C}/questions/${t.mathQuestionId}/answer`,
      payload: { studentAnswer: '1' },
    }),
    outsiders: OUTSIDE_MATH,
  },
  simulateLogin: {
    kind: 'resource',
    request: (t) => ({ method: 'POST', url: `${C}/login/simulate`, payload: { studentId: t.studentId } }),
    outsiders: OUTSIDE_CLASS,
  },
  // The student app's calls refuse every staff token (student-access.test.ts); a student reaches only their
  // own homework (student.test.ts).
  simulateStudentLogin: {
    kind: 'self',
    request: () => ({ method: 'POST', url: '/ael/student/common/login/simulate' }),
    leaks: mentionsDemoSchool,
    outsiders: OTHER_SCHOOL,
  },
  studentLogin: { kind: 'public' },
  getStudentSession: {
    kind: 'self',
    request: () => ({ method: 'GET', url: '/ael/student/common/me' }),
    leaks: mentionsDemoSchool,
    outsiders: OTHER_SCHOOL,
  },
  getStudentHomeworks: {
    kind: 'self',
    request: () => ({ method: 'GET', url: '/ael/student/practice/ehomeworks' }),
    leaks: (body, t) => mentionsIds(body, 'eHomeworkId', new Set([t.homeworkId])),
    outsiders: OUTSIDERS,
  },
  getStudentHomework: {
    kind: 'self',
    request: (t) => ({ method: 'GET', url: `/ael/student/practice/ehomeworks/${t.homeworkId}` }),
    leaks: (body, t) => mentionsIds(body, 'eHomeworkId', new Set([t.homeworkId])),
    outsiders: OUTSIDERS,
  },
  startStudentHomework: {
    kind: 'self',
    request: (t) => ({ method: 'POST', url: `/ael/student/practice/ehomeworks/${t.homeworkId}/start` }),
    leaks: (body) => body.includes('"startedAt"'),
    outsiders: OUTSIDERS,
  },
  submitStudentHomework: {
    kind: 'self',
    request: (t) => ({
      method: 'POST',
      url: `/ael/student/practice/ehomeworks/${t.homeworkId}/submit`,
      payload: { timeUp: false },
    }),
    leaks: (body) => body.includes('"submitStatus"'),
    outsiders: OUTSIDERS,
  },
  getClassPractices: readCase(
    (t) => `/ael/school/v2/schedule/classes/${t.classId}/practices?year=2026&month=1`,
    OUTSIDE_CLASS,
  ),
  getClassTerms: readCase((t) => `${C}/classes/${t.classId}/terms`, OUTSIDE_CLASS),
  getClassTermSchedules: readCase(
    (t) => `${C}/classes/${t.classId}/term/${t.termId}/schedules`,
    OUTSIDE_CLASS,
  ),
  // Whole-school figures: the roles that reach every class, in their subjects; the other school's own
  // figures are checked against a recomputation in reports/school/overview.test.ts.
  getSchoolOverview: {
    kind: 'self',
    request: () => ({ method: 'GET', url: `${R}/school/overview` }),
    leaks: (body) => /"(CHINESE|MATH)"/.test(body),
    outsiders: ['demo-teacher', 'demo-classteacher', 'demo-panel'],
  },
  getSchoolYearReport: {
    kind: 'self',
    request: () => ({ method: 'GET', url: `${R}/school/year` }),
    leaks: (body) => /"(CHINESE|MATH)"/.test(body),
    outsiders: ['demo-teacher', 'demo-classteacher', 'demo-panel'],
  },
  getSchoolYearMastery: {
    kind: 'self',
    request: () => ({ method: 'GET', url: `${R}/school/year/mastery` }),
    leaks: (body) => /"(CHINESE|MATH)"/.test(body),
    outsiders: ['demo-teacher', 'demo-classteacher', 'demo-panel'],
  },
  getClassesSchedules: {
    kind: 'self',
    request: (t) => ({ method: 'GET', url: `${C}/classes/schedules?termId=${t.termId}` }),
    leaks: mentionsClass,
    outsiders: OUTSIDE_CLASS,
  },
  getSchedulePapers: readCase((t) => `${C}/schedules/${t.chineseScheduleId}/papers`, OUTSIDE_CLASS_SUBJECT),
  getEvaluations: readCase(
    (t) => `${C}/evaluations?scheduleId=${t.chineseScheduleId}`,
    OUTSIDE_CLASS_SUBJECT,
  ),
  deletePractice: {
    kind: 'resource',
    request: (t) => ({ method: 'DELETE', url: `/ael/school/practice/practices/${t.homeworkId}` }),
    outsiders: OUTSIDE_CLASS_SUBJECT,
  },
  getClassPracticeObjects: readCase(
    (t) =>
      `/ael/school/v2/schedule/classes/${t.classId}/practices/object?startDate=2026-01-01&endDate=2026-01-31`,
    OUTSIDE_CLASS,
  ),
  getCourses: {
    kind: 'self',
    request: () => ({ method: 'GET', url: `${C}/courses?subjectCode=MATH` }),
    leaks: (body, t) => mentionsIds(body, 'courseId', t.mathCourseIds),
    outsiders: OUTSIDE_MATH,
  },
  getCoursePapers: readCase((t) => `${C}/courses/${t.mathCourseId}/papers`, OUTSIDE_MATH),
  getChoosableChapters: {
    kind: 'self',
    request: (t) => ({
      method: 'GET',
      url: `${C}/chapters/choosable?subjectCode=MATH&gradeCode=1&textbookType=A_PLUS&classId=${t.classId}`,
    }),
    leaks: (body, t) => mentionsIds(body, 'chapterId', t.mathChapterIds),
    outsiders: OUTSIDE_MATH,
  },
  getInstructions: {
    kind: 'self',
    request: () => ({ method: 'GET', url: `${C}/instructions` }),
    leaks: (body, t) => mentionsIds(body, 'instructionId', t.instructionIds),
    outsiders: OTHER_SCHOOL,
  },
  getHomeworkKnowledges: readCase((t) => `${C}/ehomeworks/${t.homeworkId}/knowledges`, OUTSIDE_CLASS_SUBJECT),
  getPractices: {
    kind: 'self',
    request: (t) => ({ method: 'GET', url: `${P}?classId=${t.classId}&subjectCode=CHINESE&pageSize=100` }),
    leaks: (body, t) => mentionsIds(body, 'eHomeworkId', new Set([t.homeworkId])),
    outsiders: OUTSIDE_CLASS_SUBJECT,
  },
  getPracticeDetail: readCase((t) => `${P}/${t.homeworkId}`, OUTSIDE_CLASS_SUBJECT),
  getHomeworkReport: readCase((t) => `${R}/ehomeworks/${t.homeworkId}`, OUTSIDE_CLASS_SUBJECT),
  // Reports.
  getHomeworkReportQuestions: readCase(
    (t) => `${R}/ehomeworks/${t.homeworkId}/questions`,
    OUTSIDE_CLASS_SUBJECT,
  ),
  getHomeworkWrongQuestions: readCase(
    (t) => `${R}/ehomeworks/${t.homeworkId}/wrongquestions`,
    OUTSIDE_CLASS_SUBJECT,
  ),
  getHomeworkProcess1: readCase((t) => `${R}/ehomeworks/${t.homeworkId}/process1`, OUTSIDE_CLASS_SUBJECT),
  getHomeworkProcess2: readCase((t) => `${R}/ehomeworks/${t.homeworkId}/process2`, OUTSIDE_CLASS_SUBJECT),
  getHomeworkProcess14: readCase((t) => `${R}/ehomeworks/${t.homeworkId}/process14`, OUTSIDE_CLASS_SUBJECT),
  getHomeworkProcess7: readCase(
    (t) => `/ael/school/report/ehomeworks/${t.homeworkId}/process7`,
    OUTSIDE_CLASS_SUBJECT,
  ),
  getStudentHomeworkPractice: readCase(
    (t) => `/ael/school/report/students/${t.studentId}/ehomeworks/${t.homeworkId}/process1`,
    OUTSIDE_CLASS_SUBJECT,
  ),
  getStudentHomeworkQuestions: readCase(
    (t) => `${R}/students/${t.studentId}/ehomeworks/${t.homeworkId}/questions`,
    OUTSIDE_CLASS_SUBJECT,
  ),
  getHomeworkSubmitList: readCase(
    (t) => `/ael/school/v2/schedule/ehomeworks/${t.homeworkId}/student/submit`,
    OUTSIDE_CLASS_SUBJECT,
  ),
  getUnitReport: readCase((t) => `${R}/schedules/${t.chineseScheduleId}/ehomeworks`, OUTSIDE_CLASS_SUBJECT),
  getStudentsPerformance: readCase(
    (t) => `${R}/students/performance?${classChineseTerm(t)}`,
    OUTSIDE_CLASS_SUBJECT,
  ),
  getSchedulesWholePerformance: readCase(
    (t) => `${R}/schedules/wholeperformance?${classChineseTerm(t)}`,
    OUTSIDE_CLASS_SUBJECT,
  ),
  getStudentsWholePerformance: readCase(
    (t) => `${R}/students/wholeperformance?${classChineseTerm(t)}`,
    OUTSIDE_CLASS_SUBJECT,
  ),
  getClassFollowUp: readCase((t) => `${R}/process2bd/class?${classChineseTerm(t)}`, OUTSIDE_CLASS_SUBJECT),
  getStudentWholePerformance: readCase(
    (t) => `${R}/wholeperformance/students/${t.studentId}?scope=unit&scheduleId=${t.chineseScheduleId}`,
    OUTSIDE_CLASS_SUBJECT,
  ),
  getStudentFollowUp: readCase(
    (t) =>
      `${R}/wholeperformance/students/${t.studentId}/process2bd?scope=term&termId=${t.termId}&subjectCode=CHINESE`,
    OUTSIDE_CLASS_SUBJECT,
  ),
  getTestReport: readCase((t) => `${R}/ehomeworks/${t.homeworkId}/testing`, OUTSIDE_CLASS_SUBJECT, {
    control: false,
  }),
  getHkatClassReport: readCase(
    (t) => `${R}/ehomeworks/${t.homeworkId}/process8/class/hkat`,
    OUTSIDE_CLASS_SUBJECT,
    { control: false },
  ),
  getHkat8bClassReport: readCase(
    (t) => `${R}/ehomeworks/${t.homeworkId}/process8b/class/hkat`,
    OUTSIDE_CLASS_SUBJECT,
    { control: false },
  ),
  getHkatStudentPerformance: readCase(
    (t) => `${R}/wholeperformance/students/${t.studentId}/hkat`,
    OUTSIDE_CLASS,
  ),
  getHkat8bStudentPerformance: readCase(
    (t) => `${R}/wholeperformance/students/${t.studentId}/process8b/hkat`,
    OUTSIDE_CLASS,
  ),
  getTestStudentPdf: readCase(
    (t) => `${R}/students/${t.studentId}/ehomeworks/${t.homeworkId}/pdf`,
    OUTSIDE_CLASS_SUBJECT,
    { control: false },
  ),
  getErrorCenter: readCase((t) => `${R}/classes/${t.classId}/errors`, OUTSIDE_CLASS),
  getErrorQuestion: readCase(
    (t) => `${R}/classes/${t.classId}/errors/questions/${t.mathQuestionId}`,
    OUTSIDE_CLASS_SUBJECT,
  ),
  publishFollowUp: {
    kind: 'resource',
    request: (t) => ({
      method: 'POST',
      url: `${R}/classes/${t.classId}/errors/followups`,
      payload: {
        homeworkName: 'Tenancy probe',
        ...IN_A_WEEK(),
        questionIds: [t.mathQuestionId],
        studentIds: [t.studentId],
      },
    }),
    outsiders: OUTSIDE_CLASS_SUBJECT,
  },
  getPracticeStudents: readCase((t) => `${P}/${t.homeworkId}/students`, OUTSIDE_CLASS_SUBJECT),
  getPracticeNotSubmitted: readCase((t) => `${P}/${t.homeworkId}/notsubmited`, OUTSIDE_CLASS_SUBJECT),
  getPracticeRedo: readCase((t) => `${P}/${t.homeworkId}/redo`, OUTSIDE_CLASS_SUBJECT),
  requestPracticeRedo: {
    kind: 'resource',
    request: (t) => ({
      method: 'POST',
      url: `${P}/${t.homeworkId}/redo`,
      payload: { studentIds: [t.studentId] },
    }),
    outsiders: OUTSIDE_CLASS_SUBJECT,
    // Nobody has submitted the not-started homework, so even the headmaster is refused by the rule.
    control: false,
  },
  getMarkingOverview: readCase((t) => `${P}/${t.homeworkId}/correctdetail`, OUTSIDE_CLASS_SUBJECT),
  getNextAnswers: readCase((t) => `${P}/${t.homeworkId}/answers/next`, OUTSIDE_CLASS_SUBJECT),
  correctAnswer: {
    kind: 'resource',
    request: (t) => ({
      method: 'POST',
      url: `${P}/${t.homeworkId}/answers/1/correct`,
      payload: { score: 1, comment: 'ok', baseVersion: 0 },
    }),
    outsiders: OUTSIDE_CLASS_SUBJECT,
    // Nobody has answered the not-started homework: no answer of it to mark.
    control: false,
  },
  getScoreHistory: readCase((t) => `${P}/${t.homeworkId}/answers/1/history`, OUTSIDE_CLASS_SUBJECT, {
    control: false,
  }),
  announceResults: {
    kind: 'resource',
    request: (t) => ({ method: 'POST', url: `${P}/${t.homeworkId}/announced`, payload: { confirm: true } }),
    outsiders: OUTSIDE_CLASS_SUBJECT,
  },
  withdrawExam: {
    kind: 'resource',
    request: (t) => ({ method: 'POST', url: `${P}/${t.homeworkId}/withdraw`, payload: { confirm: true } }),
    outsiders: OUTSIDE_CLASS_SUBJECT,
    // The target is a practice, not an exam.
    control: false,
  },
  // The comment bank is the caller's own: nothing of the demo school's teachers reaches another school's.
  getCommentBank: {
    kind: 'self',
    request: () => ({ method: 'GET', url: '/ael/school/practice/comment-bank' }),
    leaks: mentionsDemoSchool,
    outsiders: OTHER_SCHOOL,
  },
  addBankComment: {
    kind: 'self',
    request: () => ({
      method: 'POST',
      url: '/ael/school/practice/comment-bank',
      payload: { text: 'Well done.' },
    }),
    leaks: mentionsDemoSchool,
    outsiders: OTHER_SCHOOL,
  },
  deleteBankComment: {
    kind: 'self',
    request: () => ({ method: 'DELETE', url: '/ael/school/practice/comment-bank/1' }),
    leaks: mentionsDemoSchool,
    outsiders: OTHER_SCHOOL,
  },
  // A user's own arrangement of a dashboard's cards: card names only, never another user's.
  getDashboardLayout: {
    kind: 'self',
    request: () => ({ method: 'GET', url: '/ael/school/v2/dashboard/SCHOOL/cards' }),
    leaks: (body) => body.includes('"hidden":true') || mentionsDemoSchool(body),
    outsiders: OUTSIDERS,
  },
  saveDashboardLayout: {
    kind: 'self',
    request: () => ({
      method: 'PUT',
      url: '/ael/school/v2/dashboard/CLASS/cards',
      payload: { cards: [{ id: 'due', hidden: false }] },
    }),
    leaks: mentionsDemoSchool,
    outsiders: OUTSIDERS,
  },
  publishHomework: {
    kind: 'resource',
    request: (t) => ({ method: 'POST', url: P, payload: publishBody(t) }),
    outsiders: OUTSIDE_CLASS_SUBJECT,
  },
  batchPublishHomework: {
    kind: 'self',
    request: (t) => ({ method: 'POST', url: `${P}/batch`, payload: { items: [publishBody(t)] } }),
    leaks: batchItemSucceeded,
    outsiders: OUTSIDE_CLASS_SUBJECT,
  },
  batchDeleteHomework: {
    kind: 'self',
    request: (t) => ({ method: 'POST', url: `${P}/batch/delete`, payload: { eHomeworkIds: [t.homeworkId] } }),
    leaks: batchItemSucceeded,
    outsiders: OUTSIDE_CLASS_SUBJECT,
  },
  createWorkPaper: {
    kind: 'self',
    request: () => ({
      method: 'POST',
      url: W,
      ...multipartForm(
        { workPaperName: 'Probe', subjectCode: 'MATH', gradeCode: '1' },
        { bytes: SAMPLE_FILES.pdf(), fileName: 'sheet.pdf', contentType: 'application/pdf' },
      ),
    }),
    // The sheet lands in the caller's own school, so it shows nothing of the demo school.
    leaks: mentionsDemoSchool,
    outsiders: OTHER_SCHOOL,
  },
  getWorkPapers: {
    kind: 'self',
    request: () => ({ method: 'GET', url: `${W}?pageSize=100` }),
    leaks: (body, t) => mentionsIds(body, 'workPaperId', new Set([t.workPaperId])),
    outsiders: OUTSIDE_CLASS_SUBJECT,
  },
  getWorkPaperDetail: readCase((t) => `${W}/${t.workPaperId}`, OUTSIDE_CLASS_SUBJECT),
  distributeWorkPaper: {
    kind: 'resource',
    request: (t) => ({
      method: 'POST',
      url: `${W}/${t.workPaperId}/distribute`,
      payload: { ...IN_A_WEEK(), targets: [{ scope: 'SINGLE_CLASS', classId: t.classId }] },
    }),
    outsiders: OUTSIDE_CLASS_SUBJECT,
  },
  copyWorkPaper: {
    kind: 'resource',
    request: (t) => ({ method: 'POST', url: `${W}/${t.workPaperId}/copy` }),
    outsiders: OUTSIDE_CLASS_SUBJECT,
  },
  deleteWorkPaper: {
    kind: 'resource',
    request: (t) => ({ method: 'DELETE', url: `${W}/${t.workPaperId}` }),
    outsiders: OUTSIDE_CLASS_SUBJECT,
  },
  batchRepublishHomework: {
    kind: 'self',
    request: (t) => ({
      method: 'POST',
      url: `${P}/batch/republish`,
      payload: { items: [{ eHomeworkId: t.homeworkId, ...IN_A_WEEK() }] },
    }),
    leaks: batchItemSucceeded,
    outsiders: OUTSIDE_CLASS_SUBJECT,
  },
  // Setting up the calendar: the curriculum director (and a panel head in their subjects) only; the
  // headmaster reads, so the whole-school control cannot expect a write to succeed.
  getSchoolTerms: {
    kind: 'self',
    request: () => ({ method: 'GET', url: `${C}/terms` }),
    leaks: (body, t) => body.includes(`"termId":${t.termId},`),
    outsiders: OTHER_SCHOOL,
  },
  createTerm: {
    kind: 'resource',
    request: () => ({ method: 'POST', url: `${C}/terms`, payload: FAR_TERM }),
    outsiders: OUTSIDERS,
    control: false,
  },
  updateTerm: {
    kind: 'resource',
    request: (t) => ({ method: 'PUT', url: `${C}/terms/${t.termId}`, payload: FAR_TERM }),
    outsiders: OUTSIDERS,
    control: false,
  },
  deleteTerm: {
    kind: 'resource',
    request: (t) => ({ method: 'DELETE', url: `${C}/terms/${t.termId}` }),
    outsiders: OUTSIDERS,
  },
  getUnitsSetup: readCase(
    (t) => `${C}/classes/${t.classId}/term/${t.termId}/schedules/setup?subjectCode=CHINESE`,
    OUTSIDE_CLASS_SUBJECT,
  ),
  createUnit: {
    kind: 'resource',
    request: (t) => ({
      method: 'POST',
      url: `${C}/schedules`,
      payload: { classId: t.classId, termId: t.termId, subjectCode: 'CHINESE', ...PROBE_UNIT },
    }),
    outsiders: OUTSIDERS,
    control: false,
  },
  updateUnit: {
    kind: 'resource',
    request: (t) => ({ method: 'PUT', url: `${C}/schedules/${t.chineseScheduleId}`, payload: PROBE_UNIT }),
    outsiders: OUTSIDERS,
    control: false,
  },
  deleteUnit: {
    kind: 'resource',
    request: (t) => ({ method: 'DELETE', url: `${C}/schedules/${t.chineseScheduleId}` }),
    outsiders: OUTSIDERS,
  },
  acceptProposedUnits: {
    kind: 'resource',
    request: (t) => ({
      method: 'POST',
      url: `${C}/classes/${t.classId}/term/${t.termId}/schedules/accept`,
      payload: { subjectCode: 'CHINESE' },
    }),
    outsiders: OUTSIDERS,
    control: false,
  },
  proposeUnits: {
    kind: 'resource',
    request: (t) => ({
      method: 'POST',
      url: `${C}/classes/${t.classId}/term/${t.termId}/schedules/propose`,
      payload: { subjectCode: 'CHINESE' },
    }),
    outsiders: OUTSIDERS,
    control: false,
  },
  // The English panel head may import, and is refused the Chinese row as a problem of that row.
  importSchemeOfWork: {
    kind: 'resource',
    request: (t) => ({
      method: 'POST',
      url: `${C}/terms/${t.termId}/schedules/import`,
      payload: {
        dryRun: false,
        rows: [
          {
            className: '1A',
            subject: 'CHINESE',
            name: '探',
            nameEn: 'Probe',
            startDate: '2090-01-01',
            endDate: '2090-01-02',
          },
        ],
      },
    }),
    outsiders: OUTSIDE_CLASS,
    control: false,
  },
};

async function call(h: Harness, token: string, options: InjectOptions) {
  return h.app.inject({ ...options, headers: { ...(options.headers ?? {}), accesstoken: token } });
}

describe.each(testDatabases())('tenancy and roles on $name', (kind) => {
  const h = useHarness(kind);
  let targets: Targets;

  beforeAll(async () => {
    const ids = await seededIds(h().db);
    const classId = await ids.classIdByName('demo', '1A');
    const [headmaster] = await h()
      .db.select({ id: staffUsers.id })
      .from(staffUsers)
      .where(eq(staffUsers.account, 'demo-headmaster'));
    targets = {
      demoSchoolId: ids.demoSchoolId,
      uploadToken: h().app.storage.signUploadToken({
        id: '0123456789abcdef0123456789abcdef',
        keyPrefix: keyPrefixFor(ids.demoSchoolId, String(headmaster?.id), 'image'),
        kind: 'image',
        expiresAt: Date.now() + 3_600_000,
      }),
      multipartToken: h().app.storage.signUploadToken({
        id: '1123456789abcdef0123456789abcdef',
        keyPrefix: keyPrefixFor(ids.demoSchoolId, String(headmaster?.id), 'image'),
        kind: 'image',
        expiresAt: Date.now() + 3_600_000,
      }),
      uploadId: '',
      classId,
      studentId: await ids.firstStudentOf(classId),
      mathQuestionId: await ids.questionOf('demo', 'MATH', 'SINGLE_CHOICE'),
      homeworkId: await ids.notStartedHomeworkOf(classId, 'CHINESE'),
      mathQuestionIds: new Set(
        (
          await h()
            .db.select({ id: questions.id })
            .from(questions)
            .where(and(eq(questions.subjectCode, 'MATH'), eq(questions.schoolId, ids.demoSchoolId)))
        ).map((row) => row.id),
      ),
      mathCourseId: 0,
      mathCourseIds: new Set(),
      mathChapterIds: new Set(),
      chineseChapterId: 0,
      instructionIds: new Set(),
      workPaperId: 0,
      termId: 0,
      chineseScheduleId: 0,
    };
    // The headmaster hides a card of their school dashboard: no one else's layout may show it.
    await call(h(), await h().login('demo-headmaster'), {
      method: 'PUT',
      url: '/ael/school/v2/dashboard/SCHOOL/cards',
      payload: { cards: [{ id: 'usage', hidden: true }] },
    });
    const [unit] = await h()
      .db.select({ id: schedules.id, termId: schedules.termId })
      .from(schedules)
      .where(and(eq(schedules.classId, classId), eq(schedules.subjectCode, 'CHINESE')))
      .limit(1);
    if (!unit) throw new Error('no 1A Chinese unit');
    targets.termId = unit.termId;
    targets.chineseScheduleId = unit.id;
    const demoCourses = await h().db.select().from(courses).where(eq(courses.schoolId, ids.demoSchoolId));
    const mathCourses = demoCourses.filter((course) => course.subjectCode === 'MATH');
    const firstCourse = (subject: string) => {
      const course = demoCourses.find(
        (c) => c.subjectCode === subject && c.gradeCode === 1 && c.textbookType === 'A_PLUS',
      );
      if (!course) throw new Error(`no A_PLUS P1 ${subject} course`);
      return course.id;
    };
    const begun = await call(h(), await h().login('demo-headmaster'), {
      method: 'POST',
      url: `${C}/oss/multipart?token=${encodeURIComponent(
        h().app.storage.signUploadToken({
          id: '2123456789abcdef0123456789abcdef',
          keyPrefix: keyPrefixFor(ids.demoSchoolId, String(headmaster?.id), 'image'),
          kind: 'image',
          expiresAt: Date.now() + 3_600_000,
        }),
      )}`,
    });
    targets.uploadId = answerOf('initiateUpload', begun).body.resultData?.uploadId ?? '';
    expect(targets.uploadId).toMatch(/^[0-9a-f]{32}$/);
    targets.mathCourseId = firstCourse('MATH');
    targets.mathCourseIds = new Set(mathCourses.map((course) => course.id));
    const demoChapters = await h()
      .db.select({ id: chapters.id, courseId: chapters.courseId, sortOrder: chapters.sortOrder })
      .from(chapters)
      .where(eq(chapters.schoolId, ids.demoSchoolId));
    targets.mathChapterIds = new Set(
      demoChapters.filter((c) => targets.mathCourseIds.has(c.courseId)).map((c) => c.id),
    );
    const chineseCourseId = firstCourse('CHINESE');
    targets.chineseChapterId =
      demoChapters.find((c) => c.courseId === chineseCourseId && c.sortOrder === 1)?.id ?? 0;
    targets.instructionIds = new Set(
      (
        await h()
          .db.select({ id: instructions.id })
          .from(instructions)
          .where(eq(instructions.schoolId, ids.demoSchoolId))
      ).map((row) => row.id),
    );
    const [paper] = await h()
      .db.insert(workPapers)
      .values({
        schoolId: ids.demoSchoolId,
        creatorId: headmaster?.id ?? 0,
        subjectCode: 'MATH',
        gradeCode: 1,
        name: 'Tenancy task sheet',
        fileKey: `schools/${ids.demoSchoolId}/users/${headmaster?.id}/pdf/20260101/probe.pdf`,
        fileName: 'probe.pdf',
        fileSize: 10,
      })
      .returning({ id: workPapers.id });
    targets.workPaperId = paper?.id ?? 0;
    const demoMath = await ids.questionOf('demo', 'MATH', 'COMPLETION');
    expect(targets.mathQuestionIds.has(demoMath)).toBe(true);
  });

  it('has a permission case for every registered /ael route (each answers a contract call)', () => {
    const registered = h().app.apiRoutes.map((route) => route.call ?? `${route.method} ${route.url}`);
    expect(registered.length).toBeGreaterThanOrEqual(Object.keys(ROUTE_CASES).length);
    expect(registered.filter((route) => !(route in ROUTE_CASES))).toEqual([]);
  });

  it('marks exactly the public cases as public routes', () => {
    for (const route of h().app.apiRoutes) {
      const routeCase = route.call ? ROUTE_CASES[route.call] : undefined;
      expect([route.url, route.access === 'public']).toEqual([route.url, routeCase?.kind === 'public']);
    }
  });

  for (const outsider of OUTSIDERS) {
    it(`gives ${outsider} 403 or 404 and no data on every resource route`, async () => {
      const token = await h().login(outsider);
      for (const [route, routeCase] of Object.entries(ROUTE_CASES)) {
        if (routeCase.kind !== 'resource' || !routeCase.outsiders.includes(outsider)) continue;
        const response = await call(h(), token, routeCase.request(targets));
        expect([route, response.statusCode]).toEqual([route, expect.toBeOneOf([403, 404])]);
        expect(refusalOf(response)).toMatchObject({ resultStatus: false, resultData: null });
      }
    });

    it(`shows ${outsider} nothing of other schools or scopes on every self route`, async () => {
      for (const [route, routeCase] of Object.entries(ROUTE_CASES)) {
        if (routeCase.kind !== 'self' || !routeCase.outsiders.includes(outsider)) continue;
        // Fresh token each time: logout and role switch change the session.
        const token = await h().freshLogin(outsider);
        const response = await call(h(), token, routeCase.request(targets));
        const body = response.body;
        const leaks =
          routeCase.leaks(body, targets) || (OTHER_SCHOOL.includes(outsider) && mentionsDemoSchool(body));
        expect([route, leaks]).toEqual([route, false]);
      }
    });
  }

  it('lets a whole-school role reach the same resources (the test is not vacuous)', async () => {
    const token = await h().login('demo-headmaster');
    for (const [route, routeCase] of Object.entries(ROUTE_CASES)) {
      if (
        routeCase.kind !== 'resource' ||
        calls[route as CallName].method === 'DELETE' ||
        routeCase.control === false
      )
        continue;
      const response = await call(h(), token, routeCase.request(targets));
      expect([route, response.statusCode, answerOf(route as CallName, response).body.resultStatus]).toEqual([
        route,
        200,
        true,
      ]);
    }
  });

  it('lets the class teacher see their own class in every subject and no other class', async () => {
    const ids = await seededIds(h().db);
    const own = await ids.classIdByName('demo', '4A');
    const token = await h().login('demo-classteacher');
    const dropdown = answerOf(
      'getGradesAndClassesDropdown',
      await call(h(), token, { method: 'GET', url: `${C}/gradesandclasses/dropdown` }),
    ).body;
    expect(dropdown.resultData).toEqual([
      {
        gradeCode: 4,
        gradeName: 'P4',
        classes: [{ classId: own, className: '4A', studentCount: expect.any(Number) }],
      },
    ]);
    for (const subject of ['CHINESE', 'ENGLISH', 'MATH']) {
      const calendar = await call(h(), token, {
        method: 'GET',
        url: `/ael/school/v2/schedule/classes/${own}/practices?year=2026&month=1&subjectCode=${subject}`,
      });
      expect([subject, calendar.statusCode]).toEqual([subject, 200]);
    }
  });

  it('limits a teacher to the subjects they teach in each class', async () => {
    const ids = await seededIds(h().db);
    const threeA = await ids.classIdByName('demo', '3A');
    const token = await h().login('demo-teacher');
    const url = (subject: string) =>
      `/ael/school/v2/schedule/classes/${threeA}/practices?year=2026&month=1&subjectCode=${subject}`;
    expect((await call(h(), token, { method: 'GET', url: url('ENGLISH') })).statusCode).toBe(200);
    expect((await call(h(), token, { method: 'GET', url: url('MATH') })).statusCode).toBe(403);
    const dropdown = answerOf(
      'getClassesDropdown',
      await call(h(), token, { method: 'GET', url: `${C}/classes/dropdown?subjectCode=MATH` }),
    ).body;
    expect(dropdown.resultData?.flatMap((g) => g.classes.map((c) => c.className))).toEqual(['3B']);
  });

  it('limits a panel head to their subjects across the school', async () => {
    const token = await h().login('demo-panel');
    const search = answerOf(
      'searchQuestions',
      await call(h(), token, { method: 'GET', url: `${C}/questions/search?pageSize=100` }),
    ).body;
    expect(search.resultData?.total).toBeGreaterThan(0);
    expect(new Set(search.resultData?.list.map((q) => q.subjectCode))).toEqual(new Set(['ENGLISH']));
    const classesSeen = answerOf(
      'getGradesAndClassesDropdown',
      await call(h(), token, { method: 'GET', url: `${C}/gradesandclasses/dropdown` }),
    ).body;
    expect(classesSeen.resultData).toHaveLength(9);
  });
});
