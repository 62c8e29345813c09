import type { ReactNode } from 'react';

/** Beside the form: what the report holds, so the visitor knows what the details are for. */
export function ReportContents({ id, title, items, children }: { id: string; title: string; items: readonly string[]; children?: ReactNode }) {
  return (
    <aside className="report-contents" aria-labelledby={id}>
      <h2 id={id} className="report-contents__title">
        {title}
      </h2>
      <ul className="report-contents__list">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      {children}
    </aside>
  );
}
