import { createContext, type ReactNode, useContext, useState } from 'react';
import { useDrag, useDrop } from 'react-dnd';
import { useQeT } from '../../i18n/use-qe-i18n';
import { RichText } from '../shared/rich-text';
import { moveBetweenSlots, placeInSlot, poolOptions, returnToPool } from './slots';

/** react-dnd item type of the slot widgets. */
const OPTION = 'hqe-slot-option';

interface DragItem {
  /** Option index. */
  option: number;
  /** Slot it is dragged from, or null from the pool. */
  fromSlot: number | null;
}

interface Board {
  texts: readonly string[];
  slots: readonly (number | null)[];
  disabled: boolean;
  allowRepeat: boolean;
  picked: number | null;
  verdicts: readonly boolean[] | null;
  pick: (option: number | null) => void;
  drop: (item: DragItem, slot: number | null) => void;
  pressSlot: (slot: number) => void;
  boardId: string;
}

const BoardContext = createContext<Board | null>(null);

function useBoard(): Board {
  const board = useContext(BoardContext);
  if (!board) throw new Error('SlotBoard parts must be inside <SlotBoard>');
  return board;
}

/**
 * Shared state of sentence recombination and text drag: options move from a pool into slots by
 * dragging (react-dnd) or, for one pointer or the keyboard, by pressing an option and then a slot.
 * Pressing a placed item returns it to the pool (spec §4).
 */
export function SlotBoard({
  boardId,
  texts,
  slots,
  onSlotsChange,
  disabled,
  allowRepeat = false,
  verdicts,
  announce,
  children,
}: {
  /** Distinguishes boards on one page, so options cannot be dropped into another question. */
  boardId: string;
  /** Text of each option, by option index. */
  texts: readonly string[];
  slots: readonly (number | null)[];
  onSlotsChange: (slots: (number | null)[]) => void;
  disabled: boolean;
  allowRepeat?: boolean;
  verdicts: readonly boolean[] | null;
  announce: (message: string) => void;
  children: ReactNode;
}) {
  const t = useQeT();
  const [picked, setPicked] = useState<number | null>(null);
  const textOf = (option: number) => texts[option] ?? '';

  const drop = (item: DragItem, slot: number | null) => {
    if (disabled) return;
    if (slot === null) {
      if (item.fromSlot !== null) {
        onSlotsChange(returnToPool(slots, item.fromSlot));
        announce(t('returned', { content: textOf(item.option) }));
      }
      return;
    }
    const next =
      item.fromSlot !== null && !allowRepeat
        ? moveBetweenSlots(slots, item.fromSlot, slot)
        : placeInSlot(slots, item.option, slot, allowRepeat);
    onSlotsChange(next);
    setPicked(null);
    announce(t('placed', { content: textOf(item.option), index: slot + 1 }));
  };

  const pressSlot = (slot: number) => {
    if (disabled) return;
    if (picked !== null) {
      drop({ option: picked, fromSlot: null }, slot);
      return;
    }
    const current = slots[slot];
    if (current !== null && current !== undefined) {
      onSlotsChange(returnToPool(slots, slot));
      announce(t('returned', { content: textOf(current) }));
    }
  };

  const pick = (option: number | null) => {
    if (disabled) return;
    setPicked(option);
    if (option !== null) announce(t('picked', { content: textOf(option) }));
  };

  return (
    <BoardContext.Provider
      value={{ texts, slots, disabled, allowRepeat, picked, verdicts, pick, drop, pressSlot, boardId }}
    >
      <div className="hqe-slot-board">{children}</div>
    </BoardContext.Provider>
  );
}

function PoolOption({ option }: { option: number }) {
  const board = useBoard();
  const [{ dragging }, drag] = useDrag(
    () => ({
      type: `${OPTION}-${board.boardId}`,
      item: { option, fromSlot: null } satisfies DragItem,
      canDrag: () => !board.disabled,
      collect: (monitor) => ({ dragging: monitor.isDragging() }),
    }),
    [option, board.disabled, board.boardId],
  );
  const picked = board.picked === option;
  return (
    <button
      ref={(node) => {
        drag(node);
      }}
      type="button"
      className={`hqe-token${picked ? ' hqe-token--picked' : ''}${dragging ? ' hqe-token--dragging' : ''}`}
      aria-pressed={picked}
      disabled={board.disabled}
      draggable={!board.disabled}
      data-option={option}
      onClick={() => board.pick(picked ? null : option)}
    >
      <RichText text={board.texts[option] ?? ''} />
    </button>
  );
}

/** The options not yet placed (all of them when repeats are allowed); a drop target that takes items back. */
export function SlotPool() {
  const t = useQeT();
  const board = useBoard();
  const [{ over }, drop] = useDrop(
    () => ({
      accept: `${OPTION}-${board.boardId}`,
      drop: (item: DragItem) => board.drop(item, null),
      collect: (monitor) => ({ over: monitor.isOver() }),
    }),
    [board],
  );
  const options = poolOptions(board.texts.length, board.slots, board.allowRepeat);
  return (
    <fieldset
      ref={(node) => {
        drop(node);
      }}
      className={`hqe-pool${over ? ' hqe-pool--over' : ''}`}
    >
      <legend className="hqe-visually-hidden">{t('pool')}</legend>
      {options.map((option) => (
        <PoolOption key={option} option={option} />
      ))}
    </fieldset>
  );
}

/** One slot: a drop target and a button that places the picked option or returns its own. */
export function Slot({ index }: { index: number }) {
  const t = useQeT();
  const board = useBoard();
  const option = board.slots[index] ?? null;
  const [{ over }, drop] = useDrop(
    () => ({
      accept: `${OPTION}-${board.boardId}`,
      canDrop: () => !board.disabled,
      drop: (item: DragItem) => board.drop(item, index),
      collect: (monitor) => ({ over: monitor.isOver() && monitor.canDrop() }),
    }),
    [board, index],
  );
  const [, drag] = useDrag(
    () => ({
      type: `${OPTION}-${board.boardId}`,
      item: { option: option ?? -1, fromSlot: index } satisfies DragItem,
      canDrag: () => !board.disabled && option !== null,
    }),
    [option, index, board.disabled, board.boardId],
  );
  const verdict = board.verdicts ? (board.verdicts[index] ?? false) : null;
  const text = option === null ? '' : (board.texts[option] ?? '');
  const label =
    option === null
      ? t('emptySlot', { index: index + 1 })
      : t('slotWith', { index: index + 1, content: text });
  const state = verdict === null ? '' : verdict ? ' hqe-slot--right' : ' hqe-slot--wrong';
  return (
    <span className="hqe-slot-wrap">
      <button
        ref={(node) => {
          drop(node);
          drag(node);
        }}
        type="button"
        className={`hqe-slot${option === null ? ' hqe-slot--empty' : ''}${over ? ' hqe-slot--over' : ''}${state}`}
        aria-label={label}
        aria-invalid={verdict === false || undefined}
        disabled={board.disabled}
        draggable={!board.disabled && option !== null}
        data-slot={index}
        onClick={() => board.pressSlot(index)}
      >
        {option === null ? <span aria-hidden="true">{index + 1}</span> : <RichText text={text} />}
      </button>
      {verdict !== null && (
        <span className={`hqe-mark hqe-mark--${verdict ? 'right' : 'wrong'}`} aria-hidden="true">
          {verdict ? '✓' : '✗'}
        </span>
      )}
    </span>
  );
}
