import { SUPPORT_TICKET_STATUSES, type SupportThreadEntryView, type SupportTicketStatus, type SupportTicketView } from '@nakshatra/contracts';
import { PrivateImage } from '../../../components/private-image.component';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { formatIstDateTime } from '../../../lib/format-ist-date';
import { formatRupees } from '../../../lib/format-money';
import { useLanguage } from '../../../lib/i18n/language-context';
import { useMessages } from '../../../lib/i18n/messages';
import { adminMessages } from '../admin.messages';
import { refundBearerMessages } from '../admin-refund-bearer.messages';
import { adminSupportMessages } from '../admin-support.messages';
import { getCustomerDebits, getSupportTicket, updateSupportTicket } from '../api/support-admin.api';
import { useAdminAccess } from '../hooks/admin-access.context';
import { useAdminWrite } from '../hooks/use-admin-write.hook';
import { useApiResource } from '../hooks/use-api-resource.hook';
import { ADMIN_SUPPORT_PATH } from '../lib/admin-paths';
import { say, type Notice } from '../lib/notice';
import { AdminField } from './admin-field.component';
import { LoadFailure, Loading } from './load-failure.component';
import { SlaChip } from './support-queue-page.component';
import { SupportRefundDialog } from './support-refund-dialog.component';
import { SupportTicketContext } from './support-ticket-context.component';
import { WriteNotice } from './write-notice.component';

const REPLY_FIELDS = new Set(['text', 'status']);

/**
 * One ticket for support (docs/support.md): the thread with both sides, the reply (then awaiting the
 * customer, or resolved), assigning, the status, the refund decision for a ticket about something
 * paid, and what is at hand beside it (transcript, wallet, the customer's other tickets).
 */
export function SupportTicketPage({ id }: { id: string }) {
  const t = useMessages(adminSupportMessages);
  const common = useMessages(adminMessages);
  const headingId = useId();
  const [record, retry] = useApiResource(`support-ticket:${id}`, (signal) => getSupportTicket(id, signal));
  const [message, setMessage] = useState<Notice>();
  const done = (notice: Notice) => {
    setMessage(notice);
    retry();
  };
  const ticket = record.state === 'loaded' ? record.answer.data.ticket : undefined;

  return (
    <section aria-labelledby={headingId} className="admin-support">
      <title>{common.pageTitle(ticket ? t.ticketTitle(ticket.reference) : t.support)}</title>
      <p>
        <Link to={ADMIN_SUPPORT_PATH}>← {t.back}</Link>
      </p>
      <h1 id={headingId}>{ticket ? `${t.ticketTitle(ticket.reference)}: ${ticket.subject || t.erasedWords}` : t.support}</h1>
      {record.state === 'loading' ? <Loading what={t.loadingTicket} /> : null}
      {record.state === 'failed' ? <LoadFailure what={t.loadingTicket} failure={record.failure} onRetry={retry} /> : null}
      <WriteNotice notice={message} />
      {record.state === 'loaded' && ticket ? (
        <div className="admin-support__layout">
          <div>
            <TicketFacts ticket={ticket} />
            <Thread entries={record.answer.data.thread} />
            <TicketActions key={ticket.updated_at} ticket={ticket} onDone={done} />
          </div>
          <SupportTicketContext ticket={ticket} />
        </div>
      ) : null}
    </section>
  );
}

function TicketFacts({ ticket }: { ticket: SupportTicketView }) {
  const t = useMessages(adminSupportMessages);
  const bearerWords = useMessages(refundBearerMessages);
  const { language } = useLanguage();
  return (
    <dl className="admin-support__facts">
      <dt>{t.customer}</dt>
      <dd>
        {[ticket.customer_name, ticket.customer_phone].filter(Boolean).join(' · ') || ticket.customer_id}
        {ticket.opener_role === 'astrologer' ? ` (${t.fromAstrologer})` : ''}
      </dd>
      <dt>{t.category}</dt>
      <dd>{t.categoryName(ticket.category)}</dd>
      <dt>{t.status}</dt>
      <dd>{t.statusName(ticket.status)}</dd>
      <dt>{t.opened}</dt>
      <dd>{formatIstDateTime(ticket.created_at, language)}</dd>
      <dt>{t.sla}</dt>
      <dd>
        <SlaChip ticket={ticket} />
      </dd>
      <dt>{t.assignee}</dt>
      <dd>{ticket.assignee_name ?? (ticket.assignee_id ? ticket.assignee_id.slice(0, 8) : t.unassigned)}</dd>
      {ticket.link ? (
        <>
          <dt>{t.linked(ticket.link.kind, '')}</dt>
          <dd>
            <code>{ticket.link.id}</code>
          </dd>
        </>
      ) : null}
      {ticket.refund ? (
        <>
          <dt>{t.decision}</dt>
          <dd>
            {t[`decision_${ticket.refund.decision}`]} · {formatRupees(ticket.refund.amount)}
            {ticket.refund.borne_by ? ` · ${bearerWords[`borneBy_${ticket.refund.borne_by}`]}` : ''}
            {ticket.refund.paid_amount !== null ? ` · ${t.refunded(formatRupees(ticket.refund.paid_amount))}` : ''}
          </dd>
        </>
      ) : null}
    </dl>
  );
}

function Thread({ entries }: { entries: readonly SupportThreadEntryView[] }) {
  const t = useMessages(adminSupportMessages);
  const { language } = useLanguage();
  const line = (entry: SupportThreadEntryView): string => {
    switch (entry.kind) {
      case 'message':
        // Only an erased opener's thread has a message without words.
        return entry.text ?? t.erasedWords;
      case 'status':
        return t.statusChanged(t.statusName(entry.to_status!));
      case 'assigned':
        return entry.assignee_id ? t.assignedTo(entry.assignee_id.slice(0, 8)) : t.unassignedEntry;
      case 'refund_decided':
        return `${t.refundDecided(t[`decision_${entry.decision!}`], formatRupees(entry.amount ?? 0))}. ${entry.text ?? ''}`;
      case 'refund_paid':
        return t.refundPaid(formatRupees(entry.amount ?? 0));
    }
  };
  return (
    <section className="admin-panel">
      <h2>{t.thread}</h2>
      <ol className="admin-support__thread">
        {entries.map((entry) => (
          <li key={entry.id} className={`admin-support__entry admin-support__entry--${entry.side ?? 'system'} admin-support__entry--${entry.kind}`}>
            <p>
              <strong>{entry.side === 'support' ? t.supportSide : entry.side === 'customer' ? t.customerSide : ''}</strong> <time dateTime={entry.at}>{formatIstDateTime(entry.at, language)}</time>
            </p>
            <p className="admin-support__text">{line(entry)}</p>
            {entry.images.map((url, index) => (
              <a key={url} href={url} target="_blank" rel="noreferrer">
                <PrivateImage src={url} alt={t.screenshot(index + 1)} width={96} height={96} />
              </a>
            ))}
          </li>
        ))}
      </ol>
    </section>
  );
}

/** Reply, assign, status and the refund decision; each sends one update_support_ticket. */
function TicketActions({ ticket, onDone }: { ticket: SupportTicketView; onDone: (notice: Notice) => void }) {
  const t = useMessages(adminSupportMessages);
  const adminId = useAdminAccess().userId ?? null;
  const write = useAdminWrite(REPLY_FIELDS);
  const [reply, setReply] = useState('');
  const [then, setThen] = useState<'awaiting_customer' | 'resolved'>('awaiting_customer');
  const [status, setStatus] = useState<SupportTicketStatus>(ticket.status);
  const [refunding, setRefunding] = useState(false);
  const paidFor = ticket.link && ticket.link.kind !== 'recharge' && !ticket.refund;
  const [debits] = useApiResource(`support-debits:${ticket.customer_id}`, (signal) => getCustomerDebits(ticket.customer_id, signal));
  const refundable = debits.state === 'loaded' ? debits.answer.data.filter((line) => line.source_id === ticket.link?.id).reduce((sum, line) => sum - line.amount - line.refunded_amount, 0) : 0;

  const send = async (body: Parameters<typeof updateSupportTicket>[1], notice: Notice) => {
    const answer = await write.send(() => updateSupportTicket(ticket.id, body));
    if (answer !== undefined) onDone(notice);
  };
  const closed = ticket.status === 'closed';

  return (
    <section className="admin-panel admin-support__actions">
      {!closed ? (
        <form
          className="admin-form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (!reply.trim()) return write.refuse({ text: say(adminSupportMessages, (words) => words.reply) });
            void send({ action: 'reply', text: reply, status: then }, say(adminSupportMessages, (words) => words.replySent));
          }}
        >
          {write.formError ? (
            <p className="admin-field__error" role="alert">
              {write.formError}
            </p>
          ) : null}
          <AdminField name="support-reply" label={t.reply} error={write.errorText('text')} required>
            {(control) => <textarea {...control} rows={4} maxLength={4000} value={reply} onChange={(event) => setReply(event.target.value)} />}
          </AdminField>
          <AdminField name="support-reply-then" label={t.replyThen}>
            {(control) => (
              <select {...control} value={then} onChange={(event) => setThen(event.target.value as typeof then)}>
                <option value="awaiting_customer">{t.thenAwaiting}</option>
                <option value="resolved">{t.thenResolved}</option>
              </select>
            )}
          </AdminField>
          <button type="submit" className="admin-button" disabled={write.saving}>
            {t.sendReply}
          </button>
        </form>
      ) : null}
      <div className="admin-support__buttons">
        {adminId && ticket.assignee_id !== adminId ? (
          <button type="button" className="admin-button admin-button--quiet" disabled={write.saving} onClick={() => void send({ action: 'assign', assignee_id: adminId }, say(adminSupportMessages, (words) => words.assignedTo(words.me)))}>
            {t.assignToMe}
          </button>
        ) : (
          <button type="button" className="admin-button admin-button--quiet" disabled={write.saving} onClick={() => void send({ action: 'assign', assignee_id: null }, say(adminSupportMessages, (words) => words.unassignedEntry))}>
            {t.unassign}
          </button>
        )}
        <label htmlFor="support-status">{t.status}</label>
        <select id="support-status" value={status} onChange={(event) => setStatus(event.target.value as SupportTicketStatus)}>
          {SUPPORT_TICKET_STATUSES.map((value) => (
            <option key={value} value={value}>
              {t.statusName(value)}
            </option>
          ))}
        </select>
        <button type="button" className="admin-button admin-button--quiet" disabled={write.saving || status === ticket.status} onClick={() => void send({ action: 'status', status }, say(adminSupportMessages, (words) => words.statusChanged(words.statusName(status))))}>
          {t.setStatus}
        </button>
        {paidFor && !closed ? (
          <button type="button" className="admin-button" onClick={() => setRefunding(true)}>
            {t.decideRefund}
          </button>
        ) : null}
      </div>
      {refunding ? (
        <SupportRefundDialog
          ticket={ticket}
          refundable={refundable}
          onClose={() => setRefunding(false)}
          onDecided={(notice) => {
            setRefunding(false);
            onDone(notice);
          }}
        />
      ) : null}
    </section>
  );
}
