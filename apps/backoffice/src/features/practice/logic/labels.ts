import type { CorrectionStatus, ProcessKind, SubmitStatus } from '@harbour/domain';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** Grading states (spec §3 correction status, §4 "to be marked, marked, published"). */
export const CORRECTION_STATUS_LABELS: Record<CorrectionStatus, MessageDescriptor> = {
  WAIT_CORRECT: msg`To be marked`,
  CORRECTED: msg`Marked`,
  ANNOUNCED: msg`Results published`,
};

/** Submission statuses (spec §3 submit status, §4 "not submitted, overdue, late, on time, no need"). */
export const SUBMIT_STATUS_LABELS: Record<SubmitStatus, MessageDescriptor> = {
  NOT_SUBMIT: msg`Not submitted`,
  OVERDUE: msg`Overdue`,
  DELAY: msg`Late`,
  NORMAL: msg`On time`,
  NO_NEED: msg`No need to submit`,
};

/** Homework kinds (processKindOf). */
export const PROCESS_KIND_LABELS: Record<ProcessKind, MessageDescriptor> = {
  PRACTICE: msg`Practice`,
  TEST: msg`Test`,
  OTHER: msg`Other homework`,
};
