import {
  ENGLISH_PUNCTUATION_SYMBOLS,
  PUNCTUATION_SYMBOLS,
  type PunctuationCell,
  type Subject,
  type UnderType,
} from '@harbour/question-core';

export { ENGLISH_PUNCTUATION_SYMBOLS, PUNCTUATION_SYMBOLS };

/** Warning of spec §5 when an underline would hold punctuation. */
export const NO_PUNCTUATION_IN_UNDERLINE = 'noPunctuationInUnderline' as const;

/** The symbol bar of a question: English marks for ENGLISH, full-width Chinese marks otherwise. */
export function punctuationSymbolsFor(subjectCode: Subject): readonly string[] {
  return subjectCode === 'ENGLISH' ? ENGLISH_PUNCTUATION_SYMBOLS : PUNCTUATION_SYMBOLS;
}

/** Why the editor refused an action, or null when it was applied. */
export type EditOutcome = { cells: PunctuationCell[]; warning: typeof NO_PUNCTUATION_IN_UNDERLINE | null };

/** Whether a cell can take part in a text selection (spec §4). */
export function canSelectCell(
  cell: PunctuationCell,
  editor: { disabled: boolean; checked: boolean },
): boolean {
  return !editor.disabled && !editor.checked && cell.type !== 'SYMBOL' && cell.underType === '';
}

/** Orders a selection's ends and clamps them to the passage. */
function range(cells: readonly PunctuationCell[], from: number, to: number): [number, number] {
  const start = Math.max(0, Math.min(from, to));
  const end = Math.min(cells.length - 1, Math.max(from, to));
  return [start, end];
}

/**
 * Underlines or marks the text cells from `from` to `to`. A range over a placed symbol is refused
 * with the spec's warning (an underline cannot contain punctuation); a range over an existing mark
 * is refused without a warning, because such cells cannot be selected. Empty slots inside the range
 * stay empty and then refuse symbols (see dropSymbol).
 */
export function applyUnderType(
  cells: readonly PunctuationCell[],
  from: number,
  to: number,
  underType: Exclude<UnderType, ''>,
): EditOutcome {
  const [start, end] = range(cells, from, to);
  const chosen = cells.slice(start, end + 1);
  if (chosen.some((cell) => cell.type === 'SYMBOL' && cell.content !== '')) {
    return { cells: [...cells], warning: NO_PUNCTUATION_IN_UNDERLINE };
  }
  if (!chosen.some((cell) => cell.type === 'TEXT') || chosen.some((cell) => cell.underType !== '')) {
    return { cells: [...cells], warning: null };
  }
  return {
    cells: cells.map((cell, index) =>
      index >= start && index <= end && cell.type === 'TEXT' ? { ...cell, underType } : cell,
    ),
    warning: null,
  };
}

/**
 * Drops a symbol from the bar on a symbol slot: it replaces the content, or appends to it in
 * append mode. A slot inside an underline refuses it with the spec's warning.
 */
export function dropSymbol(
  cells: readonly PunctuationCell[],
  index: number,
  symbol: string,
  append: boolean,
): EditOutcome {
  const cell = cells[index];
  if (cell?.type !== 'SYMBOL') return { cells: [...cells], warning: null };
  if (isInsideUnderline(cells, index)) return { cells: [...cells], warning: NO_PUNCTUATION_IN_UNDERLINE };
  const content = append ? cell.content + symbol : symbol;
  return { cells: cells.map((c, i) => (i === index ? { ...c, content } : c)), warning: null };
}

/** A slot lies inside an underline when the text cells on both sides carry the same mark. */
export function isInsideUnderline(cells: readonly PunctuationCell[], index: number): boolean {
  const cell = cells[index];
  if (!cell) return false;
  if (cell.underType !== '') return true;
  const before = nearestText(cells, index, -1);
  const after = nearestText(cells, index, 1);
  return (
    before !== undefined &&
    after !== undefined &&
    before.underType !== '' &&
    before.underType === after.underType
  );
}

function nearestText(
  cells: readonly PunctuationCell[],
  index: number,
  step: 1 | -1,
): PunctuationCell | undefined {
  for (let i = index + step; i >= 0 && i < cells.length; i += step) {
    const cell = cells[i] as PunctuationCell;
    if (cell.type === 'TEXT') return cell;
  }
  return undefined;
}

/** The contiguous run of text cells with the same mark as cell `index`, as [start, end]. */
export function underlineRun(cells: readonly PunctuationCell[], index: number): [number, number] | null {
  const cell = cells[index];
  if (cell?.type !== 'TEXT' || cell.underType === '') return null;
  let start = index;
  let end = index;
  while (start > 0 && cells[start - 1]?.type === 'TEXT' && cells[start - 1]?.underType === cell.underType)
    start -= 1;
  while (
    end < cells.length - 1 &&
    cells[end + 1]?.type === 'TEXT' &&
    cells[end + 1]?.underType === cell.underType
  )
    end += 1;
  return [start, end];
}

/** Clicking a placed symbol clears it; clicking an underlined or marked range removes the mark. */
export function deleteAt(cells: readonly PunctuationCell[], index: number): PunctuationCell[] {
  const cell = cells[index];
  if (!cell) return [...cells];
  if (cell.type === 'SYMBOL') return cells.map((c, i) => (i === index ? { ...c, content: '' } : c));
  const run = underlineRun(cells, index);
  if (!run) return [...cells];
  return cells.map((c, i) => (i >= run[0] && i <= run[1] ? { ...c, underType: '' } : c));
}

function isMarked(cell: PunctuationCell | undefined): boolean {
  if (!cell) return false;
  return cell.type === 'SYMBOL' ? cell.content.trim() !== '' : cell.underType !== '';
}

/**
 * After checking, the verdict shown on each cell: right or wrong against the expected cell at the
 * same position (content and mark), or null for untouched plain text and when there is no key.
 */
export function cellVerdicts(
  cells: readonly PunctuationCell[],
  expected: readonly PunctuationCell[],
): (boolean | null)[] {
  if (!expected.some(isMarked)) return cells.map(() => null);
  return cells.map((cell, index) => {
    const key = expected[index];
    if (!isMarked(cell) && !isMarked(key)) return null;
    if (!key || key.type !== cell.type) return false;
    return cell.type === 'SYMBOL'
      ? cell.content.trim() === key.content.trim()
      : cell.underType === key.underType;
  });
}

/** Whether the student has put any underline, mark or symbol (spec §5, for the editor's own state). */
export function hasPunctuationWork(cells: readonly PunctuationCell[]): boolean {
  return cells.some((cell) => (cell.type === 'SYMBOL' ? cell.content !== '' : cell.underType !== ''));
}
