import { passageKey, passageText } from './answer-words';
import { type CheckResult, fromItems, notCorrect } from './check-result';
import { answerKeyOf } from './encoding';
import type { BaseQuestion, PunctuationCell, UnderType } from './model';
import type { BaseQuestionType } from './question-type';
import type { QuestionTypeModule } from './type-module';

/** Markup of an empty symbol slot. */
export const EMPTY_SLOT_MARKUP = '[$$]';
/** Opening of a filled symbol slot: `[作答##x]`. */
export const FILLED_SLOT_OPEN = '[作答##';
/** Opening of an underlined range: `[U:…]`. */
export const UNDERLINE_OPEN = '[U:';
/** Opening of a marked range: `[T:…]`. */
export const MARK_OPEN = '[T:';
/** Closing of every bracketed token. */
export const TOKEN_CLOSE = ']';

/** A punctuation answer: the passage as cells, one per character of text and one per symbol slot. */
export type PunctuationAnswer = PunctuationCell[];

function textCell(content: string, underType: UnderType): PunctuationCell {
  return { type: 'TEXT', content, underType };
}

function symbolCell(content: string): PunctuationCell {
  return { type: 'SYMBOL', content, underType: '' };
}

/** Chinese full-width symbols offered in the symbol bar (符號欄). */
export const PUNCTUATION_SYMBOLS = [
  '，',
  '。',
  '、',
  '；',
  '：',
  '？',
  '！',
  '「',
  '」',
  '『',
  '』',
  '（',
  '）',
  '——',
  '……',
  '《',
  '》',
  '〈',
  '〉',
  '·',
] as const;

/** English symbols offered in the symbol bar when the question's subject is ENGLISH. */
export const ENGLISH_PUNCTUATION_SYMBOLS = [',', '.', '?', '!', ';', ':', "'", '"', '-', '(', ')'] as const;

/** Longest symbol a student places: the symbol bars' longest marks ('——', '……') have 2 characters. */
export const MAX_SYMBOL_LENGTH = 2;

/** The kinds of bracketed token, told apart by the character after '[' without comparing strings. */
const TOKEN_AFTER_BRACKET: Readonly<Record<string, readonly [string, 'SYMBOL' | 'UNDERLINE' | 'MARK']>> = {
  作: [FILLED_SLOT_OPEN, 'SYMBOL'],
  U: [UNDERLINE_OPEN, 'UNDERLINE'],
  T: [MARK_OPEN, 'MARK'],
};

/** Pushes one TEXT cell per code point of text[from, to), stopping at `limit` cells. */
function pushText(
  cells: PunctuationCell[],
  text: string,
  from: number,
  to: number,
  underType: UnderType,
  limit = Number.POSITIVE_INFINITY,
): void {
  let at = from;
  while (at < to && cells.length < limit) {
    const code = text.charCodeAt(at);
    // A surrogate pair is one character; a lone surrogate is a character of its own.
    const pair =
      code >= 0xd800 && code <= 0xdbff && at + 1 < to && (text.charCodeAt(at + 1) & 0xfc00) === 0xdc00;
    cells.push(textCell(pair ? text.slice(at, at + 2) : text[at]!, underType));
    at += pair ? 2 : 1;
  }
}

/**
 * Parses punctuation markup into cells: plain text and `[U:…]` / `[T:…]` ranges give one TEXT cell
 * per character (with underType '' / UNDERLINE / MARK), `[$$]` an empty SYMBOL cell and `[作答##x]` a
 * SYMBOL cell holding x. A bracket that starts no complete token is plain text. Never throws.
 */
export function parsePunctuation(markup: string): PunctuationCell[] {
  return typeof markup === 'string' ? parseCells(markup, Number.POSITIVE_INFINITY) : [];
}

/**
 * parsePunctuation, stopping once `limit` cells are read: the checker compares by position, so it
 * never needs more cells than the key has, however long the answer is. One pass, linear time.
 */
export function parseCells(markup: string, limit: number): PunctuationCell[] {
  const cells: PunctuationCell[] = [];
  let at = 0;
  let plainFrom = 0;
  // Position of the next ']' (-1: none left), remembered so unclosed tokens cost linear time in total.
  let nextClose = -2;
  const closeFrom = (from: number) => {
    if (nextClose === -1 || nextClose >= from) return nextClose;
    nextClose = markup.indexOf(TOKEN_CLOSE, from);
    return nextClose;
  };
  while (at < markup.length && cells.length < limit) {
    const open = markup.indexOf('[', at);
    if (open < 0) break;
    // Plain text holds at least half as many characters as code units: stop once it fills the limit.
    if (open - plainFrom >= 2 * (limit - cells.length)) break;
    let consumed = -1;
    if (markup.startsWith(EMPTY_SLOT_MARKUP, open)) {
      pushText(cells, markup, plainFrom, open, '', limit);
      cells.push(symbolCell(''));
      consumed = open + EMPTY_SLOT_MARKUP.length;
    } else {
      const token = TOKEN_AFTER_BRACKET[markup[open + 1] ?? ''];
      if (token && markup.startsWith(token[0], open)) {
        const close = closeFrom(open + token[0].length);
        if (close >= 0) {
          pushText(cells, markup, plainFrom, open, '', limit);
          if (token[1] === 'SYMBOL') cells.push(symbolCell(markup.slice(open + token[0].length, close)));
          else pushText(cells, markup, open + token[0].length, close, token[1], limit);
          consumed = close + TOKEN_CLOSE.length;
        }
      }
    }
    if (consumed < 0) {
      at = open + 1;
    } else {
      at = consumed;
      plainFrom = consumed;
    }
  }
  pushText(cells, markup, plainFrom, markup.length, '', limit);
  return cells.length > limit ? cells.slice(0, limit) : cells;
}

/**
 * Writes cells as punctuation markup; consecutive TEXT cells with the same mark share one `[U:…]` or
 * `[T:…]` range. Inverse of parsePunctuation for cells it produces.
 */
export function serializePunctuation(cells: readonly PunctuationCell[]): string {
  if (!Array.isArray(cells)) return '';
  let out = '';
  let range: UnderType = '';
  const close = () => {
    if (range !== '') out += TOKEN_CLOSE;
    range = '';
  };
  for (const cell of cells) {
    if (!cell || typeof cell.content !== 'string') continue;
    if (cell.type === 'SYMBOL') {
      close();
      out += cell.content === '' ? EMPTY_SLOT_MARKUP : `${FILLED_SLOT_OPEN}${cell.content}${TOKEN_CLOSE}`;
      continue;
    }
    const underType: UnderType =
      cell.underType === 'UNDERLINE' || cell.underType === 'MARK' ? cell.underType : '';
    if (underType !== range) {
      close();
      if (underType !== '') out += underType === 'UNDERLINE' ? UNDERLINE_OPEN : MARK_OPEN;
      range = underType;
    }
    out += cell.content;
  }
  close();
  return out;
}

/** Expands cells so that every TEXT cell holds one character (the canonical form of answers). */
export function toCharacterCells(cells: readonly PunctuationCell[]): PunctuationCell[] {
  const out: PunctuationCell[] = [];
  for (const cell of cells ?? []) {
    if (cell.type === 'SYMBOL') out.push(symbolCell(cell.content ?? ''));
    else {
      const content = cell.content ?? '';
      pushText(out, content, 0, content.length, cell.underType ?? '');
    }
  }
  return out;
}

/** The passage as the student first sees it: the question's cells without marks or symbols. */
function emptyCells(question: BaseQuestion): PunctuationCell[] {
  return toCharacterCells(
    (question.textData ?? []).map((cell) => ({
      type: cell.type,
      content: cell.type === 'SYMBOL' ? '' : cell.content,
      underType: '' as UnderType,
    })),
  );
}

const keyCache = new WeakMap<BaseQuestion, { source: string; cells: PunctuationCell[] }>();

/** Expected cells: questionAnswer markup when given, else the success fields of textData. */
export function punctuationKey(question: BaseQuestion): PunctuationCell[] {
  const source = answerKeyOf(question);
  const cached = keyCache.get(question);
  if (cached && cached.source === source && source !== '') return cached.cells;
  let cells: PunctuationCell[] = [];
  if (source !== '') {
    cells = parsePunctuation(source);
  } else if (
    question.textData?.some((c) => c.successContent !== undefined || c.successUnderType !== undefined)
  ) {
    cells = toCharacterCells(
      question.textData.map((cell) =>
        cell.type === 'SYMBOL'
          ? symbolCell(cell.successContent ?? '')
          : textCell(cell.content, cell.successUnderType ?? ''),
      ),
    );
  }
  keyCache.set(question, { source, cells });
  return cells;
}

function isMarked(cell: PunctuationCell | undefined): boolean {
  if (!cell) return false;
  if (cell.type === 'SYMBOL') return typeof cell.content === 'string' && cell.content.trim() !== '';
  return cell.underType === 'UNDERLINE' || cell.underType === 'MARK';
}

/**
 * Checks punctuation cell by cell, by position against the expected cells. A cell yields an item
 * when the key or the student puts something there (a symbol, an underline or a mark), so untouched
 * plain text neither helps nor hurts; the item is right when type, symbol (trimmed, exact) and mark
 * all agree.
 */
export function checkPunctuation(question: BaseQuestion, studentAnswer: string): CheckResult {
  const expected = punctuationKey(question);
  if (!expected.some(isMarked)) return notCorrect();
  const given = parseCells(typeof studentAnswer === 'string' ? studentAnswer : '', expected.length);
  const items: boolean[] = [];
  expected.forEach((cell, index) => {
    const student = given[index];
    if (!isMarked(cell) && !isMarked(student)) return;
    if (!student || student.type !== cell.type) {
      items.push(false);
    } else if (cell.type === 'SYMBOL') {
      items.push(student.content.trim() === cell.content.trim());
    } else {
      items.push(student.underType === cell.underType);
    }
  });
  return fromItems(items);
}

/** The longest markup of cells: each character in a range of its own, each slot with the longest symbol. */
function maxMarkupLength(cells: readonly PunctuationCell[]): number {
  let length = 0;
  for (const cell of cells) {
    if (cell?.type === 'SYMBOL') {
      length += FILLED_SLOT_OPEN.length + MAX_SYMBOL_LENGTH + TOKEN_CLOSE.length;
    } else if (typeof cell?.content === 'string') {
      // Per code unit, so a character of two units is counted twice: an upper bound, never short.
      length += cell.content.length * (UNDERLINE_OPEN.length + 1 + TOKEN_CLOSE.length);
    }
  }
  return length;
}

/**
 * The longest markup a student can submit for the question: every character of the passage (the
 * question's textData, or the key's) in a range of its own (`[U:x]`) and every slot holding the
 * longest symbol (`[作答##——]`).
 */
export function maxPunctuationLength(question: BaseQuestion): number {
  return Math.max(
    maxMarkupLength(question.textData ?? []),
    maxMarkupLength(punctuationKey(question)),
    answerKeyOf(question).length,
  );
}

/** Builds the module of PUNCTUATION and PUNCTUATION_ALL, which share the markup and the checker. */
export function punctuationModule(type: BaseQuestionType): QuestionTypeModule<PunctuationAnswer> {
  return {
    type,
    teacherMarked: false,
    returnsBlanks: false,
    inlineGaps: false,
    emptyAnswer: emptyCells,
    encode: (_question, answer) => serializePunctuation(answer),
    decode: (_question, encoded) => parsePunctuation(encoded),
    hasAnswer: (_question, answer) => Array.isArray(answer) && answer.some((cell) => isMarked(cell)),
    check: checkPunctuation,
    answerText: (_question, answer) => passageText(answer),
    answerKey: (_question, answer) => passageKey(answer),
    // The key's passage, when the key places a symbol, an underline or a mark.
    rightAnswerText: (question) => passageKey(punctuationKey(question)),
    maxEncodedLength: maxPunctuationLength,
  };
}
