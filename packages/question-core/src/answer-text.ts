import { normalizeBlank, normalizeContent, normalizeKey, unwrapMath } from './encoding';
import { decodeAnswer } from './engine';
import { MathNotLoadedError } from './math-loader';
import {
  type AnswerPair,
  type BaseQuestion,
  type EssayAnswer,
  isCompositeQuestion,
  type Option,
  type PunctuationCell,
  type Question,
  type SpeakingAnswer,
} from './model';
import { BASE_QUESTION_TYPES, type BaseQuestionType } from './question-type';

/**
 * A submitted answer as a person reads it (reports: the most common wrong answers, every student's answer
 * side by side), and a key under which equal answers group. Built on each type's `decode`, so the text
 * says what the checker read. Never throws, on any question and any input.
 */

/** The languages of the few words answerText writes itself ("picture", "written answer"…). */
export type AnswerTextLocale = 'hk' | 'en';

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

const WORDS = {
  en: {
    noAnswer: '(no answer)',
    picture: '(picture)',
    empty: '—',
    written: (words: number) => `(written answer, ${words} ${words === 1 ? 'word' : 'words'})`,
    writtenOnly: '(written answer)',
    photos: (count: number) => `(${count} ${count === 1 ? 'photo' : 'photos'})`,
    recording: (count: number) => (count === 1 ? '(recording)' : `(${count} recordings)`),
  },
  hk: {
    noAnswer: '（未作答）',
    picture: '（圖片）',
    empty: '—',
    written: (words: number) => `（文字作答，${words} 字）`,
    writtenOnly: '（文字作答）',
    photos: (count: number) => `（${count} 張相片）`,
    recording: (count: number) => (count === 1 ? '（錄音）' : `（${count} 段錄音）`),
  },
} as const;
type Words = (typeof WORDS)[AnswerTextLocale];

const DEFAULT_MAX_LENGTH = 200;
const ARROW = ' → ';

const ENTITIES: Record<string, string> = {
  '&nbsp;': ' ',
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};

/** Option or answer text without HTML tags or `$$` markers (math stays as its TeX), spaces collapsed. */
function plain(value: unknown): string {
  if (typeof value !== 'string') return '';
  return value
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(nbsp|amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity)
    .replace(/\$\$([\s\S]*?)\$\$/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}

function optionsOf(question: BaseQuestion): Option[] {
  return Array.isArray(question.options) ? question.options.filter((o) => o && typeof o === 'object') : [];
}

/** An option's content as text, or "(picture)" for a picture. */
function contentOf(option: Option, words: Words): string {
  if (option.optionType === 'PICTURE') return words.picture;
  return plain(option.optionContent);
}

/** A choice as the player names it: its letter (A, B… by position) and its text: "B. goes". */
function choiceText(question: BaseQuestion, key: string, words: Words): string {
  const options = optionsOf(question);
  const index = options.findIndex((option) => normalizeKey(String(option.optionNo)) === normalizeKey(key));
  const option = options[index];
  if (!option) return plain(key);
  const content = contentOf(option, words);
  const letter = String.fromCharCode(65 + index);
  return content === '' ? letter : `${letter}. ${content}`;
}

/** Blanks as the engine shows a key: one blank alone, several numbered "(1) kitten  (2) puppy". */
function blanksText(values: readonly string[], words: Words): string {
  const texts = values.map((value) => plain(unwrapMath(value)) || words.empty);
  if (texts.length === 0 || texts.every((text) => text === words.empty)) return '';
  if (texts.length === 1) return texts[0] ?? '';
  return texts.map((text, index) => `(${index + 1}) ${text}`).join('  ');
}

const CJK = /[\u3000-\u9fff\uf900-\ufaff\uff00-\uffef]/;

/** Words of a recombined sentence in their order: spaced, except between Chinese characters. */
function sentenceText(parts: readonly string[]): string {
  let out = '';
  for (const part of parts.map(plain).filter((text) => text !== '')) {
    const joinTight = out === '' || (CJK.test(out.at(-1) ?? '') && CJK.test(part[0] ?? ''));
    out += joinTight ? part : ` ${part}`;
  }
  return out;
}

/** One side of a pair: "1. cat" (its number and text), the number alone for a picture. */
function pairSide(options: readonly Option[], id: string, byOptionNo: boolean, words: Words): string {
  if (id.trim() === '') return words.empty;
  const option = options.find(
    (o) =>
      normalizeKey(String((byOptionNo ? o.optionNo : (o.serialNo ?? o.optionNo)) ?? '')) === normalizeKey(id),
  );
  if (!option) return plain(id);
  const content = option.optionType === 'PICTURE' ? '' : plain(option.optionContent);
  return content === '' ? plain(id) : `${plain(id)}. ${content}`;
}

function pairsText(question: BaseQuestion, pairs: readonly AnswerPair[], words: Words): string {
  const options = optionsOf(question);
  const left = options.filter((o) => o.side !== 'RIGHT');
  const right = options.filter((o) => o.side !== 'LEFT');
  // Connecting links a left item's serial to a right item's optionNo; matching to its serial.
  const byOptionNo = question.questionType === 'CONNECTING';
  return pairs
    .filter((pair) => pair && typeof pair.left === 'string' && typeof pair.right === 'string')
    .map(
      (pair) =>
        `${pairSide(left, pair.left, false, words)}${ARROW}${pairSide(right, pair.right, byOptionNo, words)}`,
    )
    .join('; ');
}

/** A punctuated passage as read: the symbols placed, underlines as _text_, marks as [text], empty slots □. */
function punctuationText(cells: readonly PunctuationCell[]): string {
  return cells
    .map((cell) => {
      const content = typeof cell?.content === 'string' ? cell.content : '';
      if (cell?.type === 'SYMBOL') return content === '' ? '□' : content;
      if (cell?.underType === 'UNDERLINE' && content !== '') return `_${content}_`;
      if (cell?.underType === 'MARK' && content !== '') return `[${content}]`;
      return content;
    })
    .join('')
    .replace(/_{2}/g, '')
    .replace(/\]\[/g, '');
}

/**
 * Words of a written answer: each Chinese character counts as one, and each run of other text between
 * spaces that holds a letter or digit ("don't" is one word, a lone "—" none).
 */
export function countWords(text: string): number {
  if (typeof text !== 'string') return 0;
  const cjk = text.match(/[\u3400-\u9fff\uf900-\ufaff]/g)?.length ?? 0;
  const other = text
    .replace(/[\u3400-\u9fff\uf900-\ufaff]/g, ' ')
    .split(/\s+/u)
    .filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
  return cjk + other;
}

function essayText(local: unknown, words: Words): string {
  const answer = (local && typeof local === 'object' ? local : {}) as Partial<EssayAnswer>;
  const text = typeof answer.text === 'string' ? answer.text.trim() : '';
  const photos = Array.isArray(answer.imgUrl)
    ? answer.imgUrl.filter((url) => typeof url === 'string' && url !== '').length
    : 0;
  const parts: string[] = [];
  if (text !== '') parts.push(words.written(countWords(text)));
  if (photos > 0) parts.push(words.photos(photos));
  if (parts.length > 0) return parts.join(' ');
  return local === undefined ? words.writtenOnly : words.noAnswer;
}

function speakingText(local: unknown, words: Words): string {
  const answer = (local && typeof local === 'object' ? local : {}) as Partial<SpeakingAnswer>;
  const clips = [answer.uploadList, answer.makeList]
    .flatMap((list) => (Array.isArray(list) ? list : []))
    .filter((clip) => clip && typeof clip.url === 'string' && clip.url !== '').length;
  if (clips > 0) return words.recording(clips);
  return local === undefined ? words.recording(1) : words.noAnswer;
}

function isBaseType(type: unknown): type is BaseQuestionType {
  return typeof type === 'string' && (BASE_QUESTION_TYPES as readonly string[]).includes(type);
}

/** The text of a base question's answer, before shortening. */
function baseText(question: BaseQuestion, encoded: string, options: AnswerTextOptions, words: Words): string {
  const type = question.questionType;
  if (type === 'ESSAY' || type === 'LONG_ANSWER') return essayText(options.localAnswer, words);
  if (type === 'SPEAKING') return speakingText(options.localAnswer, words);
  if (!isBaseType(type)) return plain(encoded);
  const decoded: unknown = decodeAnswer(question as BaseQuestion & { questionType: typeof type }, encoded);
  switch (type) {
    case 'SINGLE_CHOICE':
      return typeof decoded === 'string' ? choiceText(question, decoded, words) : '';
    case 'MULTIPLE_CHOICE':
      return strings(decoded)
        .map((key) => choiceText(question, key, words))
        .join(', ');
    case 'COMPLETION':
    case 'CHOICE_COMPLETION':
    case 'SHORT_ANSWER':
      return blanksText(strings(decoded), words);
    case 'RECOMBINE_SENTENCE':
      return sentenceText(strings(decoded));
    case 'TEXT_DRAG': {
      const options = optionsOf(question);
      const values = strings(decoded).map((serial) => {
        if (serial.trim() === '') return '';
        const option = options.find(
          (o) => normalizeContent(String(o.serialNo ?? o.optionNo ?? '')) === normalizeContent(serial),
        );
        return option ? contentOf(option, words) : serial;
      });
      return blanksText(values, words);
    }
    case 'CONNECTING':
    case 'MATCHING':
      return pairsText(question, Array.isArray(decoded) ? (decoded as AnswerPair[]) : [], words);
    case 'PUNCTUATION':
    case 'PUNCTUATION_ALL':
      return punctuationText(Array.isArray(decoded) ? (decoded as PunctuationCell[]) : []);
    default:
      return plain(encoded);
  }
}

function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.map((item) => (typeof item === 'string' ? item : '')) : [];
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
    const words = WORDS[opts.locale === 'hk' ? 'hk' : 'en'];
    const max = opts.maxLength ?? DEFAULT_MAX_LENGTH;
    if (!question || typeof question !== 'object') return shorten(plain(encoded) || words.noAnswer, max);
    if (isCompositeQuestion(question)) {
      const answers = compositeAnswers(encoded);
      const children = Array.isArray(question.combinationQuestions) ? question.combinationQuestions : [];
      const texts = children.map((child, index) => {
        const own =
          child && Object.hasOwn(answers, child.questionId) ? (answers[child.questionId] ?? '') : '';
        const text = child ? baseText(child, own, { ...opts, localAnswer: undefined }, words) : '';
        return `${index + 1}. ${text || words.noAnswer}`;
      });
      return shorten(texts.join('; ') || words.noAnswer, max);
    }
    const text = baseText(question, typeof encoded === 'string' ? encoded : '', opts, words);
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
 * Never throws, but for MathNotLoadedError (math read before loadMath() in a browser).
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

function baseKey(question: BaseQuestion, encoded: string, localAnswer?: unknown): string {
  const type = question.questionType;
  if (!isBaseType(type)) return encoded.trim();
  if (type === 'ESSAY' || type === 'LONG_ANSWER' || type === 'SPEAKING') return teacherMarkedKey(localAnswer);
  const decoded: unknown = decodeAnswer(question as BaseQuestion & { questionType: typeof type }, encoded);
  switch (type) {
    case 'SINGLE_CHOICE':
      return typeof decoded === 'string' ? normalizeKey(decoded) : '';
    case 'MULTIPLE_CHOICE':
      return [...new Set(strings(decoded).map(normalizeKey))]
        .filter((key) => key !== '')
        .sort()
        .join(';');
    case 'COMPLETION':
    case 'CHOICE_COMPLETION':
    case 'SHORT_ANSWER': {
      const blanks = strings(decoded).map((value) =>
        normalizeBlank(value, question.answerCaseSensitiveStatus === true),
      );
      return blanks.every((blank) => blank === '') ? '' : JSON.stringify(blanks);
    }
    case 'RECOMBINE_SENTENCE':
    case 'TEXT_DRAG': {
      const slots = strings(decoded).map(normalizeContent);
      return slots.every((slot) => slot === '') ? '' : JSON.stringify(slots);
    }
    case 'CONNECTING':
    case 'MATCHING': {
      const pairs = (Array.isArray(decoded) ? (decoded as AnswerPair[]) : [])
        .filter((pair) => normalizeKey(pair.right) !== '')
        .map((pair) => `${normalizeKey(pair.left)}-${normalizeKey(pair.right)}`)
        .sort();
      return pairs.join(';');
    }
    case 'PUNCTUATION':
    case 'PUNCTUATION_ALL': {
      const cells = Array.isArray(decoded) ? (decoded as PunctuationCell[]) : [];
      const marked = cells.some((cell) =>
        cell.type === 'SYMBOL' ? cell.content !== '' : cell.underType !== '',
      );
      return marked ? punctuationText(cells) : '';
    }
    default:
      return encoded.trim();
  }
}

/** A teacher-marked answer's key: its typed text (spaces collapsed), photos and clips; '' for none. */
function teacherMarkedKey(local: unknown): string {
  if (!local || typeof local !== 'object') return '';
  const answer = local as Partial<EssayAnswer & SpeakingAnswer>;
  const text = typeof answer.text === 'string' ? answer.text.replace(/\s+/g, ' ').trim() : '';
  const lists: unknown[] = [answer.imgUrl, answer.uploadList, answer.makeList];
  const urls = lists
    .flatMap((list): unknown[] => (Array.isArray(list) ? list : []))
    .map((item) => {
      if (typeof item === 'string') return item;
      const url = item && typeof item === 'object' ? (item as { url?: unknown }).url : undefined;
      return typeof url === 'string' ? url : '';
    })
    .filter((url) => url !== '');
  return text === '' && urls.length === 0 ? '' : JSON.stringify([text, urls]);
}

/** Whether two answers of a question are the same answer (answerKey equal). */
export function sameAnswer(
  question: Question,
  a: string | CompositeAnswers,
  b: string | CompositeAnswers,
): boolean {
  return answerKey(question, a) === answerKey(question, b);
}
