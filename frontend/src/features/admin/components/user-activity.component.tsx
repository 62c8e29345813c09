import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { formatIstDateTime } from '../../../lib/format-ist-date';
import { formatRupees } from '../../../lib/format-money';
import { useLanguage } from '../../../lib/i18n/language-context';
import { useMessages } from '../../../lib/i18n/messages';
import { sessionMessages } from '../admin-astrologers.messages';
import { orderStatusMessages } from '../../../components/order-status/order-status.messages';
import { adminSupportMessages } from '../admin-support.messages';
import { userMessages } from '../admin-users.messages';
import { getCustomerTickets } from '../api/support-admin.api';
import { getCustomerConsultations, getUserOrders } from '../api/user-activity.api';
import { getUserSessions } from '../api/users-admin.api';
import { getWallet } from '../api/wallet-admin.api';
import { useApiResource, type Resource } from '../hooks/use-api-resource.hook';
import { adminSupportTicketPath, adminWalletPath } from '../lib/admin-paths';
import { AdminTable } from './admin-table.component';
import { LoadFailure, Loading } from './load-failure.component';

/** A wallet never used has no record yet: it holds nothing. */
const NOT_FOUND = 404;

interface ListSectionProps<T> {
  readonly id: string;
  readonly title: string;
  /** What is loading, inside a sentence. */
  readonly what: string;
  readonly none: string;
  readonly load: Resource<readonly T[], unknown>;
  readonly retry: () => void;
  readonly columns: readonly string[];
  readonly row: (item: T) => ReactNode;
}

/** One list of the detail panel: heading, and its newest rows in their load's states. */
function ListSection<T>({ id, title, what, none, load, retry, columns, row }: ListSectionProps<T>) {
  return (
    <section aria-labelledby={id} className="admin-user-activity">
      <h3 id={id}>{title}</h3>
      <AdminTable load={load} retry={retry} what={what} name={{ labelledBy: id }} columns={columns} row={row} empty={<p>{none}</p>} />
    </section>
  );
}

/** The wallet's balance, with the way to its page (adjust, refund, history). */
export function UserWallet({ userId }: { readonly userId: string }) {
  const t = useMessages(userMessages);
  const [wallet, retry] = useApiResource(`user-wallet:${userId}`, (signal) => getWallet(userId, signal));
  const unused = wallet.state === 'failed' && wallet.errorStatus === NOT_FOUND;
  return (
    <section aria-labelledby="admin-user-wallet" className="admin-user-activity">
      <h3 id="admin-user-wallet">{t.wallet}</h3>
      {wallet.state === 'loading' ? <Loading what={t.theWallet} /> : null}
      {wallet.state === 'failed' && !unused ? <LoadFailure what={t.theWallet} failure={wallet.failure} onRetry={retry} /> : null}
      {wallet.state === 'loaded' || unused ? (
        <p>
          {t.balance}: <strong data-testid="admin-user-balance">{formatRupees(wallet.state === 'loaded' ? wallet.answer.data.balance : 0)}</strong> ·{' '}
          <Link to={adminWalletPath(userId)}>{t.openWallet}</Link>
        </p>
      ) : null}
    </section>
  );
}

/** The customer's newest consultations: when, chat or call, status, minutes and money. */
export function UserConsultations({ userId }: { readonly userId: string }) {
  const t = useMessages(userMessages);
  const words = useMessages(sessionMessages);
  const { language } = useLanguage();
  const [load, retry] = useApiResource(`user-consultations:${userId}`, (signal) => getCustomerConsultations(userId, signal));
  return (
    <ListSection
      id="admin-user-consultations"
      title={t.consultations}
      what={t.theConsultations}
      none={t.noConsultations}
      load={load}
      retry={retry}
      columns={[t.when, words.channel, t.whatStatus, words.minutes, words.billed]}
      row={(session) => (
        <tr key={session.id}>
          <td>{formatIstDateTime(session.requested_at, language)}</td>
          <td>{words[`channel_${session.channel}`]}</td>
          <td>{words[`status_${session.status}`]}</td>
          <td>{session.minutes_billed}</td>
          <td>{formatRupees(session.total_billed)}</td>
        </tr>
      )}
    />
  );
}

/** The user's newest orders and pooja bookings: when, what, status and total. */
export function UserOrders({ userId }: { readonly userId: string }) {
  const t = useMessages(userMessages);
  const statuses = useMessages(orderStatusMessages);
  const { language } = useLanguage();
  const [load, retry] = useApiResource(`user-orders:${userId}`, (signal) => getUserOrders(userId, signal));
  return (
    <ListSection
      id="admin-user-orders"
      title={t.orders}
      what={t.theOrders}
      none={t.noOrders}
      load={load}
      retry={retry}
      columns={[t.when, t.orders, t.whatStatus, t.total]}
      row={(order) => (
        <tr key={order.id}>
          <td>{formatIstDateTime(order.created_at, language)}</td>
          <td>{order.lines.map((line) => `${line.title} × ${line.quantity}`).join(', ')}</td>
          <td>{statuses[`status_${order.status}`]}</td>
          <td>{formatRupees(order.total)}</td>
        </tr>
      )}
    />
  );
}

/** The user's newest support tickets (docs/support.md): when, which, its category and status, each opening in the Support queue. */
export function UserTickets({ userId }: { readonly userId: string }) {
  const t = useMessages(userMessages);
  const support = useMessages(adminSupportMessages);
  const { language } = useLanguage();
  const [load, retry] = useApiResource(`user-tickets:${userId}`, (signal) => getCustomerTickets(userId, signal));
  return (
    <ListSection
      id="admin-user-tickets"
      title={t.tickets}
      what={t.theTickets}
      none={t.noTickets}
      load={load}
      retry={retry}
      columns={[t.when, t.tickets, t.ticketCategory, t.whatStatus]}
      row={(ticket) => (
        <tr key={ticket.id}>
          <td>{formatIstDateTime(ticket.created_at, language)}</td>
          <td>
            <Link to={adminSupportTicketPath(ticket.id)}>{ticket.reference}</Link> · {ticket.subject}
          </td>
          <td>{support.categoryName(ticket.category)}</td>
          <td>{support.statusName(ticket.status)}</td>
        </tr>
      )}
    />
  );
}

/** The account's logins: as which role, when, and whether each is over. */
export function UserSessions({ userId }: { readonly userId: string }) {
  const t = useMessages(userMessages);
  const { language } = useLanguage();
  const [load, retry] = useApiResource(`user-sessions:${userId}`, (signal) => getUserSessions(userId, 1, signal));
  return (
    <ListSection
      id="admin-user-sessions"
      title={t.sessions}
      what={t.theSessions}
      none={t.noSessions}
      load={load}
      retry={retry}
      columns={[t.started, t.roles, t.ended]}
      row={(session) => (
        <tr key={session.id}>
          <td>{formatIstDateTime(session.started_at, language)}</td>
          <td>{t[session.role]}</td>
          <td>{session.ended_at ? formatIstDateTime(session.ended_at, language) : `${t.stillOpen} ${formatIstDateTime(session.expires_at, language)}`}</td>
        </tr>
      )}
    />
  );
}
