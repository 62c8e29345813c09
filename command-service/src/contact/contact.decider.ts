import type { ContactMessageReceived } from '@nakshatra/contracts';
import type { Decider, DomainEvent } from '../shared/decider.js';

/** A contact message is new every time: its stream holds that one message. */
export type ContactEvent = DomainEvent<'ContactMessageReceived', ContactMessageReceived>;
export type ContactCommand = { readonly type: 'ReceiveContactMessage'; readonly message: ContactMessageReceived };

export const contactDecider: Decider<null, ContactCommand, ContactEvent> = {
  initialState: () => null,
  evolve: (state) => state,
  decide: (command) => [{ type: 'ContactMessageReceived', data: command.message }],
};
