import { hongKongInputToIso } from '@harbour/domain';
import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { formatDateTime } from '../labels';

export interface DateTimeFieldProps {
  /** Visible label. */
  label: string;
  /** datetime-local value in Hong Kong time. */
  value: string;
  onChange: (value: string) => void;
  /** Error shown under the field. */
  errorMessage?: string;
}

/**
 * A labelled date and time input in Hong Kong time. The browser shows the input in its own format,
 * so the chosen time is repeated under it as spec §9 writes dates (YYYY/MM/DD hh:mm a).
 */
export function DateTimeField({ label, value, onChange, errorMessage }: DateTimeFieldProps) {
  const { t } = useLingui();
  const id = useId();
  const iso = hongKongInputToIso(value);
  const shown = iso ? formatDateTime(iso) : '';
  return (
    <div className="hb-field">
      <label className="hb-field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="hb-input"
        type="datetime-local"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={errorMessage ? true : undefined}
        aria-describedby={`${id}-shown${errorMessage ? ` ${id}-error` : ''}`}
        data-invalid={errorMessage ? true : undefined}
      />
      <span id={`${id}-shown`} className="hb-field__description">
        {shown ? t`${shown} (Hong Kong time)` : t`Hong Kong time`}
      </span>
      {errorMessage ? (
        <span id={`${id}-error`} className="hb-field__error">
          {errorMessage}
        </span>
      ) : null}
    </div>
  );
}
