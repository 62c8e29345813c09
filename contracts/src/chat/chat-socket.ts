import { z } from 'zod';

/** What the browser may send. Anything else gets an `error` message with the field errors. */
export const chatSocketClientMessageSchema = z.discriminatedUnion('type', [
  /** "I have this session open": answers with `session` and the other side's `presence`, and tells the other side. */
  z.strictObject({ type: z.literal('watch'), session_id: z.uuid() }),
  /** "I closed it" (the socket closing says the same for every watched session). */
  z.strictObject({ type: z.literal('unwatch'), session_id: z.uuid() }),
  z.strictObject({ type: z.literal('typing'), session_id: z.uuid() }),
  /** "I have read up to this message" (recorded as an event, so the ticks survive a reload). */
  z.strictObject({ type: z.literal('read'), session_id: z.uuid(), message_id: z.uuid() }),
  z.strictObject({ type: z.literal('ping') }),
]);
export type ChatSocketClientMessage = z.infer<typeof chatSocketClientMessageSchema>;
