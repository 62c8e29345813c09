import { RequireLogin } from '../../features/auth/components/require-login.component';
import { SupportCenter, supportMessages } from '../../features/support';
import { useMessages } from '../../lib/i18n/messages';

/** /support: the logged-in user's tickets and the form to open one; a visitor is asked to log in. */
export default function SupportPage() {
  const t = useMessages(supportMessages);
  return <RequireLogin what={t.yourTickets}>{() => <SupportCenter />}</RequireLogin>;
}
