import {
  addCustomModule,
  type CustomQuestionType,
  type CustomQuestionTypeModule,
  type CustomQuestionTypes,
  customModule,
} from './custom-types';
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

/** The local answer of each base type, and of each type a host declared (CustomQuestionTypes). */
export type LocalAnswerMap = {
  [T in BaseQuestionType]: AnswerOf<(typeof registry)[T]>;
} & CustomQuestionTypes;
/** A local answer of any base type, built in or the host's. */
export type LocalAnswer = LocalAnswerMap[BaseQuestionType | CustomQuestionType];

/** The module of a base type given by code or short name; undefined for composites and unknown names. */
export function moduleFor(type: string): QuestionTypeModule<unknown> | undefined {
  if (typeof type !== 'string') return undefined;
  if (Object.hasOwn(registry, type)) return registry[type as BaseQuestionType];
  const code = toCodeName(type);
  if (code && Object.hasOwn(registry, code)) return registry[code as BaseQuestionType];
  return customModule(type);
}

/** The functions every module has: the engine calls them on any question of the type. */
const MODULE_FUNCTIONS = [
  'emptyAnswer',
  'encode',
  'decode',
  'hasAnswer',
  'check',
  'answerText',
  'answerKey',
  'rightAnswerText',
] as const;

/** Why a module cannot be a host's type, or null when it can. */
function refusedModule(module: unknown): string | null {
  const type = (module as { type?: unknown } | null)?.type;
  if (typeof type !== 'string' || !/^[A-Z][A-Z0-9_]*$/.test(type))
    return 'a custom question type is named in capitals, digits and _ (like RATING)';
  if (toCodeName(type) !== undefined) return `${type} is a built-in question type`;
  if (customModule(type) !== undefined) return `${type} is already registered`;
  for (const name of MODULE_FUNCTIONS) {
    if (typeof (module as Record<string, unknown>)[name] !== 'function')
      return `${type} has no ${name} function`;
  }
  return null;
}

/**
 * Registers a host's question type: its module (emptyAnswer, encode, decode, hasAnswer, check, the
 * texts reports show (answerText, answerKey, rightAnswerText) and the traits) is used by parseQuestion, encodeAnswer, decodeAnswer, hasAnswer, checkAnswer and the player
 * for every question whose questionType is its name. Throws when the name is built in, taken or not
 * in capitals, or a function is missing (a programming error, at start-up); the module's own functions must never throw.
 */
export function registerQuestionType<T extends CustomQuestionType>(
  module: CustomQuestionTypeModule<T, CustomQuestionTypes[T]>,
): void {
  const refusal = refusedModule(module);
  if (refusal !== null) throw new TypeError(refusal);
  addCustomModule(module.type, module as unknown as QuestionTypeModule<unknown>);
}
