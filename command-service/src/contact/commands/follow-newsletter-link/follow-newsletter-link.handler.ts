import type { EventStore } from '@nakshatra/event-store';
import type { RateLimiter } from '@nakshatra/platform';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { runCommand } from '../../../shared/aggregate-runner.js';
import { EVENT_STORE } from '../../../shared/event-store.token.js';
import { limitPerNetwork } from '../../../shared/rate-limits.js';
import { RATE_LIMITER } from '../../../users/user-tokens.js';
import { newLinkSecret, newsletterStreamName, splitLinkToken } from '../../newsletter-stream.js';
import { newsletterDecider } from '../../newsletter.decider.js';
import { FollowNewsletterLink } from './follow-newsletter-link.command.js';

/** Links a network may follow an hour: each folds an address's stream. */
export const LINKS_PER_NETWORK = 30;

/** Confirms or unsubscribes the address the link names, if its secret is one the address was sent. */
@CommandHandler(FollowNewsletterLink)
export class FollowNewsletterLinkHandler implements ICommandHandler<FollowNewsletterLink> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(RATE_LIMITER) private readonly limiter: RateLimiter,
  ) {}

  async execute({ link, token, siteOrigin, clientIp, meta }: FollowNewsletterLink) {
    if (clientIp !== null) await limitPerNetwork(this.limiter, 'newsletter-link', clientIp, LINKS_PER_NETWORK, 3600);
    const { id, secret } = splitLinkToken(token);
    const command = link === 'confirm' ? ({ type: 'Confirm', token: secret, unsubscribeToken: newLinkSecret(), siteOrigin, at: new Date() } as const) : ({ type: 'UnsubscribeByLink', token: secret } as const);
    const { state, position } = await runCommand(this.store, newsletterStreamName(id), newsletterDecider, command, meta);
    return { subscribed: state.subscribed, position };
  }
}
