import { workPapersQueryOptions } from '@harbour/api-client';
import { createFileRoute } from '@tanstack/react-router';
import { DistributionListPage } from '../../../../features/task-sheet/components/distribution-list-page';
import {
  DISTRIBUTION_PAGE_SIZE,
  parseDistributionSearch,
} from '../../../../features/task-sheet/logic/distribution-search';

export const Route = createFileRoute('/home/_course/distributionList')({
  validateSearch: parseDistributionSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps }) =>
    queryClient.ensureQueryData(
      workPapersQueryOptions({
        ...(deps.status ? { status: deps.status } : {}),
        page: deps.page ?? 1,
        pageSize: DISTRIBUTION_PAGE_SIZE,
      }),
    ),
  component: DistributionListRoute,
});

function DistributionListRoute() {
  const navigate = Route.useNavigate();
  return (
    <DistributionListPage search={Route.useSearch()} onSearch={(next) => void navigate({ search: next })} />
  );
}
