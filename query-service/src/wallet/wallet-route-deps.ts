import type { Actor, TransactionView } from '@nakshatra/contracts';
import type { InvoicesRepository } from './invoices.repository.js';
import type { TransactionsRepository } from './transactions.repository.js';
import type { TurnoverRepository } from './turnover.repository.js';
import type { WalletsRepository } from './wallets.repository.js';

/** Waits (read-your-writes) until every named projection has applied the position, if one was sent. */
export type AwaitFresh = (projections: readonly string[], minPosition: string | undefined) => Promise<boolean>;

/**
 * What the wallet routes read. None of their answers is cached: they are one user's money or the
 * admin's audit, and a balance or a status served from before the last write would mislead.
 */
export interface WalletRouteDeps {
  readonly transactions: TransactionsRepository;
  readonly wallets: WalletsRepository;
  readonly invoices: InvoicesRepository;
  readonly turnover: TurnoverRepository;
  readonly awaitFresh: AwaitFresh;
  /** The clock default date ranges and export names are read against. */
  readonly now: () => Date;
}

/** Transactions show their recharge's invoice, so an answer about them waits for both projections. */
export const TRANSACTION_READ_MODELS = ['wallet_transactions', 'invoices'] as const;

/** For calls the catalogue lets any customer make about a record that names its user. */
export function assertOwnerOrAdmin(actor: Actor, userId: string, refusal: () => Error): void {
  if (actor.role !== 'admin' && actor.id !== userId) throw refusal();
}

/** A movement as `reader` may see it: an admin sees who made it; anyone else, only that it was they (TransactionView.actor_id). */
export function transactionSeenBy(reader: Actor): (view: TransactionView) => TransactionView {
  return (view) => (reader.role === 'admin' || view.actor_id === reader.id ? view : { ...view, actor_id: null });
}
