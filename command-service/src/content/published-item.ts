import { contentStreamName, type ContentFamilyName } from '@nakshatra/contracts';
import type { EventStore } from '@nakshatra/event-store';
import { loadState } from '../shared/aggregate-runner.js';
import { contentDecider } from './content.decider.js';

/** A content item's fields if it is live and published, read from its own stream: what an admin last wrote, never a projection that may lag. */
export type PublishedItem = (family: ContentFamilyName, id: string) => Promise<Readonly<Record<string, unknown>> | undefined>;

export const publishedItemIn =
  (store: EventStore): PublishedItem =>
  async (family, id) => {
    const state = await loadState(store, contentStreamName(family, id), contentDecider);
    return state.kind === 'live' && state.fields.status === 'published' ? state.fields : undefined;
  };
