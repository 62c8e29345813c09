import { refundRuleByCode, type TransactionView } from '@nakshatra/contracts';
import { AppLink } from '../../../components/app-link.component';
import { SignedAmount } from '../../../components/signed-amount.component';
import { TableScroll } from '../../../components/table-scroll.component';
import { reportProblemPath, type ReportedItem } from '../../../config/app-links';
import { TransactionStatusChip } from '../../../components/transaction-status.component';
import { formatIstDateTime } from '../../../lib/format-ist-date';
import { formatRupees } from '../../../lib/format-money';
import { useLanguage } from '../../../lib/i18n/language-context';
import { useMessages } from '../../../lib/i18n/messages';
import { ordersMessages } from '../orders.messages';
import { MoneyTableHead } from './money-table-head.component';

/**
 * One row per transaction: when (India), what, the signed change, the balance after, status and
 * invoice. On phones each row is a card (what and amount on top, then date and status), so no
 * column hides off screen; the explicit roles keep it a table to assistive technology, which a
 * table's CSS display change would otherwise undo.
 */
export function TransactionTable({ transactions, caption }: { transactions: readonly TransactionView[]; caption: string }) {
  const t = useMessages(ordersMessages);
  const { language } = useLanguage();
  return (
    <TableScroll label={caption}>
      <table role="table" className="money-table money-table--cards transaction-table">
        <caption className="visually-hidden">{caption}</caption>
        <MoneyTableHead columns={[t.date, t.what, t.amount, t.balanceAfter, t.status, t.invoice]} />
        <tbody role="rowgroup">
          {transactions.map((transaction) => (
            <tr role="row" key={transaction.id}>
              <td role="cell" className="transaction-table__date">
                <time dateTime={transaction.created_at}>{formatIstDateTime(transaction.created_at, language)}</time>
              </td>
              <td role="cell" className="transaction-table__what">
                <Description transaction={transaction} />
              </td>
              <td role="cell" className="transaction-table__amount">
                <SignedAmount paise={transaction.amount} />
              </td>
              <td role="cell" className="transaction-table__balance" data-label={t.balanceAfter}>
                {transaction.balance_after === null ? t.none : formatRupees(transaction.balance_after)}
              </td>
              <td role="cell" className="transaction-table__status">
                <TransactionStatusChip status={transaction.status} />
              </td>
              <td role="cell" className="transaction-table__invoice" data-label={t.invoice}>
                {transaction.invoice_id && transaction.invoice_number ? (
                  <AppLink to={`/invoice/${encodeURIComponent(transaction.invoice_id)}`}>{transaction.invoice_number}</AppLink>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

/** What "Report a problem" on a row is about: a recharge, or the order or pooja booking a debit paid (consultations have their own rows above). */
function reportedItem(transaction: TransactionView): ReportedItem | null {
  if (transaction.type === 'recharge') return { kind: 'recharge', id: transaction.id };
  if (transaction.type === 'debit' && (transaction.source_kind === 'order' || transaction.source_kind === 'pooja')) return { kind: transaction.source_kind, id: transaction.source_id };
  return null;
}

/**
 * Its kind in the visitor's language; the reason as the server or an admin wrote it (a recharge's is
 * only "Wallet recharge"), except a refund by an automatic rule, worded in the visitor's language
 * from the rule and linked to it on /refund-policy.
 */
function Description({ transaction }: { transaction: TransactionView }) {
  const t = useMessages(ordersMessages);
  const { language } = useLanguage();
  const rule = transaction.refund_rule;
  const reported = reportedItem(transaction);
  const detail = transaction.type === 'recharge' ? (transaction.status === 'success' && transaction.bonus > 0 ? t.withBonus(formatRupees(transaction.bonus)) : '') : transaction.reason;
  return (
    <>
      <span className="transaction-kind">{t[`kind_${transaction.type}`]}</span>
      {rule ? (
        <AppLink className="transaction-reason" to={`/refund-policy#refund-rule-${rule}`}>
          {refundRuleByCode(rule).text[language].walletLine}
        </AppLink>
      ) : detail ? (
        <span className="transaction-reason">{detail}</span>
      ) : null}
      {reported ? (
        <AppLink className="transaction-report" to={reportProblemPath(reported)}>
          {t.reportProblem}
        </AppLink>
      ) : null}
    </>
  );
}
