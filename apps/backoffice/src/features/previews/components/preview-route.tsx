import { coursePapersQueryOptions, practiceDetailQueryOptions } from '@harbour/api-client';
import type { QueryClient } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import type { PreviewKind, previewLoaderDeps } from '../logic/preview-search';
import { PreviewPage } from './preview-page';

/** The four preview routes of spec §2 (route ids, inside the course pages' layout). */
export type PreviewPath =
  | '/home/_course/previewCourse'
  | '/home/_course/previewTest'
  | '/home/_course/previewExercise'
  | '/home/_course/previewHkatTest';

/**
 * Loader of the preview routes: the published homework's detail, or the papers of the course. It goes
 * with the page (the code splitting of vite.config.ts): its calls would otherwise put the contract (and
 * zod) in the entry chunk.
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

/** The page of a preview route, its search params read and written through the URL. */
export function PreviewRoute({ path, kind }: { path: PreviewPath; kind: PreviewKind }) {
  const route = getRouteApi(path);
  const search = route.useSearch();
  const navigate = route.useNavigate();
  return <PreviewPage kind={kind} search={search} onSearch={(next) => void navigate({ search: next })} />;
}
