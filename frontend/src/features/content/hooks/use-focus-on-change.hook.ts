import { useEffect, useRef, type RefObject } from 'react';

/**
 * Moves focus to `target` when `value` changes after the first render: paging links leave the
 * page with the list they sat under, and the heading is where the new page starts.
 */
export function useFocusOnChange(value: unknown, target: RefObject<HTMLElement | null>): void {
  const shown = useRef(value);
  useEffect(() => {
    if (Object.is(shown.current, value)) return;
    shown.current = value;
    target.current?.focus();
  }, [value, target]);
}
