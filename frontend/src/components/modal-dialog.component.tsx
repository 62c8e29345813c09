import { useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { focusableWithin } from '../lib/focusable';
import './modal-dialog.css';

interface ModalDialogProps {
  /** Id of the element that names the dialog (its heading). */
  readonly labelledBy: string;
  readonly onClose: () => void;
  readonly className?: string;
  readonly children: ReactNode;
}

/**
 * A modal dialog over the page: focuses its `data-autofocus` element (else its first focusable one),
 * keeps keyboard focus inside while open, closes on Escape, gives
 * focus back to where it was on close and stops the page behind from scrolling.
 */
export function ModalDialog({ labelledBy, onClose, className, children }: ModalDialogProps) {
  const dialog = useRef<HTMLDivElement>(null);
  // Taken while rendering: by the time effects run, an autoFocus field inside has already taken focus.
  const [opener] = useState(() => (document.activeElement instanceof HTMLElement ? document.activeElement : null));

  // A layout effect, so focus is inside before the dialog is first painted: with a passive effect,
  // a dialog rendered once its code had arrived (the chat intake, loaded lazily) showed for a
  // moment with focus still on the button that opened it, and keys typed then were lost.
  useLayoutEffect(() => {
    const node = dialog.current;
    if (node) (node.querySelector<HTMLElement>('[data-autofocus]') ?? focusableWithin(node)[0] ?? node).focus();
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      opener?.focus();
    };
  }, [opener]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && !event.defaultPrevented) {
      event.stopPropagation();
      onClose();
    } else if (event.key === 'Tab' && dialog.current) {
      keepFocusInside(dialog.current, event);
    }
  };

  return createPortal(
    <div className="modal">
      <div className="modal__backdrop" aria-hidden="true" />
      <div
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        tabIndex={-1}
        className={className ? `modal__dialog ${className}` : 'modal__dialog'}
        onKeyDown={onKeyDown}
      >
        {children}
      </div>
    </div>,
    document.body,
  );
}

/** Tab from the last focusable element goes to the first, Shift+Tab from the first to the last. */
export function keepFocusInside(container: HTMLElement, event: KeyboardEvent): void {
  const focusable = focusableWithin(container);
  const first = focusable[0];
  const last = focusable.at(-1);
  if (!first || !last) {
    event.preventDefault();
    container.focus();
    return;
  }
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === container)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}
