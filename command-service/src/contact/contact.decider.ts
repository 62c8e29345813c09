import type { ContactMessageReceived, NewsletterSubscribed } from '@nakshatra/contracts';
import type { Decider, DomainEvent } from '../shared/decider.js';

/** Contact messages are new every time; a newsletter address subscribes once, however often it asks. */
export type ContactEvent = DomainEvent<'ContactMessageReceived', ContactMessageReceived> | DomainEvent<'NewsletterSubscribed', NewsletterSubscribed>;

export type ContactCommand = { readonly type: 'ReceiveContactMessage'; readonly message: ContactMessageReceived } | { readonly type: 'Subscribe'; readonly email: string };

export const contactDecider: Decider<{ readonly subscribed: boolean }, ContactCommand, ContactEvent> = {
  initialState: () => ({ subscribed: false }),
  evolve: (state, event) => (event.type === 'NewsletterSubscribed' ? { subscribed: true } : state),
  decide(command, state) {
    switch (command.type) {
      case 'ReceiveContactMessage':
        return [{ type: 'ContactMessageReceived', data: command.message }];
      case 'Subscribe':
        return state.subscribed ? [] : [{ type: 'NewsletterSubscribed', data: { email: command.email } }];
      default: {
        const unknown: never = command;
        return unknown;
      }
    }
  },
};
