import { coursePapersQueryOptions, practiceDetailQueryOptions } from '@harbour/api-client';
import type { QueryClient } from '@tanstack/react-query';
import type { previewLoaderDeps } from './preview-search';

/**
 * Loader of the preview routes: the published homework's detail, or the papers of the course. Loaded with
 * the page (src/app/route-families/course.tsx): its calls would otherwise put the contract (and zod) in the
 * entry chunk.
 */
export async function loadPreview(
  queryClient: QueryClient,
  deps: ReturnType<typeof previewLoaderDeps>,
): Promise<void> {
  if (deps.eHomeworkId !== undefined)
    await queryClient.ensureQueryData(practiceDetailQueryOptions(deps.eHomeworkId));
  else if (deps.courseId !== undefined)
    await queryClient.ensureQueryData(coursePapersQueryOptions(deps.courseId));
}
