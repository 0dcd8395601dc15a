import type { ReactNode } from 'react';
import {
  Checkbox as AriaCheckbox,
  CheckboxGroup as AriaCheckboxGroup,
  type CheckboxGroupProps as AriaCheckboxGroupProps,
  type CheckboxProps as AriaCheckboxProps,
  Label,
} from 'react-aria-components';

export interface CheckboxProps extends Omit<AriaCheckboxProps, 'children' | 'className'> {
  /** Visible label. */
  children?: ReactNode;
  /** Extra class. */
  className?: string;
}

/** A checkbox with checked, unchecked, indeterminate and disabled states. */
export function Checkbox({ children, className, ...props }: CheckboxProps) {
  return (
    <AriaCheckbox {...props} className={`hb-checkbox ${className ?? ''}`.trim()}>
      {({ isSelected, isIndeterminate }) => (
        <>
          <span className="hb-checkbox__box" aria-hidden="true">
            {isIndeterminate ? '–' : isSelected ? '✓' : ''}
          </span>
          {children}
        </>
      )}
    </AriaCheckbox>
  );
}

export interface CheckboxGroupProps extends Omit<AriaCheckboxGroupProps, 'children' | 'className'> {
  /** Visible label of the group. */
  label?: ReactNode;
  /** The checkboxes. */
  children?: ReactNode;
  /** Extra class. */
  className?: string;
}

/** A labelled group of checkboxes whose value is the array of checked values. */
export function CheckboxGroup({ label, children, className, ...props }: CheckboxGroupProps) {
  return (
    <AriaCheckboxGroup {...props} className={`hb-checkbox-group ${className ?? ''}`.trim()}>
      {label ? <Label className="hb-field__label">{label}</Label> : null}
      {children}
    </AriaCheckboxGroup>
  );
}
