import type { Actor, OrderUpdateView, UpdateOrder } from '@nakshatra/contracts';
import { Command } from '@nestjs/cqrs';
import type { CommandMetadata } from '../../../shared/command-metadata.js';

/** update_order_history/{id}: an admin moves an order along, or a customer cancels their own. */
export class UpdateOrderCommand extends Command<{ readonly view: OrderUpdateView; readonly position: string | undefined }> {
  constructor(
    readonly orderId: string,
    readonly actor: Actor,
    readonly request: UpdateOrder,
    readonly meta: CommandMetadata,
  ) {
    super();
  }
}
