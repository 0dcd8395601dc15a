import type { ScoreChange } from '@harbour/api-client';
import type { CorrectionStatus } from '@harbour/domain';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { DraftProblem } from '../logic/marking-draft';

/** Grading states (spec §3 correction status), in the words of the homework list. */
export const CORRECTION_LABELS: Record<CorrectionStatus, MessageDescriptor> = {
  WAIT_CORRECT: msg`To be marked`,
  CORRECTED: msg`Marked`,
  ANNOUNCED: msg`Results published`,
};

/** What changed a score, in the score history. */
export const SCORE_SOURCE_LABELS: Record<ScoreChange['source'], MessageDescriptor> = {
  AUTO: msg`Automatic check`,
  MARKING: msg`Marking`,
  OVERRIDE: msg`Override`,
  WITHDRAWAL: msg`Exam withdrawn`,
};

/** A draft's problem as said under its field. */
export function problemText(problem: DraftProblem, t: (d: MessageDescriptor) => string): string {
  if (problem.field === 'comment') return t(msg`A comment is required with this score.`);
  if (problem.field === 'overrideReason') return t(msg`Give the reason for the override.`);
  const limit = problem.limit;
  switch (problem.reason) {
    case 'REQUIRED':
      return t(msg`Enter a score from 0 to ${limit}.`);
    case 'NOT_WHOLE':
      return t(msg`The score must be a whole number from 0 to ${limit}.`);
    case 'NEGATIVE':
      return t(msg`The score cannot be below 0.`);
    default:
      return t(msg`The score cannot be above ${limit}.`);
  }
}
