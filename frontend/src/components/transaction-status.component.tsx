import type { TransactionStatus } from '@nakshatra/contracts';
import { defineMessages, useMessages } from '../lib/i18n/messages';
import './transaction-status.css';

/** The statuses' names, for the chip and for status filters. */
export const transactionStatusMessages = defineMessages(
  {
    pending: 'Pending',
    success: 'Successful',
    failed: 'Failed',
    cancelled: 'Cancelled',
    expired: 'Expired',
  },
  {
    pending: 'लंबित',
    success: 'सफल',
    failed: 'विफल',
    cancelled: 'रद्द',
    expired: 'समय निकल गया',
  },
);

/** Where a wallet transaction stands, as a coloured chip whose words carry the meaning. */
export function TransactionStatusChip({ status }: { status: TransactionStatus }) {
  const t = useMessages(transactionStatusMessages);
  return <span className={`status-chip status-chip--${status}`}>{t[status]}</span>;
}
