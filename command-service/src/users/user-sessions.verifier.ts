import { userStreamName, type UserEvent } from '@nakshatra/contracts';
import type { EventStore } from '@nakshatra/event-store';
import type { SessionPayload, SessionVerifier } from '@nakshatra/platform';
import { userDecider, type UserState } from './user.decider.js';

const MAX_CACHED_USERS = 10_000;

/**
 * Sessions as the command service sees them: straight from the user's events, so a logout or a
 * suspension counts for the very next write. Folded states are kept and only newer events read.
 * A signed session the stream does not know (tests sign their own) counts unless it was ended.
 */
export class EventSourcedSessionVerifier implements SessionVerifier {
  private readonly cache = new Map<string, { revision: bigint; state: UserState }>();

  constructor(private readonly store: EventStore) {}

  async verify(session: SessionPayload) {
    const cached = this.cache.get(session.uid);
    const newer = await this.store.readStream(userStreamName(session.uid), { fromRevision: cached ? cached.revision + 1n : 0n });
    let state = cached?.state ?? userDecider.initialState();
    if (newer.length > 0) {
      state = newer.reduce((current, event) => userDecider.evolve(current, event as unknown as UserEvent), state);
      this.cache.delete(session.uid);
      if (this.cache.size >= MAX_CACHED_USERS) this.cache.delete(this.cache.keys().next().value!);
      this.cache.set(session.uid, { revision: newer[newer.length - 1]!.revision, state });
    }
    if (state.sessions[session.sid]?.ended) return undefined;
    return { status: state.status };
  }
}
