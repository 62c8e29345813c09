import type { TransactionStatus, TransactionType } from '@nakshatra/contracts';

const TYPE_LABELS: Readonly<Record<TransactionType, string>> = { recharge: 'Recharge', debit: 'Debit', adjustment: 'Adjustment', refund: 'Refund' };
const STATUS_LABELS: Readonly<Record<TransactionStatus, string>> = { pending: 'Pending', success: 'Success', failed: 'Failed', cancelled: 'Cancelled', abandoned: 'Abandoned' };

export const TRANSACTION_TYPE_OPTIONS = Object.entries(TYPE_LABELS);
export const TRANSACTION_STATUS_OPTIONS = Object.entries(STATUS_LABELS);

export const transactionTypeLabel = (type: TransactionType): string => TYPE_LABELS[type] ?? type;

/** A transaction's status as a back-office chip. */
export function AdminTransactionStatus({ status }: { status: TransactionStatus }) {
  return <span className={`admin-status admin-status--${status}`}>{STATUS_LABELS[status] ?? status}</span>;
}
