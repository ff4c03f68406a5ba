import { useState, type ReactNode } from 'react';
import { Dialog } from 'radix-ui';
import { Button } from '../feedback/button';
import { LoadingIndicator } from '../feedback/loading-indicator';
import './modal.css';

/** Modal sizes (spec §9). `xlf` is xl with a fixed tall body; `fl` is lg that opens full screen. */
export const MODAL_SIZES = ['sm', 'lg', 'xl', 'xlf', 'full', 'fl'] as const;
export type ModalSize = (typeof MODAL_SIZES)[number];

export interface ModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  size?: ModalSize;
  /** While true the body is a spinner and Esc, Close and Full screen do nothing. */
  loading?: boolean;
  children?: ReactNode;
  /** Action buttons under the body. */
  footer?: ReactNode;
}

/**
 * A modal dialog (Radix Dialog: focus trap, aria-modal, focus return). It closes on Esc or the
 * Close button only; a click on the backdrop does not close it, so a half-filled form survives.
 */
export function Modal({ open, onOpenChange, title, description, size = 'lg', loading = false, children, footer }: ModalProps) {
  const [fullScreen, setFullScreen] = useState(size === 'fl');
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    // Each opening starts from the size's own default (fl full screen, the others not).
    setWasOpen(open);
    if (open) setFullScreen(size === 'fl');
  }

  const requestOpenChange = (next: boolean) => {
    if (!next && loading) return;
    onOpenChange(next);
  };

  return (
    <Dialog.Root open={open} onOpenChange={requestOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="modal__overlay" />
        <Dialog.Content
          className="modal"
          data-size={size}
          data-full-screen={fullScreen || undefined}
          aria-busy={loading || undefined}
          {...(description == null ? { 'aria-describedby': undefined } : {})}
          onEscapeKeyDown={(event) => {
            if (loading) event.preventDefault();
          }}
          onInteractOutside={(event) => event.preventDefault()}
        >
          <header className="modal__header">
            <Dialog.Title className="modal__title">{title}</Dialog.Title>
            <div className="modal__controls">
              <Button
                variant="ghost"
                size="sm"
                aria-pressed={fullScreen}
                disabled={loading}
                onClick={() => setFullScreen((value) => !value)}
              >
                <span aria-hidden="true">{fullScreen ? '⤡' : '⤢'}</span> Full screen
              </Button>
              <Dialog.Close asChild>
                <Button variant="ghost" size="sm" aria-label="Close" disabled={loading}>
                  <span aria-hidden="true">×</span>
                </Button>
              </Dialog.Close>
            </div>
          </header>
          {description != null && <Dialog.Description className="modal__description">{description}</Dialog.Description>}
          <div className="modal__body">
            {loading ? <LoadingIndicator large className="modal__spinner" /> : children}
          </div>
          {footer != null && <footer className="modal__footer">{footer}</footer>}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
