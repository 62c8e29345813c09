import type { RouteBodyInput } from '@nakshatra/contracts';
import { callApi } from '../../../lib/api-client';

export type TestOutcome = RouteBodyInput<'test_checkout_complete'>['outcome'];

/** POST /api/payments/test/complete: the test provider answers what a real checkout would hand the browser. */
export const completeTestCheckout = (rechargeId: string, outcome: TestOutcome) => callApi('test_checkout_complete', { body: { recharge_id: rechargeId, outcome } });
