import { refuse, routeHandlers } from '@nakshatra/platform';
import type { CommandBus } from '@nestjs/cqrs';
import { commandMetadata } from '../shared/command-metadata.js';
import { SendContactMessage } from './commands/send-contact-message/send-contact-message.command.js';
import { SubscribeNewsletter } from './commands/subscribe-newsletter/subscribe-newsletter.command.js';
import { SetNewsletterSubscription } from './commands/set-newsletter-subscription/set-newsletter-subscription.command.js';
import { isSubscriberId } from './newsletter-stream.js';

const subscriberIdOf = (id: string): string => {
  if (!isSubscriberId(id)) throw refuse('subscriber.not_found');
  return id;
};

/** send-email (contact form), send_subscribe_email (newsletter) and the admin calls on subscribers. */
export function contactRoutes(commandBus: CommandBus) {
  return routeHandlers({
    'send-email': async (call) => {
      const { messageId, position } = await commandBus.execute(new SendContactMessage(call.body, call.clientIp, commandMetadata(call.actor, call.correlationId)));
      return { status: 201, data: { id: messageId }, position };
    },
    create_subscriber: async (call) => {
      const { id, position } = await commandBus.execute(new SubscribeNewsletter(call.body.email, call.body.language, null, commandMetadata(call.actor, call.correlationId)));
      return { status: 201, data: { id }, position };
    },
    update_subscriber: async (call) => {
      const id = subscriberIdOf(call.params.id);
      const { position } = await commandBus.execute(new SetNewsletterSubscription(id, call.body.status === 'subscribed', commandMetadata(call.actor, call.correlationId)));
      return { data: { id }, position };
    },
    delete_subscriber: async (call) => {
      const id = subscriberIdOf(call.params.id);
      const { position } = await commandBus.execute(new SetNewsletterSubscription(id, false, commandMetadata(call.actor, call.correlationId)));
      return { data: { id }, position };
    },
    send_subscribe_email: async (call) => {
      const { position } = await commandBus.execute(new SubscribeNewsletter(call.body.email, call.body.language, call.clientIp, commandMetadata(call.actor, call.correlationId)));
      return { data: { subscribed: true }, position };
    },
  });
}
