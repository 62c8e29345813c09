import type { RtcSignal } from '../chat/chat-socket.js';
import type { ChatSocketError } from '../chat/chat-socket-protocol.js';
import type { LiveGiftView } from './live-gift-schemas.js';
import type { LiveSessionView } from './live-views.js';

/**
 * The live WebSocket (docs/live.md, "Real time"): one socket per open live page, opened at
 * LIVE_SOCKET_PATH through the gateway. Visitors may watch (no cookie needed); chatting needs a
 * login. The session's astrologer joins as the broadcaster, everyone else as a viewer. The socket
 * carries what is ephemeral — viewer presence and count, the live chat, moderation, and the
 * embedded engine's WebRTC signalling — while what is recorded (the session's start and end,
 * mutes) comes from the event store.
 */
export const LIVE_SOCKET_PATH = '/api/live_socket';

/**
 * The embedded media engine (no media server): the broadcaster's browser sends to each viewer
 * peer-to-peer, so its upload grows with every viewer. Beyond this many, new viewers are told the
 * room is full (`room_full`). Janus (JANUS_URL) has no such cap.
 */
export const LIVE_P2P_MAX_VIEWERS = 20;
/** Longest live chat message, in characters (a question on air, not an essay). */
export const LIVE_CHAT_MAX = 300;
/** A viewer may send this many chat messages per LIVE_CHAT_WINDOW_MS; more are refused (`live.chat_too_fast`). */
export const LIVE_CHAT_LIMIT = 5;
export const LIVE_CHAT_WINDOW_MS = 10_000;
/** A socket that joins gets this many of the latest chat messages. */
export const LIVE_CHAT_HISTORY = 50;
/**
 * A live session whose broadcaster has had no socket open anywhere for this long ends
 * (`broadcaster_left`): a closed tab or a lost connection does not leave a session "live" that
 * nobody broadcasts. Long enough to reload the page or change networks.
 */
export const LIVE_BROADCASTER_GONE_MS = 60_000;
/** The broadcaster's sockets mark the session seen this often. */
export const LIVE_PRESENCE_BEAT_MS = 10_000;

/** Close codes the browser acts on, none of which it reconnects after: the session is over; the room is full; another tab of the astrologer took over broadcasting. */
export const LIVE_SOCKET_ENDED = 4410;
export const LIVE_SOCKET_FULL = 4429;
export const LIVE_SOCKET_REPLACED = 4409;

/** One live chat message as everyone sees it. */
export interface LiveChatMessage {
  readonly id: string;
  readonly user_id: string;
  /** The sender's display name (their profile name, or "Viewer" with the phone's last digits when they have none). */
  readonly name: string;
  readonly text: string;
  /** Sent by the session's astrologer. */
  readonly from_astrologer: boolean;
  readonly sent_at: string;
}

/** An ICE server for the embedded engine's peer connections (STUN, and TURN with a credential minted for this socket). */
export interface LiveIceServer {
  readonly urls: readonly string[];
  readonly username?: string;
  readonly credential?: string;
}

/** How this socket's browser sends or receives the video. */
export type LiveMediaAccess =
  /** Embedded: peer-to-peer with the broadcaster's browser, signalled over this socket. */
  { readonly engine: 'p2p'; readonly ice_servers: readonly LiveIceServer[]; readonly max_viewers: number };

export interface LiveSocketYou {
  /** This socket in the session: what `signal` and `peer` name. */
  readonly peer_id: string;
  readonly role: 'broadcaster' | 'viewer';
  /** Null for a visitor (who may watch, not chat). */
  readonly user_id: string | null;
  readonly muted: boolean;
}

/** What the server sends. */
export type LiveSocketServerMessage =
  | {
      readonly type: 'ready';
      readonly you: LiveSocketYou;
      readonly session: LiveSessionView;
      readonly viewers: number;
      readonly media: LiveMediaAccess;
      /** The latest messages, oldest first. */
      readonly chat: readonly LiveChatMessage[];
    }
  /** The embedded engine has no room for another viewer; the socket is closed after it. */
  | { readonly type: 'room_full'; readonly max_viewers: number }
  /** How many watch now (all instances), when it changes. */
  | { readonly type: 'viewers'; readonly count: number }
  /** To the broadcaster: a viewer's peer arrived (send it an offer) or left (close its connection). */
  | { readonly type: 'peer'; readonly peer_id: string; readonly joined: boolean }
  /** To viewers: the broadcaster joined (a start, a reload: wait for its offer) or left (hold on; the session ends if it does not come back). */
  | { readonly type: 'broadcaster'; readonly present: boolean; readonly peer_id: string }
  | { readonly type: 'signal'; readonly peer_id: string; readonly signal: RtcSignal }
  | { readonly type: 'chat'; readonly message: LiveChatMessage }
  | { readonly type: 'chat_removed'; readonly message_id: string }
  /** A viewer was muted: their own socket learns it, and the broadcaster's. */
  | { readonly type: 'muted'; readonly user_id: string }
  /** A viewer's gift went on air (recorded in the store; docs/live.md, "Gifts"): every socket of the session hears it. */
  | { readonly type: 'gift'; readonly gift: LiveGiftView }
  /** The session changed (ended, or ended by an admin or the system). */
  | { readonly type: 'session'; readonly session: LiveSessionView }
  /** A client message the server could not take (the chat socket's shape: code, params, English). */
  | ({ readonly type: 'error' } & ChatSocketError)
  | { readonly type: 'pong' };
