import type { TransactionView } from '@nakshatra/contracts';
import { AppLink } from '../../../components/app-link.component';
import { SignedAmount } from '../../../components/signed-amount.component';
import { TableScroll } from '../../../components/table-scroll.component';
import { TransactionStatusChip } from '../../../components/transaction-status.component';
import { formatIstDateTime } from '../../../lib/format-ist-date';
import { formatRupees } from '../../../lib/format-money';
import { useLanguage } from '../../../lib/i18n/language-context';
import { useMessages } from '../../../lib/i18n/messages';
import { ordersMessages } from '../orders.messages';

/** One row per transaction: when (India), what, the signed change, the balance after, status and invoice. */
export function TransactionTable({ transactions, caption }: { transactions: readonly TransactionView[]; caption: string }) {
  const t = useMessages(ordersMessages);
  const { language } = useLanguage();
  return (
    <TableScroll label={caption}>
      <table className="money-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t.date}</th>
            <th scope="col">{t.what}</th>
            <th scope="col">{t.amount}</th>
            <th scope="col">{t.balanceAfter}</th>
            <th scope="col">{t.status}</th>
            <th scope="col">{t.invoice}</th>
          </tr>
        </thead>
        <tbody>
          {transactions.map((transaction) => (
            <tr key={transaction.id}>
              <td>
                <time dateTime={transaction.created_at}>{formatIstDateTime(transaction.created_at, language)}</time>
              </td>
              <td>
                <Description transaction={transaction} />
              </td>
              <td>
                <SignedAmount paise={transaction.amount} />
              </td>
              <td>{transaction.balance_after === null ? t.none : formatRupees(transaction.balance_after)}</td>
              <td>
                <TransactionStatusChip status={transaction.status} />
              </td>
              <td>
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

/** Its kind in the visitor's language; the reason as the server or an admin wrote it (a recharge's is only "Wallet recharge"). */
function Description({ transaction }: { transaction: TransactionView }) {
  const t = useMessages(ordersMessages);
  const detail = transaction.type === 'recharge' ? (transaction.status === 'success' && transaction.bonus > 0 ? t.withBonus(formatRupees(transaction.bonus)) : '') : transaction.reason;
  return (
    <>
      <span className="transaction-kind">{t[`kind_${transaction.type}`]}</span>
      {detail ? <span className="transaction-reason">{detail}</span> : null}
    </>
  );
}
