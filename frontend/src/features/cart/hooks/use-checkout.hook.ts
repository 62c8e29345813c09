import type { CreateProductOrder, PaidOrderView } from '@nakshatra/contracts';
import { useEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import { placeOrder } from '../api/place-order.api';
import type { Cart } from '../lib/cart';
import { productOrderRequest, refusedFields, type RefusedFields } from '../lib/product-order';
import { emptyShipping, shippingOf, validateShipping, type Shipping, type ShippingErrors } from '../lib/shipping';
import { asSentence, pendingPayment } from '../../../components/wallet-payment/lib/wallet-payment';
import { useRefusalText } from '../../../lib/refusals/use-refusal-text.hook';
import { useWalletPayment, type Payment } from '../../../components/wallet-payment/hooks/use-wallet-payment.hook';

const pendingOrder = pendingPayment('nk_pending_order');

const NOTHING_REFUSED: RefusedFields = { shipping: {}, items: {}, unplaced: false };

export interface Checkout {
  readonly shipping: Shipping;
  readonly setShipping: (shipping: Shipping) => void;
  /** What the address lacks: shown from the first Pay on, and kept current as it is typed. */
  readonly invalid: ShippingErrors;
  /** What the server refused, where the page shows it. */
  readonly refused: RefusedFields;
  readonly payment: Payment<CreateProductOrder>;
  readonly submit: (event: FormEvent) => void;
  /** The error summary, which takes focus when a Pay is refused for its fields. */
  readonly summaryRef: RefObject<HTMLDivElement | null>;
}

/**
 * The cart's checkout: the address (filled in again with the one of an order the wallet refused,
 * so paying again after a recharge pays that order), checked before it goes, and the payment.
 */
export function useCheckout(cart: Cart, onPaid: (order: PaidOrderView) => void): Checkout {
  const [shipping, setShipping] = useState(() => shippingOf(pendingOrder.request()) ?? emptyShipping);
  const [checked, setChecked] = useState(false);
  const [payment, pay] = useWalletPayment(pendingOrder, placeOrder, onPaid);
  const { field } = useRefusalText();
  // A new object per refused Pay, so that each one moves focus to the summary.
  const [refusal, setRefusal] = useState<object>();
  const summaryRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (refusal) summaryRef.current?.focus();
  }, [refusal]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (Object.keys(validateShipping(shipping)).length > 0) {
      setRefusal({});
      return;
    }
    void pay(productOrderRequest(cart, shipping)).then((failure) => {
      if (failure?.error_status === 400) setRefusal({});
    });
  };

  return {
    shipping,
    setShipping,
    invalid: checked ? validateShipping(shipping) : {},
    refused: payment.state === 'failed' ? refusedFields(payment.failure, payment.request, cart, shipping, (error) => asSentence(field(error))) : NOTHING_REFUSED,
    payment,
    submit,
    summaryRef,
  };
}
