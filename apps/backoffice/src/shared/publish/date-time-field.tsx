import { DateTimePicker } from '@harbour/ui/date-time-picker';
import { useLingui } from '@lingui/react/macro';

export interface DateTimeFieldProps {
  /** Visible label. */
  label: string;
  /** datetime-local value in Hong Kong time ('' when empty). */
  value: string;
  onChange: (value: string) => void;
  /** Error shown under the field. */
  errorMessage?: string;
}

/**
 * A labelled date and time field in Hong Kong time: @harbour/ui's picker, which writes it as spec §9
 * does (YYYY/MM/DD, 12-hour clock) whatever the browser's locale and zone.
 */
export function DateTimeField({ label, value, onChange, errorMessage }: DateTimeFieldProps) {
  const { t } = useLingui();
  return (
    <DateTimePicker
      label={label}
      value={value}
      onChange={onChange}
      description={t`Hong Kong time`}
      errorMessage={errorMessage}
    />
  );
}
