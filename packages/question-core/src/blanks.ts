import { blanksKey, blanksText } from './answer-words';
import { type BlankTrie, buildBlankTrie, scanCandidates } from './blank-scan';
import { type CheckResult, notCorrect, statusFromItems } from './check-result';
import {
  ALTERNATIVE_SEPARATOR,
  answerKeyOf,
  BLANK_SEPARATOR,
  countGaps,
  normalizeBlank,
  stripHashes,
  unwrapMath,
  wrapMath,
} from './encoding';
import { maximumMatching } from './matching';
import { sameMathValue } from './math';
import type { BaseQuestion, FillAnswerEntry } from './model';
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
  /** Whether every key is its own normal form, so an input equal to a key needs no normalizing. */
  exactKeys: boolean;
  /** Trie of the printable-ASCII alternatives for the one-pass scan. */
  trie: BlankTrie;
  /** Whether inputs equal in value to an alternative are accepted (answerEquivalentStatus). */
  equivalent: boolean;
}

// Parsed keys are cached per question object; a changed questionAnswer is parsed again.
const keyCache = new WeakMap<BaseQuestion, BlankKey>();

/** The reference blanks of a question: '##' between blanks, '|' between alternatives. */
export function blankKey(question: BaseQuestion): BlankKey {
  const source = answerKeyOf(question);
  const caseSensitive = question.answerCaseSensitiveStatus === true;
  const equivalent = question.answerEquivalentStatus === true;
  const cached = keyCache.get(question);
  if (
    cached &&
    cached.source === source &&
    cached.caseSensitive === caseSensitive &&
    cached.equivalent === equivalent
  )
    return cached;
  const accepts = new Map<string, number[]>();
  let exactKeys = true;
  const blanks = source === '' ? [] : source.split(BLANK_SEPARATOR);
  blanks.forEach((blank, index) => {
    for (const alternative of blank.split(ALTERNATIVE_SEPARATOR)) {
      const normal = normalizeBlank(alternative, caseSensitive);
      if (normal === '') continue;
      if (normalizeBlank(normal, caseSensitive) !== normal) exactKeys = false;
      const list = accepts.get(normal);
      if (!list) accepts.set(normal, [index]);
      else if (!list.includes(index)) list.push(index);
    }
  });
  const key = {
    source,
    caseSensitive,
    count: blanks.length,
    accepts,
    exactKeys,
    trie: buildBlankTrie(accepts),
    equivalent,
  };
  keyCache.set(question, key);
  return key;
}

/** Safety bound on the blanks a question may declare, so a bad blankNum cannot exhaust memory. */
export const MAX_BLANK_COUNT = 500;

/** How many blanks a question shows: blankNum, else the [$$] gaps of its text, else its key, else 1. */
export function blankCount(question: BaseQuestion, keySeparator: string = BLANK_SEPARATOR): number {
  const declared = question.blankNum;
  if (typeof declared === 'number' && declared > 0)
    return Math.min(Math.floor(declared), MAX_BLANK_COUNT) || 1;
  let gaps = 0;
  for (const part of question.question ?? []) {
    if (part.contentType === 'TEXT') gaps += countGaps(part.content);
  }
  if (gaps > 0) return gaps;
  const answer = answerKeyOf(question);
  if (answer !== '') return answer.split(keySeparator).length;
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
  const count = key.count;
  if (count === 0) return notCorrect();
  const student = typeof studentAnswer === 'string' ? studentAnswer : '';
  const lists = key.equivalent
    ? student
        .split(BLANK_SEPARATOR, count)
        .map((input) => withEquivalents(key, normalizeBlank(input, key.caseSensitive)))
    : scanCandidates(key.trie, key.caseSensitive, student, count, (input) => candidatesOf(key, input));
  const items: boolean[] = [];
  // Greedy first: give each input a free blank. Only a clash (an input whose blanks are all taken)
  // needs the maximum matching, which then decides every item.
  const taken: boolean[] = [];
  for (let b = 0; b < count; b++) taken.push(false);
  let right = 0;
  for (let i = 0; i < lists.length; i++) {
    const list = lists[i]!;
    let placed = false;
    for (let k = 0; k < list.length; k++) {
      const blank = list[k]!;
      if (!taken[blank]) {
        taken[blank] = true;
        placed = true;
        break;
      }
    }
    if (!placed && list.length > 0) return matchedResult(lists, count);
    items.push(placed);
    if (placed) right++;
  }
  for (let i = lists.length; i < count; i++) items.push(false);
  return { status: right === 0 ? 'WRONG' : right === count ? 'RIGHT' : 'PART_RIGHT', items };
}

/** The reference blanks an input may fill, by the plain rule: normalize, then look up. */
function candidatesOf(key: BlankKey, input: string): readonly number[] {
  // An input that is already a key is its own normal form: skip normalizing it.
  const exact = key.exactKeys ? key.accepts.get(input) : undefined;
  if (exact !== undefined) return exact;
  const normal = normalizeBlank(input, key.caseSensitive);
  return normal === '' ? NO_BLANKS : (key.accepts.get(normal) ?? NO_BLANKS);
}

/**
 * The blanks a normalized input fills when the question accepts equivalent forms: those whose
 * alternative is spelled the same, and those whose alternative has the same value (`sameMathValue`).
 */
function withEquivalents(key: BlankKey, normal: string): readonly number[] {
  if (normal === '') return NO_BLANKS;
  const blanks = new Set(key.accepts.get(normal) ?? NO_BLANKS);
  for (const [alternative, indexes] of key.accepts) {
    if (indexes.every((index) => blanks.has(index))) continue;
    if (sameMathValue(normal, alternative)) for (const index of indexes) blanks.add(index);
  }
  return blanks.size === 0 ? NO_BLANKS : [...blanks].sort((a, b) => a - b);
}

function matchedResult(lists: readonly (readonly number[])[], count: number): CheckResult {
  const matched = maximumMatching(lists, count);
  const items: boolean[] = [];
  for (let i = 0; i < count; i++) items.push(matched[i] === true);
  return { status: statusFromItems(items), items };
}

const NO_BLANKS: readonly number[] = [];

function padTo(values: string[], length: number): string[] {
  while (values.length < length) values.push('');
  return values;
}

function decodeBlanks(question: BaseQuestion, encoded: string): BlankAnswer {
  const math = question.useMathKeyboard === true;
  const values =
    typeof encoded === 'string' && encoded !== ''
      ? encoded.split(BLANK_SEPARATOR).map((part) => {
          const clean = stripHashes(part);
          return math ? unwrapMath(clean) : clean;
        })
      : [];
  return padTo(values, blankCount(question));
}

/** The key as an answer: each reference blank's first accepted alternative. */
function firstAlternatives(question: BaseQuestion): string {
  const source = answerKeyOf(question);
  if (source === '') return '';
  return source
    .split(BLANK_SEPARATOR)
    .map((blank) => blank.split(ALTERNATIVE_SEPARATOR)[0] ?? '')
    .join(BLANK_SEPARATOR);
}

/** Builds the module of a blank type (fill-in, choice-completion, short answer). */
export function blankModule(type: BaseQuestionType): QuestionTypeModule<BlankAnswer> {
  return {
    type,
    teacherMarked: false,
    returnsBlanks: true,
    inlineGaps: true,
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
    decode: decodeBlanks,
    hasAnswer: (_question, answer) =>
      Array.isArray(answer) &&
      answer.some((value) => typeof value === 'string' && stripHashes(value).trim() !== ''),
    check: checkBlanks,
    answerText: (_question, answer, locale) => blanksText(answer, locale),
    answerKey: (question, answer) => blanksKey(question, answer),
    rightAnswerText: (question, locale) =>
      blanksText(decodeBlanks(question, firstAlternatives(question)), locale),
  };
}

/**
 * Fill-in check states (spec §4): with checking off every entry is unchecked (rightError null); with
 * it on, every entry is evaluated against the reference answer (true correct, false wrong).
 */
export function fillAnswerEntries(
  question: BaseQuestion,
  values: readonly string[],
  checking: boolean,
): FillAnswerEntry[] {
  const list = Array.isArray(values) ? values.map((value) => (typeof value === 'string' ? value : '')) : [];
  if (!checking) return list.map((value) => ({ value, rightError: null }));
  const encoded = list.map(stripHashes).join(BLANK_SEPARATOR);
  const { items } = checkBlanks(question, encoded);
  return list.map((value, index) => ({ value, rightError: items[index] ?? false }));
}
