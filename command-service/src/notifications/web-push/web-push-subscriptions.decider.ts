import { MAX_PUSH_TOKENS_PER_USER, type NotificationLanguage, type WebPushEvent, type WebPushUnsubscribed } from '@nakshatra/contracts';
import type { Decider } from '../../shared/decider.js';

/** One browser that turned push on. */
export interface WebPushSubscription {
  readonly endpoint: string;
  readonly p256dh: string;
  readonly auth: string;
  readonly language: NotificationLanguage;
  /** The login session that subscribed it; undefined for one recorded before sessions were. */
  readonly sessionId: string | undefined;
}

/** A user's browsers (`web-push-<userId>`), oldest subscription first. */
export interface WebPushState {
  readonly subscriptions: readonly WebPushSubscription[];
}

export type WebPushCommand =
  | ({ readonly type: 'Subscribe'; readonly at: Date } & WebPushSubscription)
  | { readonly type: 'Unsubscribe'; readonly endpoint: string; readonly reason: WebPushUnsubscribed['reason']; readonly at: Date };

const same = (a: WebPushSubscription, b: WebPushSubscription): boolean =>
  a.endpoint === b.endpoint && a.p256dh === b.p256dh && a.auth === b.auth && a.language === b.language && a.sessionId === b.sessionId;

export const webPushDecider: Decider<WebPushState, WebPushCommand, WebPushEvent> = {
  initialState: () => ({ subscriptions: [] }),
  evolve(state, event) {
    const others = state.subscriptions.filter((subscription) => subscription.endpoint !== event.data.endpoint);
    switch (event.type) {
      case 'WebPushSubscribed': {
        const { endpoint, p256dh, auth, language, sessionId } = event.data;
        return { subscriptions: [...others, { endpoint, p256dh, auth, language, sessionId }] };
      }
      case 'WebPushUnsubscribed':
        return { subscriptions: others };
    }
  },
  /**
   * The SPA registers its subscription on every visit: the same one again appends nothing, the same
   * endpoint with new keys, another language or from another login replaces it. Past the limit the oldest browsers go
   * first (as FCM tokens, MAX_PUSH_TOKENS_PER_USER); unknown endpoints are not unsubscribed twice.
   */
  decide(command, state) {
    const at = command.at.toISOString();
    const known = state.subscriptions.find((subscription) => subscription.endpoint === command.endpoint);
    switch (command.type) {
      case 'Subscribe': {
        if (known && same(known, command)) return [];
        const others = state.subscriptions.filter((subscription) => subscription !== known);
        const dropped = others.slice(0, Math.max(0, others.length + 1 - MAX_PUSH_TOKENS_PER_USER));
        const { endpoint, p256dh, auth, language, sessionId } = command;
        return [
          ...dropped.map((old): WebPushEvent => ({ type: 'WebPushUnsubscribed', data: { endpoint: old.endpoint, reason: 'limit', removedAt: at } })),
          { type: 'WebPushSubscribed', data: { endpoint, p256dh, auth, language, ...(sessionId ? { sessionId } : {}), subscribedAt: at } },
        ];
      }
      case 'Unsubscribe':
        return known ? [{ type: 'WebPushUnsubscribed', data: { endpoint: command.endpoint, reason: command.reason, removedAt: at } }] : [];
    }
  },
};
