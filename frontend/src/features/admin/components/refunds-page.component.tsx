import { isUuid, type TransactionView } from '@nakshatra/contracts';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { formatRupees } from '../../../lib/format-money';
import { getRefunds } from '../api/wallet-admin.api';
import { useAdminAccess } from '../hooks/admin-access.context';
import { useApiResource } from '../hooks/use-api-resource.hook';
import { useQueryParams } from '../hooks/use-query-params.hook';
import { actorName } from '../lib/actor-name';
import { adminWalletPath } from '../lib/admin-paths';
import { formatIst } from '../lib/format-ist';
import { TRANSACTIONS_PAGE_SIZE } from '../lib/transaction-filters';
import { AdminPager } from './admin-pager.component';
import { LoadFailure, Loading } from './load-failure.component';

/** Every refund, newest first, or one user's: how much, why, of which debit, and who gave it. */
export function RefundsPage() {
  const { userId: me } = useAdminAccess();
  const [params, setParams] = useQueryParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const user = params.get('user') ?? '';
  const query = { page, limit: TRANSACTIONS_PAGE_SIZE, ...(isUuid(user) ? { user_id: user } : {}) };
  const [list, retry] = useApiResource<TransactionView[]>(`refunds?${JSON.stringify(query)}`, (signal) => getRefunds(query, signal));
  const [search, setSearch] = useState(user);
  const [problem, setProblem] = useState<string>();

  const show = (next: { user?: string; page?: number }) => {
    const address = new URLSearchParams();
    const who = next.user ?? user;
    if (who) address.set('user', who);
    if ((next.page ?? 1) > 1) address.set('page', String(next.page));
    setParams(address);
  };
  const filter = (event: FormEvent) => {
    event.preventDefault();
    const id = search.trim();
    if (id !== '' && !isUuid(id)) return setProblem('Enter a whole user id, or nothing for everyone');
    setProblem(undefined);
    show({ user: id });
  };

  const total = list.state === 'loaded' ? (list.answer.meta?.total ?? list.answer.data.length) : 0;
  const pages = Math.max(1, Math.ceil(total / TRANSACTIONS_PAGE_SIZE));

  return (
    <section aria-labelledby="admin-refunds-title">
      <title>Refunds · Admin · Nakshatra</title>
      <h1 id="admin-refunds-title">Refunds</h1>
      <form className="admin-filters" role="search" aria-label="Refunds of one user" onSubmit={filter} noValidate>
        <div className="admin-filters__field admin-filters__field--search">
          <label htmlFor="admin-refunds-user">User id</label>
          <input id="admin-refunds-user" type="search" value={search} onChange={(event) => setSearch(event.target.value)} aria-invalid={problem ? true : undefined} />
        </div>
        <button type="submit" className="admin-button admin-button--quiet">
          Show
        </button>
        {problem ? (
          <p className="admin-field__error" role="alert">
            {problem}
          </p>
        ) : null}
      </form>
      {list.state === 'loading' ? <Loading what="refunds" /> : null}
      {list.state === 'failed' ? <LoadFailure what="The refunds" errorStatus={list.errorStatus} message={list.message} onRetry={retry} /> : null}
      {list.state === 'loaded' ? (
        <>
          <p className="admin-list__total" role="status">
            {total === 1 ? '1 refund' : `${total} refunds`}
          </p>
          {list.answer.data.length === 0 ? (
            <p className="admin-empty">No refunds.</p>
          ) : (
            <div className="admin-table-scroll">
              <table className="admin-table">
                <caption className="visually-hidden">{`Refunds, page ${page} of ${pages}`}</caption>
                <thead>
                  <tr>
                    <th scope="col">When</th>
                    <th scope="col">User</th>
                    <th scope="col">Amount</th>
                    <th scope="col">Reason</th>
                    <th scope="col">Refund of</th>
                    <th scope="col">By</th>
                  </tr>
                </thead>
                <tbody>
                  {list.answer.data.map((refund) => (
                    <tr key={refund.id}>
                      <td>
                        <time dateTime={refund.created_at}>{formatIst(refund.created_at)}</time>
                      </td>
                      <td>
                        <Link to={adminWalletPath(refund.user_id)} className="admin-table__slug">
                          {refund.user_id}
                        </Link>
                      </td>
                      <td>{formatRupees(refund.amount)}</td>
                      <td>{refund.reason}</td>
                      <td className="admin-table__slug">{refund.refund_of ?? ''}</td>
                      <td>{actorName({ id: refund.actor_id, role: refund.actor_role }, me)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <AdminPager page={page} pages={pages} onPage={(next) => show({ page: next })} />
        </>
      ) : null}
    </section>
  );
}
