import { useId } from 'react';

export interface DateTimeFieldProps {
  /** Visible label. */
  label: string;
  /** datetime-local value in Hong Kong time. */
  value: string;
  onChange: (value: string) => void;
  /** Error shown under the field. */
  errorMessage?: string;
  /** Earliest value offered (datetime-local). */
  min?: string;
}

/** A labelled date and time input (Hong Kong time) with its error under it. */
export function DateTimeField({ label, value, onChange, errorMessage, min }: DateTimeFieldProps) {
  const id = useId();
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
        min={min}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={errorMessage ? true : undefined}
        aria-describedby={errorMessage ? `${id}-error` : undefined}
        data-invalid={errorMessage ? true : undefined}
      />
      {errorMessage ? (
        <span id={`${id}-error`} className="hb-field__error">
          {errorMessage}
        </span>
      ) : null}
    </div>
  );
}
