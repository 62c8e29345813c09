import { orderStreamName, type Actor, type OrderEvent, type UpdateOrder } from '@nakshatra/contracts';
import type { EventStore } from '@nakshatra/event-store';
import { refuse, type Logger } from '@nakshatra/platform';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { NOTIFIER, type Notifier } from '../../../notifications/notifier.js';
import { loadState, runCommand } from '../../../shared/aggregate-runner.js';
import type { CommandMetadata } from '../../../shared/command-metadata.js';
import { EVENT_STORE } from '../../../shared/event-store.token.js';
import { LOGGER } from '../../../shared/logger.token.js';
import { unrefundedOf } from '../../../wallet/wallet.decider.js';
import { WalletLedger } from '../../../wallet/wallet-ledger.js';
import type { FulfilmentCommand } from '../../order-fulfilment.js';
import { orderUpdateNotification } from '../../order-notifications.js';
import { existingOrder, isPaid, orderDecider, type ExistingOrder, type PaidOrder } from '../../order.decider.js';
import { refundCancelledOrder, releaseOrderStock } from '../../order-settlement.js';
import { UpdateOrderCommand } from './update-order.command.js';

/**
 * update_order_history/{id}. Admins move any order along; a customer may only cancel their own, and
 * only while it is confirmed (the decider says so). Someone else's order is, to a customer, not found.
 * Cancelling is a workflow (docs/workflows.md, `order-settlement`): OrderCancelled first, then the
 * refund to the wallet and the stock given back, taken here at once and by the workflow should this
 * request die before them. The customer is told of each change (in-app and push), once: a repeated
 * step appends nothing and tells nothing.
 */
@CommandHandler(UpdateOrderCommand)
export class UpdateOrderHandler implements ICommandHandler<UpdateOrderCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(WalletLedger) private readonly ledger: WalletLedger,
    @Inject(NOTIFIER) private readonly notifier: Notifier,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async execute({ orderId: rawId, actor, request, meta }: UpdateOrderCommand) {
    const orderId = rawId.toLowerCase();
    const stream = orderStreamName(orderId);
    const current = await loadState(this.store, stream, orderDecider);
    if (current.status === 'absent' || (actor.role !== 'admin' && current.order.userId !== actor.id)) throw refuse('order.not_found');
    if (actor.role !== 'admin' && request.action !== 'cancel') throw refuse('order.customer_cancels_only');
    const command = await this.commandFor(request, actor, current);
    const outcome = await runCommand(this.store, stream, orderDecider, command, meta);
    for (const event of outcome.events) await this.tell(event, meta);
    const state = existingOrder(outcome.state);
    if (state.status !== 'cancelled' || !isPaid(state) || !state.cancellation) return { view: { order_id: orderId, status: state.status, refund: null }, position: outcome.position };
    const settled = await this.settle(state, meta);
    return { view: { order_id: orderId, status: state.status, refund: settled.refund }, position: settled.position ?? outcome.position };
  }

  private async commandFor(request: UpdateOrder, actor: Actor, current: ExistingOrder): Promise<FulfilmentCommand> {
    switch (request.action) {
      case 'pack':
        return { type: 'PackOrder' };
      case 'ship':
        return { type: 'ShipOrder', carrier: request.carrier, trackingNumber: request.tracking_number };
      case 'deliver':
        return { type: 'DeliverOrder' };
      case 'perform':
        return { type: 'RecordPoojaPerformed', note: request.note, mediaUrl: request.media_url };
      case 'cancel':
        return { type: 'CancelOrder', reason: request.reason, cancelledBy: actor.role === 'admin' ? 'admin' : 'customer', refundAmount: await this.unrefunded(current) };
    }
  }

  /** Best effort, as every notification (docs/notifications.md): the change stands whatever becomes of its news. */
  private async tell(event: OrderEvent, meta: CommandMetadata): Promise<void> {
    const news = orderUpdateNotification(event);
    if (!news) return;
    await this.notifier.notify(news.userId, news.message, meta).catch((error: unknown) => this.logger.warn({ err: error, orderId: event.data.orderId }, 'an order update was not told'));
  }

  /** What of the order's payment the wallet has not refunded yet (an admin may have refunded part before): what cancelling gives back. */
  private async unrefunded(current: ExistingOrder): Promise<number> {
    if (!isPaid(current)) return 0;
    return unrefundedOf(await this.ledger.state(current.order.userId), current.payment.transactionId);
  }

  /** The refund and the stock given back; each appends nothing when already done (a retried cancel, or the workflow first). */
  private async settle({ order, cancellation }: PaidOrder, meta: CommandMetadata) {
    const { orderId, userId, paymentTransactionId, refundAmount } = cancellation!;
    const refund = await refundCancelledOrder(this.store, { orderId, userId, paymentTransactionId, amount: refundAmount }, meta);
    const released = await releaseOrderStock(this.store, orderId, order.kind === 'product' ? order.lines.map((line) => line.itemId) : [], meta);
    return { refund: refund && { amount: refund.amount, wallet_transaction_id: refund.transactionId }, position: released ?? refund?.position };
  }
}
