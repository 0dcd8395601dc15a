import { createFileRoute } from '@tanstack/react-router';
import { markingOverviewQueryOptions } from '../../../../../features/marking/api/marking-queries';
import { ScoringPage } from '../../../../../features/marking/components/scoring-page';
import { parseScoringSearch } from '../../../../../features/marking/logic/marking-search';

export const Route = createFileRoute('/home/_marking/practice/testCorrectDo')({
  validateSearch: parseScoringSearch,
  loaderDeps: ({ search }) => ({ eHomeworkId: search.eHomeworkId, classId: search.classId }),
  loader: ({ context: { queryClient }, deps }) =>
    queryClient.ensureQueryData(
      markingOverviewQueryOptions(
        deps.eHomeworkId,
        deps.classId !== undefined ? { classId: deps.classId } : {},
      ),
    ),
  component: function ScoringRoute() {
    const navigate = Route.useNavigate();
    return (
      <ScoringPage
        search={Route.useSearch()}
        onSearch={(search, options) => void navigate({ search, replace: options?.replace ?? false })}
      />
    );
  },
});
