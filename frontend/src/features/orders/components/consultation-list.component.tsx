import type { MyChatSessionView } from '@nakshatra/contracts';
import { useState } from 'react';
import { AppLink } from '../../../components/app-link.component';
import { LoadFailed } from '../../../components/load-failed.component';
import { RuleRefundNote } from '../../../components/rule-refund/rule-refund-note.component';
import { TableScroll } from '../../../components/table-scroll.component';
import { reportProblemPath } from '../../../config/app-links';
import { formatIstDateTime } from '../../../lib/format-ist-date';
import { formatRupees } from '../../../lib/format-money';
import { useLanguage } from '../../../lib/i18n/language-context';
import { useMessages } from '../../../lib/i18n/messages';
import { useApiLoad } from '../../../lib/use-api-load.hook';
import { billPath } from '../../bills';
import { CONSULTATIONS_PAGE_SIZE, getMyChatSessions } from '../api/get-my-chat-sessions.api';
import { ordersMessages } from '../orders.messages';

/** Minutes and seconds of a consultation, "12 min 05 s". */
const duration = (seconds: number): string => `${Math.floor(seconds / 60)} min ${String(seconds % 60).padStart(2, '0')} s`;

/**
 * Your chat consultations on the order history: one row per session (the wallet's per-minute
 * debits are in the transactions below), each opening its chat screen, where an ended chat shows
 * the summary, the transcript and the review; what an automatic rule refunded of it shows beside
 * its amount. On phones each row is a card, as the transactions'.
 */
export function ConsultationList() {
  const t = useMessages(ordersMessages);
  const { language } = useLanguage();
  const [page, setPage] = useState(1);
  const [sessions, retry] = useApiLoad(`my-chat-sessions:${page}`, (signal) => getMyChatSessions(page, signal));
  if (sessions.state === 'loading') return <p aria-busy="true">{t.consultationsLoading}</p>;
  if (sessions.state === 'failed') return <LoadFailed text={t.consultationsFailed} onRetry={retry} />;
  const rows = sessions.answer.data;
  const total = sessions.answer.meta?.total ?? rows.length;
  if (total === 0) return null;
  const pages = Math.max(1, Math.ceil(total / CONSULTATIONS_PAGE_SIZE));
  return (
    <section className="consultations" aria-labelledby="consultations-heading">
      <h2 id="consultations-heading">{t.consultations}</h2>
      <TableScroll label={`${t.consultations}, ${t.pageOf(page, pages).toLowerCase()}`}>
        <table role="table" className="money-table money-table--cards consultation-table">
          <thead role="rowgroup">
            <tr role="row">
              <th role="columnheader" scope="col">
                {t.date}
              </th>
              <th role="columnheader" scope="col">
                {t.astrologer}
              </th>
              <th role="columnheader" scope="col">
                {t.duration}
              </th>
              <th role="columnheader" scope="col">
                {t.amount}
              </th>
              <th role="columnheader" scope="col">
                {t.status}
              </th>
              <th role="columnheader" scope="col">
                <span className="visually-hidden">{t.openChat}</span>
              </th>
            </tr>
          </thead>
          <tbody role="rowgroup">
            {rows.map((session) => (
              <ConsultationRow key={session.id} session={session} date={formatIstDateTime(session.requested_at, language)} />
            ))}
          </tbody>
        </table>
      </TableScroll>
      {pages > 1 ? (
        <nav className="consultations__pages" aria-label={t.consultationPages}>
          <button type="button" className="button button--secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t.newer}
          </button>
          <span>{t.pageOf(page, pages)}</span>
          <button type="button" className="button button--secondary" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            {t.older}
          </button>
        </nav>
      ) : null}
    </section>
  );
}

function ConsultationRow({ session, date }: { session: MyChatSessionView; date: string }) {
  const t = useMessages(ordersMessages);
  const who = session.role === 'customer' ? session.astrologer_name : session.customer_name;
  const free = session.free_minutes > 0 && session.total_billed === 0;
  return (
    <tr role="row">
      <td role="cell" className="consultation-table__date">
        {date}
      </td>
      <td role="cell" className="consultation-table__who">
        {who}
        {session.channel === 'call' ? <span className="consultation-table__channel"> · {t.callLabel}</span> : null}
      </td>
      <td role="cell" className="consultation-table__duration" data-label={t.duration}>
        {session.accepted_at ? duration(session.duration_seconds) : t.none}
      </td>
      <td role="cell" className="consultation-table__amount">
        {free ? t.free : formatRupees(session.total_billed)}
        {session.rule_refund ? <RuleRefundNote refund={session.rule_refund} /> : null}
      </td>
      <td role="cell" className="consultation-table__status">
        {t[`chat_${session.status}`]}
      </td>
      <td role="cell" className="consultation-table__open">
        {session.channel === 'call' ? <AppLink to={`/call-screen/${session.id}`}>{t.openCall}</AppLink> : <AppLink to={`/chat-screen/${session.id}`}>{t.openChat}</AppLink>}
        {session.status === 'ended' && session.accepted_at ? (
          <>
            {' · '}
            <AppLink to={reportProblemPath({ kind: 'consultation', id: session.id }, session.role === 'customer' && session.total_billed > 0 ? 'refund' : undefined)}>{t.reportProblem}</AppLink>
          </>
        ) : null}
        {/* The bill is the customer's (it shows their balance); a consultation that never started has none. */}
        {session.role === 'customer' && session.accepted_at ? (
          <AppLink className="consultation-table__bill" to={billPath(session.id)} aria-label={t.billOf(who)}>
            {t.bill}
          </AppLink>
        ) : null}
      </td>
    </tr>
  );
}
