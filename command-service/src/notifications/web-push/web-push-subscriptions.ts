import { userStreamName, webPushStreamName, type WebPushUnsubscribed } from '@nakshatra/contracts';
import type { EventStore } from '@nakshatra/event-store';
import { loadState, runCommand } from '../../shared/aggregate-runner.js';
import type { CommandMetadata } from '../../shared/command-metadata.js';
import { userDecider } from '../../users/user.decider.js';
import { stillLoggedIn } from '../push-audience.js';
import { webPushDecider, type WebPushSubscription } from './web-push-subscriptions.decider.js';

/** A user's browsers subscribed to Web Push, from and into their `web-push-<userId>` stream. */
export class WebPushSubscriptions {
  constructor(
    private readonly store: EventStore,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Where to push: the browsers its stream lists that are still logged in (push-audience.ts), as PushTokens.devices. */
  async of(userId: string): Promise<readonly WebPushSubscription[]> {
    const [user, browsers] = await Promise.all([loadState(this.store, userStreamName(userId), userDecider), loadState(this.store, webPushStreamName(userId), webPushDecider)]);
    return stillLoggedIn(user, browsers.subscriptions, this.now());
  }

  async subscribe(userId: string, subscription: WebPushSubscription, meta: CommandMetadata): Promise<string | undefined> {
    return (await runCommand(this.store, webPushStreamName(userId), webPushDecider, { type: 'Subscribe', ...subscription, at: this.now() }, meta)).position;
  }

  async unsubscribe(userId: string, endpoint: string, reason: WebPushUnsubscribed['reason'], meta: CommandMetadata): Promise<string | undefined> {
    return (await runCommand(this.store, webPushStreamName(userId), webPushDecider, { type: 'Unsubscribe', endpoint, reason, at: this.now() }, meta)).position;
  }
}

/** Enough of an endpoint to tell browsers apart in a log (its push service and last characters), never enough to send to it. */
export const maskEndpoint = (endpoint: string): string => `${URL.canParse(endpoint) ? new URL(endpoint).host : '?'}/…${endpoint.slice(-6)}`;
