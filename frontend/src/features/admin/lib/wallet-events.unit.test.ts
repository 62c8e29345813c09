import { describe, expect, it } from 'vitest';
import { summarizeWalletEvent } from './wallet-events';

const entry = (type: string, data: unknown) => ({ type, data });

describe('summarizeWalletEvent', () => {
  it('gives each movement its signed change, balance after and reason', () => {
    expect(summarizeWalletEvent(entry('WalletCredited', { amount: 500_00, bonus: 50_00, balanceAfter: 550_00, verifiedBy: 'checkout', providerPaymentId: 'pay_1' }), 'en')).toEqual({
      label: 'Recharge credited',
      change: 550_00,
      balanceAfter: 550_00,
      why: 'Verified by checkout, payment pay_1',
    });
    expect(summarizeWalletEvent(entry('WalletDebited', { amount: 25_00, balanceAfter: 525_00, reason: 'Chat, 5 minutes' }), 'en')).toMatchObject({ change: -25_00, why: 'Chat, 5 minutes' });
    expect(summarizeWalletEvent(entry('WalletAdjusted', { amount: -10_00, balanceAfter: 515_00, reason: 'Duplicate bonus' }), 'en')).toMatchObject({ label: 'Adjustment', change: -10_00 });
    expect(summarizeWalletEvent(entry('WalletRefunded', { amount: 5_00, balanceAfter: 520_00, reason: 'Call dropped' }), 'en')).toMatchObject({ label: 'Refund', change: 5_00 });
  });

  it('says what happened to a recharge that moved no money', () => {
    expect(summarizeWalletEvent(entry('WalletRechargeStarted', { total: 590_00, provider: 'test', providerOrderId: 'o1' }), 'en')).toEqual({
      label: 'Recharge started',
      change: undefined,
      balanceAfter: undefined,
      why: '₹ 590 to pay through test (order o1)',
    });
    expect(summarizeWalletEvent(entry('WalletRechargeFailed', { reason: 'failed', detail: 'Card declined' }), 'en').why).toBe('failed: Card declined');
  });

  it('says it in Hindi, reasons as written', () => {
    expect(summarizeWalletEvent(entry('WalletAdjusted', { amount: -10_00, balanceAfter: 515_00, reason: 'Duplicate bonus' }), 'hi')).toEqual({
      label: 'समायोजन',
      change: -10_00,
      balanceAfter: 515_00,
      why: 'Duplicate bonus',
    });
    expect(summarizeWalletEvent(entry('WalletCredited', { amount: 500_00, verifiedBy: 'checkout', providerPaymentId: 'pay_1' }), 'hi').why).toBe('checkout द्वारा जाँचा गया, भुगतान pay_1');
  });

  it('shows an unknown event by its type', () => {
    expect(summarizeWalletEvent(entry('WalletFrozen', null), 'en')).toEqual({ label: 'WalletFrozen', change: undefined, balanceAfter: undefined, why: '' });
  });
});
