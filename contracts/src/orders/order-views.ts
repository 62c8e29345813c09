import type { OrderKind, OrderLine, PoojaBooking, ShippingAddress } from './order-events.js';
import type { OrderStatus } from './order-schemas.js';

/** What the order calls answer (the `data` of their envelopes): snake_case, paise, ISO-8601 UTC times. */
export interface OrderLineView {
  /** The product or pooja (a content item id). */
  readonly item_id: string;
  /** As it was titled when ordered. */
  readonly title: string;
  readonly unit_price: number;
  readonly quantity: number;
  readonly amount: number;
}

export interface ShippingAddressView {
  readonly name: string;
  readonly phone: string;
  readonly address_line: string;
  readonly city: string;
  readonly state: string;
  readonly pincode: string;
}

export interface PoojaBookingView {
  readonly name: string;
  readonly gotra: string | null;
  /** India date. */
  readonly date: string;
  readonly for_whom: string | null;
  readonly note: string | null;
}

/** One order as get_user_order and get_order_history list it. */
export interface OrderView {
  readonly id: string;
  readonly user_id: string;
  readonly kind: OrderKind;
  /** placed: not paid yet (a request that died midway; its retry pays it). payment_failed: the wallet could not cover it. */
  readonly status: OrderStatus;
  readonly lines: readonly OrderLineView[];
  readonly total: number;
  /** Product orders. */
  readonly shipping: ShippingAddressView | null;
  /** Pooja bookings. */
  readonly booking: PoojaBookingView | null;
  /** The wallet debit that paid it; null until paid. */
  readonly wallet_transaction_id: string | null;
  /** How much of the debit admins have refunded to the wallet so far. */
  readonly refunded_amount: number;
  readonly created_at: string;
  readonly updated_at: string;
}

/** The answer of create_order_history: the order is paid. */
export interface PaidOrderView {
  readonly order_id: string;
  readonly kind: OrderKind;
  readonly status: 'paid';
  readonly lines: readonly OrderLineView[];
  readonly total: number;
  readonly wallet_transaction_id: string;
  /** The wallet's balance right after this payment. */
  readonly balance: number;
}

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
