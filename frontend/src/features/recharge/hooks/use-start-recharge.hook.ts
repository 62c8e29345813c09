import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { NO_ANSWER } from '../../../components/failed-write.component';
import { isApiFailure, type ApiFailure } from '../../../lib/api-client';
import type { IdempotencyKeys } from '../../../lib/use-idempotency-key.hook';
import { startRecharge, type StartRechargeBody } from '../api/start-recharge.api';
import { openRazorpayCheckout, type RazorpayCheckout } from '../lib/razorpay-checkout';
import { useFinishPayment, type FinishPayment } from './use-finish-payment.hook';

export type Starting = { readonly state: 'idle' | 'starting' | 'paying' } | { readonly state: 'failed'; readonly failure: ApiFailure };

/**
 * Proceed: starts the recharge (once, however often it is clicked: a click while one is out does
 * nothing, and a retry of the same request sends the same Idempotency-Key), then opens its checkout.
 */
export function useStartRecharge(keys: IdempotencyKeys): [Starting, (body: StartRechargeBody) => Promise<void>] {
  const navigate = useNavigate();
  const finish = useFinishPayment();
  const [starting, setStarting] = useState<Starting>({ state: 'idle' });
  const busy = useRef(false);

  const start = async (body: StartRechargeBody) => {
    if (busy.current) return;
    busy.current = true;
    setStarting({ state: 'starting' });
    const answer = await startRecharge(body, keys.keyFor(body)).catch(() => NO_ANSWER);
    if (isApiFailure(answer)) {
      busy.current = false;
      setStarting({ state: 'failed', failure: answer });
      return;
    }
    keys.done();
    const { recharge_id: rechargeId, checkout } = answer.data;
    if (checkout.kind === 'test') {
      void navigate(checkout.url);
      return;
    }
    setStarting({ state: 'paying' });
    await payWithRazorpay(rechargeId, checkout, finish);
  };

  return [starting, start];
}

/** Razorpay's window: a payment is verified, a closed window recorded; either way the page then shows the outcome. */
async function payWithRazorpay(rechargeId: string, checkout: RazorpayCheckout, finish: FinishPayment): Promise<void> {
  let failureRecorded = false;
  const close = async (record: () => Promise<unknown>) => {
    await record();
    finish.showOutcome(rechargeId);
  };
  try {
    await openRazorpayCheckout(rechargeId, checkout, {
      // An unverified payment still reaches the wallet through the provider's webhook: the outcome says so.
      paid: (proof) => void close(() => finish.verify(proof)),
      failed: (detail) => {
        failureRecorded = true;
        void finish.cancel(rechargeId, 'failed', detail);
      },
      closed: () => void close(async () => (failureRecorded ? undefined : finish.cancel(rechargeId, 'cancelled'))),
    });
  } catch {
    await close(() => finish.cancel(rechargeId, 'failed', 'The payment window could not be loaded'));
  }
}
