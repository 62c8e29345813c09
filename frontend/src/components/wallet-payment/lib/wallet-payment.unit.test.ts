import { afterEach, describe, expect, it, vi } from 'vitest';
import { asSentence, isInsufficientBalance, pendingPayment } from './wallet-payment';

describe('pending payment', () => {
  afterEach(() => window.sessionStorage.clear());

  it('keeps the key while the same request is sent again, in this tab, across pages', () => {
    const key = pendingPayment('nk_test').keyFor({ kind: 'product', items: [1] });
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    expect(pendingPayment('nk_test').keyFor({ kind: 'product', items: [1] })).toBe(key);
    expect(pendingPayment('nk_test').request()).toEqual({ kind: 'product', items: [1] });
  });

  it('takes a new key for another request, and after forgetting', () => {
    const pending = pendingPayment('nk_test');
    const first = pending.keyFor({ a: 1 });
    const second = pending.keyFor({ a: 2 });
    expect(second).not.toBe(first);
    pending.forget();
    expect(pending.request()).toBeUndefined();
    expect(pending.keyFor({ a: 2 })).not.toBe(second);
  });

  it('keeps the key in memory when storage refuses it', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    const pending = pendingPayment('nk_test');
    expect(pending.keyFor({ a: 1 })).toBe(pending.keyFor({ a: 1 }));
  });
});

describe('wallet refusals', () => {
  it('knows the wallet’s insufficient balance from other conflicts', () => {
    expect(isInsufficientBalance({ error_status: 409, code: 'wallet.insufficient_balance', params: { balance: 100, needed: 500 }, message: 'Insufficient balance: ₹ 1 in the wallet, ₹ 5 needed. Please recharge.' })).toBe(true);
    expect(isInsufficientBalance({ error_status: 409, code: 'record.busy', message: 'This record is being changed by someone else right now. Please try again.' })).toBe(false);
    expect(isInsufficientBalance({ error_status: 0 })).toBe(false);
  });

  it('makes a field message a sentence', () => {
    expect(asSentence('only 3 left in stock')).toBe('Only 3 left in stock');
  });
});
