import { blankCount } from '@harbour/question-core';
import { type ReactNode, useId } from 'react';
import { useQeT } from '../../i18n/use-qe-i18n';
import type { WidgetProps } from '../shared/types';
import { SlotBoard, SlotPool } from './slot-board';

/** How a drag-into-slots type reads and writes its answer, and lays out its slots. */
export interface SlotAnswerProps extends WidgetProps<string[]> {
  /** The separator of the blanks in the question, which gives the slot count. */
  separator: string;
  /** What the answer holds for each option (its content, or its serial number). */
  values: readonly string[];
  /** The option in each slot, given the answer's entries (one a slot, '' when empty). */
  slotsOf: (entries: string[]) => (number | null)[];
  /** Whether an option may stand in several slots. */
  allowRepeat?: boolean;
  /** The slots, laid out for the type, given their count. */
  renderSlots: (count: number) => ReactNode;
}

/**
 * An answer made by dragging the question's options into slots (sentence recombination, text drag): the
 * board over the options' contents, the hint, the type's slots and the pool; one entry a slot in the answer.
 */
export function SlotAnswer({
  question,
  answer,
  onChange,
  disabled,
  items,
  announce,
  separator,
  values,
  slotsOf,
  allowRepeat,
  renderSlots,
}: SlotAnswerProps) {
  const t = useQeT();
  const boardId = useId();
  const texts = (question.options ?? []).map((option) => option.optionContent);
  const count = Math.max(blankCount(question, separator), Array.isArray(answer) ? answer.length : 0);
  const entries = Array.from({ length: count }, (_, i) => (Array.isArray(answer) ? (answer[i] ?? '') : ''));
  const slots = slotsOf(entries);
  return (
    <SlotBoard
      boardId={boardId}
      texts={texts}
      slots={slots}
      onSlotsChange={(next) =>
        onChange(next.map((option) => (option === null ? '' : (values[option] ?? ''))))
      }
      disabled={disabled}
      allowRepeat={allowRepeat}
      verdicts={items}
      announce={announce}
    >
      <p className="hqe-hint">{t('dragHint')}</p>
      {renderSlots(slots.length)}
      <SlotPool />
    </SlotBoard>
  );
}
