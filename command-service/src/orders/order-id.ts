import { keyedUuid } from '../shared/keyed-id.js';

/** The order a customer's Idempotency-Key stands for (shared/keyed-id.ts): a retry finds the order its first request placed and finishes paying it. */
export const orderIdFor = (userId: string, idempotencyKey: string): string => keyedUuid('order', userId, idempotencyKey);

/** The wallet's idempotency key of an order's debit: however often payment is retried, the order is debited once. */
export const orderDebitKey = (orderId: string): string => `order-${orderId}`;
