import { workPaperDetailQueryOptions } from '@harbour/api-client';
import { createFileRoute } from '@tanstack/react-router';
import { WorkPaperDetailPage } from '../../../../../features/task-sheet/components/work-paper-detail-page';
import { parseWorkPaperSearch } from '../../../../../features/task-sheet/logic/distribution-search';

export const Route = createFileRoute('/home/_course/courseMag/workPaperDetail')({
  validateSearch: parseWorkPaperSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps }) =>
    queryClient.ensureQueryData(workPaperDetailQueryOptions(deps.workPaperId)),
  component: WorkPaperDetailRoute,
});

function WorkPaperDetailRoute() {
  const { workPaperId } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <WorkPaperDetailPage
      workPaperId={workPaperId}
      onDeleted={() => void navigate({ to: '/home/distributionList' })}
    />
  );
}
