import type { EventStore } from '@nakshatra/event-store';
import type { RateLimiter } from '@nakshatra/platform';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { runCommand } from '../../../shared/aggregate-runner.js';
import { EVENT_STORE } from '../../../shared/event-store.token.js';
import { limitPerNetwork } from '../../../shared/rate-limits.js';
import { RATE_LIMITER } from '../../../users/user-tokens.js';
import { contactDecider } from '../../contact.decider.js';
import { newsletterStreamName, subscriberId } from '../../newsletter-stream.js';
import { SubscribeNewsletter } from './subscribe-newsletter.command.js';

/** Subscriptions a network may ask for an hour: each sends a welcome mail to the address given. */
export const SUBSCRIPTIONS_PER_NETWORK = 10;

/** One stream per address (named by its hash, so the address is not in stream names): idempotent per e-mail. */
@CommandHandler(SubscribeNewsletter)
export class SubscribeNewsletterHandler implements ICommandHandler<SubscribeNewsletter> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(RATE_LIMITER) private readonly limiter: RateLimiter,
  ) {}

  async execute({ email, language, clientIp, meta }: SubscribeNewsletter) {
    if (clientIp !== null) await limitPerNetwork(this.limiter, 'newsletter-subscribe', clientIp, SUBSCRIPTIONS_PER_NETWORK, 3600);
    const id = subscriberId(email);
    const { position } = await runCommand(this.store, newsletterStreamName(id), contactDecider, { type: 'Subscribe', email: email.trim().toLowerCase(), language }, meta);
    return { id, position };
  }
}
