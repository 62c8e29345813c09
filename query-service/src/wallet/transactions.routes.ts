import { isUuid, type TransactionListQuery } from '@nakshatra/contracts';
import { badRequest, notFound, type RouteCall, type RouteHandlers } from '@nakshatra/platform';
import type { TransactionFilter } from './transactions.repository.js';
import { transactionsCsv } from './transactions-csv.js';
import { assertOwnerOrAdmin, TRANSACTION_READ_MODELS, type WalletRouteDeps } from './wallet-route-deps.js';

/** One CSV holds at most this many rows; beyond it the admin narrows the filters (it is built in memory). */
export const MAX_CSV_ROWS = 50_000;

const filterOf = (query: TransactionListQuery): TransactionFilter => ({
  type: query.type,
  status: query.status,
  from: query.from,
  to: query.to,
  minAmount: query.min_amount,
  maxAmount: query.max_amount,
});

/**
 * The transaction lists (a user's own, their recharges, the admin's of everyone), one transaction,
 * and the refunds. Lists are newest first, paged, or one CSV with `format=csv`.
 */
export function transactionQueryRoutes({ transactions, awaitFresh, now }: WalletRouteDeps): RouteHandlers {
  async function list(call: RouteCall, filter: TransactionFilter) {
    await awaitFresh(TRANSACTION_READ_MODELS, call.minPosition);
    const query = call.query as TransactionListQuery;
    const at = now();
    if (query.format === 'csv') {
      const matches = await transactions.count(filter, at);
      if (matches > MAX_CSV_ROWS) throw badRequest([{ path: 'format', message: `${matches} transactions match; a CSV holds at most ${MAX_CSV_ROWS}: narrow the dates or filters` }]);
      return transactionsCsv(await transactions.all(filter, at), at);
    }
    const page = await transactions.page(filter, query.page, query.limit, at);
    return { data: page.items, meta: page.meta };
  }

  /** The user of a per-user list; the catalogue has already let only that user or an admin through. */
  function userOf(call: RouteCall): string {
    const id = call.params.id!;
    if (!isUuid(id)) throw notFound('User not found');
    return id.toLowerCase();
  }

  return {
    get_transactions: (call) => {
      const query = call.query as TransactionListQuery;
      return list(call, { ...filterOf(query), userId: query.user_id?.toLowerCase() });
    },
    get_single_transaction2: (call) => list(call, { ...filterOf(call.query as TransactionListQuery), userId: userOf(call) }),
    get_recharge: (call) => list(call, { ...filterOf(call.query as TransactionListQuery), userId: userOf(call), type: 'recharge' }),

    get_single_transaction: async (call) => {
      await awaitFresh(TRANSACTION_READ_MODELS, call.minPosition);
      const transaction = await transactions.findOne(call.params.id!, now());
      if (!transaction) throw notFound('Transaction not found');
      assertOwnerOrAdmin(call.actor, transaction.user_id, 'You can only see your own transactions');
      return { data: transaction };
    },

    get_refund_transaction: async (call) => {
      await awaitFresh(TRANSACTION_READ_MODELS, call.minPosition);
      const query = call.query as { page: number; limit: number; user_id?: string };
      const page = await transactions.page({ type: 'refund', userId: query.user_id?.toLowerCase() }, query.page, query.limit, now());
      return { data: page.items, meta: page.meta };
    },
  };
}
