import { routeHandlers, type RouteCall } from '@nakshatra/platform';
import type { CommandBus } from '@nestjs/cqrs';
import { commandMetadata } from '../shared/command-metadata.js';
import { OpenSupportTicket, WriteAsOpener, WriteAsSupport, type OpenerAction } from './commands/support-commands.js';

const meta = (call: Pick<RouteCall, 'actor' | 'correlationId'>) => commandMetadata(call.actor, call.correlationId);

/** The support ticket writes (docs/support.md). The catalogue has checked the session and the body. */
export function supportRoutes(commandBus: CommandBus) {
  const asOpener = (call: Pick<RouteCall, 'actor' | 'correlationId'>, ticketId: string, action: OpenerAction) =>
    commandBus.execute(new WriteAsOpener(ticketId, call.actor.id, action, meta(call)));
  return routeHandlers({
    create_support_ticket: async (call) => {
      const { view, position } = await commandBus.execute(new OpenSupportTicket(call.actor.id, call.actor.role === 'astrologer' ? 'astrologer' : 'customer', call.body, meta(call)));
      return { status: 201, data: view, position };
    },
    reply_support_ticket: async (call) => {
      const { view, position } = await asOpener(call, call.params.id, { type: 'reply', body: call.body });
      return { data: view, position };
    },
    reopen_support_ticket: async (call) => {
      const { view, position } = await asOpener(call, call.params.id, { type: 'reopen', body: call.body });
      return { data: view, position };
    },
    close_support_ticket: async (call) => {
      const { view, position } = await asOpener(call, call.params.id, { type: 'close' });
      return { data: view, position };
    },
    update_support_ticket: async (call) => {
      const { view, position } = await commandBus.execute(new WriteAsSupport(call.params.id, call.actor.id, call.body, meta(call)));
      return { data: view, position };
    },
  });
}
