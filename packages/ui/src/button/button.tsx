import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';

export interface ButtonProps extends AriaButtonProps {
  /** Visual weight: primary is the purple call to action; ghost is a bare icon or text button. */
  variant?: 'primary' | 'secondary' | 'ghost';
}

export function Button({ variant = 'primary', className, ...props }: ButtonProps) {
  return <AriaButton {...props} className={`hb-button hb-button--${variant} ${className ?? ''}`.trim()} />;
}
