import type { ContactMessageReceived, NewsletterSubscribed, NewsletterUnsubscribed, SiteLanguage } from '@nakshatra/contracts';
import { refuse } from '@nakshatra/platform';
import type { Decider, DomainEvent } from '../shared/decider.js';

/** Contact messages are new every time; a newsletter address is subscribed or not, whatever it asks how often. */
export type ContactEvent =
  | DomainEvent<'ContactMessageReceived', ContactMessageReceived>
  | DomainEvent<'NewsletterSubscribed', NewsletterSubscribed>
  | DomainEvent<'NewsletterUnsubscribed', NewsletterUnsubscribed>;

export type ContactCommand =
  | { readonly type: 'ReceiveContactMessage'; readonly message: ContactMessageReceived }
  | { readonly type: 'Subscribe'; readonly email: string; readonly language: SiteLanguage | undefined }
  | { readonly type: 'Unsubscribe' }
  | { readonly type: 'Resubscribe' };

/** The event names a language only when one is known (the mail then speaks it; else both). */
const withLanguage = (data: NewsletterSubscribed, language: SiteLanguage | undefined): NewsletterSubscribed => (language ? { ...data, language } : data);

interface ContactState {
  readonly subscribed: boolean;
  readonly email: string | undefined;
  /** The language the address last subscribed in: an admin's resubscription keeps it. */
  readonly language: SiteLanguage | undefined;
}

export const contactDecider: Decider<ContactState, ContactCommand, ContactEvent> = {
  initialState: () => ({ subscribed: false, email: undefined, language: undefined }),
  evolve: (state, event) =>
    event.type === 'NewsletterSubscribed'
      ? { subscribed: true, email: event.data.email, language: event.data.language ?? state.language }
      : event.type === 'NewsletterUnsubscribed'
        ? { ...state, subscribed: false }
        : state,
  decide(command, state) {
    switch (command.type) {
      case 'ReceiveContactMessage':
        return [{ type: 'ContactMessageReceived', data: command.message }];
      case 'Subscribe':
        return state.subscribed ? [] : [{ type: 'NewsletterSubscribed', data: withLanguage({ email: command.email }, command.language ?? state.language) }];
      case 'Unsubscribe':
        if (!state.email) throw refuse('subscriber.not_found');
        return state.subscribed ? [{ type: 'NewsletterUnsubscribed', data: { email: state.email } }] : [];
      case 'Resubscribe':
        if (!state.email) throw refuse('subscriber.not_found');
        return state.subscribed ? [] : [{ type: 'NewsletterSubscribed', data: withLanguage({ email: state.email }, state.language) }];
      default: {
        const unknown: never = command;
        return unknown;
      }
    }
  },
};
