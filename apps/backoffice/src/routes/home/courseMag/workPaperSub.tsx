import { createFileRoute } from '@tanstack/react-router';
import { parseWorkPaperSearch } from '../../../features/distribution/logic/distribution-search';
import { DistributeWorkPaperRoute, loadWorkPaper } from '../-distribute-work-paper-route';

/** Submitting an uploaded task sheet to classes: its PDF and facts beside the distribute form. */
export const Route = createFileRoute('/home/courseMag/workPaperSub')({
  // The loader goes with the page: its calls would otherwise put the contract (and zod) in the entry chunk.
  codeSplitGroupings: [['loader', 'component']],
  validateSearch: parseWorkPaperSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps }) => loadWorkPaper(queryClient, deps.workPaperId),
  component: () => <DistributeWorkPaperRoute path="/home/courseMag/workPaperSub" />,
});
