import { useState, type FormEvent } from 'react';
import { parseRupees } from '../../../lib/parse-rupees';
import { FILTER_NAMES, type TransactionFilters } from '../lib/transaction-filters';
import { TRANSACTION_STATUS_OPTIONS, TRANSACTION_TYPE_OPTIONS } from './transaction-cells.component';

const AMOUNT_FIELDS = ['min', 'max'] as const;

/** The transaction filters, applied together on Apply (so typing a user id does not reload the list per key). */
export function TransactionFiltersForm({ filters, onApply }: { filters: TransactionFilters; onApply: (filters: TransactionFilters) => void }) {
  const [values, setValues] = useState(filters);
  const [problem, setProblem] = useState<string>();
  const set = (name: keyof TransactionFilters) => (event: { target: { value: string } }) => setValues((current) => ({ ...current, [name]: event.target.value }));

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const wrong = AMOUNT_FIELDS.find((name) => values[name].trim() !== '' && (parseRupees(values[name]) ?? -1) < 0);
    if (wrong) return setProblem(`${wrong === 'min' ? 'Smallest' : 'Largest'} amount: enter rupees, like 250 or 99.50`);
    setProblem(undefined);
    onApply(Object.fromEntries(FILTER_NAMES.map((name) => [name, values[name].trim()])) as unknown as TransactionFilters);
  };

  return (
    <form className="admin-filters" role="search" aria-label="Filter transactions" onSubmit={apply} noValidate>
      <div className="admin-filters__field admin-filters__field--search">
        <label htmlFor="admin-tx-user">User id</label>
        <input id="admin-tx-user" type="search" value={values.user} onChange={set('user')} />
      </div>
      <div className="admin-filters__field">
        <label htmlFor="admin-tx-type">Type</label>
        <select id="admin-tx-type" value={values.type} onChange={set('type')}>
          <option value="">All</option>
          {TRANSACTION_TYPE_OPTIONS.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </div>
      <div className="admin-filters__field">
        <label htmlFor="admin-tx-status">Status</label>
        <select id="admin-tx-status" value={values.status} onChange={set('status')}>
          <option value="">All</option>
          {TRANSACTION_STATUS_OPTIONS.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </div>
      <div className="admin-filters__field">
        <label htmlFor="admin-tx-from">From (India)</label>
        <input id="admin-tx-from" type="date" value={values.from} onChange={set('from')} />
      </div>
      <div className="admin-filters__field">
        <label htmlFor="admin-tx-to">To (India)</label>
        <input id="admin-tx-to" type="date" value={values.to} onChange={set('to')} />
      </div>
      <div className="admin-filters__field">
        <label htmlFor="admin-tx-min">Smallest amount (₹)</label>
        <input id="admin-tx-min" type="text" inputMode="decimal" value={values.min} onChange={set('min')} aria-invalid={problem?.startsWith('Smallest') ? true : undefined} />
      </div>
      <div className="admin-filters__field">
        <label htmlFor="admin-tx-max">Largest amount (₹)</label>
        <input id="admin-tx-max" type="text" inputMode="decimal" value={values.max} onChange={set('max')} aria-invalid={problem?.startsWith('Largest') ? true : undefined} />
      </div>
      <button type="submit" className="admin-button">
        Apply
      </button>
      {problem ? (
        <p className="admin-field__error" role="alert">
          {problem}
        </p>
      ) : null}
    </form>
  );
}
