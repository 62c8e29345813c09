import type { NotificationView } from '@nakshatra/contracts';
import { useEffect, useState } from 'react';
import { AppLink } from '../../../components/app-link.component';
import { HeaderIconCount } from '../../../components/header-icon-count.component';
import { Spinner } from '../../../components/spinner.component';
import { isApiFailure } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/i18n/language-context';
import { useMessages } from '../../../lib/i18n/messages';
import { useDropdown } from '../../../lib/use-dropdown.hook';
import { getMyNotifications, readNotifications } from '../api/notifications.api';
import { useUnreadCount } from '../hooks/use-unread-count.hook';
import { announceInboxChanged } from '../lib/inbox-changed';
import { resumePush } from '../lib/web-push';
import { notificationsMessages } from '../notifications.messages';
import { NotificationItem } from './notification-item.component';
import '../notifications.css';

/** How many the dropdown shows; the inbox page has the rest. */
export const BELL_LATEST = 5;

/**
 * The header's bell (logged in only): the unread count on it, kept fresh by useUnreadCount; a tap
 * opens the latest few, each linking to what it is about (following one marks it read), with
 * "Mark all read" and the way to the inbox page.
 */
export function NotificationBell() {
  const t = useMessages(notificationsMessages);
  const [unread] = useUnreadCount();
  const { open, setOpen, close, rootProps, toggleProps, dropdownProps } = useDropdown();
  const [latest, setLatest] = useState<readonly NotificationView[]>();
  const { language } = useLanguage();

  // The bell is there exactly while someone is logged in: this browser's pushes follow that login.
  useEffect(() => {
    resumePush(language).catch(() => undefined);
  }, [language]);

  useEffect(() => {
    if (!open) return;
    const controller = new AbortController();
    getMyNotifications({ limit: BELL_LATEST }, controller.signal)
      .then((answer) => !controller.signal.aborted && setLatest(isApiFailure(answer) ? [] : answer.data))
      .catch(() => undefined);
    return () => controller.abort();
  }, [open, unread]);

  const markRead = async (ids?: readonly string[]) => {
    const answer = await readNotifications(ids);
    if (isApiFailure(answer)) return;
    setLatest((shown) => shown?.map((notification) => (!ids || ids.includes(notification.id) ? { ...notification, read: true } : notification)));
    announceInboxChanged();
  };
  const count = unread ?? 0;

  return (
    <div {...rootProps} className="notification-bell">
      <button {...toggleProps} type="button" className="header-icon notification-bell__toggle" aria-label={t.bellLabel(count)} onClick={() => setOpen((was) => !was)}>
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
          <path d="M6 16V11a6 6 0 1 1 12 0v5l1.5 2h-15L6 16Zm4 4a2 2 0 0 0 4 0" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        <HeaderIconCount count={count} />
      </button>
      <div {...dropdownProps} className="notification-bell__dropdown" role="region" aria-label={t.latest}>
        <div className="notification-bell__head">
          <p className="notification-bell__heading">{t.notifications}</p>
          {count > 0 ? (
            <button type="button" className="button button--small button--secondary" onClick={() => void markRead()}>
              {t.markAllRead}
            </button>
          ) : null}
        </div>
        {latest === undefined ? (
          <Spinner />
        ) : latest.length === 0 ? (
          <p className="notification-bell__empty">{t.empty}</p>
        ) : (
          <ul className="notification-bell__list">
            {latest.map((notification) => (
              <li key={notification.id}>
                <NotificationItem notification={notification} onRead={(id) => void markRead([id])} onFollow={close} />
              </li>
            ))}
          </ul>
        )}
        <AppLink to="/notifications" className="notification-bell__all" onClick={close}>
          {t.seeAll}
        </AppLink>
      </div>
    </div>
  );
}
