import { callApi, type ApiResult } from '../../../lib/api-client';
import type { PaymentProof } from './payment-result.api';

export type TestOutcome = 'succeed' | 'fail' | 'cancel';

export type TestCheckoutResult = ({ readonly outcome: 'succeed' } & PaymentProof) | { readonly outcome: 'fail' | 'cancel'; readonly recharge_id: string; readonly detail: string };

/** POST /api/payments/test/complete: the test provider answers what a real checkout would hand the browser. */
export const completeTestCheckout = (rechargeId: string, outcome: TestOutcome): Promise<ApiResult<TestCheckoutResult>> =>
  callApi<TestCheckoutResult>('test_checkout_complete', { body: { recharge_id: rechargeId, outcome } });
