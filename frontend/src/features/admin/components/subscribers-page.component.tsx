import type { Subscriber } from '@nakshatra/contracts';
import { useId, useState, type FormEvent } from 'react';
import { NO_ANSWER } from '../../../components/failed-write.component';
import { isApiFailure } from '../../../lib/api-client';
import { formatIstDateTime } from '../../../lib/format-ist-date';
import { useLanguage } from '../../../lib/i18n/language-context';
import { useMessages } from '../../../lib/i18n/messages';
import { adminMessages } from '../admin.messages';
import { subscriberMessages } from '../admin-subscribers.messages';
import { addSubscriber, getSubscribers, setSubscription } from '../api/subscribers.api';
import { useAdminAccess } from '../hooks/admin-access.context';
import { useApiResource } from '../hooks/use-api-resource.hook';
import { useListParams } from '../hooks/use-query-params.hook';
import { refusalNotice } from '../lib/field-errors';
import { say, type Notice } from '../lib/notice';
import { oneOf, pageOf } from '../lib/one-of';
import { FilterSelect, SearchFilters } from './admin-list-filters.component';
import { PagedTable } from './paged-table.component';
import { WriteNotice } from './write-notice.component';

const PAGE_SIZE = 20;
const SUBSCRIBER_STATUSES = ['subscribed', 'unsubscribed'] as const satisfies readonly Subscriber['status'][];

/** Newsletter subscribers: the newsletter's own records (not a content family), which admins list, add and (un)subscribe. */
export function SubscribersPage() {
  const { refused } = useAdminAccess();
  const t = useMessages(subscriberMessages);
  const common = useMessages(adminMessages);
  const { language } = useLanguage();
  const [params, update] = useListParams();
  const headingId = useId();
  const page = pageOf(params);
  const status = oneOf(params.get('status'), SUBSCRIBER_STATUSES);
  const query = { page, limit: PAGE_SIZE, search: params.get('search') || undefined, status };
  const [list, retry] = useApiResource(`subscribers?${JSON.stringify(query)}`, (signal) => getSubscribers(query, signal));
  const [email, setEmail] = useState('');
  const [message, setMessage] = useState<Notice>();
  const [busy, setBusy] = useState(false);


  /** Runs a write, says how it went, and reloads the list (which asks for the write's position). */
  const write = async (action: () => ReturnType<typeof addSubscriber>, done: Notice) => {
    setBusy(true);
    const answer = await action().catch(() => NO_ANSWER);
    setBusy(false);
    if (isApiFailure(answer)) {
      if (!refused(answer.error_status)) setMessage(refusalNotice(answer));
      return;
    }
    setMessage(done);
    retry();
  };

  const add = (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(address)) return setMessage(say(subscriberMessages, (words) => words.notEmail));
    void write(() => addSubscriber(address), say(subscriberMessages, (words) => words.nowSubscribed(address))).then(() => setEmail(''));
  };


  return (
    <section aria-labelledby={headingId}>
      <title>{common.pageTitle(common.subscribers)}</title>
      <div className="admin-heading">
        <h1 id={headingId}>{common.subscribers}</h1>
      </div>

      <form className="admin-filters" aria-label={t.addSubscriber} onSubmit={add} noValidate>
        <div className="admin-filters__field admin-filters__field--search">
          <label htmlFor="admin-subscriber-email">{t.emailAddress}</label>
          <input id="admin-subscriber-email" type="email" value={email} onChange={(event) => setEmail(event.target.value)} />
        </div>
        <button type="submit" className="admin-button" disabled={busy} aria-busy={busy}>
          {t.subscribe}
        </button>
      </form>
      <WriteNotice notice={message} />

      <SearchFilters name={t.searchSubscribers} label={t.searchEmails} idPrefix="admin-subscriber" search={query.search} onSearch={(search) => update({ search })}>
        <FilterSelect id="admin-subscriber-status" label={common.status} value={status} options={SUBSCRIBER_STATUSES.map((value) => [value, t[value]] as const)} onChange={(value) => update({ status: value })} />
      </SearchFilters>

      <PagedTable
        list={list}
        retry={retry}
        what={t.someSubscribers}
        caption={common.subscribers}
        count={t.subscriberCount}
        empty={t.noneMatch}
        page={page}
        pageSize={PAGE_SIZE}
        onPage={(next) => update({ page: String(next) })}
        columns={[t.email, common.status, t.since, common.action]}
        row={(subscriber) => (
          <tr key={subscriber.id}>
            <th scope="row">{subscriber.email}</th>
            <td>
              <span className={`admin-status admin-status--${subscriber.status === 'subscribed' ? 'published' : 'draft'}`}>{t[subscriber.status]}</span>
            </td>
            <td>
              <time dateTime={subscriber.subscribed_at}>{formatIstDateTime(subscriber.subscribed_at, language)}</time>
            </td>
            <td>
              {subscriber.status === 'subscribed' ? (
                <button
                  type="button"
                  className="admin-button admin-button--quiet"
                  aria-label={t.unsubscribeWhom(subscriber.email)}
                  disabled={busy}
                  onClick={() => void write(() => setSubscription(subscriber.id, 'unsubscribed'), say(subscriberMessages, (words) => words.nowUnsubscribed(subscriber.email)))}
                >
                  {t.unsubscribe}
                </button>
              ) : (
                <button
                  type="button"
                  className="admin-button admin-button--quiet"
                  aria-label={t.subscribeAgainWhom(subscriber.email)}
                  disabled={busy}
                  onClick={() => void write(() => setSubscription(subscriber.id, 'subscribed'), say(subscriberMessages, (words) => words.subscribedAgain(subscriber.email)))}
                >
                  {t.subscribeAgain}
                </button>
              )}
            </td>
          </tr>
        )}
      />
    </section>
  );
}
