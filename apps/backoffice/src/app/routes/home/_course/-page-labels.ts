import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { CoursePageName } from '../../../shell/logic/page-trail';

/**
 * The names of the pages below the course pages' menu entries, in their breadcrumbs: with the course
 * pages' texts, which are loaded whenever one of them is shown (not a file route: '-' prefix).
 */
export const COURSE_PAGE_LABELS: Readonly<Record<CoursePageName, MessageDescriptor>> = {
  courseDetail: msg`Course detail`,
  paperPreview: msg`Paper preview`,
  publishHomework: msg`Publish homework`,
  publishTest: msg`Publish test`,
  publishHkatTest: msg`Publish HKAT test`,
  homeworkPreview: msg`Homework preview`,
  distributionDetail: msg`Distribution detail`,
  distributionOption: msg`Distribute a task sheet`,
  workPaperDetail: msg`Task sheet detail`,
  workPaperSub: msg`Distribute a task sheet`,
};
