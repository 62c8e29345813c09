import type { ShippingAddressView } from '@nakshatra/contracts';

/** Where an Astro Mall order goes, as the customer types it. */
export type Shipping = { -readonly [F in keyof ShippingAddressView]: string };
export type ShippingField = keyof Shipping;

/** In the order of the form, so the first error is the first field to fix. */
export const SHIPPING_FIELDS: readonly ShippingField[] = ['name', 'phone', 'address_line', 'city', 'state', 'pincode'];

export const emptyShipping: Shipping = { name: '', phone: '', address_line: '', city: '', state: '', pincode: '' };

export type ShippingError = { readonly kind: 'required' | 'phone' | 'pincode' } | { readonly kind: 'tooLong'; readonly max: number };
export type ShippingErrors = Readonly<Partial<Record<ShippingField, ShippingError>>>;

// The command service's rules (contracts' createOrderSchema): required text up to a length, and digit counts.
const MAX_LENGTH: Readonly<Record<'name' | 'address_line' | 'city' | 'state', number>> = { name: 100, address_line: 300, city: 100, state: 100 };
const DIGITS: Readonly<Record<'phone' | 'pincode', RegExp>> = { phone: /^\d{10}$/, pincode: /^\d{6}$/ };

/** The address as it is sent: text trimmed; the phone and pincode without the spaces or dashes people type in them. */
export function normalShipping(shipping: Shipping): Shipping {
  const digits = (value: string) => value.replace(/[\s-]/g, '');
  return {
    name: shipping.name.trim(),
    phone: digits(shipping.phone),
    address_line: shipping.address_line.trim(),
    city: shipping.city.trim(),
    state: shipping.state.trim(),
    pincode: digits(shipping.pincode),
  };
}

function fieldError(field: ShippingField, value: string): ShippingError | undefined {
  if (!value) return { kind: 'required' };
  if (field === 'phone' || field === 'pincode') return DIGITS[field].test(value) ? undefined : { kind: field };
  const max = MAX_LENGTH[field];
  return value.length > max ? { kind: 'tooLong', max } : undefined;
}

/** What is wrong with the address, field by field (nothing when it can be sent). */
export function validateShipping(shipping: Shipping): ShippingErrors {
  const normal = normalShipping(shipping);
  const errors: Partial<Record<ShippingField, ShippingError>> = {};
  for (const field of SHIPPING_FIELDS) {
    const error = fieldError(field, normal[field]);
    if (error) errors[field] = error;
  }
  return errors;
}

/** The address of an earlier request (one the wallet refused), to fill the form with again; undefined when it is not one. */
export function shippingOf(request: unknown): Shipping | undefined {
  const shipping = (request as { shipping?: unknown } | undefined)?.shipping;
  if (typeof shipping !== 'object' || shipping === null) return undefined;
  const values = shipping as Record<string, unknown>;
  if (!SHIPPING_FIELDS.every((field) => typeof values[field] === 'string')) return undefined;
  return Object.fromEntries(SHIPPING_FIELDS.map((field) => [field, values[field]])) as Shipping;
}
