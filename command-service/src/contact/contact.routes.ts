import { refuse, routeHandlers } from '@nakshatra/platform';
import type { CommandBus } from '@nestjs/cqrs';
import { commandMetadata } from '../shared/command-metadata.js';
import { FollowNewsletterLink } from './commands/follow-newsletter-link/follow-newsletter-link.command.js';
import { RequestNewsletterConfirmation } from './commands/request-newsletter-confirmation/request-newsletter-confirmation.command.js';
import { SendContactMessage } from './commands/send-contact-message/send-contact-message.command.js';
import { SetNewsletterSubscription } from './commands/set-newsletter-subscription/set-newsletter-subscription.command.js';
import { SubscribeNewsletter } from './commands/subscribe-newsletter/subscribe-newsletter.command.js';
import { isSubscriberId } from './newsletter-stream.js';

const subscriberIdOf = (id: string): string => {
  if (!isSubscriberId(id)) throw refuse('subscriber.not_found');
  return id;
};

/**
 * send-email (contact form), the newsletter's double opt-in (send_subscribe_email, then the mail's
 * confirm and unsubscribe links) and the admin calls on subscribers. The newsletter's links point at
 * `publicOrigin` (PUBLIC_ORIGIN, required in production); without it (development) they are written
 * relative to the site, never from what a request says: a script could name any host.
 */
export function contactRoutes(commandBus: CommandBus, publicOrigin: string | undefined) {
  const origin = publicOrigin ?? '';
  return routeHandlers({
    'send-email': async (call) => {
      const { messageId, position } = await commandBus.execute(new SendContactMessage(call.body, call.clientIp, commandMetadata(call.actor, call.correlationId)));
      return { status: 201, data: { id: messageId }, position };
    },
    send_subscribe_email: async (call) => {
      await commandBus.execute(new RequestNewsletterConfirmation(call.body.email, call.body.language, origin, call.clientIp, commandMetadata(call.actor, call.correlationId)));
      // No position: whether anything was written (an X-Position header) would tell who is subscribed.
      return { data: { confirmation_sent: true } };
    },
    confirm_newsletter: async (call) => {
      const { subscribed, position } = await commandBus.execute(new FollowNewsletterLink('confirm', call.body.token, origin, call.clientIp, commandMetadata(call.actor, call.correlationId)));
      return { data: { subscribed }, position };
    },
    unsubscribe_newsletter: async (call) => {
      const { subscribed, position } = await commandBus.execute(new FollowNewsletterLink('unsubscribe', call.body.token, origin, call.clientIp, commandMetadata(call.actor, call.correlationId)));
      return { data: { subscribed }, position };
    },
    create_subscriber: async (call) => {
      const { id, position } = await commandBus.execute(new SubscribeNewsletter(call.body.email, call.body.language, origin, commandMetadata(call.actor, call.correlationId)));
      return { status: 201, data: { id }, position };
    },
    update_subscriber: async (call) => {
      const id = subscriberIdOf(call.params.id);
      const { position } = await commandBus.execute(new SetNewsletterSubscription(id, call.body.status === 'subscribed', origin, commandMetadata(call.actor, call.correlationId)));
      return { data: { id }, position };
    },
    delete_subscriber: async (call) => {
      const id = subscriberIdOf(call.params.id);
      const { position } = await commandBus.execute(new SetNewsletterSubscription(id, false, origin, commandMetadata(call.actor, call.correlationId)));
      return { data: { id }, position };
    },
  });
}
