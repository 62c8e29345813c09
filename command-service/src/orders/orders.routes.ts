import { routeHandlers } from '@nakshatra/platform';
import type { CommandBus } from '@nestjs/cqrs';
import { commandMetadata } from '../shared/command-metadata.js';
import { idempotentCall } from '../shared/idempotency.js';
import { PlaceOrder } from './commands/place-order/place-order.command.js';
import { UpdateOrderCommand } from './commands/update-order/update-order.command.js';

/** The order command calls (docs/orders.md). The catalogue has checked the session and the body. */
export function orderRoutes(commandBus: CommandBus) {
  return routeHandlers({
    create_order_history: async (call) => {
      const command = new PlaceOrder(call.actor.id, call.body, idempotentCall(call), commandMetadata(call.actor, call.correlationId));
      const { view, created, position } = await commandBus.execute(command);
      return { status: created ? 201 : 200, data: view, position };
    },
    update_order_history: async (call) => {
      const { view, position } = await commandBus.execute(new UpdateOrderCommand(call.params.id, call.actor, call.body, commandMetadata(call.actor, call.correlationId)));
      return { data: view, position };
    },
  });
}
