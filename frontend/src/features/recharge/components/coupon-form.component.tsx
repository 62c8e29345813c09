import { useState, type FormEvent } from 'react';
import { FormField } from '../../../components/form-field.component';
import { useMessages } from '../../../lib/i18n/messages';
import { rechargeMessages } from '../recharge.messages';

interface CouponFormProps {
  /** The code the quote is for ('' for none). */
  readonly applied: string;
  /** The server would not apply it. */
  readonly refused: boolean;
  /** The quote with it has arrived. */
  readonly confirmed: boolean;
  readonly onApply: (code: string) => void;
}

/** A coupon code: applied to the quote on Apply, checked by the server, removable. */
export function CouponForm({ applied, refused, confirmed, onApply }: CouponFormProps) {
  const t = useMessages(rechargeMessages);
  const [text, setText] = useState(applied);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    onApply(text.trim().toUpperCase());
  };

  return (
    <form className="coupon-form" onSubmit={apply} noValidate>
      <FormField id="recharge-coupon" label={t.coupon} error={refused ? t.couponRefused : undefined}>
        {(control) => <input {...control} type="text" autoComplete="off" autoCapitalize="characters" maxLength={20} value={text} onChange={(event) => setText(event.target.value)} />}
      </FormField>
      <div className="coupon-form__actions">
        <button type="submit" className="button button--small button--secondary">
          {t.applyCoupon}
        </button>
        {applied ? (
          <button type="button" className="link-button" onClick={() => onApply('')}>
            {t.removeCoupon}
          </button>
        ) : null}
      </div>
      <p role="status" className="coupon-form__applied">
        {applied && confirmed ? t.couponApplied(applied) : ''}
      </p>
    </form>
  );
}
