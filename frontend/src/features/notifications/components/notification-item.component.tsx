import type { NotificationView } from '@nakshatra/contracts';
import { AppLink } from '../../../components/app-link.component';
import { formatIstDateTime } from '../../../lib/format-ist-date';
import { useLanguage } from '../../../lib/i18n/language-context';
import { useMessages } from '../../../lib/i18n/messages';
import { displayOf } from '../lib/notification-display';
import { notificationsMessages } from '../notifications.messages';

interface NotificationItemProps {
  readonly notification: NotificationView;
  /** Following its link or "Mark read" marks it read. */
  readonly onRead: (id: string) => void;
  /** The inbox page shows a "Mark read" button; the bell's dropdown reads by following the link. */
  readonly withMarkRead?: boolean;
  /** Also called when its link is followed (the bell's dropdown closes). */
  readonly onFollow?: () => void;
}

/** One notification: what it says in the visitor's language, when (India time), unread or not, and a link to what it is about. */
export function NotificationItem({ notification, onRead, withMarkRead = false, onFollow }: NotificationItemProps) {
  const { language } = useLanguage();
  const t = useMessages(notificationsMessages);
  const { title, body } = displayOf(notification, language);
  const unread = !notification.read;
  const read = () => unread && onRead(notification.id);
  return (
    <article className={`notification-item${unread ? ' notification-item--unread' : ''}`} aria-label={title}>
      <p className="notification-item__title">
        {unread ? <span className="notification-item__dot" role="img" aria-label={t.unread} /> : null}
        {notification.link ? (
          <AppLink
            to={notification.link}
            onClick={() => {
              read();
              onFollow?.();
            }}
          >
            {title}
          </AppLink>
        ) : (
          title
        )}
      </p>
      <p className="notification-item__body">{body}</p>
      <p className="notification-item__meta">
        <time dateTime={notification.sent_at}>{formatIstDateTime(notification.sent_at, language)}</time>
        {withMarkRead && unread ? (
          <button type="button" className="button button--small button--secondary" onClick={read}>
            {t.markRead}
          </button>
        ) : null}
      </p>
    </article>
  );
}
