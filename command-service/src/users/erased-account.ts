import { userStreamName } from '@nakshatra/contracts';
import type { EventStore } from '@nakshatra/event-store';
import { refuse } from '@nakshatra/platform';
import { loadState } from '../shared/aggregate-runner.js';
import { userDecider } from './user.decider.js';

/**
 * Refuses money someone decides to give an account that was erased (`user.erased`): an admin's
 * refund or credit, a support refund. Nobody can log in to it to spend the money, nor ask for it
 * back (docs/users.md, "Erasure waits for money still moving").
 */
export async function refuseIfErased(store: EventStore, userId: string): Promise<void> {
  if ((await loadState(store, userStreamName(userId), userDecider)).erased) throw refuse('user.erased');
}
