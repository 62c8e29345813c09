import type { ReactNode } from 'react';

/**
 * A wide table that scrolls sideways on phones rather than squash: a named region that keyboard
 * users can focus and scroll with the arrow keys.
 */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="table-scroll" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
