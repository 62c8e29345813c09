import { isUnnamed, userStreamName } from '@nakshatra/contracts';
import type { EventStore } from '@nakshatra/event-store';
import { loadState } from '../shared/aggregate-runner.js';
import { userDecider } from '../users/user.decider.js';

/** What a live session calls a viewer (its chat, its gifts): their profile name, or "Viewer" and the last digits of their phone. */
export async function viewerNameOf(store: EventStore, userId: string): Promise<string> {
  const user = await loadState(store, userStreamName(userId), userDecider);
  const name = user.profile.name as string | undefined;
  if (name && !isUnnamed(name)) return name.slice(0, 40);
  return user.phone ? `Viewer ${user.phone.slice(-4)}` : 'Viewer';
}
