import { blankCount, LIST_SEPARATOR } from '@harbour/question-core';
import { useId } from 'react';
import { useQeT } from '../../i18n/use-qe-i18n';
import { Slot, SlotBoard, SlotPool } from '../recombine/slot-board';
import { GapText } from '../shared/gap-text';
import type { WidgetProps } from '../shared/types';

/** Text drag: drag words into the gaps of the text; options may repeat when optionRepeatStatus is on. */
export function TextDragWidget({
  question,
  answer,
  onChange,
  disabled,
  items,
  announce,
}: WidgetProps<string[]>) {
  const t = useQeT();
  const boardId = useId();
  const options = question.options ?? [];
  const serials = options.map((option) => (option.serialNo ?? option.optionNo).trim());
  const texts = options.map((option) => option.optionContent);
  const count = Math.max(blankCount(question, LIST_SEPARATOR), Array.isArray(answer) ? answer.length : 0);
  const slots = Array.from({ length: count }, (_, i) => {
    const serial = Array.isArray(answer) ? (answer[i] ?? '').trim() : '';
    const index = serial === '' ? -1 : serials.indexOf(serial);
    return index < 0 ? null : index;
  });
  return (
    <SlotBoard
      boardId={boardId}
      texts={texts}
      slots={slots}
      onSlotsChange={(next) =>
        onChange(next.map((option) => (option === null ? '' : (serials[option] ?? ''))))
      }
      disabled={disabled}
      allowRepeat={question.optionRepeatStatus === true}
      verdicts={items}
      announce={announce}
    >
      <p className="hqe-hint">{t('dragHint')}</p>
      <GapText question={question} count={count} renderGap={(index) => <Slot index={index} />} />
      <SlotPool />
    </SlotBoard>
  );
}
