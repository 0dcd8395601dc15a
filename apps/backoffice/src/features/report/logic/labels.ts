import type { AnswerVerdict } from '@harbour/api-client';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ProcessViewKind, ReportFamily, ReportTab } from './report-search';

/** On time, late, missing. */
export const COMPLETION_LABELS: Record<'ON_TIME' | 'LATE' | 'MISSING', MessageDescriptor> = {
  ON_TIME: msg`On time`,
  LATE: msg`Late`,
  MISSING: msg`Missing`,
};

/** A student's answer to a question, from its score. */
export const VERDICT_LABELS: Record<AnswerVerdict, MessageDescriptor> = {
  RIGHT: msg`Right`,
  PART_RIGHT: msg`Part right`,
  WRONG: msg`Wrong`,
  UNANSWERED: msg`Not answered`,
  PENDING: msg`Waiting for marking`,
};

/** The families of the report routes. */
export const FAMILY_NAMES: Record<ReportFamily, MessageDescriptor> = {
  ePractice: msg`ePractice`,
  eExercise: msg`eExercise`,
  newAplus: msg`A+`,
};

/** The tabs of the homework report. */
export const TAB_LABELS: Record<ReportTab, MessageDescriptor> = {
  overview: msg`Overview`,
  students: msg`Students`,
  wrong: msg`Wrong questions`,
  process: msg`Process view`,
  submit: msg`Submissions`,
};

/** The processType views. */
export const PROCESS_VIEW_LABELS: Record<ProcessViewKind, MessageDescriptor> = {
  '1': msg`Practice view`,
  '2': msg`Follow-up view`,
  '7': msg`ePractice view`,
  '14': msg`Writing criteria`,
};

/** The ring bands of the score distribution (§9, 20 points each). */
export const RING_NAMES = ['0–19%', '20–39%', '40–59%', '60–79%', '80–100%'] as const;
