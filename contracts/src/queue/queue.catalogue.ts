import { one, paged } from '../routes/response-schemas.js';
import { del, get, getOne, put } from '../routes/route-builders.js';
import { z } from 'zod';
import { emptyQueueBody, joinLiveQueueSchema, skipQueueEntrySchema } from './queue-schemas.js';
import { liveQueueView, liveTurnView, myQueueEntryView, queueEntryView } from './queue-views.js';

const entry = one(queueEntryView);
const turn = one(liveTurnView);

/** get_my_queue_entries: the caller's entries still waiting, in a turn or offered; for one astrologer or live session. */
export const myQueueEntriesQuery = z.strictObject({
  astrologer_id: z.uuid().optional(),
  live_session_id: z.uuid().optional(),
  page: z.coerce.number().int().min(1).max(1000).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export type MyQueueEntriesQuery = z.infer<typeof myQueueEntriesQuery>;

/** The astrologer's queue (docs/waitlist.md): paid turns in live sessions, and the waitlist while they are busy. */
export const queueCatalogue = [
  put('queue', 'join_live_queue', 'customer', 'Join the queue for a paid turn (a one-to-one call) in a live session; needs the balance for 5 minutes at the call price', {
    body: joinLiveQueueSchema,
    response: entry,
    refusals: ['live.not_found', 'astrologer.not_found', 'queue.not_live', 'queue.no_calls', 'queue.own_queue', 'queue.full', 'wallet.insufficient_balance'],
  }),
  del('queue', 'leave_live_queue', 'customer', "Leave a live session's queue (free; not during your turn, which ends with its call)", { response: entry, refusals: ['queue.entry_not_found', 'queue.turn_in_progress'] }),
  put('queue', 'join_waitlist', 'customer', "Join an astrologer's waitlist while they are busy in a consultation; offered the consultation in turn, held 60 s", {
    body: emptyQueueBody,
    response: entry,
    refusals: ['astrologer.not_found', 'queue.own_queue', 'queue.full', 'queue.astrologer_free', 'queue.astrologer_offline', 'queue.astrologer_live'],
  }),
  del('queue', 'leave_waitlist', 'customer', "Leave an astrologer's waitlist (free; an offer held for you goes to the next)", { response: entry, refusals: ['queue.entry_not_found'] }),
  put('queue', 'take_next_in_queue', 'astrologer', 'The astrologer on air takes the next viewer in the queue: their paid turn (a private call) starts', {
    body: emptyQueueBody,
    response: turn,
    refusals: ['live.not_found', 'live.astrologer_only', 'queue.not_live', 'queue.empty', 'queue.turn_in_progress'],
  }),
  put('queue', 'skip_queue_entry', 'astrologer', 'The astrologer of the live session lets a waiting viewer (entry_id) go without a turn', {
    body: skipQueueEntrySchema,
    response: turn,
    refusals: ['live.not_found', 'live.astrologer_only', 'queue.entry_not_found', 'queue.turn_in_progress'],
  }),
  put('queue', 'end_live_turn', 'astrologer', 'The astrologer ends the paid turn in progress in their live session (the minutes started are billed)', {
    body: emptyQueueBody,
    response: turn,
    refusals: ['live.not_found', 'live.astrologer_only', 'queue.no_turn'],
  }),
  getOne('queue', 'get_live_queue', 'astrologer', "The queue of the astrologer's own live session: who waits, in order, and the turn in progress", {
    response: one(liveQueueView),
    refusals: ['live.not_found', 'live.astrologer_only'],
  }),
  get('queue', 'get_my_queue_entries', 'customer', 'Where you stand in queues and waitlists: position, estimated wait, an offer held for you (paged)', {
    query: myQueueEntriesQuery,
    response: paged(myQueueEntryView),
  }),
] as const;
