import type { PunctuationCell } from '@harbour/question-core';
import { punctuationKey } from '@harbour/question-core';
import { useEffect, useId, useRef, useState } from 'react';
import { useDrag, useDrop } from 'react-dnd';
import { useQeT } from '../../i18n/use-qe-i18n';
import { positionKeys } from '../shared/position-keys';
import type { WidgetProps } from '../shared/types';
import {
  applyUnderType,
  canSelectCell,
  cellVerdicts,
  deleteAt,
  dropSymbol,
  type EditOutcome,
  punctuationSymbolsFor,
  underlineRun,
} from './editor';

const SYMBOL = 'hqe-punctuation-symbol';

interface Selection {
  anchor: number;
  focus: number;
}

function SymbolButton({
  symbol,
  type,
  picked,
  disabled,
  onPick,
}: {
  symbol: string;
  type: string;
  picked: boolean;
  disabled: boolean;
  onPick: () => void;
}) {
  const [, drag] = useDrag(
    () => ({ type, item: { symbol }, canDrag: () => !disabled }),
    [symbol, type, disabled],
  );
  return (
    <button
      ref={(node) => {
        drag(node);
      }}
      type="button"
      className={`hqe-symbol${picked ? ' hqe-symbol--picked' : ''}`}
      aria-pressed={picked}
      disabled={disabled}
      draggable={!disabled}
      onClick={onPick}
    >
      {symbol}
    </button>
  );
}

function SymbolSlot({
  index,
  position,
  cell,
  type,
  disabled,
  verdict,
  onDropSymbol,
  onPress,
}: {
  index: number;
  position: number;
  cell: PunctuationCell;
  type: string;
  disabled: boolean;
  verdict: boolean | null;
  onDropSymbol: (index: number, symbol: string) => void;
  onPress: (index: number) => void;
}) {
  const t = useQeT();
  const [{ over }, drop] = useDrop(
    () => ({
      accept: type,
      canDrop: () => !disabled,
      drop: (item: { symbol: string }) => onDropSymbol(index, item.symbol),
      collect: (monitor) => ({ over: monitor.isOver() && monitor.canDrop() }),
    }),
    [type, disabled, index, onDropSymbol],
  );
  const state = verdict === null ? '' : verdict ? ' hqe-cell--right' : ' hqe-cell--wrong';
  const verdictText = verdict === null ? '' : `, ${verdict ? t('cellRight') : t('cellWrong')}`;
  return (
    <button
      ref={(node) => {
        drop(node);
      }}
      type="button"
      className={`hqe-symbol-slot${cell.content === '' ? ' hqe-symbol-slot--empty' : ''}${over ? ' hqe-symbol-slot--over' : ''}${state}`}
      aria-label={`${t('symbolSlot', { index: position, content: cell.content || t('emptySymbol') })}${verdictText}`}
      disabled={disabled}
      data-cell={index}
      onClick={() => onPress(index)}
    >
      {cell.content || '\u3000'}
    </button>
  );
}

/**
 * Punctuation editor: a symbol bar (符號欄) whose symbols are dragged, or pressed and then placed,
 * onto symbol slots; text selected by mouse drag, touch or Shift+arrow keys is underlined or marked;
 * pressing a placed symbol or a marked range removes it (spec §4, §5).
 */
export function PunctuationWidget({
  question,
  answer,
  onChange,
  disabled,
  items,
  status,
  announce,
  warn,
}: WidgetProps<PunctuationCell[]>) {
  const t = useQeT();
  const id = useId();
  const dragType = `${SYMBOL}-${id}`;
  const cells = Array.isArray(answer) ? answer : [];
  const [selection, setSelection] = useState<Selection | null>(null);
  const [caret, setCaret] = useState(0);
  // The caret is drawn only while the passage has the focus, so it is never taken for an underline.
  const [focused, setFocused] = useState(false);
  const [picked, setPicked] = useState<string | null>(null);
  const [append, setAppend] = useState(false);
  const dragging = useRef(false);
  const checked = status !== null;
  const editor = { disabled, checked };
  const verdicts = items ? cellVerdicts(cells, punctuationKey(question)) : cells.map(() => null);

  useEffect(() => {
    const end = () => {
      dragging.current = false;
    };
    document.addEventListener('pointerup', end);
    return () => document.removeEventListener('pointerup', end);
  }, []);

  const apply = (outcome: EditOutcome) => {
    if (outcome.warning) warn(t('noPunctuationInUnderline'));
    else onChange(outcome.cells);
  };

  const range: [number, number] | null = selection
    ? [Math.min(selection.anchor, selection.focus), Math.max(selection.anchor, selection.focus)]
    : null;
  const selectedText = range
    ? cells
        .slice(range[0], range[1] + 1)
        .map((cell) => cell.content)
        .join('')
    : '';

  const mark = (kind: 'UNDERLINE' | 'MARK') => {
    if (!range) return;
    apply(applyUnderType(cells, range[0], range[1], kind));
    setSelection(null);
  };

  const onDropSymbol = (index: number, symbol: string) => {
    if (disabled) return;
    apply(dropSymbol(cells, index, symbol, append));
    setPicked(null);
  };

  const onSlotPress = (index: number) => {
    if (disabled) return;
    if (picked !== null) return onDropSymbol(index, picked);
    if ((cells[index]?.content ?? '') !== '') onChange(deleteAt(cells, index));
  };

  const startSelection = (index: number) => {
    const cell = cells[index];
    if (!cell) return;
    if (!canSelectCell(cell, editor)) {
      // A marked range is removed by pressing it.
      if (!disabled && !checked && cell.type === 'TEXT' && cell.underType !== '') {
        const run = underlineRun(cells, index);
        onChange(deleteAt(cells, index));
        if (run)
          announce(
            t('removeRange', {
              kind: t(cell.underType === 'MARK' ? 'mark' : 'underline'),
              text: cells
                .slice(run[0], run[1] + 1)
                .map((c) => c.content)
                .join(''),
            }),
          );
      }
      return;
    }
    dragging.current = true;
    setSelection({ anchor: index, focus: index });
    setCaret(index);
  };

  const extendSelection = (index: number) => {
    if (!dragging.current || !selection) return;
    const cell = cells[index];
    if (cell?.type !== 'TEXT') return;
    setSelection({ ...selection, focus: index });
  };

  const textIndexes = cells.flatMap((cell, index) => (cell.type === 'TEXT' ? [index] : []));
  const moveCaret = (step: 1 | -1, extend: boolean) => {
    const at = textIndexes.indexOf(caret);
    const next = textIndexes[Math.max(0, Math.min(textIndexes.length - 1, Math.max(at, 0) + step))];
    if (next === undefined) return;
    setCaret(next);
    if (extend) {
      const anchor = selection?.anchor ?? caret;
      if (cells[anchor] && canSelectCell(cells[anchor] as PunctuationCell, editor))
        setSelection({ anchor, focus: next });
    } else {
      setSelection(null);
    }
  };

  const onTextKeyDown = (event: React.KeyboardEvent) => {
    // Keys pressed on the symbol slots inside the passage belong to those buttons.
    if (disabled || checked || event.target !== event.currentTarget) return;
    const caretCell = cells[caret];
    switch (event.key) {
      case 'ArrowRight':
      case 'ArrowLeft':
        event.preventDefault();
        moveCaret(event.key === 'ArrowRight' ? 1 : -1, event.shiftKey);
        break;
      case 'Home':
        event.preventDefault();
        setCaret(textIndexes[0] ?? 0);
        setSelection(null);
        break;
      case 'End':
        event.preventDefault();
        setCaret(textIndexes[textIndexes.length - 1] ?? 0);
        setSelection(null);
        break;
      case ' ':
        event.preventDefault();
        if (caretCell && canSelectCell(caretCell, editor)) setSelection({ anchor: caret, focus: caret });
        break;
      case 'u':
      case 'U':
        event.preventDefault();
        mark('UNDERLINE');
        break;
      case 'm':
      case 'M':
        event.preventDefault();
        mark('MARK');
        break;
      case 'Delete':
      case 'Backspace':
      case 'Enter':
        if (caretCell?.type === 'TEXT' && caretCell.underType !== '') {
          event.preventDefault();
          startSelection(caret);
        }
        break;
      case 'Escape':
        setSelection(null);
        break;
      default:
    }
  };

  useEffect(() => {
    if (selectedText) announce(selectedText);
  }, [selectedText, announce]);

  let slotNumber = 0;
  const editable = !disabled && !checked;
  return (
    <div className="hqe-punctuation">
      <div className="hqe-punctuation__bar" role="toolbar" aria-label={t('symbolBar')}>
        <span className="hqe-punctuation__bar-title" aria-hidden="true">
          {t('symbolBar')}
        </span>
        {punctuationSymbolsFor(question.subjectCode).map((symbol) => (
          <SymbolButton
            key={symbol}
            symbol={symbol}
            type={dragType}
            picked={picked === symbol}
            disabled={!editable}
            onPick={() => {
              const next = picked === symbol ? null : symbol;
              setPicked(next);
              if (next) announce(t('symbolPicked', { symbol }));
            }}
          />
        ))}
      </div>
      <div className="hqe-punctuation__tools">
        <button
          type="button"
          className="hqe-button hqe-button--small"
          disabled={!editable || !range}
          onClick={() => mark('UNDERLINE')}
        >
          {t('underline')}
        </button>
        <button
          type="button"
          className="hqe-button hqe-button--small"
          disabled={!editable || !range}
          onClick={() => mark('MARK')}
        >
          {t('mark')}
        </button>
        <label className="hqe-check">
          <input
            type="checkbox"
            checked={append}
            disabled={!editable}
            onChange={(event) => setAppend(event.target.checked)}
          />
          {t('appendMode')}
        </label>
      </div>
      <p id={`${id}-hint`} className="hqe-hint">
        {t('selectionHint')}
      </p>
      <div
        className={`hqe-punctuation__text${editable ? '' : ' hqe-punctuation__text--locked'}`}
        role="application"
        tabIndex={editable ? 0 : -1}
        aria-label={t('punctuationText')}
        aria-describedby={`${id}-hint`}
        onKeyDown={onTextKeyDown}
        onFocus={() => setFocused(true)}
        onBlur={() => setFocused(false)}
      >
        {positionKeys(cells.length, 'cell').map((key, index) => {
          const cell = cells[index] as PunctuationCell;
          const verdict = verdicts[index] ?? null;
          if (cell.type === 'SYMBOL') {
            slotNumber += 1;
            return (
              <SymbolSlot
                key={key}
                index={index}
                position={slotNumber}
                cell={cell}
                type={dragType}
                disabled={!editable}
                verdict={verdict}
                onDropSymbol={onDropSymbol}
                onPress={onSlotPress}
              />
            );
          }
          const selected = range !== null && index >= range[0] && index <= range[1];
          const classes = [
            'hqe-cell',
            cell.underType === 'UNDERLINE' ? 'hqe-cell--underline' : '',
            cell.underType === 'MARK' ? 'hqe-cell--mark' : '',
            selected ? 'hqe-cell--selected' : '',
            editable && focused && caret === index ? 'hqe-cell--caret' : '',
            verdict === null ? '' : verdict ? 'hqe-cell--right' : 'hqe-cell--wrong',
          ]
            .filter(Boolean)
            .join(' ');
          return (
            <span
              key={key}
              className={classes}
              data-cell={index}
              onPointerDown={(event) => {
                if (!editable) return;
                event.preventDefault();
                (event.currentTarget.parentElement as HTMLElement | null)?.focus();
                startSelection(index);
              }}
              onPointerEnter={() => extendSelection(index)}
              onPointerMove={(event) => {
                // Touch pointers are captured by the first cell: find the cell under the finger.
                if (!dragging.current || event.pointerType === 'mouse') return;
                const under = document.elementFromPoint(event.clientX, event.clientY) as HTMLElement | null;
                const at = under?.dataset.cell;
                if (at !== undefined) extendSelection(Number(at));
              }}
            >
              {cell.content}
            </span>
          );
        })}
      </div>
    </div>
  );
}
