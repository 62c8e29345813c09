import { useNavigate, useSearchParams } from 'react-router-dom';
import { AppLink } from '../../../components/app-link.component';
import { EmptyState } from '../../../components/empty-state.component';
import { LoadFailed } from '../../../components/load-failed.component';
import { formatIstDateTime } from '../../../lib/format-ist-date';
import { useLanguage } from '../../../lib/i18n/language-context';
import { useMessages } from '../../../lib/i18n/messages';
import { useApiLoad } from '../../../lib/use-api-load.hook';
import { getMyTickets, type NewTicket, type SupportCategory, type SupportLinkKind } from '../api/support.api';
import { reportProblemPath } from '../../../config/app-links';
import { supportMessages } from '../support.messages';
import { NewTicketForm } from './new-ticket-form.component';
import '../support.css';

const LINK_KINDS: readonly string[] = ['consultation', 'order', 'pooja', 'recharge'];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The item "Report a problem" named in the address (`?new=1&link_kind=…&link_id=…`), if it names one properly. */
function linkFrom(search: URLSearchParams): NewTicket['link'] {
  const kind = search.get('link_kind') ?? '';
  const id = search.get('link_id') ?? '';
  return LINK_KINDS.includes(kind) && UUID.test(id) ? { kind: kind as SupportLinkKind, id } : null;
}

/** /support: the caller's tickets, and the form to open one (also reached from "Report a problem" links). */
export function SupportCenter() {
  const t = useMessages(supportMessages);
  const { language } = useLanguage();
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const [tickets, retry] = useApiLoad('my-support-tickets', (signal) => getMyTickets(1, signal));
  const writing = search.get('new') === '1';
  const link = linkFrom(search);
  const category = (search.get('category') as SupportCategory | null) ?? (link?.kind === 'recharge' ? 'payment' : link?.kind ?? 'consultation');

  return (
    <div className="support-center">
      <h1>{t.title}</h1>
      <p>{t.intro}</p>
      {writing ? (
        <NewTicketForm link={link} category={category} onOpened={(id) => navigate(`/support/${id}`)} onCancel={() => setSearch({})} />
      ) : (
        <p>
          <AppLink className="button" to={reportProblemPath(null)}>
            {t.newTicket}
          </AppLink>
        </p>
      )}
      <section aria-labelledby="support-tickets-heading">
        <h2 id="support-tickets-heading">{t.myTickets}</h2>
        {tickets.state === 'loading' ? <p aria-busy="true">{t.loading}</p> : null}
        {tickets.state === 'failed' ? <LoadFailed text={t.loadFailed} onRetry={retry} /> : null}
        {tickets.state === 'loaded' && tickets.answer.data.length === 0 ? <EmptyState title={t.none} /> : null}
        {tickets.state === 'loaded' && tickets.answer.data.length > 0 ? (
          <ul className="support-tickets">
            {tickets.answer.data.map((ticket) => (
              <li key={ticket.id} className="support-tickets__item">
                <AppLink to={`/support/${ticket.id}`}>
                  <strong>{ticket.subject}</strong>
                </AppLink>
                <span>
                  {t.reference(ticket.reference)} · {t.categories(ticket.category)} · {t.openedOn(formatIstDateTime(ticket.created_at, language))}
                </span>
                <span className={`support-status support-status--${ticket.status}`}>{t.statuses(ticket.status)}</span>
                {ticket.last_message_side === 'support' && ticket.status !== 'closed' ? <span className="support-tickets__new">{t.newReply}</span> : null}
              </li>
            ))}
          </ul>
        ) : null}
      </section>
    </div>
  );
}
