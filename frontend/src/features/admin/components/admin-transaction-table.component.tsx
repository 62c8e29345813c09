import type { TransactionView } from '@nakshatra/contracts';
import { Link } from 'react-router-dom';
import { SignedAmount } from '../../../components/signed-amount.component';
import { formatRupees } from '../../../lib/format-money';
import { adminWalletPath } from '../lib/admin-paths';
import { formatIst } from '../lib/format-ist';
import { AdminTransactionStatus, transactionTypeLabel } from './transaction-cells.component';

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
  return (
    <div className="admin-table-scroll">
      <table className="admin-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">When</th>
            {showUser ? <th scope="col">User</th> : null}
            <th scope="col">Type</th>
            <th scope="col">Status</th>
            <th scope="col">Amount</th>
            <th scope="col">Balance after</th>
            <th scope="col">Reason</th>
            <th scope="col">Invoice</th>
            {onRefund ? <th scope="col">Action</th> : null}
          </tr>
        </thead>
        <tbody>
          {transactions.map((transaction) => {
            const refundable = transaction.type === 'debit' ? -transaction.amount - transaction.refunded_amount : 0;
            return (
              <tr key={transaction.id}>
                <td>
                  <time dateTime={transaction.created_at}>{formatIst(transaction.created_at)}</time>
                </td>
                {showUser ? (
                  <td>
                    <Link to={adminWalletPath(transaction.user_id)} className="admin-table__slug">
                      {transaction.user_id}
                    </Link>
                  </td>
                ) : null}
                <td>{transactionTypeLabel(transaction.type)}</td>
                <td>
                  <AdminTransactionStatus status={transaction.status} />
                </td>
                <td>
                  <SignedAmount paise={transaction.amount} />
                  {transaction.refunded_amount > 0 ? <span className="admin-table__slug"> ({formatRupees(transaction.refunded_amount)} refunded)</span> : null}
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
                      <button type="button" className="admin-button admin-button--quiet admin-button--small" onClick={() => onRefund(transaction)} aria-label={`Refund ${formatRupees(-transaction.amount)} of ${formatIst(transaction.created_at)}`}>
                        Refund
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
