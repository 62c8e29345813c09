import type { MoneySource, OrderPlaced } from '@nakshatra/contracts';
import type { WalletCommand } from '../wallet/wallet.decider.js';
import { orderDebitKey } from './order-id.js';

/** How the wallet's history names an order's debit: what was bought, so the customer recognises it. */
function reasonFor(order: OrderPlaced): string {
  const [first, ...others] = order.lines;
  if (order.kind === 'pooja') return `Pooja booking: ${first!.title} on ${order.booking.date}`;
  const more = others.length === 0 ? '' : ` and ${others.length} more item${others.length === 1 ? '' : 's'}`;
  return `Astro Mall order: ${first!.title} × ${first!.quantity}${more}`;
}

/**
 * The wallet debit that pays an order. Its key is the order's, and its request hash the one the
 * order was placed with, so every retry of the payment is the same debit to the wallet: a crash
 * between the debit and OrderPaid heals without paying twice.
 */
export function orderDebit(order: OrderPlaced, transactionId: string): Extract<WalletCommand, { type: 'Debit' }> {
  const source: MoneySource = { kind: order.kind === 'pooja' ? 'pooja' : 'order', id: order.orderId };
  return { type: 'Debit', transactionId, amount: order.total, reason: reasonFor(order), source, idempotencyKey: orderDebitKey(order.orderId), requestHash: order.requestHash };
}
