import { isUuid } from '@nakshatra/contracts';
import { refuse, routeHandlers } from '@nakshatra/platform';
import { transactionSeenBy, type WalletRouteDeps } from './wallet-route-deps.js';

/** How many of the newest transactions a wallet answer carries. */
const LAST_TRANSACTIONS = 10;

/** The wallet's user: the path's id, which names no wallet unless it is a uuid. */
function walletUserOf(id: string): string {
  if (!isUuid(id)) throw refuse('wallet.not_found');
  return id.toLowerCase();
}

/** get_single_wallet/{userId} (the user or an admin) and the admin's get_wallet_history/{userId}. */
export function walletQueryRoutes({ wallets, transactions, awaitFresh }: WalletRouteDeps) {
  return routeHandlers({
    get_single_wallet: async (call) => {
      const userId = walletUserOf(call.params.id);
      await awaitFresh(['wallets', 'wallet_transactions', 'invoices'], call.minPosition);
      const [wallet, last] = await Promise.all([wallets.balance(userId), transactions.page({ userId }, 1, LAST_TRANSACTIONS)]);
      if (!wallet) throw refuse('wallet.not_found');
      return { data: { user_id: userId, currency: 'INR', ...wallet, last_transactions: last.items.map(transactionSeenBy(call.actor)) } };
    },

    get_wallet_history: async (call) => {
      const userId = walletUserOf(call.params.id);
      await awaitFresh(['wallet_ledger'], call.minPosition);
      const entries = await wallets.history(userId);
      if (entries.length === 0 && !(await wallets.balance(userId))) throw refuse('wallet.not_found');
      return { data: entries };
    },
  });
}
