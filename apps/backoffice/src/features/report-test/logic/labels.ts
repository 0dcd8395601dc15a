import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { TestFamily, TestPart } from './test-search';

/** Names of the report families. */
export const FAMILY_NAMES: Record<TestFamily, MessageDescriptor> = {
  test: msg`Test report`,
  aplus: msg`A+ test report`,
};

/** Names of the parts of a test report (its pages). */
export const PART_LABELS: Record<TestPart, MessageDescriptor> = {
  total: msg`Overview`,
  report: msg`By question`,
  question: msg`Question`,
  allCourse: msg`By course`,
  course: msg`Course`,
  allStudent: msg`By student`,
  student: msg`Student`,
  listType: msg`By answer type`,
  pdf: msg`Student's test PDF`,
};

/** Names of the question (answer) types (question engine spec §1). */
export const ANSWER_TYPE_LABELS: Record<string, MessageDescriptor> = {
  SINGLE_CHOICE: msg`Single choice`,
  MULTIPLE_CHOICE: msg`Multiple choice`,
  COMPLETION: msg`Fill in the blanks`,
  CHOICE_COMPLETION: msg`Choose to fill in`,
  SHORT_ANSWER: msg`Short answer`,
  ESSAY: msg`Essay`,
  LONG_ANSWER: msg`Long answer`,
  RECOMBINE_SENTENCE: msg`Sentence ordering`,
  SPEAKING: msg`Speaking`,
  CONNECTING: msg`Connecting`,
  MATCHING: msg`Matching`,
  TEXT_DRAG: msg`Drag and drop`,
  PUNCTUATION: msg`Punctuation`,
  PUNCTUATION_ALL: msg`Punctuation (whole passage)`,
  COMBINATION_READING: msg`Reading comprehension`,
  COMBINATION_LISTENING: msg`Listening comprehension`,
  COMBINATION_CHART: msg`Chart questions`,
};

/** Correction statuses of a test. */
export const CORRECTION_LABELS: Record<string, MessageDescriptor> = {
  WAIT_CORRECT: msg`To be marked`,
  CORRECTED: msg`Marked`,
  ANNOUNCED: msg`Results published`,
};
