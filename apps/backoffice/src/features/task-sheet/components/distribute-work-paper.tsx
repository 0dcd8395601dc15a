import { type WorkPaper, workPaperDetailQueryOptions } from '@harbour/api-client';
import { gradeName } from '@harbour/domain';
import { Trans } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import type { ComponentType, ReactNode } from 'react';
import { DistributeForm } from './distribute-form';
import { PublishAgainButton } from './publish-again';

export interface DistributeWorkPaperProps {
  workPaperId: number;
  /** The frame around the form (the task sheet's facts and PDF), given by the route. */
  layout: ComponentType<{ workPaper: WorkPaper; side: ReactNode }>;
  onDistributed: () => void;
}

/** A task sheet's distribute form inside its page frame; a distributed one says so (one per publish). */
export function DistributeWorkPaper({
  workPaperId,
  layout: Layout,
  onDistributed,
}: DistributeWorkPaperProps) {
  const { data } = useSuspenseQuery(workPaperDetailQueryOptions(workPaperId));
  const { workPaper } = data;
  return (
    <Layout
      workPaper={workPaper}
      side={
        workPaper.status === 'UNDISTRIBUTED' ? (
          <DistributeForm
            workPaper={workPaper}
            gradeName={gradeName(workPaper.gradeCode)}
            onDistributed={onDistributed}
          />
        ) : (
          <div className="hb-dist__again">
            <p role="status">
              <Trans>
                This task sheet is already distributed: a task sheet is published once. Publish it again to
                give the same PDF to other classes, without uploading it again.
              </Trans>
            </p>
            <PublishAgainButton workPaper={workPaper} />
          </div>
        )
      }
    />
  );
}
