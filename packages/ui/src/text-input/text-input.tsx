import { useState } from 'react';
import { Input, Label, TextField, type TextFieldProps } from 'react-aria-components';
import { FieldHelp } from './field-help';
import { trimInput } from './trim-input';

export interface TextInputProps
  extends Omit<TextFieldProps, 'children' | 'className' | 'value' | 'defaultValue' | 'onChange'> {
  /** Visible label (or give `aria-label`). */
  label?: string;
  /** Value (controlled). */
  value?: string;
  /** Initial value (uncontrolled). */
  defaultValue?: string;
  /** Called on each change with the raw text, and with the trimmed text when the field is left. */
  onChange?: (value: string) => void;
  /** Placeholder text. */
  placeholder?: string;
  /** Help text under the field. */
  description?: string;
  /** Error shown under the field (marks it invalid). */
  errorMessage?: string;
  /** Extra class. */
  className?: string;
}

/** A labelled text field that trims leading and trailing whitespace when it is left (spec back-office §5). */
export function TextInput({
  label,
  value,
  defaultValue = '',
  onChange,
  onBlur,
  placeholder,
  description,
  errorMessage,
  className,
  ...props
}: TextInputProps) {
  const [inner, setInner] = useState(defaultValue);
  const current = value ?? inner;
  const update = (next: string) => {
    if (value === undefined) setInner(next);
    onChange?.(next);
  };
  return (
    <TextField
      // The page checks its fields and says what is wrong in its own language; the browser's constraint
      // messages (an English "Please include an '@'" on a Chinese page) never show.
      validationBehavior="aria"
      {...props}
      className={`hb-field ${className ?? ''}`.trim()}
      value={current}
      onChange={update}
      isInvalid={errorMessage ? true : props.isInvalid}
      onBlur={(event) => {
        const trimmed = trimInput(current);
        if (trimmed !== current) update(trimmed);
        onBlur?.(event);
      }}
    >
      {label ? <Label className="hb-field__label">{label}</Label> : null}
      <Input className="hb-input" placeholder={placeholder} />
      <FieldHelp description={description} errorMessage={errorMessage} />
    </TextField>
  );
}
