import { useMessages } from '../../../lib/i18n/messages';
import { cartMessages } from '../cart.messages';
import type { Checkout } from '../hooks/use-checkout.hook';
import type { Cart } from '../lib/cart';
import { SHIPPING_FIELDS, type ShippingError, type ShippingField } from '../lib/shipping';
import { cartLineQuantityId } from './cart-line.component';
import { ErrorSummary, type SummaryItem } from '../../../components/error-summary.component';
import { shippingFieldId, ShippingFields } from './shipping-fields.component';
import { WalletPay } from '../../../components/wallet-payment/components/wallet-pay.component';

interface CheckoutFormProps {
  readonly checkout: Checkout;
  readonly cart: Cart;
  readonly userId: string;
  readonly estimate: number;
}

/** The delivery address and Pay from wallet, with the summary of what to fix (the lines' quantities included). */
export function CheckoutForm({ checkout, cart, userId, estimate }: CheckoutFormProps) {
  const t = useMessages(cartMessages);
  const { invalid, refused, payment } = checkout;
  const errorText = (error: ShippingError): string => {
    if (error.kind === 'tooLong') return t.tooLong(error.max);
    if (error.kind === 'phone') return t.phoneInvalid;
    return error.kind === 'pincode' ? t.pincodeInvalid : t.required;
  };
  // What is wrong now comes first; the server's word stays until the field changes.
  const fieldErrors: Partial<Record<ShippingField, string>> = {};
  for (const field of SHIPPING_FIELDS) {
    const error = invalid[field];
    const text = error ? errorText(error) : refused.shipping[field];
    if (text) fieldErrors[field] = text;
  }
  const summary: SummaryItem[] = [
    ...cart.flatMap((line) => {
      const error = refused.items[line.id];
      return error ? [{ targetId: cartLineQuantityId(line.id), message: `${line.title}: ${error}` }] : [];
    }),
    ...SHIPPING_FIELDS.flatMap((field) => {
      const error = fieldErrors[field];
      return error ? [{ targetId: shippingFieldId(field), message: `${t[`field_${field}`]}: ${error}` }] : [];
    }),
  ];

  return (
    <form className="checkout" noValidate onSubmit={checkout.submit}>
      <ErrorSummary ref={checkout.summaryRef} items={summary} />
      <ShippingFields shipping={checkout.shipping} errors={fieldErrors} onChange={checkout.setShipping} />
      <WalletPay
        userId={userId}
        amount={estimate}
        busy={payment.state === 'paying'}
        failure={payment.state === 'failed' && (payment.failure.error_status !== 400 || refused.unplaced) ? payment.failure : undefined}
      />
    </form>
  );
}
