import { createFileRoute } from '@tanstack/react-router';
import {
  DistributeWorkPaperRoute,
  loadWorkPaper,
} from '../../../../../features/task-sheet/components/distribute-work-paper-route';
import { parseWorkPaperSearch } from '../../../../../features/task-sheet/logic/distribution-search';

/** Submitting an uploaded task sheet to classes: its PDF and facts beside the distribute form. */
export const Route = createFileRoute('/home/_course/courseMag/workPaperSub')({
  validateSearch: parseWorkPaperSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps }) => loadWorkPaper(queryClient, deps.workPaperId),
  component: () => <DistributeWorkPaperRoute path="/home/_course/courseMag/workPaperSub" />,
});
