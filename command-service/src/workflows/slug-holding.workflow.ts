import { CONTENT_STREAM_CATEGORY, isContentFamily, type ContentFamilyName } from '@nakshatra/contracts';
import type { RecordedEvent } from '@nakshatra/event-store';
import type { Workflow } from './workflow.js';

/** A slug held by an item: taken before the item is created or renamed, given up after a rename. */
export interface SlugHolding {
  readonly family: ContentFamilyName;
  readonly itemId: string;
  /** Each slug the item holds, and when it was taken (ms since the epoch). */
  readonly held: Readonly<Record<string, number>>;
  /** The slug the item's own stream says it has; undefined while the item was never created. */
  readonly current: string | undefined;
}

export interface ReleaseSlug {
  readonly type: 'ReleaseSlug';
  readonly family: ContentFamilyName;
  readonly slug: string;
  readonly itemId: string;
}

interface SlugData {
  readonly family: string;
  readonly slug: string;
  readonly itemId: string;
}
interface ContentData {
  readonly id: string;
  readonly family: string;
  readonly fields?: { readonly slug?: unknown };
  readonly changes?: { readonly slug?: unknown };
}

const SLUG_STREAM_CATEGORY = 'slug.';

/**
 * Creating or renaming a content item writes two streams: the slug's (`slug.<family>-<slug>`,
 * SlugReserved) and then the item's. A request that dies between them leaves a slug held by an item
 * that never took it, which no one could use again (issue #19: 3 such orphans after a kill -9); a
 * rename that dies after the item changed keeps the old slug too. So: a slug the item holds but does
 * not have is released once `graceMs` has passed since it was taken (far longer than a request takes).
 * A deleted item has no slug: its delete gives the slug up after writing `…Deleted`, and a delete
 * that dies between the two (a retry finds the item gone and does nothing) is completed here.
 */
export function slugHoldingWorkflow(graceMs: number): Workflow<SlugHolding | undefined, ReleaseSlug> {
  return {
    name: 'slug-holding',
    streams: [SLUG_STREAM_CATEGORY, CONTENT_STREAM_CATEGORY],
    keyOf(event) {
      const subject = subjectOf(event);
      return subject && `${subject.family}/${subject.itemId}`;
    },
    initialState: () => undefined,
    evolve(state, event) {
      const subject = subjectOf(event);
      if (!subject) return state;
      const holding = state ?? { family: subject.family, itemId: subject.itemId, held: {}, current: undefined };
      if (event.type === 'SlugReserved') return { ...holding, held: { ...holding.held, [(event.data as SlugData).slug]: Date.parse(event.metadata.occurredAt) } };
      if (event.type === 'SlugReleased') {
        const { [(event.data as SlugData).slug]: _released, ...held } = holding.held;
        return { ...holding, held };
      }
      if (event.type.endsWith('Deleted')) return { ...holding, current: undefined };
      const data = event.data as ContentData;
      const slug = data.fields?.slug ?? data.changes?.slug;
      return typeof slug === 'string' ? { ...holding, current: slug } : holding;
    },
    next(state, now) {
      if (!state) return undefined;
      const stale = Object.entries(state.held).find(([slug, takenAt]) => slug !== state.current && now.getTime() - takenAt >= graceMs);
      return stale && { type: 'ReleaseSlug', family: state.family, slug: stale[0], itemId: state.itemId };
    },
    // An item keeps its slug until it is deleted: it is watched for its next rename (or a slug reserved for it again).
    done: () => false,
  };
}

/** The item a slug or content event is about, if it is one of those. */
function subjectOf(event: RecordedEvent): { family: ContentFamilyName; itemId: string } | undefined {
  if (event.streamName.startsWith(SLUG_STREAM_CATEGORY)) {
    const { family, itemId } = event.data as SlugData;
    return isContentFamily(family) ? { family, itemId } : undefined;
  }
  if (!event.streamName.startsWith(CONTENT_STREAM_CATEGORY) || !/(Created|Updated|Deleted)$/.test(event.type)) return undefined;
  const { family, id } = event.data as ContentData;
  return isContentFamily(family) ? { family, itemId: id } : undefined;
}
