import {
  classesDropdownQueryOptions,
  coursePapersQueryOptions,
  coursesQueryOptions,
  workPaperDetailQueryOptions,
  workPapersQueryOptions,
} from '@harbour/api-client';
import type { AllGradeCourseSearch } from '../../features/course-mag/logic/all-grade-search';
import type { CourseSearch } from '../../features/course-mag/logic/course-search';
import { loadPreview } from '../../features/previews/logic/preview-loader';
import type { previewLoaderDeps } from '../../features/previews/logic/preview-search';
import { loadPublishPage } from '../../features/publish/logic/publish-loader';
import {
  DISTRIBUTION_PAGE_SIZE,
  type DistributionSearch,
} from '../../features/task-sheet/logic/distribution-search';
import type { LoaderContext } from './loaders';

// The course pages' loaders (course management, previews, publishing, task sheets), loaded with the first
// course page (lazyFn): in the route options they would bring the api-client's calls into the entry chunk.

/** The catalogue: the classes (of the subject in view). */
export async function courseMagLoader({
  context: { queryClient },
  deps,
}: LoaderContext<Pick<CourseSearch, 'subjectCode'>>) {
  await queryClient.ensureQueryData(
    classesDropdownQueryOptions(deps.subjectCode ? { subjectCode: deps.subjectCode } : {}),
  );
}

/** Every grade's courses (of the subject in view). */
export async function allGradeCourseLoader({
  context: { queryClient },
  deps,
}: LoaderContext<Pick<AllGradeCourseSearch, 'subjectCode'>>) {
  await queryClient.ensureQueryData(
    coursesQueryOptions(deps.subjectCode ? { subjectCode: deps.subjectCode } : {}),
  );
}

/** A course's papers (course detail). */
export async function courseDetailLoader({
  context: { queryClient },
  deps,
}: LoaderContext<{ courseId: number }>) {
  await queryClient.ensureQueryData(coursePapersQueryOptions(deps.courseId));
}

/** A paper before publishing: its course's papers, when the URL names a course. */
export async function paperPreviewLoader({
  context: { queryClient },
  deps,
}: LoaderContext<{ courseId?: number | undefined }>) {
  if (deps.courseId !== undefined) await queryClient.ensureQueryData(coursePapersQueryOptions(deps.courseId));
}

/** A publish form: the course and the classes it may go to. */
export function publishLoader({ context: { queryClient }, deps }: LoaderContext<{ courseId: number }>) {
  return loadPublishPage(queryClient, deps.courseId);
}

/** A preview: the published homework, or the course of the paper. */
export function previewLoader({
  context: { queryClient },
  deps,
}: LoaderContext<ReturnType<typeof previewLoaderDeps>>) {
  return loadPreview(queryClient, deps);
}

/** A task sheet (its detail, its distribute form, its progress). */
export async function workPaperLoader({
  context: { queryClient },
  deps,
}: LoaderContext<{ workPaperId: number }>) {
  await queryClient.ensureQueryData(workPaperDetailQueryOptions(deps.workPaperId));
}

/** The task sheets of a status, a page of them. */
export async function distributionListLoader({
  context: { queryClient },
  deps,
}: LoaderContext<DistributionSearch>) {
  await queryClient.ensureQueryData(
    workPapersQueryOptions({
      ...(deps.status ? { status: deps.status } : {}),
      page: deps.page ?? 1,
      pageSize: DISTRIBUTION_PAGE_SIZE,
    }),
  );
}
