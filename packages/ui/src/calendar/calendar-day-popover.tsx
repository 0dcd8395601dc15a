import type { ReactNode } from 'react';
import { Button as AriaButton, Dialog, DialogTrigger, Popover } from 'react-aria-components';

/**
 * A day of the Calendar as a button opening a popover dialog. Its own module, loaded by the Calendar
 * only when it is given `renderDayPopover`: a calendar with the day slot or plain days does not carry
 * React Aria's dialog trigger, popover and dialog.
 */
export default function CalendarDayPopover({
  label,
  dialogLabel,
  face,
  children,
}: {
  /** The day's name: its date, today, its marker. */
  label: string;
  /** The dialog's name: the day's date. */
  dialogLabel: string;
  /** What the button shows. */
  face: ReactNode;
  /** What the popover holds. */
  children: ReactNode;
}) {
  return (
    <DialogTrigger>
      <AriaButton className="hb-calendar__day-button" aria-label={label}>
        {face}
      </AriaButton>
      <Popover className="hb-popover" placement="bottom">
        <Dialog className="hb-popover__dialog" aria-label={dialogLabel}>
          {children}
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}
