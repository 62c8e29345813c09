import { TRANSACTION_STATUSES, TRANSACTION_TYPES } from '@nakshatra/contracts';
import { useState, type FormEvent } from 'react';
import { useMessages } from '../../../lib/i18n/messages';
import { parseRupees } from '../../../lib/parse-rupees';
import { adminMessages } from '../admin.messages';
import { moneyMessages } from '../admin-money.messages';
import { trimmedFilters, type TransactionFilters } from '../lib/transaction-filters';

const AMOUNT_FIELDS = ['min', 'max'] as const;

/** The transaction filters, applied together on Apply (so typing a user id does not reload the list per key). */
export function TransactionFiltersForm({ filters, onApply }: { filters: TransactionFilters; onApply: (filters: TransactionFilters) => void }) {
  const t = useMessages(moneyMessages);
  const common = useMessages(adminMessages);
  const [values, setValues] = useState(filters);
  // The amount that is not rupees, if any.
  const [wrong, setWrong] = useState<(typeof AMOUNT_FIELDS)[number]>();
  const set = (name: keyof TransactionFilters) => (event: { target: { value: string } }) => setValues((current) => ({ ...current, [name]: event.target.value }));

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const notRupees = AMOUNT_FIELDS.find((name) => values[name].trim() !== '' && (parseRupees(values[name]) ?? -1) < 0);
    setWrong(notRupees);
    if (!notRupees) onApply(trimmedFilters(values));
  };

  return (
    <form className="admin-filters" role="search" aria-label={t.filterTransactions} onSubmit={apply} noValidate>
      <div className="admin-filters__field admin-filters__field--search">
        <label htmlFor="admin-tx-user">{common.userId}</label>
        <input id="admin-tx-user" type="search" value={values.user} onChange={set('user')} />
      </div>
      <div className="admin-filters__field">
        <label htmlFor="admin-tx-type">{t.type}</label>
        <select id="admin-tx-type" value={values.type} onChange={set('type')}>
          <option value="">{common.all}</option>
          {TRANSACTION_TYPES.map((value) => (
            <option key={value} value={value}>
              {t[value]}
            </option>
          ))}
        </select>
      </div>
      <div className="admin-filters__field">
        <label htmlFor="admin-tx-status">{common.status}</label>
        <select id="admin-tx-status" value={values.status} onChange={set('status')}>
          <option value="">{common.all}</option>
          {TRANSACTION_STATUSES.map((value) => (
            <option key={value} value={value}>
              {t[value]}
            </option>
          ))}
        </select>
      </div>
      <div className="admin-filters__field">
        <label htmlFor="admin-tx-from">{common.fromIndia}</label>
        <input id="admin-tx-from" type="date" value={values.from} onChange={set('from')} />
      </div>
      <div className="admin-filters__field">
        <label htmlFor="admin-tx-to">{common.toIndia}</label>
        <input id="admin-tx-to" type="date" value={values.to} onChange={set('to')} />
      </div>
      <div className="admin-filters__field">
        <label htmlFor="admin-tx-min">{t.smallest}</label>
        <input id="admin-tx-min" type="text" inputMode="decimal" value={values.min} onChange={set('min')} aria-invalid={wrong === 'min' ? true : undefined} />
      </div>
      <div className="admin-filters__field">
        <label htmlFor="admin-tx-max">{t.largest}</label>
        <input id="admin-tx-max" type="text" inputMode="decimal" value={values.max} onChange={set('max')} aria-invalid={wrong === 'max' ? true : undefined} />
      </div>
      <button type="submit" className="admin-button">
        {common.apply}
      </button>
      {wrong ? (
        <p className="admin-field__error" role="alert">
          {wrong === 'min' ? t.smallestNotRupees : t.largestNotRupees}
        </p>
      ) : null}
    </form>
  );
}
