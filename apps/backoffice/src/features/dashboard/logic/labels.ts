import type { PracticeStatus, SubjectCode } from '@harbour/api-client';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** Practice statuses as the near-homework lists show them. */
export const PRACTICE_STATUS_LABELS: Record<PracticeStatus, MessageDescriptor> = {
  NOT_STARTED: msg`Not started`,
  IN_PROGRESS: msg`In progress`,
  FINISHED: msg`Finished`,
};

/** Subjects of the subject filter. */
export const NEAR_SUBJECTS: readonly SubjectCode[] = ['CHINESE', 'ENGLISH', 'MATH'];
