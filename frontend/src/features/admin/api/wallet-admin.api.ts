import { buildPath, routeTable, type RouteBodyInput, type RouteQueryInput } from '@nakshatra/contracts';
import { callApi } from '../../../lib/api-client';
import { IDEMPOTENCY_HEADER } from '../../../lib/use-idempotency-key.hook';

export type TransactionListQuery = RouteQueryInput<'get_transactions'>;

/** GET /api/get_transactions: everyone's transactions (or one user's), filtered, newest first, paged. */
export const getTransactions = (query: TransactionListQuery, signal?: AbortSignal) => callApi('get_transactions', { query, signal });

/** The same list as one CSV file, for a plain download link (the session cookie goes with it). */
export function transactionsCsvUrl(query: TransactionListQuery): string {
  const entry = routeTable.find((route) => route.name === 'get_transactions')!;
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value !== undefined && name !== 'page' && name !== 'limit') search.set(name, String(value));
  search.set('format', 'csv');
  return `${buildPath(entry)}?${search}`;
}

/** GET /api/get_single_wallet/{userId}: balance and recharge count. */
export const getWallet = (userId: string, signal?: AbortSignal) => callApi('get_single_wallet', { params: { id: userId }, signal });

/** GET /api/get_wallet_history/{userId}: every event of the wallet, oldest first, with its actor. */
export const getWalletHistory = (userId: string, signal?: AbortSignal) => callApi('get_wallet_history', { params: { id: userId }, signal });

/** PUT /api/update_wallet/{userId}: a signed adjustment (paise) with its reason; answers the transaction and the balance after it. */
export const adjustWallet = (userId: string, body: RouteBodyInput<'update_wallet'>, idempotencyKey: string) =>
  callApi('update_wallet', { params: { id: userId }, body, headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } });

/** POST /api/create_refund_transaction: returns (part of) a debit to its wallet. */
export const refundDebit = (body: RouteBodyInput<'create_refund_transaction'>, idempotencyKey: string) =>
  callApi('create_refund_transaction', { body, headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } });

/** GET /api/get_total_turnover: recharges, GST, bonuses, revenue, refunds and adjustments by day or month (in India). */
export const getTurnover = (query: RouteQueryInput<'get_total_turnover'>, signal?: AbortSignal) => callApi('get_total_turnover', { query, signal });

/** GET /api/get_refund_transaction: refunds, newest first, paged; one user's with user_id. */
export const getRefunds = (query: RouteQueryInput<'get_refund_transaction'>, signal?: AbortSignal) => callApi('get_refund_transaction', { query, signal });
