import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';

interface DropdownOptions {
  /** Opens as the pointer or the keyboard's focus comes in, and shuts as they leave (the avatar menu). */
  readonly followHoverAndFocus?: boolean;
}

/**
 * A header dropdown's behaviour (the avatar menu, the notification bell): open or shut, shut by a
 * press anywhere else and by Escape, which gives the focus back to its toggle. Spread `rootProps`
 * on the element that holds both, `toggleProps` on the toggle button, `dropdownProps` on the
 * dropdown; the toggle's click is the caller's (the bell toggles, the avatar menu opens).
 */
export function useDropdown({ followHoverAndFocus = false }: DropdownOptions = {}) {
  const [open, setOpen] = useState(false);
  const dropdownId = useId();
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    // A tap or click anywhere else shuts it.
    const outside = (event: PointerEvent) => !root.current?.contains(event.target as Node) && setOpen(false);
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    setOpen(false);
    toggle.current?.focus();
  };
  // Focus arriving from outside opens it; focus moving inside it (Escape back to the toggle) does not.
  const fromOutside = (event: FocusEvent) => !root.current?.contains(event.relatedTarget as Node | null);
  const hoverAndFocus = {
    onMouseEnter: () => setOpen(true),
    onMouseLeave: () => setOpen(false),
    onFocus: (event: FocusEvent) => fromOutside(event) && setOpen(true),
    onBlur: (event: FocusEvent) => fromOutside(event) && setOpen(false),
  };

  return {
    open,
    setOpen,
    close: () => setOpen(false),
    rootProps: { ref: root, onKeyDown, ...(followHoverAndFocus ? hoverAndFocus : {}) },
    toggleProps: { ref: toggle, 'aria-expanded': open, 'aria-controls': dropdownId },
    dropdownProps: { id: dropdownId, hidden: !open },
  };
}
