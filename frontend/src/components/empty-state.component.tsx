import type { ReactNode } from 'react';

/** What a list or page says when it has nothing to show, and what the visitor can do next. */
export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="empty-state">
      <p className="empty-state__title">{title}</p>
      {children}
    </div>
  );
}
