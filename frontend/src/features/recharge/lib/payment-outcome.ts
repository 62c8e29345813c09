/** Where a checkout returns to: the recharge page, which shows how the payment ended (`?payment=<rechargeId>`). */
export const PAYMENT_PARAM = 'payment';

export const paymentOutcomePath = (rechargeId: string): string => `/recharge?${PAYMENT_PARAM}=${encodeURIComponent(rechargeId)}`;
