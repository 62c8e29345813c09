import { WAITLIST_STREAM_PREFIX, type QueueOffered } from '@nakshatra/contracts';
import type { RecordedEvent } from '@nakshatra/event-store';
import type { Workflow } from '../workflows/workflow.js';
import type { QueueStep } from './queue-steps.js';

/** An astrologer's waitlist as its offers see it. */
export interface WaitlistFlow {
  readonly astrologerId: string;
  /** Entries waiting (not offered). */
  readonly waiting: number;
  readonly offer: { readonly entryId: string; readonly expiresAt: number } | null;
}

/**
 * The waitlist's offers (docs/waitlist.md), keyed by astrologer. While customers wait and no offer
 * is out, an offer is due on every tick; the step looks at the astrologer and offers only when they
 * are online and free (whether they are is their stream's, not this flow's, so it is read, not folded).
 * An offer whose 60 s have passed lapses, and the next is offered on the next tick; unless the
 * astrologer could not have taken it then (in another session, on air, offline): the customer is
 * put back first in line instead (QueueOfferWithdrawn) and offered it again once they are free.
 */
export const waitlistOfferWorkflow: Workflow<WaitlistFlow, QueueStep> = {
  name: 'waitlist-offer',
  streams: [WAITLIST_STREAM_PREFIX],
  keyOf: (event: RecordedEvent) => (event.streamName.startsWith(WAITLIST_STREAM_PREFIX) ? event.streamName.slice(WAITLIST_STREAM_PREFIX.length) : undefined),
  initialState: () => ({ astrologerId: '', waiting: 0, offer: null }),
  evolve(flow, event) {
    const state = { ...flow, astrologerId: event.streamName.slice(WAITLIST_STREAM_PREFIX.length) };
    const { entryId } = event.data as { entryId?: string };
    const offerGone = state.offer !== null && state.offer.entryId === entryId;
    switch (event.type) {
      case 'QueueJoined':
        return { ...state, waiting: state.waiting + 1 };
      case 'QueueOffered': {
        const offered = event.data as QueueOffered;
        return { ...state, waiting: Math.max(0, state.waiting - 1), offer: { entryId: offered.entryId, expiresAt: Date.parse(offered.expiresAt) } };
      }
      case 'QueueLeft':
      case 'QueueOfferTaken':
        return offerGone ? { ...state, offer: null } : { ...state, waiting: Math.max(0, state.waiting - 1) };
      case 'QueueOfferWithdrawn':
        return offerGone ? { ...state, offer: null, waiting: state.waiting + 1 } : state;
      default:
        return state;
    }
  },
  next(state, now) {
    if (state.offer) return now.getTime() >= state.offer.expiresAt ? { type: 'ExpireOffer', astrologerId: state.astrologerId, entryId: state.offer.entryId } : undefined;
    return state.waiting > 0 ? { type: 'OfferWaitlist', astrologerId: state.astrologerId } : undefined;
  },
  done: (state) => state.waiting === 0 && state.offer === null,
};
