import { PageMeta } from '../../components/page-meta.component';
import { RequireLogin } from '../../features/auth/components/require-login.component';
import { Inbox, notificationsMessages } from '../../features/notifications';
import { useMessages } from '../../lib/i18n/messages';

/** `/notifications`: the inbox is the logged-in user's own, so a visitor is asked to log in. */
export default function NotificationsPage() {
  const t = useMessages(notificationsMessages);
  return (
    <RequireLogin what={t.yourNotifications}>
      {() => (
        <>
          <PageMeta title={t.documentTitle} description={t.pageDescription} />
          <Inbox />
        </>
      )}
    </RequireLogin>
  );
}
