import type { RouteBodyInput } from '@nakshatra/contracts';
import { callApi } from '../../../lib/api-client';

/** What a checkout hands the browser after a payment (Razorpay's handler, or the test checkout). */
export type PaymentProof = RouteBodyInput<'verify_payment'>;

/** Why a checkout ended unpaid, as cancel_payment records it. */
export type UnpaidReason = RouteBodyInput<'cancel_payment'>['reason'];

/** POST /api/verify_payment: the server checks the signature and credits the wallet (once); its position makes the next reads see the credit. */
export const verifyPayment = (proof: PaymentProof) => callApi('verify_payment', { body: proof });

/** POST /api/cancel_payment: records a checkout the customer closed, or one that failed. */
export const cancelPayment = (rechargeId: string, reason: UnpaidReason, detail?: string) =>
  callApi('cancel_payment', { body: { recharge_id: rechargeId, reason, ...(detail ? { detail } : {}) } });
