import type { Classification, Difficulty, LanguageType } from '@harbour/api-client';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** Difficulty names (spec §3 test levels). */
export const DIFFICULTY_LABELS: Record<Difficulty, MessageDescriptor> = {
  EASY: msg`Easy`,
  MEDIUM: msg`Medium`,
  DIFFICULT: msg`Difficult`,
  HIGH_LEVEL: msg`High level`,
  VERY_DIFFICULT: msg`Very difficult`,
};

/** Language names of audio and video. */
export const LANGUAGE_LABELS: Record<LanguageType, MessageDescriptor> = {
  CANTONESE: msg`Cantonese`,
  ENGLISH: msg`English`,
  MANDARIN: msg`Mandarin`,
};

/** Classification names (spec §3). */
export const CLASSIFICATION_LABELS: Record<Classification, MessageDescriptor> = {
  DIAGNOSE: msg`Diagnosis`,
  FOLLOWUP_PRACTICE: msg`Follow-up practice`,
  CHALLENGE: msg`Challenge`,
  LSRW: msg`Listening, speaking, reading and writing`,
  EXAMINATION: msg`Examination`,
  PRACTICE: msg`Practice`,
  COMBINATION: msg`Combination`,
};
