import { slugify, type ContentFamilyName } from '@nakshatra/contracts';
import type { EventStore } from '@nakshatra/event-store';
import { HttpError } from '@nakshatra/platform';
import { runCommand } from '../shared/aggregate-runner.js';
import type { CommandMetadata } from '../shared/command-metadata.js';
import { slugReservationDecider, slugStreamName } from './slug-reservation.decider.js';

const MAX_SUFFIX = 50;

/** Takes `slug` for the item, or refuses (content.slug_taken) when another item of the family holds it. */
export async function reserveSlug(store: EventStore, family: ContentFamilyName, slug: string, itemId: string, meta: CommandMetadata): Promise<void> {
  await runCommand(store, slugStreamName(family, slug), slugReservationDecider, { type: 'ReserveSlug', family, slug, itemId }, meta);
}

export async function releaseSlug(store: EventStore, family: ContentFamilyName, slug: string, itemId: string, meta: CommandMetadata): Promise<void> {
  await runCommand(store, slugStreamName(family, slug), slugReservationDecider, { type: 'ReleaseSlug', family, slug, itemId }, meta);
}

/**
 * A slug the admin did not choose is made from the title (the id when the title has no Latin
 * letters); on a clash it gets -2, -3, … rather than failing. A chosen slug that clashes is refused.
 */
export async function reserveSlugFromTitle(store: EventStore, family: ContentFamilyName, title: string, itemId: string, meta: CommandMetadata): Promise<string> {
  const base = slugify(title) || itemId;
  for (let suffix = 1; suffix <= MAX_SUFFIX; suffix += 1) {
    const candidate = suffix === 1 ? base : `${base.slice(0, 75)}-${suffix}`;
    try {
      await reserveSlug(store, family, candidate, itemId, meta);
      return candidate;
    } catch (error) {
      if (!(error instanceof HttpError && error.code === 'content.slug_taken')) throw error;
    }
  }
  await reserveSlug(store, family, itemId, itemId, meta);
  return itemId;
}
