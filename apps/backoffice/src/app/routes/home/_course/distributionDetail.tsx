import { workPaperDetailQueryOptions } from '@harbour/api-client';
import { createFileRoute } from '@tanstack/react-router';
import { DistributionDetailPage } from '../../../../features/task-sheet/components/distribution-detail-page';
import { parseWorkPaperSearch } from '../../../../features/task-sheet/logic/distribution-search';

export const Route = createFileRoute('/home/_course/distributionDetail')({
  validateSearch: parseWorkPaperSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps }) =>
    queryClient.ensureQueryData(workPaperDetailQueryOptions(deps.workPaperId)),
  component: DistributionDetailRoute,
});

function DistributionDetailRoute() {
  return <DistributionDetailPage workPaperId={Route.useSearch().workPaperId} />;
}
