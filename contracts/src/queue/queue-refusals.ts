import { defineRefusals } from '../refusals/refusal.js';

/** Refusals of the astrologer's queue: live turns and the waitlist (docs/waitlist.md, docs/refusals.md). */
export const queueRefusals = defineRefusals({
  'queue.entry_not_found': { status: 404, en: () => 'You are not in this queue any more.' },
  'queue.not_live': { status: 409, en: () => 'This live session is not on air.' },
  'queue.no_calls': { status: 409, en: () => 'This astrologer does not take paid turns (calls) now.' },
  'queue.own_queue': { status: 409, en: () => 'You cannot queue for yourself.' },
  'queue.full': { status: 409, en: ({ maximum }: { maximum: number }) => `The queue is full (${maximum} waiting). Please try again later.` },
  'queue.empty': { status: 409, en: () => 'Nobody is waiting in the queue.' },
  'queue.turn_in_progress': { status: 409, en: () => 'A turn is in progress. End it first.' },
  'queue.no_turn': { status: 409, en: () => 'No turn is in progress.' },
  'queue.astrologer_free': { status: 409, en: () => 'This astrologer is free now: request the consultation instead of waiting.' },
  'queue.astrologer_offline': { status: 409, en: () => 'This astrologer is offline. Follow them to be told when they are back.' },
  'queue.astrologer_live': { status: 409, en: () => 'This astrologer is live now: join the queue of their live session.' },
});
