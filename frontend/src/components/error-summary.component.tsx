import { useId, type MouseEvent, type Ref } from 'react';
import { useMessages } from '../lib/i18n/messages';
import { commonMessages } from './common.messages';
import './error-summary.css';

export interface SummaryItem {
  /** The id of the control to fix. */
  readonly targetId: string;
  readonly message: string;
}

/** After a refused submit (the GOV.UK pattern): how many fields need fixing, each a link that moves focus to its field. */
export function ErrorSummary({ items, ref }: { items: readonly SummaryItem[]; ref: Ref<HTMLDivElement> }) {
  const t = useMessages(commonMessages);
  const titleId = useId();
  if (items.length === 0) return null;
  const focusField = (event: MouseEvent<HTMLAnchorElement>, targetId: string) => {
    event.preventDefault();
    document.getElementById(targetId)?.focus();
  };
  return (
    <div ref={ref} className="error-summary" tabIndex={-1} aria-labelledby={titleId}>
      <h2 id={titleId} className="error-summary__title">
        {t.errorSummary(items.length)}
      </h2>
      <ul className="error-summary__list">
        {items.map((item) => (
          <li key={item.targetId}>
            <a href={`#${item.targetId}`} onClick={(event) => focusField(event, item.targetId)}>
              {item.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
