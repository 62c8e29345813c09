import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { FormField } from '../../../components/form-field.component';
import { transactionStatusMessages } from '../../../components/transaction-status.component';
import { useMessages } from '../../../lib/i18n/messages';
import { HISTORY_STATUSES, historyViewSearch, type HistoryView } from '../lib/history-view';
import { ordersMessages } from '../orders.messages';

/** Status and a range of days (in India), applied together; the tab stays, the page goes back to the first. */
export function HistoryFilters({ view }: { view: HistoryView }) {
  const t = useMessages(ordersMessages);
  const statusNames = useMessages(transactionStatusMessages);
  const navigate = useNavigate();
  const [status, setStatus] = useState<string>(view.status);
  const [from, setFrom] = useState(view.from);
  const [to, setTo] = useState(view.to);
  const [checked, setChecked] = useState(false);
  const backwards = checked && from !== '' && to !== '' && from > to;

  const apply = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (from !== '' && to !== '' && from > to) return document.getElementById('history-to')?.focus();
    void navigate({ search: historyViewSearch({ ...view, status: status as HistoryView['status'], from, to, page: 1 }) });
  };

  return (
    <form className="history-filters" aria-label={t.filters} onSubmit={apply} noValidate>
      <FormField id="history-status" label={t.status}>
        {(control) => (
          <select {...control} value={status} onChange={(event) => setStatus(event.target.value)}>
            <option value="">{t.anyStatus}</option>
            {HISTORY_STATUSES.map((one) => (
              <option key={one} value={one}>
                {statusNames[one]}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField id="history-from" label={t.from}>
        {(control) => <input {...control} type="date" value={from} max={to || undefined} onChange={(event) => setFrom(event.target.value)} />}
      </FormField>
      <FormField id="history-to" label={t.to} error={backwards ? t.datesBackwards : undefined}>
        {(control) => <input {...control} type="date" value={to} min={from || undefined} onChange={(event) => setTo(event.target.value)} />}
      </FormField>
      <button type="submit" className="button button--secondary">
        {t.apply}
      </button>
    </form>
  );
}
