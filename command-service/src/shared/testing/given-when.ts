import { HttpError } from '@nakshatra/platform';
import type { Decider, DomainEvent } from '../decider.js';

/**
 * given(events).when(command) → the new events, or the HttpError the decider refuses with:
 * decider tests read as given / when / then.
 */
export const givenWhen =
  <State, Command, Event extends DomainEvent>(decider: Decider<State, Command, Event>) =>
  (events: Event[]) => ({
    when(command: Command): Event[] | HttpError {
      const state = events.reduce(decider.evolve, decider.initialState());
      try {
        return [...decider.decide(command, state)];
      } catch (error) {
        if (error instanceof HttpError) return error;
        throw error;
      }
    },
  });
