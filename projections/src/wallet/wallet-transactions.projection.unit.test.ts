import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { foldProjection, InMemoryLog } from './testing/in-memory-log.js';
import { ADMIN, WalletEvents } from './testing/wallet-event-fixtures.js';
import { walletTransactionsProjection } from './wallet-transactions.projection.js';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 22, 10, minute));

function fold(wallet: WalletEvents) {
  const log = new InMemoryLog();
  log.append(wallet.stream, wallet.events);
  return foldProjection(walletTransactionsProjection, log.events);
}

describe('wallet transactions projection', () => {
  it('shows a recharge pending with what it will cost, then credited with what it gave', () => {
    const wallet = new WalletEvents(randomUUID());
    const id = wallet.startRecharge(100_00, at(1), 10_00);
    expect(fold(wallet).get(id)).toEqual({
      id,
      user_id: wallet.userId,
      type: 'recharge',
      status: 'pending',
      amount: 0,
      bonus: 10_00,
      gst: 18_00,
      total_paid: 118_00,
      balance_after: null,
      reason: 'Wallet recharge',
      source_kind: 'payment',
      source_id: `order_${id.slice(0, 8)}`,
      provider: 'test',
      provider_order_id: `order_${id.slice(0, 8)}`,
      provider_payment_id: null,
      refund_of: null,
      refund_rule: null,
      failure_detail: null,
      actor_id: wallet.userId,
      actor_role: 'customer',
      created_at: at(1).toISOString(),
      updated_at: at(1).toISOString(),
      settled_at: null,
    });

    wallet.credit(id, at(2));
    expect(fold(wallet).get(id)).toMatchObject({
      status: 'success',
      amount: 110_00,
      bonus: 10_00,
      balance_after: 110_00,
      source_kind: 'payment',
      source_id: `pay_${id.slice(0, 8)}`,
      provider_payment_id: `pay_${id.slice(0, 8)}`,
      // The customer started it; the webhook's credit does not make it the system's.
      actor_id: wallet.userId,
      created_at: at(1).toISOString(),
      updated_at: at(2).toISOString(),
      settled_at: at(2).toISOString(),
    });
  });

  it('records a failure or cancellation with its detail, and a later capture still makes it a success', () => {
    const wallet = new WalletEvents(randomUUID());
    const failed = wallet.startRecharge(100_00, at(1));
    wallet.failRecharge(failed, at(2), 'failed', 'Card declined');
    const cancelled = wallet.startRecharge(200_00, at(3));
    wallet.failRecharge(cancelled, at(4), 'cancelled', null);
    expect(fold(wallet).get(failed)).toMatchObject({ status: 'failed', failure_detail: 'Card declined', amount: 0, balance_after: null, settled_at: null });
    expect(fold(wallet).get(cancelled)).toMatchObject({ status: 'cancelled', failure_detail: null });

    wallet.credit(failed, at(5));
    expect(fold(wallet).get(failed)).toMatchObject({ status: 'success', failure_detail: null, amount: 100_00, balance_after: 100_00, settled_at: at(5).toISOString() });
  });

  it('marks an unpaid recharge expired, keeps a success a success, and lets a late capture still credit it', () => {
    const wallet = new WalletEvents(randomUUID());
    const unpaid = wallet.startRecharge(100_00, at(1));
    const paid = wallet.startRecharge(200_00, at(2));
    wallet.credit(paid, at(3));
    wallet.expireRecharge(unpaid, at(4));
    wallet.expireRecharge(paid, at(4));
    expect(fold(wallet).get(unpaid)).toMatchObject({ status: 'expired', amount: 0, balance_after: null, updated_at: at(4).toISOString() });
    expect(fold(wallet).get(paid)).toMatchObject({ status: 'success', amount: 200_00 });

    wallet.credit(unpaid, at(5));
    expect(fold(wallet).get(unpaid)).toMatchObject({ status: 'success', amount: 100_00, settled_at: at(5).toISOString() });
  });

  it('ignores a failure reported after the credit', () => {
    const wallet = new WalletEvents(randomUUID());
    const id = wallet.recharge(100_00, at(1));
    wallet.failRecharge(id, at(2));
    expect(fold(wallet).get(id)).toMatchObject({ status: 'success', failure_detail: null, updated_at: at(1).toISOString() });
  });

  it('has a row per debit, adjustment and refund with the signed change, the reason, source and actor', () => {
    const wallet = new WalletEvents(randomUUID());
    wallet.recharge(500_00, at(1));
    const debit = wallet.debit(120_00, at(2), { kind: 'session', id: 'session-1' }, 'Chat with Pandit Ravi, 12 min');
    const refund = wallet.refund(debit, 20_00, at(3), { kind: 'session', id: 'session-1' }, 'Call dropped');
    const adjustment = wallet.adjust(-50_00, at(4), 'Duplicate credit reversed');
    const rows = fold(wallet);

    expect(rows.get(debit)).toMatchObject({ type: 'debit', status: 'success', amount: -120_00, balance_after: 380_00, reason: 'Chat with Pandit Ravi, 12 min', source_kind: 'session', source_id: 'session-1', actor_role: 'system', refund_of: null, settled_at: at(2).toISOString() });
    expect(rows.get(refund)).toMatchObject({ type: 'refund', amount: 20_00, balance_after: 400_00, refund_of: debit, refund_rule: null, actor_id: ADMIN.id, actor_role: 'admin' });
    expect(rows.get(adjustment)).toMatchObject({ type: 'adjustment', amount: -50_00, balance_after: 350_00, reason: 'Duplicate credit reversed', source_kind: 'adjustment' });
    expect(rows.size).toBe(4);
  });

  it('folds on from a stored row, whose bigint columns pg answers as strings', () => {
    const wallet = new WalletEvents(randomUUID());
    const id = wallet.startRecharge(100_00, at(1));
    const pending = fold(wallet).get(id)!;
    const stored = walletTransactionsProjection.fromStored!({ ...pending, amount: '0', bonus: '0', gst: '1800', total_paid: '11800', balance_after: null });
    expect(stored).toEqual(pending);
  });
});
