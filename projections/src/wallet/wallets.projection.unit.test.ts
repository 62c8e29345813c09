import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { foldProjection, InMemoryLog } from './testing/in-memory-log.js';
import { WalletEvents } from './testing/wallet-event-fixtures.js';
import { walletsProjection } from './wallets.projection.js';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 22, 10, minute));

describe('wallets projection', () => {
  it('keeps the balance each movement recorded, credited recharges and lifetime totals', () => {
    const wallet = new WalletEvents(randomUUID());
    wallet.recharge(100_00, at(1), 10_00);
    const failed = wallet.startRecharge(500_00, at(2));
    wallet.failRecharge(failed, at(3));
    const debit = wallet.debit(30_00, at(4));
    wallet.refund(debit, 10_00, at(5), { kind: 'session', id: 's-1' });
    wallet.adjust(-5_00, at(6));
    const log = new InMemoryLog();
    log.append(wallet.stream, wallet.events);

    expect(foldProjection(walletsProjection, log.events).get(wallet.userId)).toEqual({
      id: wallet.userId,
      balance: 110_00 - 30_00 + 10_00 - 5_00,
      recharge_count: 1,
      total_credited: 110_00,
      total_debited: 30_00,
      updated_at: at(6).toISOString(),
    });
  });

  it('has a zero wallet from the first event, before any money moves', () => {
    const wallet = new WalletEvents(randomUUID());
    wallet.startRecharge(100_00, at(1));
    const log = new InMemoryLog();
    log.append(wallet.stream, wallet.events);
    expect(foldProjection(walletsProjection, log.events).get(wallet.userId)).toMatchObject({ balance: 0, recharge_count: 0, updated_at: at(1).toISOString() });
  });

  it('folds on from a stored row, whose bigint columns pg answers as strings', () => {
    const wallet = new WalletEvents(randomUUID());
    wallet.recharge(100_00, at(1));
    wallet.debit(40_00, at(2));
    const log = new InMemoryLog();
    log.append(wallet.stream, wallet.events);
    const stored = walletsProjection.fromStored!({ id: wallet.userId, balance: '10000', recharge_count: 1, total_credited: '10000', total_debited: '0', updated_at: at(1) });
    expect(walletsProjection.evolve(stored, log.events[2]!)).toMatchObject({ balance: 60_00, total_debited: 40_00 });
  });
});
