import type { ReactNode } from 'react';
import './printable-document.css';

/**
 * A page that is a document to print (an invoice, a bill): a column with its buttons above it, and
 * on paper nothing but the document — the site's header, footer, notices and these buttons stay off.
 */
export function PrintableDocument({ className, actions, children }: { className?: string; actions: ReactNode; children: ReactNode }) {
  return (
    <div className={className ? `printable-document ${className}` : 'printable-document'}>
      <div className="printable-document__actions">{actions}</div>
      {children}
    </div>
  );
}
