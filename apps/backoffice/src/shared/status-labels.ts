import type { DistributionStatus, PracticeStatus } from '@harbour/api-client';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** A homework's practice status, as a class's or a student's (spec §3). */
export const PRACTICE_STATUS_LABELS: Record<PracticeStatus, MessageDescriptor> = {
  NOT_STARTED: msg`Not started`,
  IN_PROGRESS: msg`In progress`,
  FINISHED: msg`Finished`,
};

/** Distribution statuses of a task sheet (spec §3). */
export const DISTRIBUTION_STATUS_LABELS: Record<DistributionStatus, MessageDescriptor> = {
  UNDISTRIBUTED: msg`Undistributed`,
  NOT_STARTED: msg`Not started`,
  IN_PROGRESS: msg`In progress`,
  FINISHED: msg`Finished`,
};
