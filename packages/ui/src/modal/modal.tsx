import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import { Modal as AriaModal, Dialog, Heading, ModalOverlay } from 'react-aria-components';
import { Button } from '../button/button';
import { uiText } from '../i18n/messages';

/** Default modal sizes (spec back-office §9: 200x300 and 500x420), read as height × width and width × height. */
export const MODAL_SIZES = {
  /** Short prompts and confirms: 300 wide, at least 200 high. */
  small: { width: 300, height: 200 },
  /** Forms and lists: 500 wide, at least 420 high. */
  large: { width: 500, height: 420 },
} as const;

export type ModalSize = keyof typeof MODAL_SIZES | { width: number; height: number };
/** Colour of the title bar and the main button; purple by default (spec §2). */
export type ModalTone = 'purple' | 'red' | 'neutral';
/** The buttons at the foot: OK alone, Cancel plus Confirm, or none. */
export type ModalActions = 'ok' | 'confirm' | 'none';

export interface ModalProps {
  /** Open or closed. */
  isOpen: boolean;
  /** Called to open or close (close button, Escape, click outside when allowed, after a button). */
  onOpenChange: (isOpen: boolean) => void;
  /** Title shown at the top; also the dialog's name. */
  title: ReactNode;
  /** Body. */
  children?: ReactNode;
  /** Foot buttons: 'ok' (default), 'confirm' (Cancel plus Confirm) or 'none'. */
  actions?: ModalActions;
  /** OK pressed; the modal then closes. */
  onOk?: () => void;
  /** Confirm pressed; the modal then closes unless `closeOnConfirm` is false. */
  onConfirm?: () => void;
  /** Cancel pressed, or closed any other way. */
  onCancel?: () => void;
  /** Keep the modal open after Confirm (e.g. to validate). */
  closeOnConfirm?: boolean;
  /** Confirm is inactive. */
  isConfirmDisabled?: boolean;
  /** Text of OK, Confirm and Cancel; translated defaults. */
  okText?: string;
  confirmText?: string;
  cancelText?: string;
  /** Clicking outside closes the modal (off by default). */
  closeOnOutsideClick?: boolean;
  /** Show the close (×) button; on by default. */
  showClose?: boolean;
  /** Colour; purple by default. */
  tone?: ModalTone;
  /** 'small' (default), 'large' or explicit px. */
  size?: ModalSize;
}

export function modalDimensions(size: ModalSize): { width: number; height: number } {
  return typeof size === 'string' ? MODAL_SIZES[size] : size;
}

export function Modal({
  isOpen,
  onOpenChange,
  title,
  children,
  actions = 'ok',
  onOk,
  onConfirm,
  onCancel,
  closeOnConfirm = true,
  isConfirmDisabled,
  okText,
  confirmText,
  cancelText,
  closeOnOutsideClick = false,
  showClose = true,
  tone = 'purple',
  size = 'small',
}: ModalProps) {
  const { i18n } = useLingui();
  const { width, height } = modalDimensions(size);
  const dismiss = () => {
    onCancel?.();
    onOpenChange(false);
  };
  return (
    <ModalOverlay
      className="hb-modal-overlay"
      isOpen={isOpen}
      onOpenChange={(open) => (open ? onOpenChange(true) : dismiss())}
      isDismissable={closeOnOutsideClick}
    >
      <AriaModal className={`hb-modal hb-modal--${tone}`} style={{ width, minHeight: height }}>
        <Dialog className="hb-modal__dialog">
          <div className="hb-modal__header">
            <Heading slot="title" className="hb-modal__title">
              {title}
            </Heading>
            {showClose ? (
              <Button
                variant="ghost"
                className="hb-modal__close"
                aria-label={i18n._(uiText.modalClose)}
                onPress={dismiss}
              >
                <span aria-hidden="true">×</span>
              </Button>
            ) : null}
          </div>
          <div className="hb-modal__body">{children}</div>
          {actions === 'none' ? null : (
            <div className="hb-modal__footer">
              {actions === 'ok' ? (
                <Button
                  onPress={() => {
                    onOk?.();
                    onOpenChange(false);
                  }}
                >
                  {okText ?? i18n._(uiText.modalOk)}
                </Button>
              ) : (
                <>
                  <Button variant="secondary" onPress={dismiss}>
                    {cancelText ?? i18n._(uiText.modalCancel)}
                  </Button>
                  <Button
                    isDisabled={isConfirmDisabled}
                    onPress={() => {
                      onConfirm?.();
                      if (closeOnConfirm) onOpenChange(false);
                    }}
                  >
                    {confirmText ?? i18n._(uiText.modalConfirm)}
                  </Button>
                </>
              )}
            </div>
          )}
        </Dialog>
      </AriaModal>
    </ModalOverlay>
  );
}
