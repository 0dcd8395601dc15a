import { type AnswerTextLocale, countWords, plain, wordsOf } from './answer-words';
import { decodeAnswer } from './engine';
import { MathNotLoadedError } from './math-loader';
import { type BaseQuestion, isCompositeQuestion, type Question } from './model';
import { moduleFor } from './registry';

/**
 * A submitted answer as a person reads it (reports: the most common wrong answers, every student's answer
 * side by side), a key under which equal answers group, and a question's right answer as text. Each type
 * module says how its answers read (`answerText`, `answerKey`, `rightAnswerText` of QuestionTypeModule);
 * these functions decode the submitted string with the type's own `decode`, so the text says what the
 * checker read, and take composites child by child. Never throw, on any question and any input.
 */

export { type AnswerTextLocale, countWords };

export interface AnswerTextOptions {
  /** The language of the words answerText adds (default 'en'); the answer itself is never translated. */
  locale?: AnswerTextLocale;
  /**
   * The stored local answer of a teacher-marked question (essay, long answer: `{ answerType, imgUrl,
   * text }`; speaking: `{ answerType, uploadList, makeList }`), whose submitted string is empty.
   */
  localAnswer?: unknown;
  /** The longest text returned, in characters; a longer one ends with '…' (default 200). */
  maxLength?: number;
}

/** A composite's answers: each child's encoded answer by its questionId. */
export type CompositeAnswers = Readonly<Record<string, string>>;

const DEFAULT_MAX_LENGTH = 200;

/**
 * A base question's answer as the type module reads it: the decoded submitted string, or a teacher-marked
 * type's stored local answer. A question of a type no module knows (not one parseQuestion gives) reads as
 * its string.
 */
function baseText(
  question: BaseQuestion,
  encoded: string,
  localAnswer: unknown,
  locale: AnswerTextLocale,
): string {
  const module = moduleFor(question.questionType);
  if (!module) return plain(encoded);
  const answer = module.teacherMarked ? localAnswer : decodeAnswer(question as never, encoded);
  return module.answerText(question, answer, locale);
}

function baseKey(question: BaseQuestion, encoded: string, localAnswer?: unknown): string {
  const module = moduleFor(question.questionType);
  if (!module) return encoded.trim();
  const answer = module.teacherMarked ? localAnswer : decodeAnswer(question as never, encoded);
  return module.answerKey(question, answer);
}

function shorten(text: string, max: number): string {
  const limit = Number.isFinite(max) && max >= 1 ? Math.floor(max) : DEFAULT_MAX_LENGTH;
  const chars = Array.from(text);
  return chars.length <= limit ? text : `${chars.slice(0, Math.max(0, limit - 1)).join('')}…`;
}

/** A composite's answers from a record by child id, or from its JSON; anything else gives none. */
function compositeAnswers(encoded: unknown): CompositeAnswers {
  let value = encoded;
  if (typeof value === 'string') {
    try {
      value = value.trim().startsWith('{') ? JSON.parse(value) : {};
    } catch {
      value = {};
    }
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  const out: Record<string, string> = {};
  for (const [key, answer] of Object.entries(value)) if (typeof answer === 'string') out[key] = answer;
  return out;
}

/**
 * A short text of a submitted answer: "B. goes" (a choice: its letter and text), "(1) kitten  (2) puppy"
 * (blanks; math as its TeX), "I walk to school" (a recombined sentence), "1. cat → B. meow; 2. dog → C. woof"
 * (pairs), "小明說：「今天天氣真好！」" (punctuation; _underlined_, [marked], □ an empty slot), "(written
 * answer, 42 words)" or "(recording)" (teacher-marked types, read from `options.localAnswer`), and for a
 * composite each child's text numbered "1. B. goes; 2. (1) Saturday  (2) Amy" (`encoded` being a record
 * of the children's answers by questionId, or its JSON). "(no answer)" when nothing was answered; an
 * unknown type gives its string as is. Never throws, but for MathNotLoadedError (math read before
 * loadMath() in a browser).
 */
export function answerText(
  question: Question,
  encoded: string | CompositeAnswers,
  options: AnswerTextOptions = {},
): string {
  try {
    const opts = options && typeof options === 'object' ? options : {};
    const locale: AnswerTextLocale = opts.locale === 'hk' ? 'hk' : 'en';
    const words = wordsOf(locale);
    const max = opts.maxLength ?? DEFAULT_MAX_LENGTH;
    if (!question || typeof question !== 'object') return shorten(plain(encoded) || words.noAnswer, max);
    if (isCompositeQuestion(question)) {
      const answers = compositeAnswers(encoded);
      const children = Array.isArray(question.combinationQuestions) ? question.combinationQuestions : [];
      const texts = children.map((child, index) => {
        const own =
          child && Object.hasOwn(answers, child.questionId) ? (answers[child.questionId] ?? '') : '';
        const text = child ? baseText(child, own, undefined, locale) : '';
        return `${index + 1}. ${text || words.noAnswer}`;
      });
      return shorten(texts.join('; ') || words.noAnswer, max);
    }
    const text = baseText(question, typeof encoded === 'string' ? encoded : '', opts.localAnswer, locale);
    return shorten(text || words.noAnswer, max);
  } catch (error) {
    if (error instanceof MathNotLoadedError) throw error;
    // A question object of the wrong shape (a getter that throws, a cycle): its answer as plain text.
    return typeof encoded === 'string' ? shorten(encoded, DEFAULT_MAX_LENGTH) : '';
  }
}

/**
 * A key under which equal answers of a question group ("most common wrong answers"): what the checker
 * compares, normalised as it does — choices as their set of options (order and repeats ignored), blanks
 * as normalised text (case unless case-sensitive, full-width, math spelling), pairs as their sorted set,
 * slots and punctuation as decoded. Teacher-marked answers (essay, speaking: their submitted string is
 * empty) group only when their stored local answer is the same text or the same clips. '' for no answer.
 * Never throws.
 */
export function answerKey(
  question: Question,
  encoded: string | CompositeAnswers,
  localAnswer?: unknown,
): string {
  try {
    if (!question || typeof question !== 'object') return typeof encoded === 'string' ? encoded : '';
    if (isCompositeQuestion(question)) {
      const answers = compositeAnswers(encoded);
      const children = Array.isArray(question.combinationQuestions) ? question.combinationQuestions : [];
      const keys = children.map((child) =>
        child && Object.hasOwn(answers, child.questionId)
          ? baseKey(child, answers[child.questionId] ?? '')
          : '',
      );
      return keys.every((key) => key === '') ? '' : JSON.stringify(keys);
    }
    return baseKey(question, typeof encoded === 'string' ? encoded : '', localAnswer);
  } catch (error) {
    if (error instanceof MathNotLoadedError) throw error;
    return typeof encoded === 'string' ? encoded : '';
  }
}

/**
 * A question's right answer as a person reads it: its key decoded and written as answerText writes an
 * answer (a blank's first accepted alternative, a connecting question's reference pairs), a composite's
 * children numbered "1. B. red; 2. (1) Saturday  (2) Amy" (a child without a key as '—'). '' when the
 * question has no key (teacher-marked types, a question without questionAnswer). Never throws.
 */
export function rightAnswerText(
  question: Question,
  options: Pick<AnswerTextOptions, 'locale' | 'maxLength'> = {},
): string {
  try {
    const opts = options && typeof options === 'object' ? options : {};
    const locale: AnswerTextLocale = opts.locale === 'hk' ? 'hk' : 'en';
    const max = opts.maxLength ?? DEFAULT_MAX_LENGTH;
    if (!question || typeof question !== 'object') return '';
    if (isCompositeQuestion(question)) {
      const children = Array.isArray(question.combinationQuestions) ? question.combinationQuestions : [];
      const texts = children.map((child) => (child ? baseRightText(child, locale) : ''));
      if (texts.every((text) => text === '')) return '';
      const empty = wordsOf(locale).empty;
      return shorten(texts.map((text, index) => `${index + 1}. ${text || empty}`).join('; '), max);
    }
    return shorten(baseRightText(question, locale), max);
  } catch (error) {
    if (error instanceof MathNotLoadedError) throw error;
    return '';
  }
}

function baseRightText(question: BaseQuestion, locale: AnswerTextLocale): string {
  return moduleFor(question.questionType)?.rightAnswerText(question, locale) ?? '';
}

/** Whether two answers of a question are the same answer (answerKey equal). */
export function sameAnswer(
  question: Question,
  a: string | CompositeAnswers,
  b: string | CompositeAnswers,
): boolean {
  return answerKey(question, a) === answerKey(question, b);
}
