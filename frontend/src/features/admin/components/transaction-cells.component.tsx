import type { TransactionStatus } from '@nakshatra/contracts';
import { useMessages } from '../../../lib/i18n/messages';
import { moneyMessages } from '../admin-money.messages';

/** A transaction's status as a back-office chip (moneyMessages has the words of every status, by its value). */
export function AdminTransactionStatus({ status }: { status: TransactionStatus }) {
  const t = useMessages(moneyMessages);
  return <span className={`admin-status admin-status--${status}`}>{t[status]}</span>;
}
