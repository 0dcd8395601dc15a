import { workPaperDetailQueryOptions } from '@harbour/api-client';
import { createFileRoute } from '@tanstack/react-router';
import { parseWorkPaperSearch } from '../../../features/distribution/logic/distribution-search';
import { DistributeWorkPaper } from '../../../features/publish/components/distribute-work-paper';
import { WorkPaperLayout } from '../../../features/work-paper/components/work-paper-detail-page';

export const Route = createFileRoute('/home/courseMag/workPaperSub')({
  // The loader goes with the page: its calls would otherwise put the contract (and zod) in the entry chunk.
  codeSplitGroupings: [['loader', 'component']],
  validateSearch: parseWorkPaperSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps }) =>
    queryClient.ensureQueryData(workPaperDetailQueryOptions(deps.workPaperId)),
  component: WorkPaperSubRoute,
});

/** Submitting an uploaded task sheet to classes: its PDF beside the distribute form. */
function WorkPaperSubRoute() {
  const { workPaperId } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <DistributeWorkPaper
      workPaperId={workPaperId}
      layout={WorkPaperLayout}
      onDistributed={() => void navigate({ to: '/home/courseMag/workPaperDetail', search: { workPaperId } })}
    />
  );
}
