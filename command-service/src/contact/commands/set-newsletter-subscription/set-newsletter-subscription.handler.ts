import type { EventStore } from '@nakshatra/event-store';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { runCommand } from '../../../shared/aggregate-runner.js';
import { EVENT_STORE } from '../../../shared/event-store.token.js';
import { newLinkSecret, newsletterStreamName } from '../../newsletter-stream.js';
import { newsletterDecider } from '../../newsletter.decider.js';
import { SetNewsletterSubscription } from './set-newsletter-subscription.command.js';

@CommandHandler(SetNewsletterSubscription)
export class SetNewsletterSubscriptionHandler implements ICommandHandler<SetNewsletterSubscription> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute({ subscriberId, subscribed, siteOrigin, meta }: SetNewsletterSubscription) {
    const command = subscribed ? ({ type: 'Resubscribe', unsubscribeToken: newLinkSecret(), siteOrigin } as const) : ({ type: 'Unsubscribe' } as const);
    const { position } = await runCommand(this.store, newsletterStreamName(subscriberId), newsletterDecider, command, meta);
    return { position };
  }
}
