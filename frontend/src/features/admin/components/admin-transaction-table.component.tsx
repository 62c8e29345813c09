import type { TransactionView } from '@nakshatra/contracts';
import { SignedAmount } from '../../../components/signed-amount.component';
import { formatIstDateTime } from '../../../lib/format-ist-date';
import { formatRupees } from '../../../lib/format-money';
import { useLanguage } from '../../../lib/i18n/language-context';
import { useMessages } from '../../../lib/i18n/messages';
import { adminMessages } from '../admin.messages';
import { moneyMessages } from '../admin-money.messages';
import { usePeople } from '../hooks/use-people.hook';
import { PersonLabel } from './person-label.component';
import { AdminTransactionStatus } from './transaction-cells.component';

interface AdminTransactionTableProps {
  readonly transactions: readonly TransactionView[];
  readonly caption: string;
  /** Everyone's list names the user (a link to their wallet); one wallet's does not. */
  readonly showUser?: boolean;
  /** One wallet's list: a Refund button on debits that still have something to refund. */
  readonly onRefund?: (debit: TransactionView) => void;
}

/** Transactions for admins: when, whose, what, where it stands, the signed change and balance after, why, and the invoice. */
export function AdminTransactionTable({ transactions, caption, showUser = false, onRefund }: AdminTransactionTableProps) {
  const t = useMessages(moneyMessages);
  const common = useMessages(adminMessages);
  const { language } = useLanguage();
  const people = usePeople(showUser ? transactions.map((transaction) => transaction.user_id) : []);
  return (
    <div className="admin-table-scroll">
      <table className="admin-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{common.when}</th>
            {showUser ? <th scope="col">{common.user}</th> : null}
            <th scope="col">{t.type}</th>
            <th scope="col">{common.status}</th>
            <th scope="col">{common.amount}</th>
            <th scope="col">{t.balanceAfter}</th>
            <th scope="col">{common.reason}</th>
            <th scope="col">{t.invoice}</th>
            {onRefund ? <th scope="col">{common.action}</th> : null}
          </tr>
        </thead>
        <tbody>
          {transactions.map((transaction) => {
            const refundable = transaction.type === 'debit' ? -transaction.amount - transaction.refunded_amount : 0;
            const when = formatIstDateTime(transaction.created_at, language);
            return (
              <tr key={transaction.id}>
                <td>
                  <time dateTime={transaction.created_at}>{when}</time>
                </td>
                {showUser ? (
                  <td>
                    <PersonLabel userId={transaction.user_id} person={people.get(transaction.user_id)} />
                  </td>
                ) : null}
                <td>{t[transaction.type]}</td>
                <td>
                  <AdminTransactionStatus status={transaction.status} />
                </td>
                <td>
                  <SignedAmount paise={transaction.amount} />
                  {transaction.refunded_amount > 0 ? <span className="admin-table__slug">{t.refunded(formatRupees(transaction.refunded_amount))}</span> : null}
                </td>
                <td>{transaction.balance_after === null ? '—' : formatRupees(transaction.balance_after)}</td>
                <td>
                  {transaction.reason}
                  {transaction.failure_detail ? <span className="admin-table__slug"> · {transaction.failure_detail}</span> : null}
                </td>
                <td>{transaction.invoice_number ?? ''}</td>
                {onRefund ? (
                  <td>
                    {refundable > 0 ? (
                      <button type="button" className="admin-button admin-button--quiet admin-button--small" onClick={() => onRefund(transaction)} aria-label={t.refundOf(formatRupees(-transaction.amount), when)}>
                        {t.refund}
                      </button>
                    ) : null}
                  </td>
                ) : null}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
