import { buildPath, routeTable, type TransactionView, type TurnoverView, type WalletHistoryEntry, type WalletView } from '@nakshatra/contracts';
import { callApi, type ApiResult, type QueryValue } from '../../../lib/api-client';
import { IDEMPOTENCY_HEADER } from '../../../lib/use-idempotency-key.hook';

const withSignal = (signal: AbortSignal | undefined) => (signal ? { signal } : {});

/** GET /api/get_transactions: everyone's transactions (or one user's), filtered, newest first, paged. */
export const getTransactions = (query: Record<string, QueryValue>, signal?: AbortSignal): Promise<ApiResult<TransactionView[]>> =>
  callApi<TransactionView[]>('get_transactions', { query, ...withSignal(signal) });

/** The same list as one CSV file, for a plain download link (the session cookie goes with it). */
export function transactionsCsvUrl(query: Record<string, QueryValue>): string {
  const entry = routeTable.find((route) => route.name === 'get_transactions')!;
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value !== undefined && name !== 'page' && name !== 'limit') search.set(name, String(value));
  search.set('format', 'csv');
  return `${buildPath(entry)}?${search}`;
}

/** GET /api/get_single_wallet/{userId}: balance and recharge count. */
export const getWallet = (userId: string, signal?: AbortSignal): Promise<ApiResult<WalletView>> =>
  callApi<WalletView>('get_single_wallet', { params: { id: userId }, ...withSignal(signal) });

/** GET /api/get_wallet_history/{userId}: every event of the wallet, oldest first, with its actor. */
export const getWalletHistory = (userId: string, signal?: AbortSignal): Promise<ApiResult<WalletHistoryEntry[]>> =>
  callApi<WalletHistoryEntry[]>('get_wallet_history', { params: { id: userId }, ...withSignal(signal) });

/** What a keyed movement answers: its transaction and the balance after it. */
export interface MovementAnswer {
  readonly transaction_id: string;
  readonly balance: number;
}

/** PUT /api/update_wallet/{userId}: a signed adjustment (paise) with its reason. */
export const adjustWallet = (userId: string, body: { amount: number; reason: string }, idempotencyKey: string): Promise<ApiResult<MovementAnswer>> =>
  callApi<MovementAnswer>('update_wallet', { params: { id: userId }, body, headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } });

/** POST /api/create_refund_transaction: returns (part of) a debit to its wallet. */
export const refundDebit = (body: { user_id: string; transaction_id: string; amount: number; reason: string }, idempotencyKey: string): Promise<ApiResult<MovementAnswer>> =>
  callApi<MovementAnswer>('create_refund_transaction', { body, headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } });

/** GET /api/get_total_turnover: recharges, GST, bonuses, revenue, refunds and adjustments by day or month (in India). */
export const getTurnover = (query: { by: string; from?: string; to?: string }, signal?: AbortSignal): Promise<ApiResult<TurnoverView>> =>
  callApi<TurnoverView>('get_total_turnover', { query, ...withSignal(signal) });

/** GET /api/get_refund_transaction: refunds, newest first, paged; one user's with user_id. */
export const getRefunds = (query: { page: number; limit: number; user_id?: string }, signal?: AbortSignal): Promise<ApiResult<TransactionView[]>> =>
  callApi<TransactionView[]>('get_refund_transaction', { query, ...withSignal(signal) });
