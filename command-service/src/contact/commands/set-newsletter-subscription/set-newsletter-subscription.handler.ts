import type { EventStore } from '@nakshatra/event-store';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { runCommand } from '../../../shared/aggregate-runner.js';
import { EVENT_STORE } from '../../../shared/event-store.token.js';
import { contactDecider } from '../../contact.decider.js';
import { newsletterStreamName } from '../../newsletter-stream.js';
import { SetNewsletterSubscription } from './set-newsletter-subscription.command.js';

@CommandHandler(SetNewsletterSubscription)
export class SetNewsletterSubscriptionHandler implements ICommandHandler<SetNewsletterSubscription> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute({ subscriberId, subscribed, meta }: SetNewsletterSubscription) {
    const { position } = await runCommand(this.store, newsletterStreamName(subscriberId), contactDecider, { type: subscribed ? 'Resubscribe' : 'Unsubscribe' }, meta);
    return { position };
  }
}
