import { routeHandlers } from '@nakshatra/platform';
import type { CommandBus } from '@nestjs/cqrs';
import { commandMetadata } from '../../shared/command-metadata.js';
import { idempotentCall } from '../../shared/idempotency.js';
import { SendLiveGift } from './send-live-gift.command.js';

/** Gifts on air (docs/live.md, "Gifts"): the Idempotency-Key is required, as for every money command a client sends. */
export function liveGiftRoutes(commandBus: CommandBus) {
  return routeHandlers({
    send_live_gift: async (call) => {
      const command = new SendLiveGift(call.actor.id, call.params.id, call.body.gift_id, idempotentCall(call), commandMetadata(call.actor, call.correlationId));
      const { view, created, position } = await commandBus.execute(command);
      return { status: created ? 201 : 200, data: view, position };
    },
  });
}
