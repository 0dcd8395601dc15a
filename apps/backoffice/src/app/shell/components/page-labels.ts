import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { REPORT_PAGE_LABELS, type ReportPageName } from '../../../shared/report/page-labels';
import { COURSE_PAGE_LABELS } from '../../routes/home/_course/-page-labels';
import type { CoursePageName, PageName } from '../logic/page-trail';

/** The names of the menu entries' pages and the dashboard's lists (the shell's texts). */
const HOME_PAGE_LABELS: Readonly<
  Record<Exclude<PageName, CoursePageName | ReportPageName>, MessageDescriptor>
> = {
  dashboard: msg`Dashboard`,
  dashboardHeadTeacher: msg`Class dashboard`,
  dashboardGrade: msg`Subject dashboard`,
  dashboardHead: msg`School dashboard`,
  nearHomework: msg`Homework due soon`,
  dashboardSort: msg`Arrange dashboard cards`,
  schoolReport: msg`Whole-school report`,
  subjectReport: msg`Subject report`,
  categoryReport: msg`Category report`,
  hkatHeadMasterReport: msg`AT Zone (HKAT) report`,
  seZoneReport: msg`SE Zone report`,
  compareClassReport: msg`Class comparison`,
  compareSeZoneReport: msg`SE Zone class comparison`,
  nearPublicHomework: msg`Recently published homework`,
  selfCenter: msg`Personal centre`,
  changePw: msg`Change password`,
  courseMag: msg`Course management`,
  allGradeCourse: msg`Courses of all grades`,
  batchPublic: msg`Published homework`,
  distributionList: msg`Distribution list`,
  workPaperPub: msg`Upload a task sheet`,
  practice: msg`Homework marking`,
  reportCenter: msg`Report centre`,
  teachingCalendar: msg`Teaching calendar set-up`,
  errorCenter: msg`Mistakes centre`,
  practiceDetail: msg`Homework submissions`,
  testSubmit: msg`Test submissions`,
  hkatTestSubmit: msg`HKAT test submissions`,
  ePracticeSubmit: msg`ePractice submissions`,
  practiceCorrect: msg`Marking`,
  testCorrect: msg`Test marking`,
  hkatTestCorrect: msg`HKAT test marking`,
  practiceCorrectDo: msg`Scoring`,
  testCorrectDo: msg`Test scoring`,
  praTalkCorrectDo: msg`Speaking scoring`,
  testTalkCorrectDo: msg`Test speaking scoring`,
  writingCorrecDo: msg`Writing scoring`,
};

/** The name of each /home page in its menu entry and its breadcrumb. */
export const PAGE_LABELS: Readonly<Record<PageName, MessageDescriptor>> = {
  ...HOME_PAGE_LABELS,
  ...COURSE_PAGE_LABELS,
  ...REPORT_PAGE_LABELS,
};
