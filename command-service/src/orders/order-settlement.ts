import { contentStreamName, orderCancelRefundKey, walletStreamName, type OrderLine } from '@nakshatra/contracts';
import type { EventStore } from '@nakshatra/event-store';
import { randomUUID } from 'node:crypto';
import { loadState, runCommand } from '../shared/aggregate-runner.js';
import type { CommandMetadata } from '../shared/command-metadata.js';
import { unrefundedOf, walletDecider } from '../wallet/wallet.decider.js';
import { productStockDecider } from './product-stock.decider.js';

/**
 * The writes an order makes beyond its own stream, each idempotent on its own so the request and
 * the `order-settlement` workflow (docs/workflows.md) can both take them and they happen once:
 * holding its products' stock, giving it back, refunding a cancelled order.
 */

/** Many writers share a wallet: as many attempts as its own writer makes. */
const BUSY_STREAM = { maxAttempts: 50 };

const productLines = (lines: readonly OrderLine[]) => lines.map((line) => ({ productId: line.itemId, quantity: line.quantity }));

/** Holds each product's pieces for the order; when one has sold out, gives back those already held and refuses (`order.out_of_stock`). */
export async function reserveOrderStock(store: EventStore, orderId: string, lines: readonly OrderLine[], meta: CommandMetadata): Promise<void> {
  const reserved: string[] = [];
  try {
    for (const { productId, quantity } of productLines(lines)) {
      await runCommand(store, contentStreamName('products', productId), productStockDecider, { type: 'ReserveStock', productId, orderId, quantity }, meta, BUSY_STREAM);
      reserved.push(productId);
    }
  } catch (error) {
    await releaseOrderStock(store, orderId, reserved, meta);
    throw error;
  }
}

/** Gives back whatever the order holds of these products (nothing for one it does not hold); answers the position of the last write, if any. */
export async function releaseOrderStock(store: EventStore, orderId: string, productIds: readonly string[], meta: CommandMetadata): Promise<string | undefined> {
  let position: string | undefined;
  for (const productId of productIds) {
    const outcome = await runCommand(store, contentStreamName('products', productId), productStockDecider, { type: 'ReleaseStock', productId, orderId }, meta, BUSY_STREAM);
    position = outcome.position ?? position;
  }
  return position;
}

export interface CancelledOrderRefund {
  readonly orderId: string;
  readonly userId: string;
  readonly paymentTransactionId: string;
  readonly amount: number;
}

export interface OrderRefundDone {
  readonly transactionId: string;
  /** What the order's cancellation refunds. */
  readonly amount: number;
  /** Of this write; undefined when the refund had been made before. */
  readonly position: string | undefined;
}

/**
 * Refunds a cancelled order to the wallet, once (keyed by the order), never beyond what of its
 * payment is still unrefunded: `amount`, or less when a refund of the payment (an admin's, a
 * ticket's) landed between the cancel's reading of the wallet and now. Answers the refund made now
 * or before, or null when there was nothing to refund.
 */
export async function refundCancelledOrder(store: EventStore, { orderId, userId, paymentTransactionId, amount: asked }: CancelledOrderRefund, meta: CommandMetadata): Promise<OrderRefundDone | null> {
  const idempotencyKey = orderCancelRefundKey(orderId);
  const wallet = await loadState(store, walletStreamName(userId), walletDecider);
  const amount = wallet.requests.has(idempotencyKey) ? asked : Math.min(asked, unrefundedOf(wallet, paymentTransactionId));
  if (amount <= 0) return null;
  // The key alone identifies the refund: a retry with a smaller remainder (an admin refunded part meanwhile) is still the same refund.
  const refund = { type: 'Refund', transactionId: randomUUID(), refundOf: paymentTransactionId, amount, reason: 'Order cancelled: refunded', idempotencyKey, requestHash: idempotencyKey } as const;
  const outcome = await runCommand(store, walletStreamName(userId), walletDecider, refund, meta, BUSY_STREAM);
  return { transactionId: outcome.state.requests.get(idempotencyKey)!.id, amount, position: outcome.position };
}
