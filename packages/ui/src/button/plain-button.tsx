import type { ButtonHTMLAttributes } from 'react';
import type { ButtonProps } from './button';

export interface PlainButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Visual weight, as Button's. */
  variant?: ButtonProps['variant'];
}

/**
 * A native <button> with Button's look, for a page that must load little (the login page): it needs
 * none of React Aria's press and focus handling, which weighs about 13 kB min+gzip. Its hover, focus
 * and disabled states are the browser's (:hover, :focus-visible, :disabled), styled as Button's.
 */
export function PlainButton({ variant = 'primary', className, type = 'button', ...props }: PlainButtonProps) {
  return (
    <button
      type={type}
      {...props}
      className={`hb-button hb-button--${variant} hb-button--plain ${className ?? ''}`.trim()}
    />
  );
}
