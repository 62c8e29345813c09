import type { ErrorEnvelope } from '../envelopes.js';
import type { ChatParticipant } from './chat-events.js';
import type { RtcSignal } from './chat-socket.js';
import type { ChatMessageView, ChatSessionView } from './chat-views.js';

/**
 * The chat WebSocket (docs/chat.md, "Real time"): one socket per logged-in browser tab, opened at
 * CHAT_SOCKET_PATH through the gateway with the session cookie. The server pushes every change of
 * every session the user takes part in (as customer or as the astrologer), so the astrologer
 * console hears of a new request the moment it is made and the chat screen of each message.
 * Writes (messages, accept, end) stay HTTP calls with their answers and errors; the socket only
 * carries what happens, plus the ephemeral typing and presence signals.
 */
export const CHAT_SOCKET_PATH = '/api/chat_socket';

/** A typing indicator is shown this long after the last typing signal. */
export const CHAT_TYPING_SHOW_MS = 4000;
/** The browser sends a typing signal at most this often while the user types. */
export const CHAT_TYPING_THROTTLE_MS = 1500;
/** The server closes a socket that sent nothing (not even a ping) for this long. */
export const CHAT_SOCKET_IDLE_MS = 60_000;
/** Browsers ping this often, so a dead connection is noticed on both sides. */
export const CHAT_SOCKET_PING_MS = 25_000;

/** A call side sends `media` this often while its media flows (the heartbeat). */
export const CALL_HEARTBEAT_MS = 5_000;
/** A call side silent this long has lost the call: it ends, billed up to that side's last heartbeat. */
export const CALL_HEARTBEAT_TIMEOUT_MS = 20_000;
/** An accepted call whose two sides have not connected within this long ends: nothing was billed. */
export const CALL_CONNECT_TIMEOUT_MS = 60_000;

/** Close codes the browser acts on: 4401 means log in again (do not retry); anything else, reconnect. */
export const CHAT_SOCKET_UNAUTHORIZED = 4401;

/** What the server sends. */
export type ChatSocketServerMessage =
  /** Right after the socket opens: who the server thinks this is. */
  | { readonly type: 'ready'; readonly user_id: string }
  /** The whole session after any change: requested, accepted, rejected, a minute billed, read receipts, ended. Also the answer to `watch`. */
  | { readonly type: 'session'; readonly session: ChatSessionView }
  /** A message, to both participants (the sender too, so other tabs see it). */
  | { readonly type: 'message'; readonly message: ChatMessageView }
  /** The other participant is typing. */
  | { readonly type: 'typing'; readonly session_id: string; readonly from: ChatParticipant }
  /** Whether the other participant has the session open (on `watch`, and when it changes). */
  | { readonly type: 'presence'; readonly session_id: string; readonly who: ChatParticipant; readonly online: boolean }
  | { readonly type: 'pong' }
  /** The other participant's WebRTC signalling for a call. */
  | { readonly type: 'signal'; readonly session_id: string; readonly from: ChatParticipant; readonly signal: RtcSignal }
  /** A client message the server could not take (bad shape, not your session); the socket stays open. */
  | ({ readonly type: 'error' } & ChatSocketError);

/**
 * Why the server could not take a client message: a refusal as the HTTP calls answer it (its
 * code, params and English; `request.invalid` with `errors` for a bad shape), so the SPA words it
 * from the code in the visitor's language. A fault of ours has status 500 and no code.
 */
export type ChatSocketError = Omit<ErrorEnvelope, 'code'> & { readonly code?: ErrorEnvelope['code'] };
