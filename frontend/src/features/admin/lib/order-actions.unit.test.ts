import { describe, expect, it } from 'vitest';
import { nextActions, refundableOf } from './order-actions';

describe('next actions on an order', () => {
  it('takes a product order from confirmed through packed and shipped to delivered, cancellable until shipped', () => {
    expect(nextActions({ kind: 'product', status: 'paid' })).toEqual(['pack', 'cancel']);
    expect(nextActions({ kind: 'product', status: 'packed' })).toEqual(['ship', 'cancel']);
    expect(nextActions({ kind: 'product', status: 'shipped' })).toEqual(['deliver']);
    expect(nextActions({ kind: 'product', status: 'delivered' })).toEqual([]);
    expect(nextActions({ kind: 'product', status: 'cancelled' })).toEqual([]);
    expect(nextActions({ kind: 'product', status: 'payment_failed' })).toEqual([]);
  });

  it('records a confirmed pooja booking performed, or cancels it', () => {
    expect(nextActions({ kind: 'pooja', status: 'paid' })).toEqual(['perform', 'cancel']);
    expect(nextActions({ kind: 'pooja', status: 'performed' })).toEqual([]);
  });

  it('refunds on cancelling what is left of the payment', () => {
    expect(refundableOf({ total: 179_800, refunded_amount: 50_000 })).toBe(129_800);
    expect(refundableOf({ total: 100, refunded_amount: 100 })).toBe(0);
  });
});
