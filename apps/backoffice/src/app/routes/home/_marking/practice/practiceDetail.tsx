import { practiceDetailQueryOptions } from '@harbour/api-client';
import { createFileRoute } from '@tanstack/react-router';
import { PracticeDetailPage } from '../../../../../features/practice/components/practice-detail-page';
import { parsePracticeDetailSearch } from '../../../../../features/practice/logic/practice-search';

export const Route = createFileRoute('/home/_marking/practice/practiceDetail')({
  validateSearch: parsePracticeDetailSearch,
  loaderDeps: ({ search }) => ({ eHomeworkId: search.eHomeworkId }),
  // eHomeworkId 0: none or a malformed one in the URL; the page says so instead of calling the server.
  loader: async ({ context: { queryClient }, deps }) => {
    if (deps.eHomeworkId !== 0)
      await queryClient.ensureQueryData(practiceDetailQueryOptions(deps.eHomeworkId));
  },
  component: function PracticeDetailRoute() {
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    return <PracticeDetailPage search={search} onSearch={(next) => void navigate({ search: next })} />;
  },
});
