import type { EventStore } from '@nakshatra/event-store';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { runCommand } from '../../../shared/aggregate-runner.js';
import { EVENT_STORE } from '../../../shared/event-store.token.js';
import { newLinkSecret, newsletterStreamName, subscriberId } from '../../newsletter-stream.js';
import { newsletterDecider } from '../../newsletter.decider.js';
import { SubscribeNewsletter } from './subscribe-newsletter.command.js';

/** One stream per address (named by its hash, so the address is not in stream names): idempotent per e-mail. */
@CommandHandler(SubscribeNewsletter)
export class SubscribeNewsletterHandler implements ICommandHandler<SubscribeNewsletter> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute({ email, language, siteOrigin, meta }: SubscribeNewsletter) {
    const address = email.trim().toLowerCase();
    const id = subscriberId(address);
    const command = { type: 'Subscribe', email: address, language, unsubscribeToken: newLinkSecret(), siteOrigin } as const;
    const { position } = await runCommand(this.store, newsletterStreamName(id), newsletterDecider, command, meta);
    return { id, position };
  }
}
