import { isUuid, type WalletView } from '@nakshatra/contracts';
import { notFound, type RouteHandlers } from '@nakshatra/platform';
import type { WalletRouteDeps } from './wallet-route-deps.js';

/** How many of the newest transactions a wallet answer carries. */
const LAST_TRANSACTIONS = 10;

/** get_single_wallet/{userId} (the user or an admin) and the admin's get_wallet_history/{userId}. */
export function walletQueryRoutes({ wallets, transactions, awaitFresh, now }: WalletRouteDeps): RouteHandlers {
  return {
    get_single_wallet: async (call) => {
      const id = call.params.id!;
      if (!isUuid(id)) throw notFound('Wallet not found');
      const userId = id.toLowerCase();
      await awaitFresh(['wallets', 'wallet_transactions', 'invoices'], call.minPosition);
      const at = now();
      const [wallet, last] = await Promise.all([wallets.balance(userId), transactions.page({ userId }, 1, LAST_TRANSACTIONS, at)]);
      if (!wallet) throw notFound('Wallet not found');
      const view: WalletView = { user_id: userId, currency: 'INR', ...wallet, last_transactions: last.items };
      return { data: view };
    },

    get_wallet_history: async (call) => {
      const id = call.params.id!;
      if (!isUuid(id)) throw notFound('Wallet not found');
      const userId = id.toLowerCase();
      await awaitFresh(['wallet_ledger'], call.minPosition);
      const entries = await wallets.history(userId);
      if (entries.length === 0 && !(await wallets.balance(userId))) throw notFound('Wallet not found');
      return { data: entries };
    },
  };
}
