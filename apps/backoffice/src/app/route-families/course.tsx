import { lazyFn, lazyRouteComponent, useNavigate } from '@tanstack/react-router';
import { parseAllGradeSearch } from '../../features/course-mag/logic/all-grade-search';
import { type CourseSearch, parseCourseSearch } from '../../features/course-mag/logic/course-search';
import { type CourseItemSearch, parseCourseItemSearch } from '../../features/course-mag/logic/detail-search';
import {
  type PreviewKind,
  parsePreviewSearch,
  previewLoaderDeps,
} from '../../features/previews/logic/preview-search';
import type { PublishPageProps } from '../../features/publish/components/publish-page';
import { parseBatchSearch } from '../../features/publish/logic/batch-search';
import {
  parseDistributionDetailSearch,
  parseDistributionSearch,
  parseWorkPaperSearch,
  type WorkPaperSearch,
} from '../../features/task-sheet/logic/distribution-search';
import { familyPage, searchPage } from './family-page';

// The course pages' routes' options (course management, previews, publishing, task sheets): each route
// file is one line calling one of these. A page shared by several routes (the publish form, the preview,
// the distribute form) is one chunk and one import in the entry chunk; each page loads on first use, and
// the loaders with the first course page (course-loaders.ts).

const loaders = () => import('./course-loaders');

const CourseMagPage = lazyRouteComponent(
  () => import('../../features/course-mag/components/course-mag-page'),
  'CourseMagPage',
);
const AllGradeCoursePage = lazyRouteComponent(
  () => import('../../features/course-mag/components/all-grade-course-page'),
  'AllGradeCoursePage',
);
const CourseDetailPage = lazyRouteComponent(
  () => import('../../features/course-mag/components/course-detail-page'),
  'CourseDetailPage',
);
const PreviewPage = lazyRouteComponent(
  () => import('../../features/previews/components/preview-page'),
  'PreviewPage',
);
const PublishPage = lazyRouteComponent(
  () => import('../../features/publish/components/publish-page'),
  'PublishPage',
);
const BatchPublicRoute = lazyRouteComponent(() => import('./batch-public-route'), 'BatchPublicRoute');
const WorkPaperPubPage = lazyRouteComponent(
  () => import('../../features/task-sheet/components/work-paper-pub-page'),
  'WorkPaperPubPage',
);
const WorkPaperDetailPage = lazyRouteComponent(
  () => import('../../features/task-sheet/components/work-paper-detail-page'),
  'WorkPaperDetailPage',
);
const DistributeWorkPaperRoute = lazyRouteComponent(
  () => import('../../features/task-sheet/components/distribute-work-paper-route'),
  'DistributeWorkPaperRoute',
);
const DistributionListPage = lazyRouteComponent(
  () => import('../../features/task-sheet/components/distribution-list-page'),
  'DistributionListPage',
);
const DistributionDetailPage = lazyRouteComponent(
  () => import('../../features/task-sheet/components/distribution-detail-page'),
  'DistributionDetailPage',
);

/** The loader's deps of the pages about one course: the course (moving between its papers loads nothing new). */
const courseDeps = ({ search }: { search: CourseItemSearch }) => ({ courseId: search.courseId });
/** The loader's deps of the pages about one task sheet. */
const workPaperDeps = ({ search }: { search: WorkPaperSearch }) => ({ workPaperId: search.workPaperId });

/** The catalogue (spec §2 /home/courseMag). */
export const courseMagRoute = () => ({
  validateSearch: parseCourseSearch,
  loaderDeps: ({ search }: { search: CourseSearch }) => ({ subjectCode: search.subjectCode }),
  loader: lazyFn(loaders, 'courseMagLoader'),
  component: searchPage(CourseMagPage, parseCourseSearch, {}),
});

/** Every grade's courses (spec §2 /home/allGradeCourse). */
export const allGradeCourseRoute = () => ({
  validateSearch: parseAllGradeSearch,
  loaderDeps: ({ search }: { search: ReturnType<typeof parseAllGradeSearch> }) => ({
    subjectCode: search.subjectCode,
  }),
  loader: lazyFn(loaders, 'allGradeCourseLoader'),
  component: searchPage(AllGradeCoursePage, parseAllGradeSearch, {}),
});

/** A course's (or chapter's) papers (spec §2 courseMag/courseDetail). */
export const courseDetailRoute = () => ({
  validateSearch: parseCourseItemSearch,
  loaderDeps: courseDeps,
  loader: lazyFn(loaders, 'courseDetailLoader'),
  component: searchPage(CourseDetailPage, parseCourseItemSearch, {}),
});

/** A paper before publishing, with the ways to publish it (spec §2 courseMag/preViewPage). */
export const paperPreviewRoute = () => ({
  validateSearch: parsePreviewSearch,
  loaderDeps: ({ search }: { search: ReturnType<typeof parsePreviewSearch> }) => ({
    courseId: search.courseId,
  }),
  loader: lazyFn(loaders, 'paperPreviewLoader'),
  component: searchPage(PreviewPage, parsePreviewSearch, { kind: 'course' as const, publishLinks: true }),
});

/** A published homework or a paper as the teacher previews it (spec §2 previewCourse, previewTest…). */
export const previewRoute = (kind: PreviewKind) => ({
  validateSearch: parsePreviewSearch,
  loaderDeps: previewLoaderDeps,
  loader: lazyFn(loaders, 'previewLoader'),
  component: searchPage(PreviewPage, parsePreviewSearch, { kind }),
});

/** The publish form of a paper (spec §2 courseOptions, issueExamination, hkatTestDetail). */
export const publishRoute = (kind: PublishPageProps['kind']) => ({
  validateSearch: parseCourseItemSearch,
  loaderDeps: courseDeps,
  loader: lazyFn(loaders, 'publishLoader'),
  component: searchPage(PublishPage, parseCourseItemSearch, { kind }),
});

/** Reads batch publish's search: the catalogue's choice and the batch page's own. */
const parseBatchPublicSearch = (raw: Record<string, unknown>) => ({
  ...parseCourseSearch(raw),
  ...parseBatchSearch(raw),
});

/** Several chapters published at once, and the published homework (spec §2 courseMag/batchPublic). */
export const batchPublicRoute = () => ({
  validateSearch: parseBatchPublicSearch,
  component: searchPage(BatchPublicRoute, parseBatchPublicSearch, {}),
});

/** Uploading a task sheet (spec §2 courseMag/workPaperPub); then to its distribute form. */
export const workPaperPubRoute = () => ({
  component: familyPage(WorkPaperPubPage, function WorkPaperPubRoute() {
    const navigate = useNavigate();
    return (
      <WorkPaperPubPage
        onCreated={({ workPaperId }) =>
          void navigate({ to: '/home/courseMag/workPaperSub', search: { workPaperId } })
        }
      />
    );
  }),
});

/**
 * A task sheet's PDF and facts beside the distribute form (spec §2 courseMag/workPaperSub, reached from the
 * upload, then to its detail; distributionOption, reached from the distribution list, then to its progress).
 */
export const distributeRoute = (after: 'detail' | 'progress') => ({
  validateSearch: parseWorkPaperSearch,
  loaderDeps: workPaperDeps,
  loader: lazyFn(loaders, 'workPaperLoader'),
  component: searchPage(DistributeWorkPaperRoute, parseWorkPaperSearch, { after }),
});

/** A task sheet's facts and PDF, and deleting it (spec §2 courseMag/workPaperDetail). */
export const workPaperDetailRoute = () => ({
  validateSearch: parseWorkPaperSearch,
  loaderDeps: workPaperDeps,
  loader: lazyFn(loaders, 'workPaperLoader'),
  component: searchPage(WorkPaperDetailPage, parseWorkPaperSearch, {}),
});

/** Task sheets by status (spec §2 /home/distributionList). */
export const distributionListRoute = () => ({
  validateSearch: parseDistributionSearch,
  loaderDeps: ({ search }: { search: ReturnType<typeof parseDistributionSearch> }) => search,
  loader: lazyFn(loaders, 'distributionListLoader'),
  component: searchPage(DistributionListPage, parseDistributionSearch, {}),
});

/** A distributed task sheet's progress by class and by student (spec §2 /home/distributionDetail). */
export const distributionDetailRoute = () => ({
  validateSearch: parseDistributionDetailSearch,
  loaderDeps: workPaperDeps,
  loader: lazyFn(loaders, 'workPaperLoader'),
  component: searchPage(DistributionDetailPage, parseDistributionDetailSearch, {}, { replace: true }),
});
