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
/**
 * A session's chat lines reach its sockets at most once per this many ms, together (`chat_batch`):
 * at 50 lines a second to 1,000 viewers, a frame per line is 50,000 socket writes a second through
 * the command service and again through the gateway; in frames of 100 ms it is 10,000, for at most
 * this much added delay (npm run bench -- live, bench/README.md).
 */
export const LIVE_CHAT_COALESCE_MS = 100;
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
  /** The author's pseudonym in this session, never their user id (docs/live.md, "Who the room sees"). */
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

/**
 * Janus's HTTP API (JANUS_URL) as the gateway forwards it, on the site's own origin: a browser
 * speaks Janus at `<path>`, `<path>/<session>` and `<path>/<session>/<handle>` with its token.
 */
export const LIVE_JANUS_PATH = '/api/live/janus';

/** How this socket's browser sends or receives the video. */
export type LiveMediaAccess =
  /** Embedded: peer-to-peer with the broadcaster's browser, signalled over this socket. */
  | { readonly engine: 'p2p'; readonly ice_servers: readonly LiveIceServer[]; readonly max_viewers: number }
  /**
   * Janus (docs/live-media.md, "The browser side"): the broadcaster publishes into the session's
   * VideoRoom room and each viewer subscribes to that feed, talking to Janus at `path` with `token`
   * on every request and in its `join`.
   */
  | {
      readonly engine: 'janus';
      readonly path: string;
      readonly room_id: number;
      readonly ice_servers: readonly LiveIceServer[];
      /** This socket's own token (revoked when the socket leaves); a viewer's is null until the astrologer publishes. */
      readonly token: string | null;
      /**
       * The broadcaster: the participant id to join with, the only one the server lets publish.
       * A viewer: the astrologer's feed to subscribe to, null while nobody (legitimate) publishes.
       */
      readonly feed: number | null;
    };

export interface LiveSocketYou {
  /** This socket in the session: what `signal` and `peer` name. */
  readonly peer_id: string;
  readonly role: 'broadcaster' | 'viewer';
  /** This socket's person as the room names them (a pseudonym per session, as on chat lines); null for a visitor (who may watch, not chat). */
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
  /** Janus: this viewer's media access changed (the astrologer's feed appeared, changed or went). */
  | { readonly type: 'media'; readonly media: LiveMediaAccess }
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
  /**
   * Several chat lines in one frame, oldest first: in a busy room the server holds the lines that
   * arrive within LIVE_CHAT_COALESCE_MS of the last frame and sends them together (a line into a
   * quiet room still goes out at once, as `chat`).
   */
  | { readonly type: 'chat_batch'; readonly messages: readonly LiveChatMessage[] }
  | { readonly type: 'chat_removed'; readonly message_id: string }
  /** A viewer was muted: their own socket learns it, and the broadcaster's. */
  | { readonly type: 'muted'; readonly user_id: string }
  /**
   * The session's queue for a paid turn changed (docs/waitlist.md): who waits, in order (their
   * pseudonyms, as `you.user_id`: each viewer finds their own position), and whose turn it is. Sent after `ready` and on each
   * change; `position` is the store's after the change (null before any), to read the queue's calls at.
   */
  | { readonly type: 'queue'; readonly waiting: readonly string[]; readonly turn_user_id: string | null; readonly position: string | null }
  /** A viewer's gift went on air (recorded in the store; docs/live.md, "Gifts"): every socket of the session hears it. */
  | { readonly type: 'gift'; readonly gift: LiveGiftView }
  /** The session changed (ended, or ended by an admin or the system). */
  | { readonly type: 'session'; readonly session: LiveSessionView }
  /** A client message the server could not take (the chat socket's shape: code, params, English). */
  | ({ readonly type: 'error' } & ChatSocketError)
  | { readonly type: 'pong' };
