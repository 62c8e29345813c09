import { isUuid } from '@nakshatra/contracts';
import { useState, type FormEvent } from 'react';
import { formatIstDateTime } from '../../../lib/format-ist-date';
import { formatRupees } from '../../../lib/format-money';
import { useLanguage } from '../../../lib/i18n/language-context';
import { useMessages } from '../../../lib/i18n/messages';
import { adminMessages } from '../admin.messages';
import { moneyMessages } from '../admin-money.messages';
import { userMessages } from '../admin-users.messages';
import { getRefunds } from '../api/wallet-admin.api';
import { useAdminAccess } from '../hooks/admin-access.context';
import { useApiResource } from '../hooks/use-api-resource.hook';
import { usePeople } from '../hooks/use-people.hook';
import { useQueryParams } from '../hooks/use-query-params.hook';
import { actorName } from '../lib/actor-name';
import { pageOf } from '../lib/one-of';
import { TRANSACTIONS_PAGE_SIZE } from '../lib/transaction-filters';
import { AdminPager } from './admin-pager.component';
import { LoadFailure, Loading } from './load-failure.component';
import { PersonLabel } from './person-label.component';
import { PersonPicker } from './person-picker.component';

/** Every refund, newest first, or one user's: how much, why, of which debit, and who gave it. */
export function RefundsPage() {
  const { userId: me } = useAdminAccess();
  const t = useMessages(moneyMessages);
  const common = useMessages(adminMessages);
  const { language } = useLanguage();
  const [params, setParams] = useQueryParams();
  const page = pageOf(params);
  const user = params.get('user') ?? '';
  const query = { page, limit: TRANSACTIONS_PAGE_SIZE, ...(isUuid(user) ? { user_id: user } : {}) };
  const [list, retry] = useApiResource(`refunds?${JSON.stringify(query)}`, (signal) => getRefunds(query, signal));
  // The customers refunded and the admins who refunded them, named in one read.
  const people = usePeople(list.state === 'loaded' ? list.answer.data.flatMap((refund) => (refund.actor_id === null ? [refund.user_id] : [refund.user_id, refund.actor_id])) : []);

  const show = (next: { user?: string; page?: number }) => {
    const address = new URLSearchParams();
    const who = next.user ?? user;
    if (who) address.set('user', who);
    if ((next.page ?? 1) > 1) address.set('page', String(next.page));
    setParams(address);
  };

  const total = list.state === 'loaded' ? (list.answer.meta?.total ?? list.answer.data.length) : 0;
  const pages = Math.max(1, Math.ceil(total / TRANSACTIONS_PAGE_SIZE));

  return (
    <section aria-labelledby="admin-refunds-title">
      <title>{common.pageTitle(common.refunds)}</title>
      <h1 id="admin-refunds-title">{common.refunds}</h1>
      {/* Keyed by the address's person: back and forward show theirs, not what was typed. */}
      <RefundsFilter key={user} userId={user} onShow={(who) => show({ user: who })} />
      {list.state === 'loading' ? <Loading what={t.someRefunds} /> : null}
      {list.state === 'failed' ? <LoadFailure what={t.someRefunds} failure={list.failure} onRetry={retry} /> : null}
      {list.state === 'loaded' ? (
        <>
          <p className="admin-list__total" role="status">
            {t.refundCount(total)}
          </p>
          {list.answer.data.length === 0 ? (
            <p className="admin-empty">{t.noRefunds}</p>
          ) : (
            <div className="admin-table-scroll">
              <table className="admin-table">
                <caption className="visually-hidden">{common.captionPage(common.refunds, page, pages)}</caption>
                <thead>
                  <tr>
                    <th scope="col">{common.when}</th>
                    <th scope="col">{common.user}</th>
                    <th scope="col">{common.amount}</th>
                    <th scope="col">{common.reason}</th>
                    <th scope="col">{t.refundOfColumn}</th>
                    <th scope="col">{common.by}</th>
                  </tr>
                </thead>
                <tbody>
                  {list.answer.data.map((refund) => (
                    <tr key={refund.id}>
                      <td>
                        <time dateTime={refund.created_at}>{formatIstDateTime(refund.created_at, language)}</time>
                      </td>
                      <td>
                        <PersonLabel userId={refund.user_id} person={people.get(refund.user_id)} />
                      </td>
                      <td>{formatRupees(refund.amount)}</td>
                      <td>{refund.reason}</td>
                      <td className="admin-table__slug">{refund.refund_of ?? ''}</td>
                      <td>{actorName({ id: refund.actor_id, role: refund.actor_role }, me, language, people)}</td>
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

/** Whose refunds: a person picked by name or phone (or nobody, for everyone's), shown on Show. */
function RefundsFilter({ userId, onShow }: { readonly userId: string; readonly onShow: (userId: string) => void }) {
  const t = useMessages(moneyMessages);
  const common = useMessages(adminMessages);
  const people = useMessages(userMessages);
  // The person's id; undefined while a name or phone is typed but nobody chosen.
  const [person, setPerson] = useState<string | undefined>(userId);
  const [unchosen, setUnchosen] = useState(false);

  const filter = (event: FormEvent) => {
    event.preventDefault();
    setUnchosen(person === undefined);
    if (person !== undefined) onShow(person);
  };

  return (
    <form className="admin-filters" role="search" aria-label={t.refundsOfUser} onSubmit={filter} noValidate>
      <div className="admin-filters__field admin-filters__field--search">
        <label htmlFor="admin-refunds-user">{people.person}</label>
        <PersonPicker id="admin-refunds-user" userId={userId} invalid={unchosen} describedBy={unchosen ? 'admin-refunds-error' : undefined} onChange={setPerson} />
      </div>
      <button type="submit" className="admin-button admin-button--quiet">
        {common.show}
      </button>
      {unchosen ? (
        <p id="admin-refunds-error" className="admin-field__error" role="alert">
          {people.choosePerson}
        </p>
      ) : null}
    </form>
  );
}
