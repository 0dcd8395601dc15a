import { type WorkPaper, workPaperDetailQueryOptions } from '@harbour/api-client';
import { Trans } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import type { ComponentType, ReactNode } from 'react';
import { userInfoAtom } from '../../../shared/state/atoms';
import { DistributeForm } from './distribute-form';

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
  const userInfo = useAtomValue(userInfoAtom);
  const { workPaper } = data;
  const gradeName =
    userInfo?.gradeClasses.find((g) => g.gradeCode === workPaper.gradeCode)?.gradeName ??
    String(workPaper.gradeCode);
  return (
    <Layout
      workPaper={workPaper}
      side={
        workPaper.status === 'UNDISTRIBUTED' ? (
          <DistributeForm workPaper={workPaper} gradeName={gradeName} onDistributed={onDistributed} />
        ) : (
          <p role="status">
            <Trans>This task sheet is already distributed: a task sheet is published once.</Trans>
          </p>
        )
      }
    />
  );
}
