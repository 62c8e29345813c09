import { z } from 'zod';

/** An SDP description is a few kilobytes (audio and video, many codecs); this bounds it. */
const SDP_MAX = 24_000;

/**
 * WebRTC signalling of a call (docs/calls.md), relayed as it is to the other participant: the
 * offer, the answer and each ICE candidate (null: the sender has no more). The server reads none of
 * it; it only checks that the session is an active call of both.
 */
export const rtcSignalSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('offer'), sdp: z.string().min(1).max(SDP_MAX) }),
  z.strictObject({ kind: z.literal('answer'), sdp: z.string().min(1).max(SDP_MAX) }),
  z.strictObject({
    kind: z.literal('ice'),
    candidate: z.strictObject({ candidate: z.string().max(1000), sdpMid: z.string().max(64).nullable(), sdpMLineIndex: z.number().int().min(0).max(64).nullable() }).nullable(),
  }),
]);
export type RtcSignal = z.infer<typeof rtcSignalSchema>;

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
  /** A call's WebRTC signalling, for the other participant. */
  z.strictObject({ type: z.literal('signal'), session_id: z.uuid(), signal: rtcSignalSchema }),
  /**
   * "My call's media flows": the first connects the call (billing starts once both sides have), and
   * each one after, every CALL_HEARTBEAT_MS, is the heartbeat that keeps the call going.
   */
  z.strictObject({ type: z.literal('media'), session_id: z.uuid(), state: z.literal('connected') }),
]);
export type ChatSocketClientMessage = z.infer<typeof chatSocketClientMessageSchema>;
