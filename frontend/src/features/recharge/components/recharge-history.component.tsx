import type { TransactionView } from '@nakshatra/contracts';
import { AppLink } from '../../../components/app-link.component';
import { CardGridSkeleton } from '../../../components/card-grid-skeleton.component';
import { commonMessages } from '../../../components/common.messages';
import { EmptyState } from '../../../components/empty-state.component';
import { LoadFailed } from '../../../components/load-failed.component';
import { Paging } from '../../../components/paging.component';
import { TableScroll } from '../../../components/table-scroll.component';
import { TransactionStatusChip } from '../../../components/transaction-status.component';
import { formatIstDateTime } from '../../../lib/format-ist-date';
import { formatRupees } from '../../../lib/format-money';
import { useLanguage } from '../../../lib/i18n/language-context';
import { useMessages } from '../../../lib/i18n/messages';
import { RECHARGES_PAGE_SIZE } from '../api/get-transactions.api';
import { useRecharges } from '../hooks/use-recharge-data.hook';
import { rechargeHistoryMessages } from '../recharge-history.messages';

/** The user's recharges, newest first, a page at a time (`?page=` of the recharge page). */
export function RechargeHistory({ userId, page }: { userId: string; page: number }) {
  const t = useMessages(rechargeHistoryMessages);
  const [recharges, retry] = useRecharges(userId, page);
  return (
    <section className="recharge-history" aria-labelledby="recharge-history-title" aria-busy={recharges.state === 'loading'}>
      <h2 id="recharge-history-title">{t.title}</h2>
      {recharges.state === 'loading' ? <CardGridSkeleton label={t.loading} count={3} /> : null}
      {recharges.state === 'failed' ? <LoadFailed text={t.loadFailed} onRetry={retry} /> : null}
      {recharges.state === 'loaded' ? <RechargeTable recharges={recharges.answer.data} page={page} total={recharges.answer.meta?.total ?? recharges.answer.data.length} /> : null}
    </section>
  );
}

function RechargeTable({ recharges, page, total }: { recharges: readonly TransactionView[]; page: number; total: number }) {
  const t = useMessages(rechargeHistoryMessages);
  const { language } = useLanguage();
  const pages = Math.max(1, Math.ceil(total / RECHARGES_PAGE_SIZE));
  const common = useMessages(commonMessages);
  if (recharges.length === 0 && total > 0) {
    // An old or hand-made address can point past the last page.
    return (
      <EmptyState title={common.nothingOnPage}>
        <AppLink to={{ search: '' }}>{common.firstPage}</AppLink>
      </EmptyState>
    );
  }
  if (recharges.length === 0) return <EmptyState title={t.none} />;
  return (
    <>
      <TableScroll label={t.caption(page, pages)}>
        <table className="money-table">
          <caption className="visually-hidden">{t.caption(page, pages)}</caption>
          <thead>
            <tr>
              <th scope="col">{t.date}</th>
              <th scope="col">{t.amount}</th>
              <th scope="col">{t.paid}</th>
              <th scope="col">{t.credited}</th>
              <th scope="col">{t.status}</th>
              <th scope="col">{t.invoice}</th>
            </tr>
          </thead>
          <tbody>
            {recharges.map((recharge) => (
              <tr key={recharge.id}>
                <td>
                  <time dateTime={recharge.created_at}>{formatIstDateTime(recharge.created_at, language)}</time>
                </td>
                <td>{formatRupees(recharge.total_paid - recharge.gst)}</td>
                <td>{formatRupees(recharge.total_paid)}</td>
                <td>{recharge.status === 'success' ? formatRupees(recharge.amount) : t.notCredited}</td>
                <td>
                  <TransactionStatusChip status={recharge.status} />
                </td>
                <td>{recharge.invoice_id && recharge.invoice_number ? <AppLink to={`/invoice/${encodeURIComponent(recharge.invoice_id)}`}>{recharge.invoice_number}</AppLink> : null}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      <Paging page={page} pages={pages} linkTo={(to) => ({ search: to > 1 ? `?page=${to}` : '' })} label={t.pages} />
    </>
  );
}
