import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { NO_ANSWER } from '../../../components/failed-write.component';
import { isApiFailure, type ApiFailure } from '../../../lib/api-client';
import { announceUserChanged } from '../../../lib/user-changed';
import { cancelPayment, verifyPayment, type PaymentProof, type UnpaidReason } from '../api/payment-result.api';
import { paymentOutcomePath } from '../lib/payment-outcome';

export interface FinishPayment {
  /** Verifies a payment; on success the header reads the new balance. The failure, if any. */
  readonly verify: (proof: PaymentProof) => Promise<ApiFailure | undefined>;
  /** Records a failed or closed checkout. The failure, if any. */
  readonly cancel: (rechargeId: string, reason: UnpaidReason, detail?: string) => Promise<ApiFailure | undefined>;
  /** Back on the recharge page, which says how the payment ended. */
  readonly showOutcome: (rechargeId: string) => void;
}

/** The end of every checkout (Razorpay's or the test provider's): tell the server, then show the outcome. */
export function useFinishPayment(): FinishPayment {
  const navigate = useNavigate();
  return useMemo(
    () => ({
      async verify(proof) {
        const answer = await verifyPayment(proof).catch(() => NO_ANSWER);
        if (isApiFailure(answer)) return answer;
        announceUserChanged();
        return undefined;
      },
      async cancel(rechargeId, reason, detail) {
        const answer = await cancelPayment(rechargeId, reason, detail).catch(() => NO_ANSWER);
        return isApiFailure(answer) ? answer : undefined;
      },
      showOutcome(rechargeId) {
        void navigate(paymentOutcomePath(rechargeId), { replace: true });
      },
    }),
    [navigate],
  );
}
