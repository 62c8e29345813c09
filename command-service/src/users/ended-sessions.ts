import type { SessionRevocations } from '@nakshatra/platform';
import type { UserState } from './user.decider.js';

/**
 * Lists the account's ended, unexpired sessions as revoked, so reads refuse them at once rather than
 * when the `user_sessions` projection catches up (a revoked role, an erasure). Listing one twice is
 * harmless; the events stay the record, this only makes them felt sooner.
 */
export async function revokeEndedSessions(revocations: SessionRevocations, state: UserState, now = Date.now()): Promise<void> {
  const ended = Object.entries(state.sessions).filter(([, session]) => session.ended && session.expiresAt > now);
  await Promise.all(ended.map(([sessionId, session]) => revocations.revoke(sessionId, new Date(session.expiresAt))));
}
