import { createFileRoute } from '@tanstack/react-router';
import { markingOverviewQueryOptions } from '../../../../../features/marking/api/marking-queries';
import { MarkingOverviewPage } from '../../../../../features/marking/components/marking-overview-page';
import { parseMarkingOverviewSearch } from '../../../../../features/marking/logic/marking-search';

export const Route = createFileRoute('/home/_marking/practice/practiceCorrect')({
  validateSearch: parseMarkingOverviewSearch,
  loaderDeps: ({ search }) => search,
  // eHomeworkId 0: none or a malformed one in the URL; the server's 404 becomes the missing-record page.
  loader: ({ context: { queryClient }, deps }) =>
    queryClient.ensureQueryData(
      markingOverviewQueryOptions(
        deps.eHomeworkId,
        deps.classId !== undefined ? { classId: deps.classId } : {},
      ),
    ),
  component: function MarkingOverviewRoute() {
    return <MarkingOverviewPage search={Route.useSearch()} />;
  },
});
