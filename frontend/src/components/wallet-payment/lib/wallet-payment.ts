import type { ApiFailure } from '../../../lib/api-client';

/** The wallet's refusal (docs/wallet.md): `wallet.insufficient_balance`, with the balance and what is needed. */
export const isInsufficientBalance = (failure: ApiFailure): boolean => failure.code === 'wallet.insufficient_balance';

/** A server's field message ("only 3 left in stock") as a sentence of its own, for under a field. */
export const asSentence = (message: string): string => message.charAt(0).toUpperCase() + message.slice(1);

/**
 * The Idempotency-Key of the payment the customer means to make, kept with its request in this tab's
 * session storage (Log Out clears it): the same request sent again — after a lost answer, or after a
 * recharge on another page when the wallet refused it — takes the same key, so the server pays the
 * one order it placed; any other request is another order, with a new key.
 */
export interface PendingPayment {
  keyFor(request: unknown): string;
  /** The request the kept key is for, so the form can show it again when the customer comes back. */
  request(): unknown;
  /** The payment went through (or the key can no longer be used): the next request is a new order. */
  forget(): void;
}

export function pendingPayment(storageKey: string): PendingPayment {
  // Where the key lives when storage refuses it (blocked, full): this page only.
  let inMemory: string | null = null;
  const read = (): string | null => {
    try {
      return window.sessionStorage.getItem(storageKey);
    } catch {
      return inMemory;
    }
  };
  const write = (value: string | null) => {
    inMemory = value;
    try {
      if (value === null) window.sessionStorage.removeItem(storageKey);
      else window.sessionStorage.setItem(storageKey, value);
    } catch {
      // Kept in memory.
    }
  };
  const kept = (): { key: string; request: string } | undefined => {
    try {
      const { key, request } = JSON.parse(read() ?? 'null') as { key?: unknown; request?: unknown };
      return typeof key === 'string' && typeof request === 'string' ? { key, request } : undefined;
    } catch {
      return undefined;
    }
  };
  return {
    keyFor(request) {
      const fingerprint = JSON.stringify(request);
      const current = kept();
      if (current?.request === fingerprint) return current.key;
      const key = crypto.randomUUID();
      write(JSON.stringify({ key, request: fingerprint }));
      return key;
    },
    request() {
      const current = kept();
      return current ? (JSON.parse(current.request) as unknown) : undefined;
    },
    forget: () => write(null),
  };
}
