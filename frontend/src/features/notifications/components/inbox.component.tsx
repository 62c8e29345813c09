import { useSearchParams } from 'react-router-dom';
import { EmptyState } from '../../../components/empty-state.component';
import { LoadFailed } from '../../../components/load-failed.component';
import { Paging } from '../../../components/paging.component';
import { isApiFailure } from '../../../lib/api-client';
import { useMessages } from '../../../lib/i18n/messages';
import { useApiLoad } from '../../../lib/use-api-load.hook';
import { getMyNotifications, readNotifications } from '../api/notifications.api';
import { announceInboxChanged } from '../lib/inbox-changed';
import { notificationsMessages } from '../notifications.messages';
import { NotificationItem } from './notification-item.component';
import { PushSwitch } from './push-switch.component';
import '../notifications.css';

export const INBOX_PAGE_SIZE = 20;

/** The logged-in user's inbox (`/notifications`): newest first, paged with ?page=, mark read one by one or all, and push for this device. */
export function Inbox() {
  const t = useMessages(notificationsMessages);
  const [params] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const [load, reload] = useApiLoad(`inbox-${page}`, (signal) => getMyNotifications({ page, limit: INBOX_PAGE_SIZE }, signal));

  const markRead = async (ids?: readonly string[]) => {
    const answer = await readNotifications(ids);
    if (isApiFailure(answer)) return;
    announceInboxChanged();
    reload();
  };
  const unread = load.state === 'loaded' ? (load.answer.meta?.unread ?? 0) : 0;

  return (
    <section className="inbox" aria-labelledby="inbox-title">
      <div className="inbox__head">
        <h1 id="inbox-title">{t.notifications}</h1>
        {unread > 0 ? (
          <button type="button" className="button button--secondary" onClick={() => void markRead()}>
            {t.markAllRead}
          </button>
        ) : null}
      </div>
      <PushSwitch />
      {load.state === 'loading' ? <p aria-busy="true">{t.working}</p> : null}
      {load.state === 'failed' ? <LoadFailed onRetry={reload} /> : null}
      {load.state === 'loaded' && load.answer.data.length === 0 ? (
        <EmptyState title={t.empty}>
          <p>{t.emptyHint}</p>
        </EmptyState>
      ) : null}
      {load.state === 'loaded' && load.answer.data.length > 0 ? (
        <>
          <ul className="inbox__list">
            {load.answer.data.map((notification) => (
              <li key={notification.id}>
                <NotificationItem notification={notification} onRead={(id) => void markRead([id])} withMarkRead />
              </li>
            ))}
          </ul>
          <Paging page={page} pages={Math.ceil((load.answer.meta?.total ?? 0) / INBOX_PAGE_SIZE)} linkTo={(to) => `?page=${to}`} label={t.pages} />
        </>
      ) : null}
    </section>
  );
}
