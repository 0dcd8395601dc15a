import type { ReportPageName } from '../../../shared/report/page-labels';
import type { FileRoutesByTo } from '../../routeTree.gen';
import type { NavigationItem } from './navigation-items';

/** The pages under /home, by the name their breadcrumb and menu entry show. */
export type PageName =
  | NavigationItem['label']
  | 'nearHomework'
  | 'dashboardSort'
  | 'schoolReport'
  | 'subjectReport'
  | 'categoryReport'
  | 'hkatHeadMasterReport'
  | 'seZoneReport'
  | 'compareClassReport'
  | 'compareSeZoneReport'
  | 'nearPublicHomework'
  | CoursePageName
  | PracticePageName
  | MarkingPageName
  | ReportPageName;

/** The marking overviews and scoring screens of one homework (spec §2 practiceCorrect…, the "Do" pages). */
export type MarkingPageName =
  | 'practiceCorrect'
  | 'testCorrect'
  | 'hkatTestCorrect'
  | 'practiceCorrectDo'
  | 'testCorrectDo'
  | 'praTalkCorrectDo'
  | 'testTalkCorrectDo'
  | 'writingCorrecDo';

/** The students pages of one homework, below Homework marking (one per kind, spec §2). */
export type PracticePageName = 'practiceDetail' | 'testSubmit' | 'hkatTestSubmit' | 'ePracticeSubmit';

/** The pages below the course pages' menu entries (their names are in the course pages' texts). */
export type CoursePageName =
  | 'courseDetail'
  | 'paperPreview'
  | 'publishHomework'
  | 'publishTest'
  | 'publishHkatTest'
  | 'homeworkPreview'
  | 'workPaperDetail'
  | 'distributionDetail'
  | 'distributionOption'
  | 'workPaperSub';

/** Search params a crumb's link may carry over from the page in view. */
type CarriedParam = 'courseId' | 'classId' | 'workPaperId' | 'eHomeworkId' | 'subject' | 'termId';

/** Where a /home page sits: its name, the page it is reached from, the menu entry it belongs to. */
interface PagePlace {
  name: PageName;
  /** The page it is reached from (its crumb comes before this one); a menu entry's page has none. */
  parent?: PagePath;
  /** Search params of the page in view that a link to this page keeps (the course, the task sheet). */
  carries?: readonly CarriedParam[];
  /** Search params a link to this page always has (the published-homework list tab). */
  search?: { tab: 'list' };
}

/**
 * The paths of the pages under /home, as the router links to them: taken from the route tree, so a
 * new page that is given no place below fails the type check.
 */
export type PagePath = Extract<keyof FileRoutesByTo, `/home/${string}`>;

/**
 * Every page under /home and the way a teacher reaches it, the one place the breadcrumb and the
 * highlighted menu entry come from: the first page of a trail is a menu entry's.
 */
export const PAGE_PLACES: Readonly<Record<PagePath, PagePlace>> = {
  '/home/dashboard': { name: 'dashboard' },
  '/home/dashboardHeadTeacher': { name: 'dashboardHeadTeacher' },
  '/home/dashboardGrade': { name: 'dashboardGrade' },
  '/home/dashboardHead': { name: 'dashboardHead' },
  '/home/dashboard/nearHomework': { name: 'nearHomework', parent: '/home/dashboard' },
  '/home/dashboard/dashboardSort': { name: 'dashboardSort', parent: '/home/dashboard' },
  '/home/dashboard/nearPublicHomework': { name: 'nearPublicHomework', parent: '/home/dashboard' },
  '/home/selfCenter': { name: 'selfCenter' },
  '/home/changePw': { name: 'changePw' },
  '/home/courseMag': { name: 'courseMag' },
  '/home/courseMag/courseDetail': {
    name: 'courseDetail',
    parent: '/home/courseMag',
    carries: ['courseId', 'classId'],
  },
  '/home/courseMag/preViewPage': { name: 'paperPreview', parent: '/home/courseMag/courseDetail' },
  '/home/courseMag/courseOptions': { name: 'publishHomework', parent: '/home/courseMag/courseDetail' },
  '/home/courseMag/issueExamination': { name: 'publishTest', parent: '/home/courseMag/courseDetail' },
  '/home/courseMag/hkatTestDetail': { name: 'publishHkatTest', parent: '/home/courseMag/courseDetail' },
  '/home/allGradeCourse': { name: 'allGradeCourse' },
  '/home/courseMag/batchPublic': { name: 'batchPublic', search: { tab: 'list' } },
  '/home/previewCourse': { name: 'homeworkPreview', parent: '/home/courseMag/batchPublic' },
  '/home/previewTest': { name: 'homeworkPreview', parent: '/home/courseMag/batchPublic' },
  '/home/previewExercise': { name: 'homeworkPreview', parent: '/home/courseMag/batchPublic' },
  '/home/previewHkatTest': { name: 'homeworkPreview', parent: '/home/courseMag/batchPublic' },
  '/home/distributionList': { name: 'distributionList' },
  '/home/distributionDetail': { name: 'distributionDetail', parent: '/home/distributionList' },
  '/home/distributionOption': { name: 'distributionOption', parent: '/home/distributionList' },
  '/home/courseMag/workPaperDetail': {
    name: 'workPaperDetail',
    parent: '/home/distributionList',
    carries: ['workPaperId'],
  },
  '/home/courseMag/workPaperPub': { name: 'workPaperPub' },
  '/home/courseMag/workPaperSub': { name: 'workPaperSub', parent: '/home/courseMag/workPaperPub' },
  '/home/practice': { name: 'practice' },
  '/home/practice/practiceDetail': { name: 'practiceDetail', parent: '/home/practice' },
  '/home/practice/testSubmit': { name: 'testSubmit', parent: '/home/practice' },
  '/home/practice/hkatTestSubmit': { name: 'hkatTestSubmit', parent: '/home/practice' },
  '/home/practice/ePracticeSubmit': { name: 'ePracticeSubmit', parent: '/home/practice' },
  '/home/practice/practiceCorrect': { name: 'practiceCorrect', parent: '/home/practice' },
  '/home/practice/testCorrect': { name: 'testCorrect', parent: '/home/practice' },
  '/home/practice/hkatTestCorrect': { name: 'hkatTestCorrect', parent: '/home/practice' },
  '/home/practice/practiceCorrectDo': {
    name: 'practiceCorrectDo',
    parent: '/home/practice/practiceCorrect',
    carries: ['eHomeworkId', 'classId'],
  },
  '/home/practice/testCorrectDo': {
    name: 'testCorrectDo',
    parent: '/home/practice/testCorrect',
    carries: ['eHomeworkId', 'classId'],
  },
  '/home/practice/praTalkCorrectDo': {
    name: 'praTalkCorrectDo',
    parent: '/home/practice/practiceCorrect',
    carries: ['eHomeworkId', 'classId'],
  },
  '/home/practice/testTalkCorrectDo': {
    name: 'testTalkCorrectDo',
    parent: '/home/practice/testCorrect',
    carries: ['eHomeworkId', 'classId'],
  },
  '/home/practice/writingCorrecDo': {
    name: 'writingCorrecDo',
    parent: '/home/practice/practiceCorrect',
    carries: ['eHomeworkId', 'classId'],
  }, // Reports: the report centre and the mistakes centre, each page under the one it is opened from.
  '/home/reportCenter': { name: 'reportCenter' },
  '/home/newReportCenter': { name: 'reportCenter' },
  '/home/reportCenter/teachingCalendar': { name: 'teachingCalendar' },
  '/home/reportCenter/aiReport': {
    name: 'writtenSummary',
    parent: '/home/reportCenter',
    carries: ['classId', 'subject', 'termId'],
  },
  '/home/reportCenter/homeOverView': {
    name: 'classOverview',
    parent: '/home/reportCenter',
    carries: ['classId', 'subject', 'termId'],
  },
  '/home/reportCenter/ePracticeCourse': {
    name: 'unitReport',
    parent: '/home/reportCenter',
    carries: ['classId', 'subject', 'termId'],
  },
  '/home/reportCenter/newAplusReport/course': {
    name: 'unitReport',
    parent: '/home/reportCenter',
    carries: ['classId', 'subject', 'termId'],
  },
  '/home/reportCenter/ePracticeAllCourse': {
    name: 'allUnits',
    parent: '/home/reportCenter',
    carries: ['classId', 'subject', 'termId'],
  },
  '/home/reportCenter/schoolReport': { name: 'schoolReport', parent: '/home/reportCenter' },
  '/home/reportCenter/subjectReport': { name: 'subjectReport', parent: '/home/reportCenter' },
  '/home/reportCenter/categoryReport': { name: 'categoryReport', parent: '/home/reportCenter' },
  '/home/reportCenter/hkatHeadMasterReport': { name: 'hkatHeadMasterReport', parent: '/home/reportCenter' },
  '/home/reportCenter/seZoneReport': { name: 'seZoneReport', parent: '/home/reportCenter' },
  '/home/reportCenter/compareClassReport': {
    name: 'compareClassReport',
    parent: '/home/reportCenter',
    carries: ['subject', 'termId'],
  },
  '/home/reportCenter/compareSeZoneReport': {
    name: 'compareSeZoneReport',
    parent: '/home/reportCenter',
    carries: ['subject', 'termId'],
  },
  '/home/reportCenter/accumulatedStudentReport': {
    name: 'cumulative',
    parent: '/home/reportCenter',
    carries: ['classId', 'subject', 'termId'],
  },
  '/home/reportCenter/ePracticeReportStudent': {
    name: 'studentReport',
    parent: '/home/reportCenter',
    carries: ['classId', 'subject', 'termId'],
  },
  '/home/reportCenter/newAplusReport/student': {
    name: 'studentReport',
    parent: '/home/reportCenter',
    carries: ['classId', 'subject', 'termId'],
  },
  '/home/reportCenter/ePracticeReport': {
    name: 'homeworkReport',
    parent: '/home/reportCenter',
    carries: ['classId'],
  },
  '/home/reportCenter/eExerciseReport': {
    name: 'homeworkReport',
    parent: '/home/reportCenter',
    carries: ['classId'],
  },
  '/home/reportCenter/newAplusReport/detail': {
    name: 'homeworkReport',
    parent: '/home/reportCenter',
    carries: ['classId'],
  },
  '/home/reportCenter/seeReportQuestion': {
    name: 'reportQuestion',
    parent: '/home/reportCenter/ePracticeReport',
    carries: ['eHomeworkId', 'classId'],
  },
  '/home/reportCenter/eExerciseQuestion': {
    name: 'reportQuestion',
    parent: '/home/reportCenter/eExerciseReport',
    carries: ['eHomeworkId', 'classId'],
  },
  '/home/reportCenter/newAplusReport/question': {
    name: 'reportQuestion',
    parent: '/home/reportCenter/newAplusReport/detail',
    carries: ['eHomeworkId', 'classId'],
  },
  '/home/reportCenter/ePracticeStudentDetail': {
    name: 'studentAnswers',
    parent: '/home/reportCenter/ePracticeReport',
    carries: ['eHomeworkId', 'classId'],
  },
  '/home/reportCenter/eExerciseStudentDetail': {
    name: 'studentAnswers',
    parent: '/home/reportCenter/eExerciseReport',
    carries: ['eHomeworkId', 'classId'],
  },
  '/home/reportCenter/newAplusReport/studentDetail': {
    name: 'studentAnswers',
    parent: '/home/reportCenter/newAplusReport/detail',
    carries: ['eHomeworkId', 'classId'],
  },
  '/home/reportCenter/testTotalReport': {
    name: 'testReport',
    parent: '/home/reportCenter',
    carries: ['classId'],
  },
  '/home/reportCenter/aplusTestReport': {
    name: 'aplusTestReport',
    parent: '/home/reportCenter',
    carries: ['classId'],
  },
  '/home/reportCenter/testReport': {
    name: 'testByQuestion',
    parent: '/home/reportCenter/testTotalReport',
    carries: ['eHomeworkId', 'classId'],
  },
  '/home/reportCenter/aplusTestReport/questions': {
    name: 'testByQuestion',
    parent: '/home/reportCenter/aplusTestReport',
    carries: ['eHomeworkId', 'classId'],
  },
  '/home/reportCenter/testQuestion': {
    name: 'testQuestion',
    parent: '/home/reportCenter/testTotalReport',
    carries: ['eHomeworkId', 'classId'],
  },
  '/home/reportCenter/aplusTestReport/question': {
    name: 'testQuestion',
    parent: '/home/reportCenter/aplusTestReport',
    carries: ['eHomeworkId', 'classId'],
  },
  '/home/reportCenter/testAllCourseReport': {
    name: 'testByCourse',
    parent: '/home/reportCenter/testTotalReport',
    carries: ['eHomeworkId', 'classId'],
  },
  '/home/reportCenter/aplusTestReport/courses': {
    name: 'testByCourse',
    parent: '/home/reportCenter/aplusTestReport',
    carries: ['eHomeworkId', 'classId'],
  },
  '/home/reportCenter/testCourseReport': {
    name: 'testCourse',
    parent: '/home/reportCenter/testTotalReport',
    carries: ['eHomeworkId', 'classId'],
  },
  '/home/reportCenter/aplusTestReport/course': {
    name: 'testCourse',
    parent: '/home/reportCenter/aplusTestReport',
    carries: ['eHomeworkId', 'classId'],
  },
  '/home/reportCenter/testAllStudentReport': {
    name: 'testByStudent',
    parent: '/home/reportCenter/testTotalReport',
    carries: ['eHomeworkId', 'classId'],
  },
  '/home/reportCenter/aplusTestReport/students': {
    name: 'testByStudent',
    parent: '/home/reportCenter/aplusTestReport',
    carries: ['eHomeworkId', 'classId'],
  },
  '/home/reportCenter/testReportStudent': {
    name: 'testStudent',
    parent: '/home/reportCenter/testTotalReport',
    carries: ['eHomeworkId', 'classId'],
  },
  '/home/reportCenter/aplusTestReport/student': {
    name: 'testStudent',
    parent: '/home/reportCenter/aplusTestReport',
    carries: ['eHomeworkId', 'classId'],
  },
  '/home/reportCenter/testAllStudentListTypeDetail': {
    name: 'testByAnswerType',
    parent: '/home/reportCenter/testTotalReport',
    carries: ['eHomeworkId', 'classId'],
  },
  '/home/reportCenter/aplusTestReport/answerTypes': {
    name: 'testByAnswerType',
    parent: '/home/reportCenter/aplusTestReport',
    carries: ['eHomeworkId', 'classId'],
  },
  '/home/reportCenter/testStudentPdf': {
    name: 'testStudentPdf',
    parent: '/home/reportCenter/testTotalReport',
    carries: ['eHomeworkId', 'classId'],
  },
  '/home/reportCenter/aplusTestReport/studentPdf': {
    name: 'testStudentPdf',
    parent: '/home/reportCenter/aplusTestReport',
    carries: ['eHomeworkId', 'classId'],
  },
  '/home/errorCenter': { name: 'errorCenter' },
  '/home/errorCenter/seeQuestion': {
    name: 'errorQuestion',
    parent: '/home/errorCenter',
    carries: ['classId'],
  },
};

/** One crumb: the page, and the search params its link opens with. */
export interface Crumb {
  path: PagePath;
  name: PageName;
  search: Record<string, unknown>;
}

/** The page of a router full path ('/home/courseMag/' is course management), or null outside /home. */
export function pagePathOf(fullPath: string): PagePath | null {
  const path = fullPath.length > 1 ? fullPath.replace(/\/$/, '') : fullPath;
  return Object.hasOwn(PAGE_PLACES, path) ? (path as PagePath) : null;
}

/**
 * The breadcrumb of a page, from its menu entry's page to itself; each earlier crumb links with the
 * search params it carries from the page in view (a course's detail keeps the course of its paper).
 */
export function pageTrail(path: PagePath, current: Record<string, unknown> = {}): Crumb[] {
  const trail: Crumb[] = [];
  for (let at: PagePath | undefined = path; at; at = PAGE_PLACES[at].parent) {
    const place: PagePlace = PAGE_PLACES[at];
    const search: Record<string, unknown> = { ...place.search };
    if (at !== path)
      for (const key of place.carries ?? []) if (current[key] !== undefined) search[key] = current[key];
    trail.unshift({ path: at, name: place.name, search });
  }
  return trail;
}

/** The menu entry a page belongs to: the first page of its trail. */
export function menuEntryOf(path: PagePath): PageName {
  return pageTrail(path)[0]?.name ?? PAGE_PLACES[path].name;
}
