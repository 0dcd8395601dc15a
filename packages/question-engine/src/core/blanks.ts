import { type CheckResult, fromItems, notCorrect } from './check-result';
import {
  ALTERNATIVE_SEPARATOR,
  BLANK_SEPARATOR,
  countGaps,
  normalizeBlank,
  stripHashes,
  unwrapMath,
  wrapMath,
} from './encoding';
import { maximumMatching } from './matching';
import type { BaseQuestion } from './model';
import type { BaseQuestionType } from './question-type';
import type { QuestionTypeModule } from './type-module';

/** Local answer of fill-in, choice-completion and short answer: one string per blank. */
export type BlankAnswer = string[];

interface BlankKey {
  source: string;
  caseSensitive: boolean;
  /** Number of reference blanks. */
  count: number;
  /** Normalized alternative → indexes of the blanks that accept it. */
  accepts: Map<string, number[]>;
}

// Parsed keys are cached per question object; a changed questionAnswer is parsed again.
const keyCache = new WeakMap<BaseQuestion, BlankKey>();

/** The reference blanks of a question: '##' between blanks, '|' between alternatives. */
export function blankKey(question: BaseQuestion): BlankKey {
  const source = typeof question.questionAnswer === 'string' ? question.questionAnswer : '';
  const caseSensitive = question.answerCaseSensitiveStatus === true;
  const cached = keyCache.get(question);
  if (cached && cached.source === source && cached.caseSensitive === caseSensitive) return cached;
  const accepts = new Map<string, number[]>();
  const blanks = source === '' ? [] : source.split(BLANK_SEPARATOR);
  blanks.forEach((blank, index) => {
    for (const alternative of blank.split(ALTERNATIVE_SEPARATOR)) {
      const normal = normalizeBlank(alternative, caseSensitive);
      if (normal === '') continue;
      const list = accepts.get(normal);
      if (!list) accepts.set(normal, [index]);
      else if (!list.includes(index)) list.push(index);
    }
  });
  const key = { source, caseSensitive, count: blanks.length, accepts };
  keyCache.set(question, key);
  return key;
}

/** How many blanks a question shows: blankNum, else the [$$] gaps of its text, else its key, else 1. */
export function blankCount(question: BaseQuestion, keySeparator: string = BLANK_SEPARATOR): number {
  if (question.blankNum && question.blankNum > 0) return question.blankNum;
  let gaps = 0;
  for (const part of question.question ?? []) {
    if (part.contentType === 'TEXT') gaps += countGaps(part.content);
  }
  if (gaps > 0) return gaps;
  const answer = question.questionAnswer;
  if (typeof answer === 'string' && answer !== '') return answer.split(keySeparator).length;
  return 1;
}

/**
 * Checks blanks (spec §5 with the decisions): each input is normalized (normalizeBlank); each
 * reference blank can be taken by one input only, assigned by maximum matching; an empty input, one
 * that matches no free blank, or a missing one is wrong. One item per reference blank, item i being
 * the verdict on input i.
 */
export function checkBlanks(question: BaseQuestion, studentAnswer: string): CheckResult {
  const key = blankKey(question);
  if (key.count === 0) return notCorrect();
  const inputs =
    typeof studentAnswer === 'string' && studentAnswer !== '' ? studentAnswer.split(BLANK_SEPARATOR) : [];
  const considered = Math.min(inputs.length, key.count);
  const candidates: number[][] = [];
  const none: number[] = [];
  for (let i = 0; i < considered; i++) {
    const normal = normalizeBlank(inputs[i] ?? '', key.caseSensitive);
    candidates.push(normal === '' ? none : (key.accepts.get(normal) ?? none));
  }
  const matched = maximumMatching(candidates, key.count);
  const items = new Array<boolean>(key.count);
  for (let i = 0; i < key.count; i++) items[i] = matched[i] === true;
  return fromItems(items);
}

function padTo(values: string[], length: number): string[] {
  while (values.length < length) values.push('');
  return values;
}

/** Builds the module of a blank type (fill-in, choice-completion, short answer). */
export function blankModule(type: BaseQuestionType): QuestionTypeModule<BlankAnswer> {
  return {
    type,
    emptyAnswer: (question) => padTo([], blankCount(question)),
    encode(question, answer) {
      const math = question.useMathKeyboard === true;
      return (Array.isArray(answer) ? answer : [])
        .map((value) => {
          const clean = typeof value === 'string' ? stripHashes(value) : '';
          return math && clean !== '' ? wrapMath(clean) : clean;
        })
        .join(BLANK_SEPARATOR);
    },
    decode(question, encoded) {
      const math = question.useMathKeyboard === true;
      const values =
        typeof encoded === 'string' && encoded !== ''
          ? encoded.split(BLANK_SEPARATOR).map((part) => {
              const clean = stripHashes(part);
              return math ? unwrapMath(clean) : clean;
            })
          : [];
      return padTo(values, blankCount(question));
    },
    hasAnswer: (_question, answer) =>
      Array.isArray(answer) &&
      answer.some((value) => typeof value === 'string' && stripHashes(value).trim() !== ''),
    check: checkBlanks,
  };
}
