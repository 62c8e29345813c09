import type { ContactMessageReceived } from '@nakshatra/contracts';
import type { RouteHandlers } from '@nakshatra/platform';
import type { CommandBus } from '@nestjs/cqrs';
import { commandMetadata } from '../shared/command-metadata.js';
import { SendContactMessage } from './commands/send-contact-message/send-contact-message.command.js';
import { SubscribeNewsletter } from './commands/subscribe-newsletter/subscribe-newsletter.command.js';

/** send-email (contact form) and send_subscribe_email (newsletter). */
export function contactRoutes(commandBus: CommandBus): RouteHandlers {
  return {
    'send-email': async (call) => {
      const { messageId, position } = await commandBus.execute(new SendContactMessage(call.body as Omit<ContactMessageReceived, 'messageId'>, commandMetadata(call.actor, call.correlationId)));
      return { status: 201, data: { id: messageId }, position };
    },
    send_subscribe_email: async (call) => {
      const { position } = await commandBus.execute(new SubscribeNewsletter((call.body as { email: string }).email, commandMetadata(call.actor, call.correlationId)));
      return { data: { subscribed: true }, position };
    },
  };
}
