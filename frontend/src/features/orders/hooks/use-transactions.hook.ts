import type { TransactionView } from '@nakshatra/contracts';
import { useApiLoad, type ApiLoad } from '../../../lib/use-api-load.hook';
import { getTransactions } from '../api/get-transactions.api';
import { historyViewSearch, type HistoryView } from '../lib/history-view';

export const useTransactions = (userId: string, view: HistoryView): [ApiLoad<TransactionView[]>, () => void] =>
  useApiLoad(`transactions:${userId}${historyViewSearch(view)}`, (signal) => getTransactions(userId, view, signal));
