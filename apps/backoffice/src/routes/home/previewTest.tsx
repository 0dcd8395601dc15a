import { coursePapersQueryOptions, practiceDetailQueryOptions } from '@harbour/api-client';
import { createFileRoute } from '@tanstack/react-router';
import { PreviewPage } from '../../features/previews/components/preview-page';
import { parsePreviewSearch } from '../../features/previews/logic/preview-search';

export const Route = createFileRoute('/home/previewTest')({
  // The loader goes with the page: its calls would otherwise put the contract (and zod) in the entry chunk.
  codeSplitGroupings: [['loader', 'component']],
  validateSearch: parsePreviewSearch,
  loaderDeps: ({ search }) => ({ eHomeworkId: search.eHomeworkId, courseId: search.courseId }),
  loader: async ({ context: { queryClient }, deps }) => {
    if (deps.eHomeworkId !== undefined)
      await queryClient.ensureQueryData(practiceDetailQueryOptions(deps.eHomeworkId));
    else if (deps.courseId !== undefined)
      await queryClient.ensureQueryData(coursePapersQueryOptions(deps.courseId));
  },
  component: PreviewRoute,
});

function PreviewRoute() {
  const navigate = Route.useNavigate();
  return (
    <PreviewPage
      kind="test"
      search={Route.useSearch()}
      onSearch={(next) => void navigate({ search: next })}
    />
  );
}
