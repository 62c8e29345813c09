import type { NewsletterConfirmationRequested, NewsletterSubscribed, NewsletterUnsubscribed, SiteLanguage } from '@nakshatra/contracts';
import { refuse } from '@nakshatra/platform';
import { signatureMatches } from '../payments/hmac-signature.js';
import type { Decider, DomainEvent } from '../shared/decider.js';

/** How long a confirmation link works. */
export const CONFIRMATION_VALID_MS = 7 * 24 * 60 * 60 * 1000;
/** Confirmation mails one address gets in a day at most, whoever asks: the site must not be a way to flood an inbox. */
export const CONFIRMATIONS_PER_DAY = 3;
const DAY_MS = 24 * 60 * 60 * 1000;

export type NewsletterEvent =
  | DomainEvent<'NewsletterConfirmationRequested', NewsletterConfirmationRequested>
  | DomainEvent<'NewsletterSubscribed', NewsletterSubscribed>
  | DomainEvent<'NewsletterUnsubscribed', NewsletterUnsubscribed>;

/** A fresh secret and the origin of the links a new subscription's mail carries. */
interface NewLinks {
  readonly unsubscribeToken: string;
  readonly siteOrigin: string;
}

export type NewsletterCommand =
  /** A visitor's request from the site: a mail asks the address's owner to confirm. */
  | { readonly type: 'RequestConfirmation'; readonly email: string; readonly language: SiteLanguage | undefined; readonly token: string; readonly siteOrigin: string; readonly at: Date }
  /** The owner followed the confirmation link. */
  | ({ readonly type: 'Confirm'; readonly token: string; readonly at: Date } & NewLinks)
  /** The owner followed the unsubscribe link of a newsletter mail. */
  | { readonly type: 'UnsubscribeByLink'; readonly token: string }
  /** An admin adds an address (they answer for its consent), or subscribes a known one again. */
  | ({ readonly type: 'Subscribe'; readonly email: string; readonly language: SiteLanguage | undefined } & NewLinks)
  | ({ readonly type: 'Resubscribe' } & NewLinks)
  | { readonly type: 'Unsubscribe' };

interface Request {
  readonly token: string;
  readonly at: number;
  readonly language: SiteLanguage | undefined;
}

interface NewsletterState {
  readonly subscribed: boolean;
  /** Subscribed at some time (not merely asked for): only such an address may an admin subscribe again. */
  readonly everSubscribed: boolean;
  readonly email: string | undefined;
  /** The language the address last subscribed in: an admin's resubscription keeps it. */
  readonly language: SiteLanguage | undefined;
  /** Confirmation requests not used yet. */
  readonly pending: readonly Request[];
  /** Confirmation tokens used: following one again says "subscribed" while the address is. */
  readonly spent: readonly string[];
  /** Every unsubscribe link's secret the address was sent: each keeps working. */
  readonly unsubscribeTokens: readonly string[];
}

/** The event names a language only when one is known (the mail then speaks it; else both). */
const subscribedEvent = (email: string, language: SiteLanguage | undefined, links: NewLinks): NewsletterEvent => ({
  type: 'NewsletterSubscribed',
  data: { email, ...(language ? { language } : {}), unsubscribeToken: links.unsubscribeToken, siteOrigin: links.siteOrigin },
});

/**
 * A newsletter address (docs/mail.md, "Newsletter: double opt-in"): subscribed only once its owner
 * confirmed from the mail (or an admin added it), and unsubscribed by any unsubscribe link it was sent.
 * A link's secret is compared with those the address was sent in constant time, as signatures are.
 */
export const newsletterDecider: Decider<NewsletterState, NewsletterCommand, NewsletterEvent> = {
  initialState: () => ({ subscribed: false, everSubscribed: false, email: undefined, language: undefined, pending: [], spent: [], unsubscribeTokens: [] }),
  evolve(state, event) {
    switch (event.type) {
      case 'NewsletterConfirmationRequested': {
        // Requests past their 7 days are dropped as new ones come: the state stays small however often an address is asked for.
        const at = Date.parse(event.data.requestedAt);
        const live = state.pending.filter((request) => request.at > at - CONFIRMATION_VALID_MS);
        return { ...state, email: event.data.email, pending: [...live, { token: event.data.token, at, language: event.data.language }] };
      }
      case 'NewsletterSubscribed': {
        const { email, language, unsubscribeToken } = event.data;
        return {
          ...state,
          subscribed: true,
          everSubscribed: true,
          email,
          language: language ?? state.language,
          pending: [],
          spent: [...state.spent, ...state.pending.map((request) => request.token)],
          unsubscribeTokens: unsubscribeToken ? [...state.unsubscribeTokens, unsubscribeToken] : state.unsubscribeTokens,
        };
      }
      case 'NewsletterUnsubscribed':
        return { ...state, subscribed: false };
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'RequestConfirmation': {
        // Alike to the visitor either way: nobody learns whether an address is subscribed.
        if (state.subscribed) return [];
        if (state.pending.filter((request) => request.at > command.at.getTime() - DAY_MS).length >= CONFIRMATIONS_PER_DAY) return [];
        const { email, language, token, siteOrigin, at } = command;
        return [{ type: 'NewsletterConfirmationRequested', data: { email, ...(language ? { language } : {}), token, requestedAt: at.toISOString(), siteOrigin } }];
      }
      case 'Confirm': {
        const request = state.pending.find((candidate) => signatureMatches(candidate.token, command.token) && candidate.at > command.at.getTime() - CONFIRMATION_VALID_MS);
        // A pending request exists only while the address is not subscribed (subscribing spends them all).
        if (request) return [subscribedEvent(state.email!, request.language ?? state.language, command)];
        if (state.subscribed && state.spent.some((token) => signatureMatches(token, command.token))) return [];
        throw refuse('subscriber.link_invalid');
      }
      case 'UnsubscribeByLink':
        if (!state.email || !state.unsubscribeTokens.some((token) => signatureMatches(token, command.token))) throw refuse('subscriber.link_invalid');
        return state.subscribed ? [{ type: 'NewsletterUnsubscribed', data: { email: state.email } }] : [];
      case 'Subscribe':
        return state.subscribed ? [] : [subscribedEvent(command.email, command.language ?? state.language, command)];
      case 'Resubscribe':
        // An address only ever asked for was never its owner's choice: an admin adds it with Subscribe, answering for consent.
        if (!state.everSubscribed || !state.email) throw refuse('subscriber.not_found');
        return state.subscribed ? [] : [subscribedEvent(state.email, state.language, command)];
      case 'Unsubscribe':
        if (!state.email) throw refuse('subscriber.not_found');
        return state.subscribed ? [{ type: 'NewsletterUnsubscribed', data: { email: state.email } }] : [];
    }
  },
};
