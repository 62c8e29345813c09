import type { InputHTMLAttributes } from 'react';
import { FormField } from '../../../components/form-field.component';
import { useMessages } from '../../../lib/i18n/messages';
import { cartMessages } from '../cart.messages';
import { SHIPPING_FIELDS, type Shipping, type ShippingField } from '../lib/shipping';

/** The id of a field's control: its label points at it, and the error summary sends focus to it. */
export const shippingFieldId = (field: ShippingField): string => `shipping-${field}`;

// What each control tells the browser, so it can fill the address in and show the right keyboard.
const CONTROL: Readonly<Record<ShippingField, InputHTMLAttributes<HTMLInputElement>>> = {
  name: { autoComplete: 'name' },
  phone: { type: 'tel', inputMode: 'numeric', autoComplete: 'tel-national' },
  address_line: { autoComplete: 'street-address' },
  city: { autoComplete: 'address-level2' },
  state: { autoComplete: 'address-level1' },
  pincode: { inputMode: 'numeric', autoComplete: 'postal-code' },
};

interface ShippingFieldsProps {
  readonly shipping: Shipping;
  /** The text of each field's error, if it has one. */
  readonly errors: Readonly<Partial<Record<ShippingField, string>>>;
  readonly onChange: (shipping: Shipping) => void;
}

/** The delivery address: a labelled field each, with its error under it. */
export function ShippingFields({ shipping, errors, onChange }: ShippingFieldsProps) {
  const t = useMessages(cartMessages);
  return (
    <fieldset className="shipping-fields">
      <legend className="shipping-fields__legend">{t.shippingTitle}</legend>
      {SHIPPING_FIELDS.map((field) => (
        <FormField key={field} id={shippingFieldId(field)} label={t[`field_${field}`]} hint={field === 'phone' ? t.phoneHint : undefined} error={errors[field]}>
          {(control) => (
            <input {...control} type="text" {...CONTROL[field]} value={shipping[field]} onChange={(event) => onChange({ ...shipping, [field]: event.target.value })} />
          )}
        </FormField>
      ))}
    </fieldset>
  );
}
