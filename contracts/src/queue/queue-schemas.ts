import { z } from 'zod';
import { chatIntakeSchema } from '../chat/chat-schemas.js';

/** join_live_queue/{sessionId}: the intake the turn's call request carries (as a call's). */
export const joinLiveQueueSchema = z.strictObject({ intake: chatIntakeSchema });
export type JoinLiveQueue = z.infer<typeof joinLiveQueueSchema>;

/** The queue's other writes say nothing in their bodies: the path names what they act on. */
export const emptyQueueBody = z.strictObject({});

/** skip_queue_entry/{sessionId}: which waiting viewer the astrologer lets go. */
export const skipQueueEntrySchema = z.strictObject({ entry_id: z.uuid() });
