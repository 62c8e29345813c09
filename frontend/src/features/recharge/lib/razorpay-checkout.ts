import type { RechargeStartedView } from '@nakshatra/contracts';
import type { PaymentProof } from '../api/payment-result.api';

/** Razorpay's Checkout.js, loaded only when a recharge is paid through Razorpay (the gateway's CSP allows it). */
export const RAZORPAY_CHECKOUT_SCRIPT = 'https://checkout.razorpay.com/v1/checkout.js';

export type RazorpayCheckout = Extract<RechargeStartedView['checkout'], { kind: 'razorpay' }>;

interface RazorpaySuccess {
  readonly razorpay_order_id: string;
  readonly razorpay_payment_id: string;
  readonly razorpay_signature: string;
}

interface RazorpayFailure {
  readonly error?: { readonly description?: string };
}

interface RazorpayInstance {
  open(): void;
  on(event: 'payment.failed', handler: (failure: RazorpayFailure) => void): void;
}

export type RazorpayConstructor = new (options: Record<string, unknown>) => RazorpayInstance;

declare global {
  interface Window {
    Razorpay?: RazorpayConstructor;
  }
}

export interface RazorpayHandlers {
  /** The customer paid: the proof to verify. */
  readonly paid: (proof: PaymentProof) => void;
  /** The provider refused a payment attempt; the customer may still try again in the same window. */
  readonly failed: (detail: string) => void;
  /** The customer closed the window without paying. */
  readonly closed: () => void;
}

let loading: Promise<RazorpayConstructor> | undefined;

function loadCheckout(): Promise<RazorpayConstructor> {
  if (window.Razorpay) return Promise.resolve(window.Razorpay);
  loading ??= new Promise<RazorpayConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = RAZORPAY_CHECKOUT_SCRIPT;
    script.async = true;
    script.onload = () => (window.Razorpay ? resolve(window.Razorpay) : reject(new Error('Razorpay checkout did not start')));
    script.onerror = () => {
      // The next attempt loads it afresh.
      loading = undefined;
      script.remove();
      reject(new Error('Razorpay checkout could not be loaded'));
    };
    document.head.append(script);
  });
  return loading;
}

/** Opens Razorpay's checkout for the started recharge; rejects when Checkout.js cannot be loaded. */
export async function openRazorpayCheckout(rechargeId: string, checkout: RazorpayCheckout, handlers: RazorpayHandlers): Promise<void> {
  const Razorpay = await loadCheckout();
  const razorpay = new Razorpay({
    key: checkout.key_id,
    order_id: checkout.order_id,
    amount: checkout.amount,
    currency: checkout.currency,
    name: 'Nakshatra',
    handler: (response: RazorpaySuccess) =>
      handlers.paid({ recharge_id: rechargeId, provider_order_id: response.razorpay_order_id, provider_payment_id: response.razorpay_payment_id, signature: response.razorpay_signature }),
    modal: { ondismiss: handlers.closed },
  });
  razorpay.on('payment.failed', (failure) => handlers.failed(failure.error?.description ?? 'Payment failed'));
  razorpay.open();
}
