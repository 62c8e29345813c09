import { useParams } from 'react-router-dom';
import { RequireLogin } from '../../features/auth/components/require-login.component';
import { supportMessages, TicketPage } from '../../features/support';
import { useMessages } from '../../lib/i18n/messages';

/** /support/:id: one of the user's tickets (the server answers 404 for anyone else's). */
export default function SupportTicketPage() {
  const { id = '' } = useParams();
  const t = useMessages(supportMessages);
  return <RequireLogin what={t.yourTickets}>{() => <TicketPage key={id} ticketId={id} />}</RequireLogin>;
}
