import type { IdempotentRequest } from '../wallet/wallet-events.js';

/**
 * Events of an order paid from the wallet, in stream `order-<orderId>`: an Astro Mall order of
 * products or a pooja booking. Amounts are integer paise. The order records what was bought at
 * which price when it was placed; the money itself moves in the customer's wallet stream
 * (`WalletDebited` with source `order` / `pooja` and the order id).
 */
export const ORDER_STREAM_PREFIX = 'order-';
export const orderStreamName = (orderId: string): string => `${ORDER_STREAM_PREFIX}${orderId}`;

export const ORDER_KINDS = ['product', 'pooja'] as const;
export type OrderKind = (typeof ORDER_KINDS)[number];

/** One thing bought: a product (quantity 1–10) or the pooja (quantity 1), priced when the order was placed. */
export interface OrderLine {
  /** The content item: a `products` or `pooja_booking` id. */
  readonly itemId: string;
  /** The item's title when ordered, so the order reads the same after the item changes. */
  readonly title: string;
  readonly unitPrice: number;
  readonly quantity: number;
  /** unitPrice × quantity. */
  readonly amount: number;
}

export interface ShippingAddress {
  readonly name: string;
  /** Ten digits. */
  readonly phone: string;
  readonly addressLine: string;
  readonly city: string;
  readonly state: string;
  /** Six digits. */
  readonly pincode: string;
}

export interface PoojaBooking {
  /** Whom the pooja is performed for, as the priest says it. */
  readonly name: string;
  readonly gotra: string | null;
  /** The date in India, `2026-12-01`. */
  readonly date: string;
  readonly forWhom: string | null;
  readonly note: string | null;
}

interface OrderPlacedBase extends IdempotentRequest {
  readonly orderId: string;
  readonly userId: string;
  readonly lines: readonly OrderLine[];
  /** The sum of the lines: what the wallet is debited. */
  readonly total: number;
}

/** The customer's order, priced from the items' own streams. Nothing is paid yet. */
export type OrderPlaced = OrderPlacedBase & ({ readonly kind: 'product'; readonly shipping: ShippingAddress } | { readonly kind: 'pooja'; readonly booking: PoojaBooking });

/** The wallet was debited the order's total. */
export interface OrderPaid {
  readonly orderId: string;
  /** The `WalletDebited` transaction; an admin refunds the order by refunding it. */
  readonly transactionId: string;
  readonly amount: number;
  readonly balanceAfter: number;
}

/** The wallet could not cover the total; nothing was debited. A retry with the same key tries again. */
export interface OrderPaymentRefused {
  readonly orderId: string;
  readonly reason: 'insufficient_balance';
  readonly balance: number;
  readonly required: number;
}

export interface OrderEventDataByType {
  readonly OrderPlaced: OrderPlaced;
  readonly OrderPaid: OrderPaid;
  readonly OrderPaymentRefused: OrderPaymentRefused;
}

export type OrderEventType = keyof OrderEventDataByType;

export type OrderEvent = { [Type in OrderEventType]: { readonly type: Type; readonly data: OrderEventDataByType[Type] } }[OrderEventType];
