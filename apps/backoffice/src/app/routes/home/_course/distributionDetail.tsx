import { workPaperDetailQueryOptions } from '@harbour/api-client';
import { createFileRoute } from '@tanstack/react-router';
import { DistributionDetailPage } from '../../../../features/task-sheet/components/distribution-detail-page';
import { parseDistributionDetailSearch } from '../../../../features/task-sheet/logic/distribution-search';

export const Route = createFileRoute('/home/_course/distributionDetail')({
  validateSearch: parseDistributionDetailSearch,
  loaderDeps: ({ search }) => ({ workPaperId: search.workPaperId }),
  loader: ({ context: { queryClient }, deps }) =>
    queryClient.ensureQueryData(workPaperDetailQueryOptions(deps.workPaperId)),
  component: DistributionDetailRoute,
});

function DistributionDetailRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <DistributionDetailPage
      workPaperId={search.workPaperId}
      sort={search.sort}
      onSort={(sort) => void navigate({ search: { ...search, sort }, replace: true })}
    />
  );
}
