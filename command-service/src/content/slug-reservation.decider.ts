import type { ContentFamilyName } from '@nakshatra/contracts';
import { refuse } from '@nakshatra/platform';
import type { Decider, DomainEvent } from '../shared/decider.js';

/**
 * Slugs are unique per family: each slug is a stream of its own (`slug.<family>-<slug>`) that one
 * item holds at a time. Reserving appends to it with an expected revision, so two items can never
 * both take it, on PostgreSQL or EventStoreDB alike.
 */
export const slugStreamName = (family: ContentFamilyName, slug: string): string => `slug.${family}-${slug}`;

interface SlugData {
  readonly family: ContentFamilyName;
  readonly slug: string;
  readonly itemId: string;
}
export type SlugEvent = DomainEvent<'SlugReserved', SlugData> | DomainEvent<'SlugReleased', SlugData>;
export type SlugCommand = { readonly type: 'ReserveSlug' | 'ReleaseSlug' } & SlugData;

export const slugReservationDecider: Decider<{ readonly holder: string | undefined }, SlugCommand, SlugEvent> = {
  initialState: () => ({ holder: undefined }),
  evolve: (_state, event) => ({ holder: event.type === 'SlugReserved' ? event.data.itemId : undefined }),
  decide(command, state) {
    const { type, ...data } = command;
    if (type === 'ReserveSlug') {
      if (state.holder === data.itemId) return [];
      if (state.holder) throw refuse('content.slug_taken', { family: data.family, slug: data.slug });
      return [{ type: 'SlugReserved', data }];
    }
    return state.holder === data.itemId ? [{ type: 'SlugReleased', data }] : [];
  },
};
