import type { ReadModelDatabase } from '@nakshatra/projections';
import type { Kysely } from 'kysely';
import { InvoicesRepository } from './invoices.repository.js';
import { invoiceQueryRoutes } from './invoices.routes.js';
import { TransactionsRepository } from './transactions.repository.js';
import { transactionQueryRoutes } from './transactions.routes.js';
import { TurnoverRepository } from './turnover.repository.js';
import { turnoverQueryRoutes } from './turnover.routes.js';
import type { AwaitFresh } from './wallet-route-deps.js';
import { walletQueryRoutes } from './wallet.routes.js';
import { WalletsRepository } from './wallets.repository.js';

/** Every money read: wallets, transactions, refunds, invoices, turnover and the audit history. */
export function moneyQueryRoutes(db: Kysely<ReadModelDatabase>, awaitFresh: AwaitFresh, now: () => Date = () => new Date()) {
  const deps = {
    transactions: new TransactionsRepository(db),
    wallets: new WalletsRepository(db),
    invoices: new InvoicesRepository(db),
    turnover: new TurnoverRepository(db),
    awaitFresh,
    now,
  };
  return { ...walletQueryRoutes(deps), ...transactionQueryRoutes(deps), ...invoiceQueryRoutes(deps), ...turnoverQueryRoutes(deps) };
}
