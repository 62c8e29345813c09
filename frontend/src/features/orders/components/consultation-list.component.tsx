import type { MyChatSessionView } from '@nakshatra/contracts';
import { AppLink } from '../../../components/app-link.component';
import { RuleRefundNote } from '../../../components/rule-refund/rule-refund-note.component';
import { TableScroll } from '../../../components/table-scroll.component';
import { reportProblemPath } from '../../../config/app-links';
import { formatIstDateTime } from '../../../lib/format-ist-date';
import { formatRupees } from '../../../lib/format-money';
import { useLanguage } from '../../../lib/i18n/language-context';
import { useMessages } from '../../../lib/i18n/messages';
import { billPath } from '../../bills';
import { CONSULTATIONS_PAGE_SIZE, getMyChatSessions } from '../api/get-my-chat-sessions.api';
import { ordersMessages } from '../orders.messages';
import { MoneyTableHead } from './money-table-head.component';
import { PagedSection } from './paged-section.component';

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
  return (
    <PagedSection
      className="consultations"
      heading={t.consultations}
      loading={t.consultationsLoading}
      failed={t.consultationsFailed}
      pagesLabel={t.consultationPages}
      pageSize={CONSULTATIONS_PAGE_SIZE}
      loadKey={(page) => `my-chat-sessions:${page}`}
      load={getMyChatSessions}
    >
      {({ rows, page, pages }) => (
        <TableScroll label={`${t.consultations}, ${t.pageOf(page, pages).toLowerCase()}`}>
          <table role="table" className="money-table money-table--cards consultation-table">
            <MoneyTableHead columns={[t.date, t.astrologer, t.duration, t.amount, t.status, <span className="visually-hidden">{t.openChat}</span>]} />
            <tbody role="rowgroup">
              {rows.map((session) => (
                <ConsultationRow key={session.id} session={session} date={formatIstDateTime(session.requested_at, language)} />
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </PagedSection>
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
