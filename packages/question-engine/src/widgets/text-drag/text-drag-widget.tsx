import { LIST_SEPARATOR } from '@harbour/question-core';
import { SlotAnswer } from '../recombine/slot-answer';
import { Slot } from '../recombine/slot-board';
import { GapText } from '../shared/gap-text';
import type { WidgetProps } from '../shared/types';

/** Text drag: drag words into the gaps of the text; options may repeat when optionRepeatStatus is on. */
export function TextDragWidget(props: WidgetProps<string[]>) {
  const { question } = props;
  const serials = (question.options ?? []).map((option) => (option.serialNo ?? option.optionNo).trim());
  return (
    <SlotAnswer
      {...props}
      separator={LIST_SEPARATOR}
      values={serials}
      slotsOf={(entries) =>
        entries.map((entry) => {
          const serial = entry.trim();
          const index = serial === '' ? -1 : serials.indexOf(serial);
          return index < 0 ? null : index;
        })
      }
      allowRepeat={question.optionRepeatStatus === true}
      renderSlots={(count) => (
        <GapText question={question} count={count} renderGap={(index) => <Slot index={index} />} />
      )}
    />
  );
}
