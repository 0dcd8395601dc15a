/** Code names of the base question types (spec §1). */
export const BASE_QUESTION_TYPES = [
  'SINGLE_CHOICE',
  'MULTIPLE_CHOICE',
  'COMPLETION',
  'CHOICE_COMPLETION',
  'SHORT_ANSWER',
  'ESSAY',
  'LONG_ANSWER',
  'RECOMBINE_SENTENCE',
  'SPEAKING',
  'CONNECTING',
  'MATCHING',
  'TEXT_DRAG',
  'PUNCTUATION',
  'PUNCTUATION_ALL',
] as const;

/** Code names of the composite question types (spec §1). */
export const COMPOSITE_QUESTION_TYPES = [
  'COMBINATION_READING',
  'COMBINATION_LISTENING',
  'COMBINATION_CHART',
] as const;

export type BaseQuestionType = (typeof BASE_QUESTION_TYPES)[number];
export type CompositeQuestionType = (typeof COMPOSITE_QUESTION_TYPES)[number];
export type QuestionType = BaseQuestionType | CompositeQuestionType;

/** Short front-end names, in the order of the spec. */
const SHORT_NAMES = {
  SINGLE_CHOICE: 'radio',
  MULTIPLE_CHOICE: 'multiple',
  COMPLETION: 'fill',
  CHOICE_COMPLETION: 'selectFill',
  SHORT_ANSWER: 'shortAnswer',
  ESSAY: 'article',
  LONG_ANSWER: 'longAnswer',
  RECOMBINE_SENTENCE: 'groupSentences',
  SPEAKING: 'talk',
  CONNECTING: 'connect',
  MATCHING: 'matching',
  TEXT_DRAG: 'textDrag',
  PUNCTUATION: 'punctuation',
  PUNCTUATION_ALL: 'punctuationAll',
  COMBINATION_READING: 'read',
  COMBINATION_LISTENING: 'listen',
  COMBINATION_CHART: 'chart',
} as const satisfies Record<QuestionType, string>;

export type ShortQuestionType = (typeof SHORT_NAMES)[QuestionType];

const CODE_NAMES = Object.fromEntries(
  Object.entries(SHORT_NAMES).map(([code, short]) => [short, code]),
) as Record<ShortQuestionType, QuestionType>;

export function isQuestionType(value: unknown): value is QuestionType {
  return typeof value === 'string' && Object.hasOwn(SHORT_NAMES, value);
}

export function isShortQuestionType(value: unknown): value is ShortQuestionType {
  return typeof value === 'string' && Object.hasOwn(CODE_NAMES, value);
}

/** Converts a code name or a short name to the short name; undefined for anything else. */
export function toShortName(type: string): ShortQuestionType | undefined {
  if (isQuestionType(type)) return SHORT_NAMES[type];
  return isShortQuestionType(type) ? type : undefined;
}

/** Converts a short name or a code name to the code name; undefined for anything else. */
export function toCodeName(type: string): QuestionType | undefined {
  if (isShortQuestionType(type)) return CODE_NAMES[type];
  return isQuestionType(type) ? type : undefined;
}

export function isCompositeType(type: QuestionType): type is CompositeQuestionType {
  return (COMPOSITE_QUESTION_TYPES as readonly string[]).includes(type);
}
