import { BLANK_SEPARATOR, blankCount } from '@harbour/question-core';
import { useId } from 'react';
import { useQeT } from '../../i18n/use-qe-i18n';
import { positionKeys } from '../shared/position-keys';
import type { WidgetProps } from '../shared/types';
import { Slot, SlotBoard, SlotPool } from './slot-board';

/** Option indices of a recombination answer (contents per slot); repeated contents take distinct options. */
export function contentsToSlots(contents: readonly string[], options: readonly string[]): (number | null)[] {
  const used = new Set<number>();
  return contents.map((content) => {
    if (content === '') return null;
    const index = options.findIndex((option, i) => option === content && !used.has(i));
    if (index < 0) return null;
    used.add(index);
    return index;
  });
}

/** Sentence recombination: drag the options into ordered slots. */
export function RecombineWidget({
  question,
  answer,
  onChange,
  disabled,
  items,
  announce,
}: WidgetProps<string[]>) {
  const t = useQeT();
  const boardId = useId();
  const texts = (question.options ?? []).map((option) => option.optionContent);
  const count = Math.max(blankCount(question, BLANK_SEPARATOR), Array.isArray(answer) ? answer.length : 0);
  const contents = Array.from({ length: count }, (_, i) => (Array.isArray(answer) ? (answer[i] ?? '') : ''));
  const slots = contentsToSlots(contents, texts);
  return (
    <SlotBoard
      boardId={boardId}
      texts={texts}
      slots={slots}
      onSlotsChange={(next) => onChange(next.map((option) => (option === null ? '' : (texts[option] ?? ''))))}
      disabled={disabled}
      verdicts={items}
      announce={announce}
    >
      <p className="hqe-hint">{t('dragHint')}</p>
      <ol className="hqe-slots" aria-label={t('answerArea')}>
        {positionKeys(slots.length, 'slot').map((key, index) => (
          <li key={key}>
            <Slot index={index} />
          </li>
        ))}
      </ol>
      <SlotPool />
    </SlotBoard>
  );
}
