import { TRANSACTION_STATUSES, TRANSACTION_TYPES } from '@nakshatra/contracts';
import { parseRupees } from '../../../lib/parse-rupees';
import type { TransactionListQuery } from '../api/wallet-admin.api';
import { oneOf } from './one-of';

export const TRANSACTIONS_PAGE_SIZE = 20;

/** The transaction filters as the address keeps them (amounts in rupees, as typed). */
export interface TransactionFilters {
  readonly user: string;
  readonly type: string;
  readonly status: string;
  readonly from: string;
  readonly to: string;
  readonly min: string;
  readonly max: string;
}

export const FILTER_NAMES = ['user', 'type', 'status', 'from', 'to', 'min', 'max'] as const satisfies readonly (keyof TransactionFilters)[];

const filtersFrom = (value: (name: keyof TransactionFilters) => string): TransactionFilters => ({
  user: value('user'),
  type: value('type'),
  status: value('status'),
  from: value('from'),
  to: value('to'),
  min: value('min'),
  max: value('max'),
});

export const readTransactionFilters = (params: URLSearchParams): TransactionFilters => filtersFrom((name) => params.get(name) ?? '');

/** The filters as typed, trimmed. */
export const trimmedFilters = (filters: TransactionFilters): TransactionFilters => filtersFrom((name) => filters[name].trim());

const paise = (rupees: string) => (rupees === '' ? undefined : parseRupees(rupees));

/** get_transactions' query: empty filters left out (the server refuses empty values), rupees as paise. */
export function transactionQuery(filters: TransactionFilters, page: number): TransactionListQuery {
  return {
    page,
    limit: TRANSACTIONS_PAGE_SIZE,
    user_id: filters.user.trim() || undefined,
    type: oneOf(filters.type, TRANSACTION_TYPES),
    status: oneOf(filters.status, TRANSACTION_STATUSES),
    from: filters.from || undefined,
    to: filters.to || undefined,
    min_amount: paise(filters.min),
    max_amount: paise(filters.max),
  };
}
