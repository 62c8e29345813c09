import { randomUUID } from 'node:crypto';
import { orderLineView, orderStreamName, type CreateOrder, type OrderPlaced, type PaidOrderView } from '@nakshatra/contracts';
import type { EventStore } from '@nakshatra/event-store';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { publishedItemIn } from '../../../content/published-item.js';
import { loadState, runCommand } from '../../../shared/aggregate-runner.js';
import type { CommandMetadata } from '../../../shared/command-metadata.js';
import { EVENT_STORE } from '../../../shared/event-store.token.js';
import type { IdempotentCall } from '../../../shared/idempotency.js';
import { movementResult, type MovementResult } from '../../../wallet/movement-result.js';
import { keyReused } from '../../../shared/idempotency.js';
import { InsufficientBalanceError } from '../../../wallet/wallet.decider.js';
import { WalletLedger } from '../../../wallet/wallet-ledger.js';
import { orderDebit } from '../../order-debit.js';
import { orderDebitKey, orderIdFor } from '../../order-id.js';
import { priceOrder } from '../../order-pricing.js';
import { existingOrder, isPaid, orderDecider, type ExistingOrder, type OrderState } from '../../order.decider.js';
import { releaseOrderStock, reserveOrderStock } from '../../order-settlement.js';
import { PlaceOrder } from './place-order.command.js';

/**
 * create_order_history: hold the products' stock, place the order (OrderPlaced), debit the wallet,
 * record the payment (OrderPaid) — or, when the wallet cannot cover it, give the stock back, record
 * the refusal and answer the wallet's 409. Writes to several streams, each idempotent on its own:
 * the order id comes from the Idempotency-Key, stock is held per order id and the debit's key comes
 * from the order id, so a retry of a request that died between the writes finds the same order and
 * finishes paying it, stock is held once and the wallet is debited once. Stock held by an order
 * that is never paid is given back by the `order-settlement` workflow.
 */
@CommandHandler(PlaceOrder)
export class PlaceOrderHandler implements ICommandHandler<PlaceOrder> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(WalletLedger) private readonly ledger: WalletLedger,
  ) {}

  async execute({ userId, request, idempotency, meta }: PlaceOrder) {
    const { state, created } = await this.place(orderIdFor(userId, idempotency.idempotencyKey), userId, request, idempotency, meta);
    if (isPaid(state)) return { view: paidView(state), created, position: undefined };
    // Held already unless a refused payment gave it back (this is a retry after a top-up): then held again, or refused if sold out meanwhile.
    if (state.order.kind === 'product') await reserveOrderStock(this.store, state.order.orderId, state.order.lines, meta);
    const { state: paid, position } = await this.pay(state.order, meta);
    return { view: paidView(paid), created, position };
  }

  private async place(orderId: string, userId: string, request: CreateOrder, idempotency: IdempotentCall, meta: CommandMetadata): Promise<{ state: ExistingOrder; created: boolean }> {
    const stream = orderStreamName(orderId);
    const current = await loadState(this.store, stream, orderDecider);
    if (current.status !== 'absent') {
      // A retry keeps the order (and prices) its first request placed; checked here too so a reused key is not priced first.
      if (current.order.requestHash !== idempotency.requestHash) throw keyReused();
      return { state: current, created: false };
    }
    const priced = await priceOrder(request, publishedItemIn(this.store), new Date());
    // Held before the order exists, so a sold-out piece refuses the order with nothing recorded.
    if (priced.kind === 'product') await reserveOrderStock(this.store, orderId, priced.lines, meta);
    const placed = await runCommand(this.store, stream, orderDecider, { type: 'PlaceOrder', order: { ...priced, orderId, userId, ...idempotency } }, meta);
    return { state: existingOrder(placed.state), created: placed.events.length > 0 };
  }

  private async pay(order: OrderPlaced, meta: CommandMetadata) {
    const { transactionId, balance } = await this.debit(order, meta);
    return runCommand(this.store, orderStreamName(order.orderId), orderDecider, { type: 'RecordPayment', transactionId, balanceAfter: balance }, meta);
  }

  /** The wallet's debit, the first one for this order whenever it was made; a refusal is recorded on the order, then answered. */
  private async debit(order: OrderPlaced, meta: CommandMetadata): Promise<MovementResult> {
    try {
      const outcome = await this.ledger.execute(order.userId, orderDebit(order, randomUUID()), meta);
      return movementResult(outcome, { idempotencyKey: orderDebitKey(order.orderId), requestHash: order.requestHash });
    } catch (error) {
      if (error instanceof InsufficientBalanceError) {
        await releaseOrderStock(this.store, order.orderId, order.kind === 'product' ? order.lines.map((line) => line.itemId) : [], meta);
        await runCommand(this.store, orderStreamName(order.orderId), orderDecider, { type: 'RecordPaymentRefused', balance: error.balance, required: error.required }, meta);
      }
      throw error;
    }
  }
}

function paidView(state: OrderState): PaidOrderView {
  if (!isPaid(state)) throw new Error(`Order is ${state.status} right after its payment was recorded`);
  const { order, payment } = state;
  return {
    order_id: order.orderId,
    kind: order.kind,
    status: 'paid',
    lines: order.lines.map(orderLineView),
    total: order.total,
    wallet_transaction_id: payment.transactionId,
    balance: payment.balanceAfter,
  };
}
