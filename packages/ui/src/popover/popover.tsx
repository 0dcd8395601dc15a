import type { ReactNode } from 'react';
import {
  Button as AriaButton,
  Popover as AriaPopover,
  type PopoverProps as AriaPopoverProps,
  Dialog,
  DialogTrigger,
  OverlayArrow,
} from 'react-aria-components';

export interface PopoverProps {
  /** Content of the trigger button. */
  trigger: ReactNode;
  /** Accessible name of the trigger when its content is not text. */
  triggerLabel?: string;
  /** Accessible name of the popover dialog. */
  label: string;
  /** Content of the popover. */
  children: ReactNode;
  /** Side of the trigger it opens on. */
  placement?: AriaPopoverProps['placement'];
  /** Open state (controlled). */
  isOpen?: boolean;
  /** Called when it opens or closes. */
  onOpenChange?: (isOpen: boolean) => void;
  /** Extra class on the trigger. */
  triggerClassName?: string;
}

/** A button that opens a non-modal dialog beside it; Escape and outside clicks close it. */
export function Popover({
  trigger,
  triggerLabel,
  label,
  children,
  placement = 'bottom',
  isOpen,
  onOpenChange,
  triggerClassName,
}: PopoverProps) {
  return (
    <DialogTrigger isOpen={isOpen} onOpenChange={onOpenChange}>
      <AriaButton className={triggerClassName ?? 'hb-popover__trigger'} aria-label={triggerLabel}>
        {trigger}
      </AriaButton>
      <AriaPopover className="hb-popover" placement={placement} offset={8}>
        <OverlayArrow className="hb-popover__arrow">
          <svg width={12} height={12} viewBox="0 0 12 12" aria-hidden="true">
            <path d="M0 0 L6 6 L12 0" />
          </svg>
        </OverlayArrow>
        <Dialog className="hb-popover__dialog" aria-label={label}>
          {children}
        </Dialog>
      </AriaPopover>
    </DialogTrigger>
  );
}
