import { describe, expect, it } from 'vitest';
import { summarizeWalletEvent } from './wallet-events';

const entry = (type: string, data: unknown) => ({ revision: 0, type, data, actor_id: 'a1', actor_role: 'admin', occurred_at: '2026-11-22T10:35:00.000Z' });

describe('summarizeWalletEvent', () => {
  it('gives each movement its signed change, balance after and reason', () => {
    expect(summarizeWalletEvent(entry('WalletCredited', { amount: 500_00, bonus: 50_00, balanceAfter: 550_00, verifiedBy: 'checkout', providerPaymentId: 'pay_1' }))).toEqual({
      label: 'Recharge credited',
      change: 550_00,
      balanceAfter: 550_00,
      why: 'Verified by checkout, payment pay_1',
    });
    expect(summarizeWalletEvent(entry('WalletDebited', { amount: 25_00, balanceAfter: 525_00, reason: 'Chat, 5 minutes' }))).toMatchObject({ change: -25_00, why: 'Chat, 5 minutes' });
    expect(summarizeWalletEvent(entry('WalletAdjusted', { amount: -10_00, balanceAfter: 515_00, reason: 'Duplicate bonus' }))).toMatchObject({ label: 'Adjustment', change: -10_00 });
    expect(summarizeWalletEvent(entry('WalletRefunded', { amount: 5_00, balanceAfter: 520_00, reason: 'Call dropped' }))).toMatchObject({ label: 'Refund', change: 5_00 });
  });

  it('says what happened to a recharge that moved no money', () => {
    expect(summarizeWalletEvent(entry('WalletRechargeStarted', { total: 590_00, provider: 'test', providerOrderId: 'o1' }))).toEqual({
      label: 'Recharge started',
      change: undefined,
      balanceAfter: undefined,
      why: '₹ 590 to pay through test (order o1)',
    });
    expect(summarizeWalletEvent(entry('WalletRechargeFailed', { reason: 'failed', detail: 'Card declined' })).why).toBe('failed: Card declined');
  });

  it('shows an unknown event by its type', () => {
    expect(summarizeWalletEvent(entry('WalletFrozen', null))).toEqual({ label: 'WalletFrozen', change: undefined, balanceAfter: undefined, why: '' });
  });
});
