import { useMemo, useRef } from 'react';

/** The header every money command takes (docs/wallet.md, "Idempotency"). */
export const IDEMPOTENCY_HEADER = 'idempotency-key';

export interface IdempotencyKeys {
  /** The key for this request: the one it had while the same request is retried, a new one for any other request. */
  keyFor(request: unknown): string;
  /** The request went through: the next one, even if it is the same, is a new intention with a new key. */
  done(): void;
}

/**
 * One Idempotency-Key per intended payment or adjustment: retrying the same request (after a lost
 * answer or a double click) reuses its key, so the server applies it once; anything else gets a new key.
 */
export function useIdempotencyKeys(): IdempotencyKeys {
  const current = useRef<{ readonly request: string; readonly key: string }>(undefined);
  return useMemo(
    () => ({
      keyFor(request) {
        const fingerprint = JSON.stringify(request);
        if (current.current?.request !== fingerprint) current.current = { request: fingerprint, key: crypto.randomUUID() };
        return current.current.key;
      },
      done() {
        current.current = undefined;
      },
    }),
    [],
  );
}
