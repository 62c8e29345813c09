import { astrologerAccountStreamName, astrologerStreamName } from '@nakshatra/contracts';
import type { EventStore } from '@nakshatra/event-store';
import { refuse } from '@nakshatra/platform';
import { loadState } from '../shared/aggregate-runner.js';
import { astrologerAccountDecider } from './astrologer-account.decider.js';

/**
 * The astrologer stream of a logged-in user, read from the account's link stream (the event store,
 * never a read model that may lag): how an astrologer acts on their own record without naming it.
 */
export async function astrologerStreamOfUser(store: EventStore, userId: string): Promise<{ astrologerId: string; stream: string }> {
  const { astrologerId } = await loadState(store, astrologerAccountStreamName(userId), astrologerAccountDecider);
  if (!astrologerId) throw refuse('astrologer.not_applied');
  return { astrologerId, stream: astrologerStreamName(astrologerId) };
}
