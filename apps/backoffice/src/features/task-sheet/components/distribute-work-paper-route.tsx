import { useNavigate } from '@tanstack/react-router';
import type { WorkPaperSearch } from '../logic/distribution-search';
import { DistributeWorkPaper } from './distribute-work-paper';
import { WorkPaperLayout } from './work-paper-detail-page';

/*
 * Shared by the two routes that distribute a task sheet (spec §2): workPaperSub, reached from the
 * upload, and distributionOption, reached from the distribution list.
 */

/** The page each distribute route goes to once the task sheet is distributed: its detail, or its progress. */
const AFTER_DISTRIBUTE = {
  detail: '/home/courseMag/workPaperDetail',
  progress: '/home/distributionDetail',
} as const;

/** A task sheet's PDF and facts beside the distribute form; once distributed, its detail or progress. */
export function DistributeWorkPaperRoute({
  search: { workPaperId },
  after,
}: {
  search: WorkPaperSearch;
  after: keyof typeof AFTER_DISTRIBUTE;
}) {
  const navigate = useNavigate();
  return (
    <DistributeWorkPaper
      workPaperId={workPaperId}
      layout={WorkPaperLayout}
      onDistributed={() => void navigate({ to: AFTER_DISTRIBUTE[after], search: { workPaperId } })}
    />
  );
}
