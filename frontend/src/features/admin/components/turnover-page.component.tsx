import type { TurnoverRow, TurnoverView } from '@nakshatra/contracts';
import { useState, type FormEvent } from 'react';
import { formatRupees } from '../../../lib/format-money';
import { getTurnover } from '../api/wallet-admin.api';
import { useApiResource } from '../hooks/use-api-resource.hook';
import { useQueryParams } from '../hooks/use-query-params.hook';
import { LoadFailure, Loading } from './load-failure.component';

type Sums = Omit<TurnoverRow, 'period'>;

const COLUMNS: readonly (readonly [keyof Sums, string])[] = [
  ['recharges', 'Recharges (taxable)'],
  ['gst', 'GST'],
  ['bonuses', 'Bonuses'],
  ['consultation_revenue', 'Consultations'],
  ['order_revenue', 'Orders'],
  ['refunds', 'Refunds'],
  ['adjustments', 'Adjustments'],
];

/** Turnover by day or month (in India) over a range: the server's rows, empty periods too, and their totals. */
export function TurnoverPage() {
  const [params, setParams] = useQueryParams();
  const by = params.get('by') === 'month' ? 'month' : 'day';
  const query = { by, ...(params.get('from') ? { from: params.get('from')! } : {}), ...(params.get('to') ? { to: params.get('to')! } : {}) };
  const [turnover, retry] = useApiResource<TurnoverView>(`turnover?${JSON.stringify(query)}`, (signal) => getTurnover(query, signal));

  return (
    <section aria-labelledby="admin-turnover-title">
      <title>Turnover · Admin · Nakshatra</title>
      <h1 id="admin-turnover-title">Turnover</h1>
      <TurnoverFilters key={params.toString()} by={by} from={query.from ?? ''} to={query.to ?? ''} onApply={(next) => setParams(new URLSearchParams(Object.entries(next).filter(([, value]) => value !== '')))} />
      {turnover.state === 'loading' ? <Loading what="the turnover" /> : null}
      {turnover.state === 'failed' ? <LoadFailure what="The turnover" errorStatus={turnover.errorStatus} message={turnover.message} onRetry={retry} /> : null}
      {turnover.state === 'loaded' ? <TurnoverTable view={turnover.answer.data} /> : null}
    </section>
  );
}

function TurnoverFilters({ by, from, to, onApply }: { by: string; from: string; to: string; onApply: (next: { by: string; from: string; to: string }) => void }) {
  const [values, setValues] = useState({ by, from, to });
  const apply = (event: FormEvent) => {
    event.preventDefault();
    onApply(values);
  };
  return (
    <form className="admin-filters" aria-label="Turnover period" onSubmit={apply}>
      <div className="admin-filters__field">
        <label htmlFor="admin-turnover-by">By</label>
        <select id="admin-turnover-by" value={values.by} onChange={(event) => setValues({ ...values, by: event.target.value })}>
          <option value="day">Day</option>
          <option value="month">Month</option>
        </select>
      </div>
      <div className="admin-filters__field">
        <label htmlFor="admin-turnover-from">From (India)</label>
        <input id="admin-turnover-from" type="date" value={values.from} onChange={(event) => setValues({ ...values, from: event.target.value })} />
      </div>
      <div className="admin-filters__field">
        <label htmlFor="admin-turnover-to">To (India)</label>
        <input id="admin-turnover-to" type="date" value={values.to} onChange={(event) => setValues({ ...values, to: event.target.value })} />
      </div>
      <button type="submit" className="admin-button">
        Show
      </button>
    </form>
  );
}

function TurnoverTable({ view }: { view: TurnoverView }) {
  return (
    <div className="admin-table-scroll">
      <table className="admin-table admin-table--numbers">
        <caption className="visually-hidden">{`Turnover by ${view.by}`}</caption>
        <thead>
          <tr>
            <th scope="col">{view.by === 'day' ? 'Day' : 'Month'}</th>
            <th scope="col">Recharges</th>
            {COLUMNS.map(([key, label]) => (
              <th key={key} scope="col">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {view.rows.map((row) => (
            <tr key={row.period}>
              <th scope="row">{row.period}</th>
              <td>{row.recharge_count}</td>
              {COLUMNS.map(([key]) => (
                <td key={key}>{formatRupees(row[key])}</td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Total</th>
            <td>{view.totals.recharge_count}</td>
            {COLUMNS.map(([key]) => (
              <td key={key}>{formatRupees(view.totals[key])}</td>
            ))}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
