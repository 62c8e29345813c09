import { isUuid, type ChatSessionListQuery } from '@nakshatra/contracts';
import { refuse, routeHandlers } from '@nakshatra/platform';
import type { AwaitFresh } from '../wallet/wallet-route-deps.js';
import type { ChatSessionsRepository } from './chat-sessions.repository.js';

const SESSIONS = 'chat_sessions';
const MESSAGES = 'chat_messages';

/** An `{id}` that is no uuid names nothing: refused as a record that does not exist. */
const idOf = (id: string, missing: 'astrologer.not_found' | 'chat.not_found'): string => {
  if (!isUuid(id)) throw refuse(missing);
  return id.toLowerCase();
};

/**
 * Chat reads (docs/chat.md). Never cached: sessions change every minute and a transcript is read
 * right after a message is sent (read-your-writes through X-Min-Position).
 */
export function chatQueryRoutes(repository: ChatSessionsRepository, awaitFresh: AwaitFresh) {
  const page = async (minPosition: string | undefined, query: ChatSessionListQuery) => {
    await awaitFresh([SESSIONS], minPosition);
    const found = await repository.list(query);
    return { data: found.items, meta: found.meta };
  };
  return routeHandlers({
    get_chat_session: (call) => page(call.minPosition, call.query),
    get_single_astro_chat_session: (call) => page(call.minPosition, { ...call.query, astrologer_id: idOf(call.params.id, 'astrologer.not_found') }),
    get_reject_chat: (call) => page(call.minPosition, { ...call.query, status: 'rejected' }),
    /** Your own consultations: an astrologer account lists those it gave, anyone else those they asked for. */
    get_my_chat_sessions: async (call) => {
      await awaitFresh([SESSIONS], call.minPosition);
      const found = await repository.mine(call.actor.id, call.actor.role === 'astrologer' ? 'astrologer' : 'customer', call.query);
      return { data: found.items, meta: found.meta };
    },
    /** Admins read any transcript; the two participants read their own; anyone else is told it does not exist. */
    get_session_message: async (call) => {
      const sessionId = idOf(call.params.id, 'chat.not_found');
      await awaitFresh([SESSIONS, MESSAGES], call.minPosition);
      if (call.actor.role !== 'admin') {
        const participants = await repository.participants(sessionId);
        if (!participants || (call.actor.id !== participants.customerId && call.actor.id !== participants.astrologerUserId)) throw refuse('chat.not_found');
      }
      const found = await repository.messages(sessionId, call.query);
      return { data: found.items, meta: found.meta };
    },
  });
}
