import { useCallback, useEffect, useState } from 'react';
import { isApiFailure } from '../../../lib/api-client';
import { getMyNotifications } from '../api/notifications.api';
import { onInboxChanged } from '../lib/inbox-changed';

/**
 * How often the bell reads the unread count while the page is visible. Polling, as the waitlist
 * does: a notification is rarely urgent to the second (a chat request rings on the console's own
 * socket), and one small read every 30 s per open tab costs little. A push received by the service
 * worker, a read on this page and the tab coming back into view all refresh it at once.
 */
export const INBOX_POLL_MS = 30_000;

/** The logged-in user's unread count (undefined until first read), and how to read it again. */
export function useUnreadCount(): [number | undefined, () => void] {
  const [unread, setUnread] = useState<number>();
  const [reads, setReads] = useState(0);
  const refresh = useCallback(() => setReads((count) => count + 1), []);

  useEffect(() => {
    const controller = new AbortController();
    getMyNotifications({ limit: 1 }, controller.signal)
      .then((answer) => !controller.signal.aborted && !isApiFailure(answer) && answer.meta && setUnread(answer.meta.unread))
      .catch(() => undefined);
    return () => controller.abort();
  }, [reads]);

  useEffect(() => {
    const timer = setInterval(() => document.visibilityState === 'visible' && refresh(), INBOX_POLL_MS);
    const onVisible = () => document.visibilityState === 'visible' && refresh();
    document.addEventListener('visibilitychange', onVisible);
    const stop = onInboxChanged(refresh);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
      stop();
    };
  }, [refresh]);

  return [unread, refresh];
}
