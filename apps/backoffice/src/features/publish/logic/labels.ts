import type { Classification, Difficulty, LanguageType, ProcessType } from '@harbour/api-client';
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

/** One line on what each processType a teacher publishes from the course pages is for, shown under the choice. */
export const PROCESS_TYPE_PURPOSES: Partial<Record<ProcessType, MessageDescriptor>> = {
  '1': msg`Students study the new topic on their own before the lesson.`,
  '2a': msg`Students practise what was taught in class.`,
  '2b': msg`After the lesson, students go over what they found hard.`,
  '2c': msg`Harder questions for students ready to go further.`,
  '2d': msg`Students practise listening, speaking, reading and writing.`,
  '3a': msg`Find out what students already know before teaching a topic.`,
  '3b': msg`Check what students have learnt at the end of a unit.`,
  '4': msg`A timed paper under examination conditions.`,
};

/** The word a published test's default name ends with: the kind of work, not the paper's own word. */
export const DEFAULT_NAME_ENDINGS: Record<'test' | 'hkatTest', MessageDescriptor> = {
  test: msg`Test`,
  hkatTest: msg`HKAT test`,
};

/**
 * The name a publish form starts with (at most `max` characters): homework takes its paper's name; a test
 * takes its chapter's name and the word for a test, since a paper's name says 練習 (practice).
 */
export function defaultPublishName(
  paper: { paperName: string; chapterName: string },
  ending: string | null,
  max: number,
): string {
  const name = ending === null ? paper.paperName : `${paper.chapterName} ${ending}`;
  return name.slice(0, max);
}
