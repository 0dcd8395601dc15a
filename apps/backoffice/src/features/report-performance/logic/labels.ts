import type { AttentionBandCode, CellState, LearningAspectCode } from '@harbour/api-client';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PeriodScope } from './performance-search';

/** The learning aspects of §9's subject weights, in a teacher's words. */
export const ASPECT_LABELS: Record<LearningAspectCode, MessageDescriptor> = {
  LANGUAGE_KNOWLEDGE: msg`Language knowledge`,
  GRAMMAR: msg`Grammar`,
  READING: msg`Reading`,
  WRITING: msg`Writing`,
  LISTENING: msg`Listening`,
  SPEAKING: msg`Speaking`,
  OTHER: msg`Other`,
};

/** The attention bands of §9. */
export const ATTENTION_LABELS: Record<AttentionBandCode, MessageDescriptor> = {
  UNDER_20: msg`Needs attention: under 20%`,
  FROM_20_TO_39: msg`Needs attention: 20–39%`,
  FROM_40_TO_59: msg`Needs attention: 40–59%`,
};

/** A student's state in one homework. */
export const CELL_LABELS: Record<CellState, MessageDescriptor> = {
  SUBMITTED: msg`Handed in`,
  MISSING: msg`Missing`,
  OPEN: msg`Still open`,
};

/** The periods of a student report. */
export const SCOPE_LABELS: Record<PeriodScope, MessageDescriptor> = {
  unit: msg`Unit`,
  term: msg`Term`,
  year: msg`School year`,
};

/** The families of the unit and student report routes (spec §2 ePractice and A+ reports). */
export const FAMILY_LABELS = {
  ePractice: msg`ePractice`,
  ePracticeAll: msg`ePractice, all units`,
  aplus: msg`A+`,
} as const;
export type ReportFamily = keyof typeof FAMILY_LABELS;
