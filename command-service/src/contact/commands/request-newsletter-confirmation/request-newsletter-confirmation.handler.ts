import type { EventStore } from '@nakshatra/event-store';
import type { RateLimiter } from '@nakshatra/platform';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { runCommand } from '../../../shared/aggregate-runner.js';
import { EVENT_STORE } from '../../../shared/event-store.token.js';
import { limitPerNetwork } from '../../../shared/rate-limits.js';
import { RATE_LIMITER } from '../../../users/user-tokens.js';
import { newLinkSecret, newsletterStreamName, subscriberId } from '../../newsletter-stream.js';
import { newsletterDecider } from '../../newsletter.decider.js';
import { RequestNewsletterConfirmation } from './request-newsletter-confirmation.command.js';

/** Requests a network may send an hour: each may mail the address given. */
export const SUBSCRIPTIONS_PER_NETWORK = 10;

/** One stream per address (named by its hash): the address's own limit of mails a day is decided there. */
@CommandHandler(RequestNewsletterConfirmation)
export class RequestNewsletterConfirmationHandler implements ICommandHandler<RequestNewsletterConfirmation> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(RATE_LIMITER) private readonly limiter: RateLimiter,
  ) {}

  async execute({ email, language, siteOrigin, clientIp, meta }: RequestNewsletterConfirmation): Promise<void> {
    if (clientIp !== null) await limitPerNetwork(this.limiter, 'newsletter-subscribe', clientIp, SUBSCRIPTIONS_PER_NETWORK, 3600);
    const address = email.trim().toLowerCase();
    const command = { type: 'RequestConfirmation', email: address, language, token: newLinkSecret(), siteOrigin, at: new Date() } as const;
    await runCommand(this.store, newsletterStreamName(subscriberId(address)), newsletterDecider, command, meta);
  }
}
