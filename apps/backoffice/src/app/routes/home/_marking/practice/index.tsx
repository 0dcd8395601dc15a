import { practicesQueryOptions } from '@harbour/api-client';
import { createFileRoute } from '@tanstack/react-router';
import { PracticeListPage } from '../../../../../features/practice/components/practice-list-page';
import { practiceListQueryOf } from '../../../../../features/practice/logic/practice-list';
import { parsePracticeListSearch } from '../../../../../features/practice/logic/practice-search';

export const Route = createFileRoute('/home/_marking/practice/')({
  validateSearch: parsePracticeListSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps }) =>
    queryClient.ensureQueryData(practicesQueryOptions(practiceListQueryOf(deps))),
  component: PracticeListRoute,
});

function PracticeListRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <PracticeListPage search={search} onSearch={(next) => void navigate({ search: next })} />;
}
