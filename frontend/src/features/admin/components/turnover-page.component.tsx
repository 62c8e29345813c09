import type { TurnoverRow, TurnoverView } from '@nakshatra/contracts';
import { useState, type FormEvent } from 'react';
import { formatRupees } from '../../../lib/format-money';
import { useMessages } from '../../../lib/i18n/messages';
import { adminMessages } from '../admin.messages';
import { moneyMessages } from '../admin-money.messages';
import { getTurnover } from '../api/wallet-admin.api';
import { useApiResource } from '../hooks/use-api-resource.hook';
import { useQueryParams } from '../hooks/use-query-params.hook';
import { oneOf } from '../lib/one-of';
import { LoadFailure, Loading } from './load-failure.component';

type Period = TurnoverView['by'];
type Sums = Omit<TurnoverRow, 'period'>;

const PERIODS = ['day', 'month'] as const satisfies readonly Period[];

/** The period from the address or the form: by day unless it says month. */
const periodOf = (value: string | null): Period => oneOf(value, PERIODS) ?? 'day';

/** Turnover by day or month (in India) over a range: the server's rows, empty periods too, and their totals. */
export function TurnoverPage() {
  const t = useMessages(moneyMessages);
  const common = useMessages(adminMessages);
  const [params, setParams] = useQueryParams();
  const by = periodOf(params.get('by'));
  const query = { by, ...(params.get('from') ? { from: params.get('from')! } : {}), ...(params.get('to') ? { to: params.get('to')! } : {}) };
  const [turnover, retry] = useApiResource(`turnover?${JSON.stringify(query)}`, (signal) => getTurnover(query, signal));

  return (
    <section aria-labelledby="admin-turnover-title">
      <title>{common.pageTitle(common.turnover)}</title>
      <h1 id="admin-turnover-title">{common.turnover}</h1>
      <TurnoverFilters key={params.toString()} by={by} from={query.from ?? ''} to={query.to ?? ''} onApply={(next) => setParams(new URLSearchParams(Object.entries(next).filter(([, value]) => value !== '')))} />
      {turnover.state === 'loading' ? <Loading what={t.theTurnover} /> : null}
      {turnover.state === 'failed' ? <LoadFailure what={t.theTurnover} failure={turnover.failure} onRetry={retry} /> : null}
      {turnover.state === 'loaded' ? <TurnoverTable view={turnover.answer.data} /> : null}
    </section>
  );
}

interface TurnoverFilterValues {
  readonly by: Period;
  readonly from: string;
  readonly to: string;
}

function TurnoverFilters({ by, from, to, onApply }: TurnoverFilterValues & { onApply: (next: TurnoverFilterValues) => void }) {
  const t = useMessages(moneyMessages);
  const common = useMessages(adminMessages);
  const [values, setValues] = useState({ by, from, to });
  const apply = (event: FormEvent) => {
    event.preventDefault();
    onApply(values);
  };
  return (
    <form className="admin-filters" aria-label={t.turnoverPeriod} onSubmit={apply}>
      <div className="admin-filters__field">
        <label htmlFor="admin-turnover-by">{t.per}</label>
        <select id="admin-turnover-by" value={values.by} onChange={(event) => setValues({ ...values, by: periodOf(event.target.value) })}>
          {PERIODS.map((period) => (
            <option key={period} value={period}>
              {t[period]}
            </option>
          ))}
        </select>
      </div>
      <div className="admin-filters__field">
        <label htmlFor="admin-turnover-from">{common.fromIndia}</label>
        <input id="admin-turnover-from" type="date" value={values.from} onChange={(event) => setValues({ ...values, from: event.target.value })} />
      </div>
      <div className="admin-filters__field">
        <label htmlFor="admin-turnover-to">{common.toIndia}</label>
        <input id="admin-turnover-to" type="date" value={values.to} onChange={(event) => setValues({ ...values, to: event.target.value })} />
      </div>
      <button type="submit" className="admin-button">
        {common.show}
      </button>
    </form>
  );
}

function TurnoverTable({ view }: { view: TurnoverView }) {
  const t = useMessages(moneyMessages);
  const common = useMessages(adminMessages);
  const columns: readonly (readonly [keyof Sums, string])[] = [
    ['recharges', t.taxableRecharges],
    ['gst', t.gst],
    ['bonuses', t.bonuses],
    ['consultation_revenue', t.consultations],
    ['order_revenue', t.orders],
    ['refunds', common.refunds],
    ['adjustments', t.adjustments],
  ];
  return (
    <div className="admin-table-scroll">
      <table className="admin-table admin-table--numbers">
        <caption className="visually-hidden">{t.turnoverBy(view.by)}</caption>
        <thead>
          <tr>
            <th scope="col">{t[view.by]}</th>
            <th scope="col">{t.recharges}</th>
            {columns.map(([key, label]) => (
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
              {columns.map(([key]) => (
                <td key={key}>{formatRupees(row[key])}</td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t.total}</th>
            <td>{view.totals.recharge_count}</td>
            {columns.map(([key]) => (
              <td key={key}>{formatRupees(view.totals[key])}</td>
            ))}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
