import { workPaperDetailQueryOptions } from '@harbour/api-client';
import { createFileRoute } from '@tanstack/react-router';
import { DistributionDetailPage } from '../../features/distribution/components/distribution-detail-page';
import { parseWorkPaperSearch } from '../../features/distribution/logic/distribution-search';

export const Route = createFileRoute('/home/distributionDetail')({
  // The loader goes with the page: its calls would otherwise put the contract (and zod) in the entry chunk.
  codeSplitGroupings: [['loader', 'component']],
  validateSearch: parseWorkPaperSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps }) =>
    queryClient.ensureQueryData(workPaperDetailQueryOptions(deps.workPaperId)),
  component: DistributionDetailRoute,
});

function DistributionDetailRoute() {
  return <DistributionDetailPage workPaperId={Route.useSearch().workPaperId} />;
}
