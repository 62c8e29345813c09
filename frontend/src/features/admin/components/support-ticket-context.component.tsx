import type { SupportTicketView } from '@nakshatra/contracts';
import { Link } from 'react-router-dom';
import { formatIstDateTime } from '../../../lib/format-ist-date';
import { formatRupees } from '../../../lib/format-money';
import { useLanguage } from '../../../lib/i18n/language-context';
import { useMessages } from '../../../lib/i18n/messages';
import { adminSupportMessages } from '../admin-support.messages';
import { getCustomerTickets, getCustomerWallet, getTranscript } from '../api/support-admin.api';
import { useApiResource } from '../hooks/use-api-resource.hook';
import { adminSupportTicketPath, adminWalletPath } from '../lib/admin-paths';
import { LoadFailure, Loading } from './load-failure.component';

/** Beside a ticket: the linked consultation's transcript, the customer's wallet and last transactions, and their other tickets. */
export function SupportTicketContext({ ticket }: { ticket: SupportTicketView }) {
  const t = useMessages(adminSupportMessages);
  return (
    <aside className="admin-support__context" aria-label={t.context}>
      {ticket.link?.kind === 'consultation' ? <Transcript sessionId={ticket.link.id} /> : null}
      <Wallet userId={ticket.customer_id} />
      <OtherTickets ticket={ticket} />
    </aside>
  );
}

function Transcript({ sessionId }: { sessionId: string }) {
  const t = useMessages(adminSupportMessages);
  const { language } = useLanguage();
  const [messages, retry] = useApiResource(`support-transcript:${sessionId}`, (signal) => getTranscript(sessionId, signal));
  return (
    <section className="admin-panel">
      <h2>{t.transcript}</h2>
      {messages.state === 'loading' ? <Loading what={t.transcript} /> : null}
      {messages.state === 'failed' ? <LoadFailure what={t.transcript} failure={messages.failure} onRetry={retry} /> : null}
      {messages.state === 'loaded' && messages.answer.data.length === 0 ? <p>{t.noMessages}</p> : null}
      {messages.state === 'loaded' && messages.answer.data.length > 0 ? (
        <ol className="admin-support__transcript">
          {messages.answer.data.map((message) => (
            <li key={message.id}>
              <strong>{message.from === 'customer' ? t.customerSide : message.from}</strong> <time dateTime={message.sent_at}>{formatIstDateTime(message.sent_at, language)}</time>: {message.text}
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  );
}

function Wallet({ userId }: { userId: string }) {
  const t = useMessages(adminSupportMessages);
  const { language } = useLanguage();
  const [wallet, retry] = useApiResource(`support-wallet:${userId}`, (signal) => getCustomerWallet(userId, signal));
  return (
    <section className="admin-panel">
      <h2>
        <Link to={adminWalletPath(userId)}>{t.wallet}</Link>
      </h2>
      {wallet.state === 'loading' ? <Loading what={t.wallet} /> : null}
      {wallet.state === 'failed' ? <LoadFailure what={t.wallet} failure={wallet.failure} onRetry={retry} /> : null}
      {wallet.state === 'loaded' ? (
        <>
          <p className="admin-support__balance">{t.balance(formatRupees(wallet.answer.data.balance))}</p>
          <h3>{t.lastTransactions}</h3>
          <ul className="admin-support__transactions">
            {wallet.answer.data.last_transactions.map((line) => (
              <li key={line.id}>
                <time dateTime={line.created_at}>{formatIstDateTime(line.created_at, language)}</time> · {formatRupees(line.amount)} · {line.reason}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}

function OtherTickets({ ticket }: { ticket: SupportTicketView }) {
  const t = useMessages(adminSupportMessages);
  const [tickets] = useApiResource(`support-history:${ticket.customer_id}`, (signal) => getCustomerTickets(ticket.customer_id, signal));
  const others = tickets.state === 'loaded' ? tickets.answer.data.filter((other) => other.id !== ticket.id) : [];
  if (others.length === 0) return null;
  return (
    <section className="admin-panel">
      <h2>{t.history}</h2>
      <ul>
        {others.map((other) => (
          <li key={other.id}>
            <Link to={adminSupportTicketPath(other.id)}>{other.reference}</Link> · {t.statusName(other.status)} · {other.subject || t.erasedWords}
          </li>
        ))}
      </ul>
    </section>
  );
}
