import type { PaidOrderView } from '@nakshatra/contracts';
import { useRef, useState } from 'react';
import { NO_ANSWER } from '../../../components/failed-write.component';
import { isApiFailure, type ApiAnswer, type ApiFailure } from '../../../lib/api-client';
import { announceUserChanged } from '../../../lib/user-changed';
import type { PendingPayment } from '../lib/wallet-payment';

/** Where a payment from the wallet stands; a refusal keeps the request it answered, so its field errors can be placed. */
export type Payment<R> =
  | { readonly state: 'idle' | 'paying' }
  | { readonly state: 'failed'; readonly failure: ApiFailure; readonly request: R };

/**
 * Pays an order from the wallet: once however often it is asked while one is out, with the
 * pending payment's Idempotency-Key. A paid order forgets the key and tells the header to read the
 * balance again (the API client sends the order's position with that read); a refused one keeps
 * the key for a retry of the same request. Answers the refusal, if any.
 */
export function useWalletPayment<R>(
  pending: PendingPayment,
  send: (request: R, idempotencyKey: string) => Promise<ApiAnswer<'create_order_history'>>,
  onPaid: (order: PaidOrderView) => void,
): [Payment<R>, (request: R) => Promise<ApiFailure | undefined>] {
  const [payment, setPayment] = useState<Payment<R>>({ state: 'idle' });
  const busy = useRef(false);

  const pay = async (request: R): Promise<ApiFailure | undefined> => {
    if (busy.current) return undefined;
    busy.current = true;
    setPayment({ state: 'paying' });
    const answer = await send(request, pending.keyFor(request)).catch(() => NO_ANSWER);
    busy.current = false;
    if (isApiFailure(answer)) {
      // 422: the key belongs to another request; the next attempt needs a key of its own.
      if (answer.error_status === 422) pending.forget();
      setPayment({ state: 'failed', failure: answer, request });
      return answer;
    }
    pending.forget();
    announceUserChanged();
    setPayment({ state: 'idle' });
    onPaid(answer.data);
    return undefined;
  };

  return [payment, pay];
}
