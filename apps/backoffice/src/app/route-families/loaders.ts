import {
  errorCenterQueryOptions,
  errorQuestionQueryOptions,
  markingOverviewQueryOptions,
  practiceDetailQueryOptions,
  practicesQueryOptions,
} from '@harbour/api-client';
import type { QueryClient } from '@tanstack/react-query';
import { loadNearHomework } from '../../features/dashboard/logic/near-homework-loader';
import type { NearHomeworkSearch } from '../../features/dashboard/logic/search-params';
import { errorQueryOf } from '../../features/error-center/logic/error-center-list';
import type {
  ErrorCenterSearch,
  SeeQuestionSearch,
} from '../../features/error-center/logic/error-center-search';
import { practiceListQueryOf } from '../../features/practice/logic/practice-list';
import type { PracticeListSearch } from '../../features/practice/logic/practice-search';

// The family routes' loaders, loaded with the first page that needs one (lazyFn): in the route options
// they would bring the api-client's calls into the entry chunk the login page loads.

export interface LoaderContext<D> {
  context: { queryClient: QueryClient };
  deps: D;
}

/**
 * A marking page's overview (questions, progress, counts). eHomeworkId 0 (none or a malformed one in the
 * URL, or a link preloaded before its homework is known) loads nothing: the page asks and says what the
 * server answers.
 */
export async function markingOverviewLoader({
  context: { queryClient },
  deps,
}: LoaderContext<{ eHomeworkId: number; classId?: number | undefined }>) {
  if (deps.eHomeworkId === 0) return;
  await queryClient.ensureQueryData(
    markingOverviewQueryOptions(
      deps.eHomeworkId,
      deps.classId !== undefined ? { classId: deps.classId } : {},
    ),
  );
}

/** A homework's students page: eHomeworkId 0 is no homework, which the page says instead of calling. */
export async function practiceDetailLoader({
  context: { queryClient },
  deps,
}: LoaderContext<{ eHomeworkId: number }>) {
  if (deps.eHomeworkId !== 0) await queryClient.ensureQueryData(practiceDetailQueryOptions(deps.eHomeworkId));
}

/** The mistakes centre: without a class in the URL the page picks the teacher's first and puts it there. */
export async function errorCenterLoader({
  context: { queryClient },
  deps,
}: LoaderContext<ErrorCenterSearch>) {
  if (deps.classId !== undefined)
    await queryClient.ensureQueryData(errorCenterQueryOptions(deps.classId, errorQueryOf(deps)));
}

/** A mistakes-centre question: class or question 0 (none or malformed) is said by the page. */
export async function seeQuestionLoader({
  context: { queryClient },
  deps,
}: LoaderContext<SeeQuestionSearch>) {
  if (deps.classId !== 0 && deps.questionId !== 0)
    await queryClient.ensureQueryData(
      errorQuestionQueryOptions(
        deps.classId,
        deps.questionId,
        deps.eHomeworkId ? { eHomeworkId: deps.eHomeworkId } : {},
      ),
    );
}

/** The teacher's homework to mark, its filters, sort and page. */
export async function practiceListLoader({
  context: { queryClient },
  deps,
}: LoaderContext<PracticeListSearch>) {
  await queryClient.ensureQueryData(practicesQueryOptions(practiceListQueryOf(deps)));
}

/** The homework due soon (the dashboard's near-homework list). */
export function nearHomeworkLoader({ context: { queryClient }, deps }: LoaderContext<NearHomeworkSearch>) {
  return loadNearHomework(queryClient, 'ENDING', deps);
}

/** The homework published recently. */
export function nearPublicHomeworkLoader({
  context: { queryClient },
  deps,
}: LoaderContext<NearHomeworkSearch>) {
  return loadNearHomework(queryClient, 'PUBLISHED', deps);
}
