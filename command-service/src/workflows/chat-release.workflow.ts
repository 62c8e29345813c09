import {
  ASTROLOGER_STREAM_PREFIX,
  CHAT_STREAM_PREFIX,
  CUSTOMER_CHAT_STREAM_PREFIX,
  isLiveLock,
  type AstrologerSessionStarted,
  type ChatRequested,
  type ConsultationChannel,
  type FreeChatClaimed,
} from '@nakshatra/contracts';
import type { RecordedEvent } from '@nakshatra/event-store';
import type { ReleaseFreeChat } from './free-chat-claim.workflow.js';
import type { Workflow } from './workflow.js';

/** A consultation as its release sees it: what it holds, and whether it is over. */
export interface ChatRelease {
  /** From ChatRequested: whose lock and whose free chat; undefined until the request is seen. */
  readonly request: { readonly sessionId: string; readonly astrologerId: string; readonly customerId: string; readonly channel: ConsultationChannel } | undefined;
  /** Billing started: a chat accepted, a call connected. A free consultation that never started is given back. */
  readonly started: boolean;
  /** Rejected, withdrawn or ended. */
  readonly finished: boolean;
  /** The astrologer's lock (`astrologer-<id>`) is held for this session. */
  readonly locked: boolean;
  /** Whose lock, and since when: from the lock's own event, for a lock whose request this instance never saw. */
  readonly lock: { readonly astrologerId: string; readonly sessionId: string; readonly at: number } | undefined;
  /** The customer's free chat (`customer-chat-<id>`) is claimed by this session. */
  readonly freeChatClaimed: boolean;
}

export interface ReleaseChatLock {
  readonly type: 'ReleaseChatLock';
  readonly astrologerId: string;
  readonly sessionId: string;
  /** Only if `chat-<sessionId>` is over (or absent): for a lock whose session this flow had already forgotten. */
  readonly ifSessionOver?: true;
}

const CHAT_EVENTS: ReadonlySet<string> = new Set(['ChatRequested', 'ChatAccepted', 'CallConnected', 'ChatRejected', 'ChatEnded']);
const LOCK_EVENTS: ReadonlySet<string> = new Set(['AstrologerSessionStarted', 'AstrologerSessionEnded']);
const FREE_CHAT_EVENTS: ReadonlySet<string> = new Set(['FreeChatClaimed', 'FreeChatReleased']);

/** A free consultation given back only by a session that never started: once started it is used up. */
const holdsFreeChat = (state: ChatRelease) => state.freeChatClaimed && !state.started;

/**
 * A consultation that ends (rejected, withdrawn, timed out, ended) is written on `chat-<id>` first;
 * then the astrologer is freed and, for one that never started (a chat never accepted, a call never
 * connected), the free consultation given back. A service killed between them would leave the
 * astrologer busy for good (no customer could reach them) or the free chat spent on nothing, and the
 * ticker does not see a finished session after a restart (OpenChats keeps open ones). So both are released at once for a finished session
 * (completion: the end was decided; each decider appends nothing if the request got there first).
 *
 * A lock can also come after its session finished: the request's lock write was slow, and the
 * astrologer rejected (or the customer withdrew) meanwhile, so the end freed nothing; or the request
 * died between the two. This flow had forgotten that session, so the lock starts an instance with
 * no request; `graceMs` after the lock, the lock is released if the session's own stream says it
 * is over (the request checks this too, right after locking).
 */
export const chatReleaseWorkflow = (graceMs: number): Workflow<ChatRelease, ReleaseChatLock | ReleaseFreeChat> => ({
  name: 'chat-release',
  streams: [CHAT_STREAM_PREFIX, ASTROLOGER_STREAM_PREFIX, CUSTOMER_CHAT_STREAM_PREFIX],
  keyOf(event) {
    if (event.streamName.startsWith(CHAT_STREAM_PREFIX)) return CHAT_EVENTS.has(event.type) ? event.streamName.slice(CHAT_STREAM_PREFIX.length) : undefined;
    if (event.streamName.startsWith(CUSTOMER_CHAT_STREAM_PREFIX)) return FREE_CHAT_EVENTS.has(event.type) ? (event.data as FreeChatClaimed).sessionId : undefined;
    if (!event.streamName.startsWith(ASTROLOGER_STREAM_PREFIX) || !LOCK_EVENTS.has(event.type)) return undefined;
    // A live session's lock is the live-session workflow's business.
    const { sessionId } = event.data as AstrologerSessionStarted;
    return isLiveLock(sessionId) ? undefined : sessionId;
  },
  initialState: () => ({ request: undefined, started: false, finished: false, locked: false, lock: undefined, freeChatClaimed: false }),
  evolve(state, event: RecordedEvent) {
    switch (event.type) {
      case 'ChatRequested': {
        const { sessionId, astrologerId, customerId, channel } = event.data as ChatRequested;
        return { ...state, request: { sessionId, astrologerId, customerId, channel: channel ?? 'chat' } };
      }
      case 'ChatAccepted':
        return state.request?.channel === 'call' ? state : { ...state, started: true };
      case 'CallConnected':
        return { ...state, started: true };
      case 'ChatRejected':
      case 'ChatEnded':
        return { ...state, finished: true };
      case 'AstrologerSessionStarted': {
        const astrologerId = event.streamName.slice(ASTROLOGER_STREAM_PREFIX.length);
        return { ...state, locked: true, lock: { astrologerId, sessionId: (event.data as AstrologerSessionStarted).sessionId, at: Date.parse(event.metadata.occurredAt) } };
      }
      case 'AstrologerSessionEnded':
        return { ...state, locked: false };
      case 'FreeChatClaimed':
        return { ...state, freeChatClaimed: true };
      case 'FreeChatReleased':
        return { ...state, freeChatClaimed: false };
      default:
        return state;
    }
  },
  next(state, now) {
    if (!state.request) {
      const { lock } = state;
      if (!state.locked || !lock || now.getTime() - lock.at < graceMs) return undefined;
      return { type: 'ReleaseChatLock', astrologerId: lock.astrologerId, sessionId: lock.sessionId, ifSessionOver: true };
    }
    if (!state.finished) return undefined;
    const { sessionId, astrologerId, customerId } = state.request;
    if (state.locked) return { type: 'ReleaseChatLock', astrologerId, sessionId };
    if (holdsFreeChat(state)) return { type: 'ReleaseFreeChat', customerId, sessionId };
    return undefined;
  },
  // Watched while open or holding something. A free chat claimed by a session never requested is
  // the free-chat-claim workflow's to give back; this one forgets it once that is done.
  done: (state) => !state.locked && !holdsFreeChat(state) && (state.finished || !state.request),
});
