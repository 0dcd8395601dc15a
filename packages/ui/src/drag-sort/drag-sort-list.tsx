import { useLingui } from '@lingui/react';
import { type KeyboardEvent, type ReactNode, useCallback, useEffect, useId, useRef, useState } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { DndProvider, useDrag, useDrop } from 'react-dnd';
import { HTML5Backend } from 'react-dnd-html5-backend';
import { uiText } from '../i18n/messages';
import { moveItem } from './move-item';

/** react-dnd item type of the rows of one list (each list gets its own, so rows cannot cross lists). */
interface DragRow {
  /** Index of the row when the drag is at it. */
  index: number;
}

export interface DragSortListProps<T> {
  /** The items in their current order. */
  items: readonly T[];
  /** Called with the new order after each move (drag, keyboard or buttons). */
  onReorder: (items: T[]) => void;
  /** Stable key of an item. */
  getKey: (item: T) => string;
  /** Text naming an item, for the handle and the announcements. */
  getLabel: (item: T) => string;
  /** Content of a row; the item's label by default. */
  renderItem?: (item: T, index: number) => ReactNode;
  /** Accessible name of the list. */
  'aria-label': string;
}

/**
 * A list reordered by dragging (react-dnd, HTML5 backend), by Alt+Arrow on a row's handle, or by its
 * move up/down buttons (a pointer alternative to dragging); each move is announced.
 */
export function DragSortList<T>(props: DragSortListProps<T>) {
  return (
    <DndProvider backend={HTML5Backend}>
      <SortableList {...props} />
    </DndProvider>
  );
}

function SortableList<T>({ items, onReorder, getKey, getLabel, renderItem, ...rest }: DragSortListProps<T>) {
  const { i18n } = useLingui();
  const type = useId();
  const instructionsId = useId();
  const [announcement, setAnnouncement] = useState('');
  const [focusKey, setFocusKey] = useState<string | null>(null);
  const itemsRef = useRef(items);
  itemsRef.current = items;

  const move = useCallback(
    (from: number, to: number, announce: boolean) => {
      const current = itemsRef.current;
      if (to < 0 || to >= current.length || from === to) return;
      const next = moveItem(current, from, to);
      itemsRef.current = next;
      onReorder(next);
      const moved = current[from];
      if (announce && moved !== undefined) {
        setFocusKey(getKey(moved));
        setAnnouncement(
          i18n._({
            ...uiText.dragMoved,
            values: { item: getLabel(moved), position: to + 1, total: next.length },
          }),
        );
      }
    },
    [onReorder, getKey, getLabel, i18n],
  );
  const clearFocus = useCallback(() => setFocusKey(null), []);

  return (
    <div className="hb-drag-sort">
      <p id={instructionsId} className="hb-visually-hidden">
        {i18n._(uiText.dragInstructions)}
      </p>
      <ul className="hb-drag-sort__list" aria-label={rest['aria-label']}>
        {items.map((item, index) => (
          <SortableRow
            key={getKey(item)}
            type={type}
            index={index}
            count={items.length}
            label={getLabel(item)}
            describedBy={instructionsId}
            focus={focusKey === getKey(item)}
            onFocused={clearFocus}
            move={move}
          >
            {renderItem ? renderItem(item, index) : getLabel(item)}
          </SortableRow>
        ))}
      </ul>
      <div role="status" aria-live="polite" className="hb-visually-hidden">
        {announcement}
      </div>
    </div>
  );
}

interface SortableRowProps {
  type: string;
  index: number;
  count: number;
  label: string;
  describedBy: string;
  focus: boolean;
  onFocused: () => void;
  move: (from: number, to: number, announce: boolean) => void;
  children: ReactNode;
}

function SortableRow({
  type,
  index,
  count,
  label,
  describedBy,
  focus,
  onFocused,
  move,
  children,
}: SortableRowProps) {
  const { i18n } = useLingui();
  const rowRef = useRef<HTMLLIElement>(null);
  const handleRef = useRef<HTMLButtonElement>(null);

  const [{ isDragging }, drag, preview] = useDrag(
    () => ({ type, item: (): DragRow => ({ index }), collect: (m) => ({ isDragging: m.isDragging() }) }),
    [type, index],
  );
  const [, drop] = useDrop<DragRow>(
    () => ({
      accept: type,
      hover(dragged, monitor) {
        const row = rowRef.current;
        const pointer = monitor.getClientOffset();
        if (!row || !pointer || dragged.index === index) return;
        const box = row.getBoundingClientRect();
        const middle = (box.bottom - box.top) / 2;
        const offset = pointer.y - box.top;
        // Move only once the pointer crosses the middle of the row, so rows do not flicker.
        if (dragged.index < index && offset < middle) return;
        if (dragged.index > index && offset > middle) return;
        move(dragged.index, index, false);
        dragged.index = index;
      },
    }),
    [type, index, move],
  );

  useEffect(() => {
    preview(drop(rowRef));
    drag(handleRef);
  }, [preview, drop, drag]);

  useEffect(() => {
    if (focus) {
      handleRef.current?.focus();
      onFocused();
    }
  }, [focus, onFocused]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (!event.altKey) return;
    if (event.key === 'ArrowUp') {
      event.preventDefault();
      move(index, index - 1, true);
    } else if (event.key === 'ArrowDown') {
      event.preventDefault();
      move(index, index + 1, true);
    }
  };

  return (
    <li ref={rowRef} className="hb-drag-sort__row" data-dragging={isDragging || undefined}>
      <button
        ref={handleRef}
        type="button"
        className="hb-drag-sort__handle"
        aria-label={i18n._({ ...uiText.dragHandle, values: { item: label } })}
        aria-describedby={describedBy}
        onKeyDown={onKeyDown}
      >
        <span aria-hidden="true">⠿</span>
      </button>
      <div className="hb-drag-sort__content">{children}</div>
      <AriaButton
        className="hb-drag-sort__move"
        aria-label={i18n._({ ...uiText.dragMoveUp, values: { item: label } })}
        isDisabled={index === 0}
        onPress={() => move(index, index - 1, true)}
      >
        <span aria-hidden="true">↑</span>
      </AriaButton>
      <AriaButton
        className="hb-drag-sort__move"
        aria-label={i18n._({ ...uiText.dragMoveDown, values: { item: label } })}
        isDisabled={index === count - 1}
        onPress={() => move(index, index + 1, true)}
      >
        <span aria-hidden="true">↓</span>
      </AriaButton>
    </li>
  );
}
