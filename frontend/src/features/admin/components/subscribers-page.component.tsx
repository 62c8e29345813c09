import { useId, useState, type FormEvent } from 'react';
import { isApiFailure } from '../../../lib/api-client';
import { addSubscriber, getSubscribers, setSubscription, type Subscriber } from '../api/subscribers.api';
import { useAdminAccess } from '../hooks/admin-access.context';
import { useApiResource } from '../hooks/use-api-resource.hook';
import { useQueryParams } from '../hooks/use-query-params.hook';
import { formatIst } from '../lib/format-ist';
import { AdminPager } from './admin-pager.component';
import { LoadFailure, Loading } from './load-failure.component';

const PAGE_SIZE = 20;

/** Newsletter subscribers: the newsletter's own records (not a content family), which admins list, add and (un)subscribe. */
export function SubscribersPage() {
  const { refused } = useAdminAccess();
  const [params, setParams] = useQueryParams();
  const headingId = useId();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const options = { page, limit: PAGE_SIZE, search: params.get('search') ?? '', status: params.get('status') ?? '' };
  const [list, retry] = useApiResource<Subscriber[]>(`subscribers?${JSON.stringify(options)}`, (signal) => getSubscribers(options, signal));
  const [search, setSearch] = useState(options.search);
  const [email, setEmail] = useState('');
  const [message, setMessage] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const update = (changes: Record<string, string>) => {
    const next = new URLSearchParams(params);
    for (const [name, value] of Object.entries(changes)) {
      if (value === '' || (name === 'page' && value === '1')) next.delete(name);
      else next.set(name, value);
    }
    if (!('page' in changes)) next.delete('page');
    setParams(next);
  };

  /** Runs a write, says how it went, and reloads the list (which asks for the write's position). */
  const write = async (action: () => ReturnType<typeof addSubscriber>, done: string) => {
    setBusy(true);
    const answer = await action().catch(() => undefined);
    setBusy(false);
    if (!answer) return setMessage('The server could not be reached. Please try again.');
    if (isApiFailure(answer)) {
      refused(answer.error_status);
      return setMessage(answer.errors?.[0]?.message ?? answer.message ?? 'That did not work. Please try again.');
    }
    setMessage(done);
    retry();
  };

  const add = (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(address)) return setMessage('Enter an e-mail address like name@example.in');
    void write(() => addSubscriber(address), `${address} is subscribed.`).then(() => setEmail(''));
  };

  const total = list.state === 'loaded' ? (list.answer.meta?.total ?? list.answer.data.length) : 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));

  return (
    <section aria-labelledby={headingId}>
      <title>Newsletter subscribers · Admin · Nakshatra</title>
      <div className="admin-heading">
        <h1 id={headingId}>Newsletter subscribers</h1>
      </div>

      <form className="admin-filters" aria-label="Add a subscriber" onSubmit={add} noValidate>
        <div className="admin-filters__field admin-filters__field--search">
          <label htmlFor="admin-subscriber-email">E-mail address</label>
          <input id="admin-subscriber-email" type="email" value={email} onChange={(event) => setEmail(event.target.value)} />
        </div>
        <button type="submit" className="admin-button" disabled={busy} aria-busy={busy}>
          Subscribe
        </button>
      </form>
      {message ? (
        <p className="admin-list__total" role="status">
          {message}
        </p>
      ) : null}

      <form
        className="admin-filters"
        role="search"
        aria-label="Search subscribers"
        onSubmit={(event) => {
          event.preventDefault();
          update({ search: search.trim() });
        }}
      >
        <div className="admin-filters__field admin-filters__field--search">
          <label htmlFor="admin-subscriber-search">Search e-mail addresses</label>
          <input id="admin-subscriber-search" type="search" value={search} onChange={(event) => setSearch(event.target.value)} />
        </div>
        <button type="submit" className="admin-button admin-button--quiet">
          Search
        </button>
        <div className="admin-filters__field">
          <label htmlFor="admin-subscriber-status">Status</label>
          <select id="admin-subscriber-status" value={options.status} onChange={(event) => update({ status: event.target.value })}>
            <option value="">All</option>
            <option value="subscribed">Subscribed</option>
            <option value="unsubscribed">Unsubscribed</option>
          </select>
        </div>
      </form>

      {list.state === 'loading' ? <Loading what="subscribers" /> : null}
      {list.state === 'failed' ? <LoadFailure what="The subscribers" errorStatus={list.errorStatus} message={list.message} onRetry={retry} /> : null}
      {list.state === 'loaded' ? (
        <>
          <p className="admin-list__total">{total === 1 ? '1 subscriber' : `${total} subscribers`}</p>
          {list.answer.data.length === 0 ? (
            <p className="admin-empty">No subscribers match.</p>
          ) : (
            <div className="admin-table-scroll">
              <table className="admin-table">
                <caption className="visually-hidden">{`Newsletter subscribers, page ${page} of ${pages}`}</caption>
                <thead>
                  <tr>
                    <th scope="col">E-mail</th>
                    <th scope="col">Status</th>
                    <th scope="col">Since</th>
                    <th scope="col">Action</th>
                  </tr>
                </thead>
                <tbody>
                  {list.answer.data.map((subscriber) => (
                    <tr key={subscriber.id}>
                      <th scope="row">{subscriber.email}</th>
                      <td>
                        <span className={`admin-status admin-status--${subscriber.status === 'subscribed' ? 'published' : 'draft'}`}>
                          {subscriber.status === 'subscribed' ? 'Subscribed' : 'Unsubscribed'}
                        </span>
                      </td>
                      <td>
                        <time dateTime={subscriber.subscribed_at}>{formatIst(subscriber.subscribed_at)}</time>
                      </td>
                      <td>
                        {subscriber.status === 'subscribed' ? (
                          <button
                            type="button"
                            className="admin-button admin-button--quiet"
                            aria-label={`Unsubscribe ${subscriber.email}`}
                            disabled={busy}
                            onClick={() => void write(() => setSubscription(subscriber.id, 'unsubscribed'), `${subscriber.email} is unsubscribed.`)}
                          >
                            Unsubscribe
                          </button>
                        ) : (
                          <button
                            type="button"
                            className="admin-button admin-button--quiet"
                            aria-label={`Subscribe ${subscriber.email} again`}
                            disabled={busy}
                            onClick={() => void write(() => setSubscription(subscriber.id, 'subscribed'), `${subscriber.email} is subscribed again.`)}
                          >
                            Subscribe again
                          </button>
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <AdminPager page={page} pages={pages} onPage={(next) => update({ page: String(next) })} />
        </>
      ) : null}
    </section>
  );
}
