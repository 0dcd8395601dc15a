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

function pushText(cells: PunctuationCell[], text: string, underType: UnderType): void {
  for (const char of text) cells.push(textCell(char, underType));
}

/**
 * Parses punctuation markup into cells: plain text and `[U:…]` / `[T:…]` ranges give one TEXT cell
 * per character (with underType '' / UNDERLINE / MARK), `[$$]` an empty SYMBOL cell and `[作答##x]` a
 * SYMBOL cell holding x. A bracket that starts no complete token is plain text. Never throws.
 */
export function parsePunctuation(markup: string): PunctuationCell[] {
  const cells: PunctuationCell[] = [];
  if (typeof markup !== 'string') return cells;
  let at = 0;
  let plainFrom = 0;
  // Position of the next ']' (-1: none left), remembered so unclosed tokens cost linear time in total.
  let nextClose = -2;
  const closeFrom = (from: number) => {
    if (nextClose === -1 || nextClose >= from) return nextClose;
    nextClose = markup.indexOf(TOKEN_CLOSE, from);
    return nextClose;
  };
  const flushPlain = (until: number) => {
    if (until > plainFrom) pushText(cells, markup.slice(plainFrom, until), '');
  };
  while (at < markup.length) {
    const open = markup.indexOf('[', at);
    if (open < 0) break;
    let consumed = -1;
    if (markup.startsWith(EMPTY_SLOT_MARKUP, open)) {
      flushPlain(open);
      cells.push(symbolCell(''));
      consumed = open + EMPTY_SLOT_MARKUP.length;
    } else {
      for (const [prefix, kind] of [
        [FILLED_SLOT_OPEN, 'SYMBOL'],
        [UNDERLINE_OPEN, 'UNDERLINE'],
        [MARK_OPEN, 'MARK'],
      ] as const) {
        if (!markup.startsWith(prefix, open)) continue;
        const close = closeFrom(open + prefix.length);
        if (close < 0) break;
        flushPlain(open);
        const inner = markup.slice(open + prefix.length, close);
        if (kind === 'SYMBOL') cells.push(symbolCell(inner));
        else pushText(cells, inner, kind);
        consumed = close + TOKEN_CLOSE.length;
        break;
      }
    }
    if (consumed < 0) {
      at = open + 1;
    } else {
      at = consumed;
      plainFrom = consumed;
    }
  }
  flushPlain(markup.length);
  return cells;
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
    else pushText(out, cell.content ?? '', cell.underType ?? '');
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
  const given = parsePunctuation(studentAnswer);
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

/** Builds the module of PUNCTUATION and PUNCTUATION_ALL, which share the markup and the checker. */
export function punctuationModule(type: BaseQuestionType): QuestionTypeModule<PunctuationAnswer> {
  return {
    type,
    emptyAnswer: emptyCells,
    encode: (_question, answer) => serializePunctuation(answer),
    decode: (_question, encoded) => parsePunctuation(encoded),
    hasAnswer: (_question, answer) => Array.isArray(answer) && answer.some((cell) => isMarked(cell)),
    check: checkPunctuation,
  };
}
