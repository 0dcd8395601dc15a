import { useLingui } from '@lingui/react';
import {
  Button,
  Calendar,
  CalendarCell,
  CalendarGrid,
  DateInput,
  DatePicker,
  DateSegment,
  Dialog,
  Group,
  Heading,
  I18nProvider,
  Label,
  Popover,
} from 'react-aria-components';
import { FieldHelp } from '../text-input/field-help';
import { dateOrderLocaleTag, dayText, dayValue, wallTimeText, wallTimeValue } from './wall-time';

export interface DateTimePickerProps {
  /** Visible label. */
  label: string;
  /** The wall time, `YYYY-MM-DDTHH:mm` (a datetime-local value), or the day `YYYY-MM-DD` of a day field; '' when empty. */
  value: string;
  /** Called with the new value when every part is filled, or '' when the field is cleared. */
  onChange: (value: string) => void;
  /** `minute` (default): a date and a time; `day`: a date only. */
  granularity?: 'minute' | 'day';
  /** Help text under the field (the time zone the time is in). */
  description?: string;
  /** Error shown under the field (marks it invalid). */
  errorMessage?: string;
  /** Extra class. */
  className?: string;
}

/**
 * A date and time field with a calendar, in Hong Kong's order whatever the browser's locale:
 * YYYY/MM/DD and a 12-hour clock, 上午/下午 on hk pages and am/pm on en pages (React Aria's DatePicker,
 * keyboard-complete: each part is typed or stepped with the arrow keys; Alt+↓ opens the calendar).
 * The value is a wall time without a zone, so a browser in another zone never shifts it.
 */
export function DateTimePicker({
  label,
  value,
  onChange,
  description,
  errorMessage,
  className,
  granularity = 'minute',
}: DateTimePickerProps) {
  const { i18n } = useLingui();
  const time = granularity === 'minute';
  return (
    <I18nProvider locale={dateOrderLocaleTag(i18n.locale)}>
      <DatePicker
        className={`hb-field hb-date-picker ${className ?? ''}`.trim()}
        value={time ? wallTimeValue(value) : dayValue(value)}
        onChange={(next) =>
          onChange(time ? wallTimeText(next as Parameters<typeof wallTimeText>[0]) : dayText(next))
        }
        granularity={granularity}
        hourCycle={12}
        shouldForceLeadingZeros
        isInvalid={errorMessage ? true : undefined}
      >
        <Label className="hb-field__label">{label}</Label>
        <Group className="hb-input hb-date-picker__group">
          <DateInput className="hb-date-picker__input">
            {(segment) => <DateSegment segment={segment} className="hb-date-picker__segment" />}
          </DateInput>
          <Button className="hb-date-picker__button">
            <span aria-hidden="true">▾</span>
          </Button>
        </Group>
        <FieldHelp description={description} errorMessage={errorMessage} />
        <Popover className="hb-popover" placement="bottom start">
          <Dialog className="hb-popover__dialog">
            <Calendar className="hb-date-picker__calendar">
              <header className="hb-date-picker__header">
                <Button slot="previous" className="hb-date-picker__nav">
                  ‹
                </Button>
                <Heading className="hb-date-picker__title" />
                <Button slot="next" className="hb-date-picker__nav">
                  ›
                </Button>
              </header>
              <CalendarGrid className="hb-date-picker__grid">
                {(date) => <CalendarCell date={date} className="hb-date-picker__cell" />}
              </CalendarGrid>
            </Calendar>
          </Dialog>
        </Popover>
      </DatePicker>
    </I18nProvider>
  );
}
