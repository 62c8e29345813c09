import { userStreamName } from '@nakshatra/contracts';
import type { EventStore } from '@nakshatra/event-store';
import { loadState } from '../shared/aggregate-runner.js';
import { userDecider } from './user.decider.js';
import { userIdForPhone } from './user-id.js';

/**
 * The account a phone number stands for now: the first of its generations (userIdForPhone) that was
 * not erased, whether or not it is registered yet. Erasures are rare, so the walk is nearly always
 * one read; two requests racing for a new generation meet on the same stream, where the store's
 * expected revision lets one win.
 */
export async function accountIdForPhone(store: EventStore, phone: string): Promise<string> {
  for (let generation = 0; ; generation += 1) {
    const userId = userIdForPhone(phone, generation);
    const state = await loadState(store, userStreamName(userId), userDecider);
    if (!state.erased) return userId;
  }
}
