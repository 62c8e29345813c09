import { useState, type FormEvent } from 'react';
import { useMessages } from '../../../lib/i18n/messages';
import { adminMessages } from '../admin.messages';
import { moneyMessages } from '../admin-money.messages';
import { getUsers } from '../api/users-admin.api';
import { useApiResource } from '../hooks/use-api-resource.hook';
import { useQueryParams } from '../hooks/use-query-params.hook';
import { AdminField } from './admin-field.component';
import { LoadFailure, Loading } from './load-failure.component';
import { PersonLabel } from './person-label.component';

const MATCHES = 20;

/** Finds a customer's wallet by phone or name (get_users), each match opening that person's wallet. */
export function WalletLookupPage() {
  const t = useMessages(moneyMessages);
  const common = useMessages(adminMessages);
  const [params, setParams] = useQueryParams();
  const search = params.get('search') ?? '';
  const [typed, setTyped] = useState(search);

  const find = (event: FormEvent) => {
    event.preventDefault();
    setParams(new URLSearchParams(typed.trim() ? { search: typed.trim() } : {}));
  };

  return (
    <section aria-labelledby="admin-wallets-title">
      <title>{common.pageTitle(common.wallets)}</title>
      <h1 id="admin-wallets-title">{common.wallets}</h1>
      <form className="admin-form" onSubmit={find} noValidate role="search">
        <AdminField name="wallet-person" label={t.findPerson} hint={t.findPersonHint} required>
          {(control) => <input {...control} type="search" autoComplete="off" value={typed} onChange={(event) => setTyped(event.target.value)} />}
        </AdminField>
        <div className="admin-form__actions">
          <button type="submit" className="admin-button">
            {t.findWallet}
          </button>
        </div>
      </form>
      {search ? <WalletMatches search={search} /> : null}
    </section>
  );
}

function WalletMatches({ search }: { readonly search: string }) {
  const t = useMessages(moneyMessages);
  const query = { search, limit: MATCHES };
  const [matches, retry] = useApiResource(`wallet-people:${search}`, (signal) => getUsers(query, signal));
  if (matches.state === 'loading') return <Loading what={t.findPerson} />;
  if (matches.state === 'failed') return <LoadFailure what={t.findPerson} failure={matches.failure} onRetry={retry} />;
  if (matches.answer.data.length === 0) return <p className="admin-empty">{t.noPersonMatches}</p>;
  return (
    <ul className="admin-person-list">
      {matches.answer.data.map((person) => (
        <li key={person.id}>
          <PersonLabel userId={person.id} person={person} />
        </li>
      ))}
    </ul>
  );
}
