import { z } from 'zod';

const sessionId = z.uuid('session_id: must be an id');

/** What the browser may send. Anything else gets an `error` message. */
export const chatSocketClientMessageSchema = z.discriminatedUnion(
  'type',
  [
    /** "I have this session open": answers with `session` and the other side's `presence`, and tells the other side. */
    z.strictObject({ type: z.literal('watch'), session_id: sessionId }),
    /** "I closed it" (the socket closing says the same for every watched session). */
    z.strictObject({ type: z.literal('unwatch'), session_id: sessionId }),
    z.strictObject({ type: z.literal('typing'), session_id: sessionId }),
    /** "I have read up to this message" (recorded as an event, so the ticks survive a reload). */
    z.strictObject({ type: z.literal('read'), session_id: sessionId, message_id: z.uuid('message_id: must be an id') }),
    z.strictObject({ type: z.literal('ping') }),
  ],
  { error: 'type: must be watch, unwatch, typing, read or ping' },
);
export type ChatSocketClientMessage = z.infer<typeof chatSocketClientMessageSchema>;
