import { z } from 'zod';
import { isoTime } from '../routes/response-schemas.js';
import { ORDER_CANCELLERS, ORDER_KINDS, type OrderLine, type PoojaBooking, type ShippingAddress } from './order-events.js';
import { ORDER_STATUSES } from './order-schemas.js';

/** What the order calls answer (the `data` of their envelopes): snake_case, paise, ISO-8601 UTC times. */
const paise = z.number().int();

export const orderLineViewSchema = z.strictObject({
  /** The product or pooja (a content item id). */
  item_id: z.string(),
  /** As it was titled when ordered. */
  title: z.string(),
  unit_price: paise,
  quantity: z.number().int(),
  amount: paise,
});
export type OrderLineView = z.infer<typeof orderLineViewSchema>;

export const shippingAddressViewSchema = z.strictObject({
  name: z.string(),
  phone: z.string(),
  address_line: z.string(),
  city: z.string(),
  state: z.string(),
  pincode: z.string(),
});
export type ShippingAddressView = z.infer<typeof shippingAddressViewSchema>;

export const poojaBookingViewSchema = z.strictObject({
  name: z.string(),
  gotra: z.string().nullable(),
  /** India date. */
  date: z.string(),
  for_whom: z.string().nullable(),
  note: z.string().nullable(),
});
export type PoojaBookingView = z.infer<typeof poojaBookingViewSchema>;

/** One order as get_user_order and get_order_history list it. */
export const orderViewSchema = z.strictObject({
  id: z.string(),
  user_id: z.string(),
  kind: z.enum(ORDER_KINDS),
  /** placed: not paid yet (a request that died midway; its retry pays it). payment_failed: the wallet could not cover it. */
  status: z.enum(ORDER_STATUSES),
  lines: z.array(orderLineViewSchema),
  total: paise,
  /** Product orders. */
  shipping: shippingAddressViewSchema.nullable(),
  /** Pooja bookings. */
  booking: poojaBookingViewSchema.nullable(),
  /** The wallet debit that paid it; null until paid. */
  wallet_transaction_id: z.string().nullable(),
  /** How much of the debit has been refunded to the wallet so far (by an admin, or on cancelling). */
  refunded_amount: paise,
  /** The customer's account name and phone, for admins (get_order_history); null on the customer's own list. */
  customer: z.strictObject({ name: z.string().nullable(), phone: z.string().nullable() }).nullable(),
  packed_at: isoTime.nullable(),
  shipped_at: isoTime.nullable(),
  /** Set once shipped. */
  carrier: z.string().nullable(),
  tracking_number: z.string().nullable(),
  delivered_at: isoTime.nullable(),
  /** A pooja booking performed: when, the priest's note and a photo or video link for the customer. */
  performed_at: isoTime.nullable(),
  performed_note: z.string().nullable(),
  performed_media_url: z.string().nullable(),
  cancelled_at: isoTime.nullable(),
  cancelled_by: z.enum(ORDER_CANCELLERS).nullable(),
  cancel_reason: z.string().nullable(),
  created_at: isoTime,
  updated_at: isoTime,
});
export type OrderView = z.infer<typeof orderViewSchema>;

/** The answer of update_order_history/{id}: the order's status now and, on cancelling, its refund. */
export const orderUpdateViewSchema = z.strictObject({
  order_id: z.string(),
  status: z.enum(ORDER_STATUSES),
  /** The refund to the wallet a cancellation made; null when nothing was left to refund, or not cancelled. */
  refund: z.strictObject({ amount: paise, wallet_transaction_id: z.string() }).nullable(),
});
export type OrderUpdateView = z.infer<typeof orderUpdateViewSchema>;

/** The answer of create_order_history: the order is paid. */
export const paidOrderViewSchema = z.strictObject({
  order_id: z.string(),
  kind: z.enum(ORDER_KINDS),
  status: z.literal('paid'),
  lines: z.array(orderLineViewSchema),
  total: paise,
  wallet_transaction_id: z.string(),
  /** The wallet's balance right after this payment. */
  balance: paise,
});
export type PaidOrderView = z.infer<typeof paidOrderViewSchema>;

/** The event shapes (camelCase) as views show them; the command service's answer and the read model share these. */
export const orderLineView = ({ itemId, title, unitPrice, quantity, amount }: OrderLine): OrderLineView => ({ item_id: itemId, title, unit_price: unitPrice, quantity, amount });

export const shippingAddressView = ({ name, phone, addressLine, city, state, pincode }: ShippingAddress): ShippingAddressView => ({
  name,
  phone,
  address_line: addressLine,
  city,
  state,
  pincode,
});

export const poojaBookingView = ({ name, gotra, date, forWhom, note }: PoojaBooking): PoojaBookingView => ({ name, gotra, date, for_whom: forWhom, note });
