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

/**
 * What every status change after payment carries, so a mail or a notification about it needs
 * nothing else: whose order, what was in it, and where it goes (or for whom the pooja is).
 */
export interface OrderStatusNotice {
  readonly orderId: string;
  readonly userId: string;
  readonly kind: OrderKind;
  readonly lines: readonly OrderLine[];
  readonly total: number;
  readonly shipping: ShippingAddress | null;
  readonly booking: PoojaBooking | null;
}

/** An admin packed a paid (confirmed) product order. */
export type OrderPacked = OrderStatusNotice;

/** An admin handed a packed order to a carrier. */
export interface OrderShipped extends OrderStatusNotice {
  readonly carrier: string;
  readonly trackingNumber: string;
}

/** An admin recorded a shipped order delivered. */
export type OrderDelivered = OrderStatusNotice;

/** An admin recorded a pooja booking performed, with a note and a photo or video link for the customer. */
export interface PoojaPerformed extends OrderStatusNotice {
  readonly note: string;
  readonly mediaUrl: string;
}

export const ORDER_CANCELLERS = ['customer', 'admin'] as const;
export type OrderCanceller = (typeof ORDER_CANCELLERS)[number];

/**
 * The order is cancelled: the `order-cancellation` workflow refunds `refundAmount` to the wallet
 * and gives its products' reserved stock back (docs/workflows.md).
 */
export interface OrderCancelled extends OrderStatusNotice {
  readonly reason: string;
  readonly cancelledBy: OrderCanceller;
  /** The wallet debit that paid the order, refunded by the workflow. */
  readonly paymentTransactionId: string;
  /** What of the debit was still unrefunded when the order was cancelled: never more than was paid. */
  readonly refundAmount: number;
}

export interface OrderEventDataByType {
  readonly OrderPlaced: OrderPlaced;
  readonly OrderPaid: OrderPaid;
  readonly OrderPaymentRefused: OrderPaymentRefused;
  readonly OrderPacked: OrderPacked;
  readonly OrderShipped: OrderShipped;
  readonly OrderDelivered: OrderDelivered;
  readonly PoojaPerformed: PoojaPerformed;
  readonly OrderCancelled: OrderCancelled;
}

/** The events a customer is told about (mail, notification): every status change after payment. */
export const ORDER_STATUS_CHANGE_EVENTS = ['OrderPacked', 'OrderShipped', 'OrderDelivered', 'PoojaPerformed', 'OrderCancelled'] as const satisfies readonly (keyof OrderEventDataByType)[];

/** The wallet's idempotency key of a cancelled order's refund: the request and the workflow refund it once. */
export const orderCancelRefundKey = (orderId: string): string => `order-cancel-${orderId}`;

export type OrderEventType = keyof OrderEventDataByType;

export type OrderEvent = { [Type in OrderEventType]: { readonly type: Type; readonly data: OrderEventDataByType[Type] } }[OrderEventType];
