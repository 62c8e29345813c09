import { isUuid, type ChatPageQuery, type ChatSessionListQuery, type SessionMessageQuery } from '@nakshatra/contracts';
import { notFound, type RouteCall, type RouteHandlers } from '@nakshatra/platform';
import type { AwaitFresh } from '../wallet/wallet-route-deps.js';
import type { ChatSessionsRepository } from './chat-sessions.repository.js';

const SESSIONS = 'chat_sessions';
const MESSAGES = 'chat_messages';

const idOf = (call: RouteCall, what: string): string => {
  const id = call.params.id!;
  if (!isUuid(id)) throw notFound(`${what} not found`);
  return id.toLowerCase();
};

/**
 * Chat reads (docs/chat.md). Never cached: sessions change every minute and a transcript is read
 * right after a message is sent (read-your-writes through X-Min-Position).
 */
export function chatQueryRoutes(repository: ChatSessionsRepository, awaitFresh: AwaitFresh): RouteHandlers {
  const page = async (call: RouteCall, query: ChatSessionListQuery) => {
    await awaitFresh([SESSIONS], call.minPosition);
    const found = await repository.list(query);
    return { data: found.items, meta: found.meta };
  };
  return {
    get_chat_session: (call) => page(call, call.query as ChatSessionListQuery),
    get_single_astro_chat_session: (call) => page(call, { ...(call.query as ChatPageQuery), astrologer_id: idOf(call, 'Astrologer') }),
    get_reject_chat: (call) => page(call, { ...(call.query as ChatPageQuery), status: 'rejected' }),
    /** Your own consultations: an astrologer account lists those it gave, anyone else those they asked for. */
    get_my_chat_sessions: async (call) => {
      await awaitFresh([SESSIONS], call.minPosition);
      const found = await repository.mine(call.actor.id, call.actor.role === 'astrologer' ? 'astrologer' : 'customer', call.query as ChatPageQuery);
      return { data: found.items, meta: found.meta };
    },
    /** Admins read any transcript; the two participants read their own; anyone else is told it does not exist. */
    get_session_message: async (call) => {
      const sessionId = idOf(call, 'Chat session');
      await awaitFresh([SESSIONS, MESSAGES], call.minPosition);
      if (call.actor.role !== 'admin') {
        const participants = await repository.participants(sessionId);
        if (!participants || (call.actor.id !== participants.customerId && call.actor.id !== participants.astrologerUserId)) throw notFound('Chat session not found');
      }
      const found = await repository.messages(sessionId, call.query as SessionMessageQuery);
      return { data: found.items, meta: found.meta };
    },
  };
}
