import { type BaseQuestionType, toCodeName } from './question-type';
import type { QuestionTypeModule } from './type-module';
import { choiceCompletion } from './types/choice-completion';
import { completion } from './types/completion';
import { connecting } from './types/connecting';
import { essay } from './types/essay';
import { longAnswer } from './types/long-answer';
import { matching } from './types/matching';
import { multipleChoice } from './types/multiple-choice';
import { punctuation } from './types/punctuation';
import { punctuationAll } from './types/punctuation-all';
import { recombineSentence } from './types/recombine-sentence';
import { shortAnswer } from './types/short-answer';
import { singleChoice } from './types/single-choice';
import { speaking } from './types/speaking';
import { textDrag } from './types/text-drag';

/** One module per base question type; adding a type is adding its file and one line here. */
export const registry = {
  SINGLE_CHOICE: singleChoice,
  MULTIPLE_CHOICE: multipleChoice,
  COMPLETION: completion,
  CHOICE_COMPLETION: choiceCompletion,
  SHORT_ANSWER: shortAnswer,
  ESSAY: essay,
  LONG_ANSWER: longAnswer,
  RECOMBINE_SENTENCE: recombineSentence,
  SPEAKING: speaking,
  CONNECTING: connecting,
  MATCHING: matching,
  TEXT_DRAG: textDrag,
  PUNCTUATION: punctuation,
  PUNCTUATION_ALL: punctuationAll,
} as const satisfies { [T in BaseQuestionType]: QuestionTypeModule<unknown> };

type AnswerOf<M> = M extends QuestionTypeModule<infer A> ? A : never;

/** The local answer of each base type. */
export type LocalAnswerMap = { [T in BaseQuestionType]: AnswerOf<(typeof registry)[T]> };
/** A local answer of any base type. */
export type LocalAnswer = LocalAnswerMap[BaseQuestionType];

/** The module of a base type given by code or short name; undefined for composites and unknown names. */
export function moduleFor(type: string): QuestionTypeModule<unknown> | undefined {
  if (typeof type !== 'string') return undefined;
  if (Object.hasOwn(registry, type)) return registry[type as BaseQuestionType];
  const code = toCodeName(type);
  return code && Object.hasOwn(registry, code) ? registry[code as BaseQuestionType] : undefined;
}
