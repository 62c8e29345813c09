import type { ChatMessageSent, ChatParticipant } from '@nakshatra/contracts';
import type { DocumentProjection } from '../runtime/projection.js';
import { isChatEvent, sessionIdOf } from './chat-stream.js';

export interface ChatMessageRow {
  /** The message id. */
  readonly id: string;
  readonly session_id: string;
  readonly revision: number;
  readonly sender: ChatParticipant;
  readonly text: string;
  readonly sent_at: Date | string;
}

/** The transcript: one row per message (get_session_message). Messages are never edited or deleted. */
export const chatMessagesProjection: DocumentProjection<ChatMessageRow> = {
  name: 'chat_messages',
  table: 'chat_messages',
  handles: (event) => isChatEvent(event) && event.type === 'ChatMessageSent',
  keyOf: (event) => (event.data as ChatMessageSent).messageId,
  evolve: (_row, event) => {
    const data = event.data as ChatMessageSent;
    return { id: data.messageId, session_id: sessionIdOf(event), revision: Number(event.revision), sender: data.from, text: data.text, sent_at: data.sentAt };
  },
};
