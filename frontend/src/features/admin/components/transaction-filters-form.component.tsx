import { TRANSACTION_STATUSES, TRANSACTION_TYPES } from '@nakshatra/contracts';
import { useState, type FormEvent } from 'react';
import { useMessages } from '../../../lib/i18n/messages';
import { parseRupees } from '../../../lib/parse-rupees';
import { adminMessages } from '../admin.messages';
import { moneyMessages } from '../admin-money.messages';
import { userMessages } from '../admin-users.messages';
import { trimmedFilters, type TransactionFilters } from '../lib/transaction-filters';
import { PersonPicker } from './person-picker.component';

const AMOUNT_FIELDS = ['min', 'max'] as const;

/** The transaction filters, applied together on Apply (so picking a person or typing an amount does not reload the list per key). */
export function TransactionFiltersForm({ filters, onApply }: { filters: TransactionFilters; onApply: (filters: TransactionFilters) => void }) {
  const t = useMessages(moneyMessages);
  const common = useMessages(adminMessages);
  const people = useMessages(userMessages);
  const [values, setValues] = useState(filters);
  // The person's id; undefined while a name or phone is typed but nobody chosen.
  const [person, setPerson] = useState<string | undefined>(filters.user);
  // The filter that cannot be applied, if any: a person not chosen, an amount that is not rupees.
  const [wrong, setWrong] = useState<'user' | (typeof AMOUNT_FIELDS)[number]>();
  const set = (name: keyof TransactionFilters) => (event: { target: { value: string } }) => setValues((current) => ({ ...current, [name]: event.target.value }));

  const apply = (event: FormEvent) => {
    event.preventDefault();
    if (person === undefined) return setWrong('user');
    const notRupees = AMOUNT_FIELDS.find((name) => values[name].trim() !== '' && (parseRupees(values[name]) ?? -1) < 0);
    setWrong(notRupees);
    if (!notRupees) onApply(trimmedFilters({ ...values, user: person }));
  };

  return (
    <form className="admin-filters" role="search" aria-label={t.filterTransactions} onSubmit={apply} noValidate>
      <div className="admin-filters__field admin-filters__field--search">
        <label htmlFor="admin-tx-user">{people.person}</label>
        <PersonPicker id="admin-tx-user" userId={filters.user} invalid={wrong === 'user'} describedBy={wrong === 'user' ? 'admin-tx-error' : undefined} onChange={setPerson} />
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
        <p id="admin-tx-error" className="admin-field__error" role="alert">
          {{ user: people.choosePerson, min: t.smallestNotRupees, max: t.largestNotRupees }[wrong]}
        </p>
      ) : null}
    </form>
  );
}
