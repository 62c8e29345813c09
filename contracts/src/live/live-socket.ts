import { z } from 'zod';
import { rtcSignalSchema } from '../chat/chat-socket.js';
import { LIVE_CHAT_MAX } from './live-socket-protocol.js';

/** What the browser may send. */
export const liveSocketClientMessageSchema = z.discriminatedUnion('type', [
  /** The first message: the session this socket is about. Answered with `ready` (or `room_full`). */
  z.strictObject({ type: z.literal('join'), session_id: z.uuid() }),
  /** A chat message to everyone watching (logged in, not muted). */
  z.strictObject({ type: z.literal('chat'), text: z.string().min(1).max(LIVE_CHAT_MAX * 4) }),
  /** The broadcaster removes a message for everyone. */
  z.strictObject({ type: z.literal('remove_message'), message_id: z.uuid() }),
  /** The broadcaster mutes a viewer's chat for the rest of the session (recorded as an event). */
  z.strictObject({ type: z.literal('mute'), user_id: z.uuid() }),
  /** Embedded engine: WebRTC signalling between the broadcaster and one viewer's peer. */
  z.strictObject({ type: z.literal('signal'), peer_id: z.uuid(), signal: rtcSignalSchema }),
  /**
   * Embedded engine: this page's media side is listening now. From a viewer: send me an offer (and
   * again when its connection failed or never came); from the broadcaster: tell me every viewer
   * waiting for one. Sent by the engine once it hears the socket, so no offer or `peer` goes out
   * before anyone listens for it.
   */
  z.strictObject({ type: z.literal('media_ready') }),
  z.strictObject({ type: z.literal('ping') }),
]);
export type LiveSocketClientMessage = z.infer<typeof liveSocketClientMessageSchema>;

