import type { ContactMessageReceived, NewsletterSubscribed, NewsletterUnsubscribed } from '@nakshatra/contracts';
import { refuse } from '@nakshatra/platform';
import type { Decider, DomainEvent } from '../shared/decider.js';

/** Contact messages are new every time; a newsletter address is subscribed or not, whatever it asks how often. */
export type ContactEvent =
  | DomainEvent<'ContactMessageReceived', ContactMessageReceived>
  | DomainEvent<'NewsletterSubscribed', NewsletterSubscribed>
  | DomainEvent<'NewsletterUnsubscribed', NewsletterUnsubscribed>;

export type ContactCommand =
  | { readonly type: 'ReceiveContactMessage'; readonly message: ContactMessageReceived }
  | { readonly type: 'Subscribe'; readonly email: string }
  | { readonly type: 'Unsubscribe' }
  | { readonly type: 'Resubscribe' };

export const contactDecider: Decider<{ readonly subscribed: boolean; readonly email: string | undefined }, ContactCommand, ContactEvent> = {
  initialState: () => ({ subscribed: false, email: undefined }),
  evolve: (state, event) =>
    event.type === 'NewsletterSubscribed' ? { subscribed: true, email: event.data.email } : event.type === 'NewsletterUnsubscribed' ? { ...state, subscribed: false } : state,
  decide(command, state) {
    switch (command.type) {
      case 'ReceiveContactMessage':
        return [{ type: 'ContactMessageReceived', data: command.message }];
      case 'Subscribe':
        return state.subscribed ? [] : [{ type: 'NewsletterSubscribed', data: { email: command.email } }];
      case 'Unsubscribe':
        if (!state.email) throw refuse('subscriber.not_found');
        return state.subscribed ? [{ type: 'NewsletterUnsubscribed', data: { email: state.email } }] : [];
      case 'Resubscribe':
        if (!state.email) throw refuse('subscriber.not_found');
        return state.subscribed ? [] : [{ type: 'NewsletterSubscribed', data: { email: state.email } }];
      default: {
        const unknown: never = command;
        return unknown;
      }
    }
  },
};
