import { isUuid, type Actor, type TransactionListQuery } from '@nakshatra/contracts';
import { refuse, refuseField, routeHandlers } from '@nakshatra/platform';
import type { TransactionFilter } from './transactions.repository.js';
import { transactionsCsv } from './transactions-csv.js';
import { assertOwnerOrAdmin, TRANSACTION_READ_MODELS, transactionSeenBy, type WalletRouteDeps } from './wallet-route-deps.js';

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

/** The user of a per-user list; the catalogue has already let only that user or an admin through. */
function userOf(id: string): string {
  if (!isUuid(id)) throw refuse('user.not_found');
  return id.toLowerCase();
}

/**
 * The transaction lists (a user's own, their recharges, the admin's of everyone), one transaction,
 * and the refunds. Lists are newest first, paged, or one CSV with `format=csv`.
 */
export function transactionQueryRoutes({ transactions, awaitFresh, now }: WalletRouteDeps) {
  async function list(reader: Actor, query: TransactionListQuery, filter: TransactionFilter, minPosition: string | undefined) {
    await awaitFresh(TRANSACTION_READ_MODELS, minPosition);
    const seen = transactionSeenBy(reader);
    if (query.format === 'csv') {
      const matches = await transactions.count(filter);
      if (matches > MAX_CSV_ROWS) throw refuseField('format', 'field.csv_too_many', { matches, maximum: MAX_CSV_ROWS });
      return transactionsCsv((await transactions.all(filter)).map(seen), now());
    }
    const page = await transactions.page(filter, query.page, query.limit);
    return { data: page.items.map(seen), meta: page.meta };
  }

  return routeHandlers({
    get_transactions: (call) => list(call.actor, call.query, { ...filterOf(call.query), userId: call.query.user_id?.toLowerCase() }, call.minPosition),
    get_single_transaction2: (call) => list(call.actor, call.query, { ...filterOf(call.query), userId: userOf(call.params.id) }, call.minPosition),
    get_recharge: (call) => list(call.actor, call.query, { ...filterOf(call.query), userId: userOf(call.params.id), type: 'recharge' }, call.minPosition),

    get_single_transaction: async (call) => {
      await awaitFresh(TRANSACTION_READ_MODELS, call.minPosition);
      const transaction = await transactions.findOne(call.params.id);
      if (!transaction) throw refuse('wallet.transaction_not_found');
      assertOwnerOrAdmin(call.actor, transaction.user_id, () => refuse('wallet.transaction_not_yours'));
      return { data: transactionSeenBy(call.actor)(transaction) };
    },

    get_refund_transaction: async (call) => {
      await awaitFresh(TRANSACTION_READ_MODELS, call.minPosition);
      const page = await transactions.page({ type: 'refund', userId: call.query.user_id?.toLowerCase() }, call.query.page, call.query.limit);
      return { data: page.items, meta: page.meta };
    },
  });
}
