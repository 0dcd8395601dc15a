import { BLANK_SEPARATOR } from '@harbour/question-core';
import { useQeT } from '../../i18n/use-qe-i18n';
import { positionKeys } from '../shared/position-keys';
import type { WidgetProps } from '../shared/types';
import { SlotAnswer } from './slot-answer';
import { Slot } from './slot-board';

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
export function RecombineWidget(props: WidgetProps<string[]>) {
  const t = useQeT();
  const texts = (props.question.options ?? []).map((option) => option.optionContent);
  return (
    <SlotAnswer
      {...props}
      separator={BLANK_SEPARATOR}
      values={texts}
      slotsOf={(contents) => contentsToSlots(contents, texts)}
      renderSlots={(count) => (
        <ol className="hqe-slots" aria-label={t('answerArea')}>
          {positionKeys(count, 'slot').map((key, index) => (
            <li key={key}>
              <Slot index={index} />
            </li>
          ))}
        </ol>
      )}
    />
  );
}
