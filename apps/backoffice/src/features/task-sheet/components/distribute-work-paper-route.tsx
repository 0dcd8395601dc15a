import { workPaperDetailQueryOptions } from '@harbour/api-client';
import type { QueryClient } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { DistributeWorkPaper } from './distribute-work-paper';
import { WorkPaperLayout } from './work-paper-detail-page';

/*
 * Shared by the two routes that distribute a task sheet (spec §2): workPaperSub, reached from the
 * upload, and distributionOption, reached from the distribution list.
 */

/** The two distribute routes and the page each goes to once the task sheet is distributed. */
const AFTER_DISTRIBUTE = {
  '/home/_course/courseMag/workPaperSub': '/home/courseMag/workPaperDetail',
  '/home/_course/distributionOption': '/home/distributionDetail',
} as const;

/** Loader of the distribute routes: the task sheet. */
export function loadWorkPaper(queryClient: QueryClient, workPaperId: number) {
  return queryClient.ensureQueryData(workPaperDetailQueryOptions(workPaperId));
}

/** A task sheet's PDF and facts beside the distribute form; once distributed, its detail or progress. */
export function DistributeWorkPaperRoute({ path }: { path: keyof typeof AFTER_DISTRIBUTE }) {
  const { workPaperId } = useSearch({ from: path });
  const navigate = useNavigate();
  return (
    <DistributeWorkPaper
      workPaperId={workPaperId}
      layout={WorkPaperLayout}
      onDistributed={() => void navigate({ to: AFTER_DISTRIBUTE[path], search: { workPaperId } })}
    />
  );
}
