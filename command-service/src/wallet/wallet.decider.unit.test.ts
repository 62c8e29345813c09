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
  amount: 10_000, bonus: 1_000, gstRateBp: 1800, gst: 1_800, total: 11_800, ...key('start'),
};
const started: WalletEvent = {
  type: 'WalletRechargeStarted',
  data: { rechargeId, provider: 'test', providerOrderId: 'test_order_1', packId: null, offerIds: [], amount: 10_000, bonus: 1_000, gstRateBp: 1800, gst: 1_800, total: 11_800, ...key('start') },
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
const refund = (amount: number, name: string): WalletCommand => ({ type: 'Refund', transactionId: `r-${name}`, refundOf: debitId, amount, reason: 'Astrologer left early', ...key(name) });

describe('wallet decider: recharges', () => {
  it('starts a recharge without touching the balance', () => {
    expect(given([]).when(start)).toEqual([started]);
  });

  it('answers a retry of the same request with nothing new, and refuses the key for another request', () => {
    expect(given([started]).when(start)).toEqual([]);
    expect(given([started]).when({ ...start, rechargeId: '33333333-3333-4333-8333-333333333333', requestHash: 'other' })).toMatchObject({ status: 422 });
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
    expect(given([started]).when({ ...credit, capturedAmount: 100 })).toMatchObject({ status: 409 });
    expect(given([started]).when({ ...credit, providerOrderId: 'test_order_2' })).toMatchObject({ status: 409 });
    expect(given([]).when(credit)).toMatchObject({ status: 404 });
  });

  it('records a cancelled checkout, and still credits a capture that arrives afterwards', () => {
    const cancelled: WalletEvent = { type: 'WalletRechargeFailed', data: { rechargeId, reason: 'cancelled', detail: null } };
    expect(given([started]).when({ type: 'FailRecharge', rechargeId, reason: 'cancelled', detail: null })).toEqual([cancelled]);
    expect(given([started, cancelled]).when({ type: 'FailRecharge', rechargeId, reason: 'failed', detail: null })).toEqual([]);
    expect(given([started, cancelled]).when(credit)).toEqual([credited]);
  });

  it('does not mark a credited recharge failed', () => {
    expect(given([started, credited]).when({ type: 'FailRecharge', rechargeId, reason: 'failed', detail: 'late failure' })).toEqual([]);
  });
});

describe('wallet decider: debits, adjustments, refunds', () => {
  it('debits what the balance covers and records the balance after', () => {
    expect(given([started, credited]).when(debit)).toEqual([debited]);
  });

  it('refuses a debit the balance cannot cover, with the numbers, and appends nothing', () => {
    expect(given([started, credited]).when({ ...debit, amount: 11_001 })).toMatchObject({ status: 409, balance: 11_000, required: 11_001 });
    expect(given([]).when(debit)).toMatchObject({ status: 409, message: expect.stringContaining('₹0.00') });
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
    expect(given([]).when({ type: 'Adjust', transactionId: 'a2', amount: -1, reason: 'Correction', ...key('a2') })).toMatchObject({ status: 409 });
  });

  it('refunds a debit in parts, never more than was paid', () => {
    const first = given([started, credited, debited]).when(refund(2_000, 'r1'));
    expect(first).toEqual([
      {
        type: 'WalletRefunded',
        data: { transactionId: 'r-r1', refundOf: debitId, amount: 2_000, balanceAfter: 10_000, reason: 'Astrologer left early', source: { kind: 'session', id: 's1' }, ...key('r1') },
      },
    ]);
    const afterFirst = [started, credited, debited, ...(first as WalletEvent[])];
    expect(given(afterFirst).when(refund(1_001, 'r2'))).toMatchObject({ status: 409, message: expect.stringContaining('₹10.00') });
    expect(given(afterFirst).when(refund(1_000, 'r2'))).toMatchObject([{ data: { balanceAfter: 11_000 } }]);
  });

  it('refuses to refund what this wallet never paid', () => {
    expect(given([started, credited]).when(refund(1, 'r1'))).toMatchObject({ status: 404 });
  });
});
