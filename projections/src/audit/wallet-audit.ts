import { balanceChange, WALLET_STREAM_PREFIX, type WalletEvent } from '@nakshatra/contracts';
import type { EventStore, Position, RecordedEvent } from '@nakshatra/event-store';
import type { Kysely } from 'kysely';
import type { ReadModelDatabase } from '../read-models/read-model-database.js';
import { ConsultationEarningsAudit, type ConsultationEarningsTotals } from './earnings-audit.js';
import { GiftAudit, type GiftTotals } from './gift-audit.js';

/** One wallet as its events say it is. */
export interface RecomputedWallet {
  readonly userId: string;
  /** The sum of every movement. */
  balance: number;
  /** The balance the last movement recorded (what the decider saw). */
  recordedBalance: number;
  movements: number;
  /** Movements whose recorded balanceAfter is not the running sum, or is negative. */
  readonly chainErrors: string[];
}

export interface WalletDifference {
  readonly userId: string;
  readonly problem: string;
}

export interface WalletAuditReport {
  readonly wallets: number;
  readonly events: number;
  /** Money in all wallets by the events: credits + adjustments + refunds − debits. */
  readonly totalFromEvents: number;
  readonly totalInReadModel: number;
  readonly totalOfTransactions: number;
  /** Gifts on air (docs/live.md): what senders paid, the astrologers' share, the commission, refunds of voided gifts. */
  readonly gifts: GiftTotals;
  /** Consultations' earnings: what paid minutes earned astrologers, and what refunds they bore took back (earnings-audit.ts). */
  readonly earnings: ConsultationEarningsTotals;
  readonly differences: readonly WalletDifference[];
}

const BATCH = 5_000;

/** Folds every wallet stream from the store, in global order, reporting progress per batch; `observe` sees every event of the pass. */
export async function recomputeWallets(store: EventStore, onProgress: (events: number) => void = () => undefined, observe: (recorded: RecordedEvent) => void = () => undefined): Promise<Map<string, RecomputedWallet>> {
  const wallets = new Map<string, RecomputedWallet>();
  let from: Position | undefined;
  for (;;) {
    const batch = await store.readAll({ from, limit: BATCH });
    if (batch.length === 0) break;
    for (const recorded of batch) {
      observe(recorded);
      if (!recorded.streamName.startsWith(WALLET_STREAM_PREFIX)) continue;
      const userId = recorded.streamName.slice(WALLET_STREAM_PREFIX.length);
      const wallet = wallets.get(userId) ?? { userId, balance: 0, recordedBalance: 0, movements: 0, chainErrors: [] };
      wallets.set(userId, wallet);
      const event = recorded as unknown as WalletEvent;
      const change = balanceChange(event);
      if (change === 0 && !('balanceAfter' in event.data)) continue;
      wallet.balance += change;
      wallet.movements += 1;
      wallet.recordedBalance = (event.data as { balanceAfter: number }).balanceAfter;
      if (wallet.recordedBalance !== wallet.balance) wallet.chainErrors.push(`${event.type} at revision ${recorded.revision} recorded balance ${wallet.recordedBalance}, the movements add up to ${wallet.balance}`);
      if (wallet.balance < 0) wallet.chainErrors.push(`${event.type} at revision ${recorded.revision} took the balance below zero (${wallet.balance})`);
    }
    from = batch[batch.length - 1]!.position;
    onProgress(batch.length);
  }
  return wallets;
}

/**
 * Recomputes every balance from the events and compares it three ways: with the balance the
 * events themselves recorded, with the `wallets` read model, and with the sum of the user's
 * settled rows in `wallet_transactions`; reconciles gifts on air with the astrologers' credits
 * (gift-audit.ts), and consultations' refunds with the earnings taken back and the `chat_sessions`
 * rows (earnings-audit.ts). Any difference is reported; none is fixed here (a rebuild of the
 * projection fixes read models; a wrong event needs an admin adjustment with a reason).
 */
export async function auditWallets(store: EventStore, db: Kysely<ReadModelDatabase>, onProgress?: (events: number) => void): Promise<WalletAuditReport> {
  const events = await store.countAfter(undefined);
  const gifts = new GiftAudit();
  const earnings = new ConsultationEarningsAudit();
  const recomputed = await recomputeWallets(store, onProgress, (recorded) => {
    gifts.observe(recorded);
    earnings.observe(recorded);
  });
  const sessions = (await db.selectFrom('chat_sessions').select(['id', 'customer_id', 'astrologer_earning', 'commission']).execute()).map((row) => ({
    ...row,
    astrologer_earning: Number(row.astrologer_earning),
    commission: Number(row.commission),
  }));
  const readModel = new Map((await db.selectFrom('wallets').select(['id', 'balance']).execute()).map((row) => [row.id, Number(row.balance)]));
  const transactionSums = new Map(
    (
      await db
        .selectFrom('wallet_transactions')
        .select(['user_id', (eb) => eb.fn.sum<string>('amount').as('total')])
        .where('status', '=', 'success')
        .groupBy('user_id')
        .execute()
    ).map((row) => [row.user_id, Number(row.total)]),
  );

  const differences: WalletDifference[] = [];
  for (const wallet of recomputed.values()) {
    for (const problem of wallet.chainErrors) differences.push({ userId: wallet.userId, problem });
    const stored = readModel.get(wallet.userId);
    if (stored === undefined) differences.push({ userId: wallet.userId, problem: 'has events but no row in the wallets read model' });
    else if (stored !== wallet.balance) differences.push({ userId: wallet.userId, problem: `wallets read model says ${stored}, the events ${wallet.balance}` });
    const summed = transactionSums.get(wallet.userId) ?? 0;
    if (summed !== wallet.balance) differences.push({ userId: wallet.userId, problem: `its transactions add up to ${summed}, the events to ${wallet.balance}` });
  }
  for (const userId of readModel.keys()) {
    if (!recomputed.has(userId)) differences.push({ userId, problem: 'has a row in the wallets read model but no events' });
  }
  differences.push(...gifts.differences(), ...earnings.differences(sessions));
  const sum = (values: Iterable<number>) => [...values].reduce((total, value) => total + value, 0);
  return {
    wallets: recomputed.size,
    events,
    totalFromEvents: sum([...recomputed.values()].map((wallet) => wallet.balance)),
    totalInReadModel: sum(readModel.values()),
    totalOfTransactions: sum(transactionSums.values()),
    gifts: gifts.totals(),
    earnings: earnings.totals(),
    differences,
  };
}
