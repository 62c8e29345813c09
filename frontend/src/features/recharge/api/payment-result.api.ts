import { callApi, type ApiResult } from '../../../lib/api-client';

/** What a checkout hands the browser after a payment (Razorpay's handler, or the test checkout). */
export interface PaymentProof {
  readonly recharge_id: string;
  readonly provider_order_id: string;
  readonly provider_payment_id: string;
  readonly signature: string;
}

export interface VerifiedPayment {
  readonly recharge_id: string;
  readonly status: 'success';
  readonly balance: number;
  readonly invoice_id: string;
  readonly invoice_number: string;
}

export type UnpaidReason = 'failed' | 'cancelled';

/** POST /api/verify_payment: the server checks the signature and credits the wallet (once); its position makes the next reads see the credit. */
export const verifyPayment = (proof: PaymentProof): Promise<ApiResult<VerifiedPayment>> => callApi<VerifiedPayment>('verify_payment', { body: proof });

/** POST /api/cancel_payment: records a checkout the customer closed, or one that failed. */
export const cancelPayment = (rechargeId: string, reason: UnpaidReason, detail?: string): Promise<ApiResult<{ recharge_id: string; status: string }>> =>
  callApi('cancel_payment', { body: { recharge_id: rechargeId, reason, ...(detail ? { detail } : {}) } });
