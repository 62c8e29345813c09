import type { WalletEvent } from '@nakshatra/contracts';
import { describe, expect, it } from 'vitest';
import { givenWhen } from '../shared/testing/given-when.js';
import { walletDecider, type WalletCommand } from './wallet.decider.js';

const given = givenWhen(walletDecider);

const rechargeId = '11111111-1111-4111-8111-111111111111';
const debitId = '22222222-2222-4222-8222-222222222222';
const key = (name: string) => ({ idempotencyKey: `key-${name}`, requestHash: `hash-${name}` });

const start: WalletCommand = {
  type: 'StartRecharge', rechargeId, provider: 'test', providerOrderId: 'test_order_1', packId: null, offerIds: [],
  amount: 10_000, bonus: 1_000, firstRechargeBonus: 0, offerBonus: 0, gstRateBp: 1800, gst: 1_800, total: 11_800, ...key('start'),
};
const started: WalletEvent = {
  type: 'WalletRechargeStarted',
  data: { rechargeId, provider: 'test', providerOrderId: 'test_order_1', packId: null, offerIds: [], amount: 10_000, bonus: 1_000, offerBonus: 0, gstRateBp: 1800, gst: 1_800, total: 11_800, ...key('start') },
};
const credit: WalletCommand = { type: 'CreditRecharge', rechargeId, providerOrderId: 'test_order_1', providerPaymentId: 'pay_1', capturedAmount: 11_800, verifiedBy: 'checkout' };
const credited: WalletEvent = {
  type: 'WalletCredited',
  data: {
    transactionId: rechargeId, rechargeId, amount: 10_000, bonus: 1_000, balanceAfter: 11_000, provider: 'test', providerOrderId: 'test_order_1',
    providerPaymentId: 'pay_1', verifiedBy: 'checkout', source: { kind: 'payment', id: 'pay_1' },
  },
};
const debit: WalletCommand = { type: 'Debit', transactionId: debitId, amount: 3_000, reason: 'Chat, 3 minutes', source: { kind: 'session', id: 's1' }, ...key('debit') };
const debited: WalletEvent = {
  type: 'WalletDebited',
  data: { transactionId: debitId, amount: 3_000, balanceAfter: 8_000, reason: 'Chat, 3 minutes', source: { kind: 'session', id: 's1' }, ...key('debit') },
};
/** A refund of the session's debit, the astrologer at fault unless told otherwise. */
const refund = (amount: number, name: string, borneBy: 'astrologer' | 'platform' | null = 'astrologer'): WalletCommand => ({
  type: 'Refund',
  transactionId: `r-${name}`,
  refundOf: debitId,
  amount,
  reason: 'Astrologer left early',
  ...(borneBy ? { borneBy } : {}),
  ...key(name),
});

describe('wallet decider: recharges', () => {
  it('starts a recharge without touching the balance', () => {
    expect(given([]).when(start)).toEqual([started]);
  });

  it('answers a retry of the same request with nothing new, and refuses the key for another request', () => {
    expect(given([started]).when(start)).toEqual([]);
    expect(given([started]).when({ ...start, rechargeId: '33333333-3333-4333-8333-333333333333', requestHash: 'other' })).toMatchObject({ status: 422, code: 'idempotency.key_reused' });
  });

  it('credits amount + bonus once for a verified capture of the full total', () => {
    expect(given([started]).when(credit)).toEqual([credited]);
    expect(given([started, credited]).when(credit)).toEqual([]);
    expect(given([started, credited]).when({ ...credit, verifiedBy: 'webhook' })).toEqual([]);
  });

  it('credits when the provider vouches by signature alone (test provider)', () => {
    expect(given([started]).when({ ...credit, capturedAmount: null })).toEqual([credited]);
  });

  it('refuses a capture of another amount or another order, and an unknown recharge', () => {
    expect(given([started]).when({ ...credit, capturedAmount: 100 })).toMatchObject({ status: 409, code: 'wallet.capture_mismatch', params: { captured: 100, total: 11_800 } });
    expect(given([started]).when({ ...credit, providerOrderId: 'test_order_2' })).toMatchObject({ status: 409, code: 'wallet.payment_other_order' });
    expect(given([]).when(credit)).toMatchObject({ status: 404, code: 'wallet.recharge_not_found' });
  });

  it('records a cancelled checkout, and still credits a capture that arrives afterwards', () => {
    const cancelled: WalletEvent = { type: 'WalletRechargeFailed', data: { rechargeId, reason: 'cancelled', detail: null } };
    expect(given([started]).when({ type: 'FailRecharge', rechargeId, reason: 'cancelled', detail: null })).toEqual([cancelled]);
    expect(given([started, cancelled]).when({ type: 'FailRecharge', rechargeId, reason: 'failed', detail: null })).toEqual([]);
    expect(given([started, cancelled]).when(credit)).toEqual([credited]);
  });

  it('gives a first-recharge offer’s bonus to the first recharge paid only, however many were started with it', () => {
    // Two checkouts opened with the 50 % first-recharge offer before either was paid (two tabs, or a retry).
    const startFirst = (id: string, order: string, name: string): WalletCommand => ({ ...start, rechargeId: id, providerOrderId: order, bonus: 5_000, firstRechargeBonus: 5_000, offerBonus: 5_000, ...key(name) });
    const other = '33333333-3333-4333-8333-333333333333';
    const startedA = given([]).when(startFirst(rechargeId, 'order-a', 'a')) as WalletEvent[];
    const events = [...startedA, ...(given(startedA).when(startFirst(other, 'order-b', 'b')) as WalletEvent[])];
    expect(events.map((event) => (event.data as { firstRechargeBonus?: number }).firstRechargeBonus)).toEqual([5_000, 5_000]);
    const pay = (id: string, order: string): WalletCommand => ({ type: 'CreditRecharge', rechargeId: id, providerOrderId: order, providerPaymentId: `pay-${order}`, capturedAmount: 11_800, verifiedBy: 'checkout' });
    const [first] = given(events).when(pay(other, 'order-b')) as WalletEvent[];
    expect(first!.data).toMatchObject({ rechargeId: other, amount: 10_000, bonus: 5_000, balanceAfter: 15_000 });
    const [second] = given([...events, first!]).when(pay(rechargeId, 'order-a')) as WalletEvent[];
    expect(second!.data).toMatchObject({ rechargeId, amount: 10_000, bonus: 0, balanceAfter: 25_000 });
    // A pack's own bonus, or a coupon's, is every recharge's: only the first-recharge part is dropped.
    const withPack = given([started, credited]).when({ ...start, rechargeId: other, providerOrderId: 'order-c', bonus: 6_000, firstRechargeBonus: 5_000, offerBonus: 5_000, ...key('c') }) as WalletEvent[];
    expect(given([started, credited, ...withPack]).when(pay(other, 'order-c'))).toMatchObject([{ data: { bonus: 1_000, balanceAfter: 11_000 + 11_000 } }]);
  });

  it('credits a capture that came after the recharge expired without the bonus of an offer that has ended since; on time, or with the offers on, the whole bonus', () => {
    // A ₹100 pack with ₹10 of its own and a 20 % coupon: ₹30 of bonus, ₹20 of it the offer's.
    const withCoupon: WalletCommand = { ...start, offerIds: ['diwali'], bonus: 3_000, offerBonus: 2_000, ...key('coupon') };
    const startedWithCoupon = given([]).when(withCoupon) as WalletEvent[];
    const expired: WalletEvent = { type: 'WalletRechargeExpired', data: { rechargeId, deadline: '2026-11-01T10:30:00.000Z' } };
    const lapsed = given([...startedWithCoupon, expired]).when({ ...credit, offersLapsed: true });
    expect(lapsed).toMatchObject([{ type: 'WalletCredited', data: { amount: 10_000, bonus: 1_000, balanceAfter: 11_000 } }]);
    expect(given([...startedWithCoupon, expired]).when(credit)).toMatchObject([{ data: { bonus: 3_000 } }]);
    // Paid on time, the quote stands even if the offer ended a moment later.
    expect(given(startedWithCoupon).when({ ...credit, offersLapsed: true })).toMatchObject([{ data: { bonus: 3_000 } }]);
  });

  it('does not mark a credited recharge failed', () => {
    expect(given([started, credited]).when({ type: 'FailRecharge', rechargeId, reason: 'failed', detail: 'late failure' })).toEqual([]);
  });
});

describe('wallet decider: recharges not paid in time', () => {
  const startedAt = new Date('2026-11-22T10:00:00Z');
  const deadline = new Date('2026-11-22T10:30:00Z');
  const expire = (now: Date): WalletCommand => ({ type: 'ExpireRecharge', rechargeId, deadline, now });
  const expired: WalletEvent = { type: 'WalletRechargeExpired', data: { rechargeId, deadline: '2026-11-22T10:30:00.000Z' } };
  const cancel: WalletCommand = { type: 'FailRecharge', rechargeId, reason: 'cancelled', detail: null };

  it('expires a pending recharge at its deadline, not before', () => {
    expect(given([started]).when(expire(new Date(startedAt.getTime() + 29 * 60_000)))).toEqual([]);
    expect(given([started]).when(expire(deadline))).toEqual([expired]);
  });

  it('expires it once, and never one that was paid, failed or cancelled', () => {
    const later = new Date('2026-11-22T11:00:00Z');
    expect(given([started, expired]).when(expire(later))).toEqual([]);
    expect(given([started, credited]).when(expire(later))).toEqual([]);
    expect(given([started, { type: 'WalletRechargeFailed', data: { rechargeId, reason: 'failed', detail: 'Card declined' } }]).when(expire(later))).toEqual([]);
    expect(given([]).when(expire(later))).toMatchObject({ status: 404, code: 'wallet.recharge_not_found' });
  });

  it('credits a capture that arrives after the expiry, exactly once: money paid is never lost', () => {
    expect(given([started, expired]).when(credit)).toEqual([credited]);
    expect(given([started, expired, credited]).when({ ...credit, verifiedBy: 'webhook' })).toEqual([]);
    expect(given([started, expired, credited]).when(expire(new Date('2026-11-22T12:00:00Z')))).toEqual([]);
  });

  it('refuses to cancel or fail an expired recharge, with a code the customer can be told', () => {
    expect(given([started, expired]).when(cancel)).toMatchObject({ status: 409, code: 'wallet.recharge_expired' });
    expect(given([started, expired]).when({ ...cancel, reason: 'failed' })).toMatchObject({ status: 409, code: 'wallet.recharge_expired' });
  });
});

describe('wallet decider: debits, adjustments, refunds', () => {
  it('debits what the balance covers and records the balance after', () => {
    expect(given([started, credited]).when(debit)).toEqual([debited]);
  });

  it('refuses a debit the balance cannot cover, with the numbers, and appends nothing', () => {
    expect(given([started, credited]).when({ ...debit, amount: 11_001 })).toMatchObject({
      status: 409,
      code: 'wallet.insufficient_balance',
      params: { balance: 11_000, needed: 11_001 },
      balance: 11_000,
      required: 11_001,
    });
    expect(given([]).when(debit)).toMatchObject({ status: 409, message: 'Insufficient balance: ₹ 0 in the wallet, ₹ 30 needed. Please recharge.' });
  });

  it('debits exactly the whole balance', () => {
    expect(given([started, credited]).when({ ...debit, amount: 11_000 })).toMatchObject([{ data: { balanceAfter: 0 } }]);
  });

  it('treats a repeated debit key as the same debit', () => {
    expect(given([started, credited, debited]).when(debit)).toEqual([]);
  });

  it('adjusts up and down but never below zero', () => {
    expect(given([]).when({ type: 'Adjust', transactionId: 'a1', amount: 500, reason: 'Goodwill', ...key('a1') })).toEqual([
      { type: 'WalletAdjusted', data: { transactionId: 'a1', amount: 500, balanceAfter: 500, reason: 'Goodwill', source: { kind: 'adjustment', id: 'a1' }, ...key('a1') } },
    ]);
    expect(given([]).when({ type: 'Adjust', transactionId: 'a2', amount: -1, reason: 'Correction', ...key('a2') })).toMatchObject({ status: 409, code: 'wallet.insufficient_balance' });
  });

  it('refunds a debit in parts, never more than was paid', () => {
    const first = given([started, credited, debited]).when(refund(2_000, 'r1'));
    expect(first).toEqual([
      {
        type: 'WalletRefunded',
        data: { transactionId: 'r-r1', refundOf: debitId, amount: 2_000, balanceAfter: 10_000, reason: 'Astrologer left early', source: { kind: 'session', id: 's1' }, ...key('r1'), borneBy: 'astrologer' },
      },
    ]);
    const afterFirst = [started, credited, debited, ...(first as WalletEvent[])];
    expect(given(afterFirst).when(refund(1_001, 'r2'))).toMatchObject({ status: 409, code: 'wallet.refund_too_much', params: { refundable: 1_000, paid: 3_000, refunded: 2_000 } });
    expect(given(afterFirst).when(refund(1_000, 'r2'))).toMatchObject([{ data: { balanceAfter: 11_000 } }]);
  });

  it("says who bears a session's refund, which it requires; any other debit's says nothing of it (docs/support.md)", () => {
    const fields = (result: unknown) => (result as { status: number; errors: { path: string; code: string }[] }).errors.map((error) => [error.path, error.code]);
    expect(given([started, credited, debited]).when(refund(1_000, 'r1', 'platform'))).toMatchObject([{ data: { borneBy: 'platform' } }]);
    expect(fields(given([started, credited, debited]).when(refund(1_000, 'r1', null)))).toEqual([['borne_by', 'field.refund_bearer']]);
    const order: WalletEvent = { type: 'WalletDebited', data: { ...(debited.data as Extract<WalletEvent, { type: 'WalletDebited' }>['data']), source: { kind: 'order', id: 'o1' } } };
    expect(fields(given([started, credited, order]).when(refund(1_000, 'r1', 'astrologer')))).toEqual([['borne_by', 'field.refund_bearer_not_applicable']]);
    expect((given([started, credited, order]).when(refund(1_000, 'r1', null)) as WalletEvent[])[0]!.data).not.toHaveProperty('borneBy');
  });

  it('refuses to refund what this wallet never paid', () => {
    expect(given([started, credited]).when(refund(1, 'r1'))).toMatchObject({ status: 404, code: 'wallet.refund_debit_not_found' });
  });
});
