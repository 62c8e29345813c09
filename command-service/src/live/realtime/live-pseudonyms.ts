import { createHmac, randomBytes } from 'node:crypto';
import type { LiveChatMessage, LiveSocketServerMessage } from '@nakshatra/contracts';

/**
 * How a live room's sockets name people (docs/live.md, "Who the room sees"): anyone may watch,
 * visitors included, and a user id derives from a phone number, so the chat's authors, the muted
 * and the queue are named by a pseudonym per person and session — an HMAC of both under a key this
 * instance draws at start, shaped as a UUID — never by their user id. Inside the server (the
 * signals between instances, the session's state) user ids stay; `shown` turns a message into
 * what sockets get, and `userOf` turns back a pseudonym a socket sends (the astrologer's mute).
 * Each instance has its own key: a browser talks to one instance, and a reconnection elsewhere
 * gets its names afresh in `ready`.
 */
export class LivePseudonyms {
  private readonly key = randomBytes(32);
  /** Per session: pseudonym → user id, for the ones this instance has shown. */
  private readonly shownIds = new Map<string, Map<string, string>>();

  of(sessionId: string, userId: string): string {
    const hex = createHmac('sha256', this.key).update(`${sessionId}:${userId}`).digest('hex');
    // A version-8 (custom) UUID: sockets validate ids as UUIDs.
    const pseudonym = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16)}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
    const known = this.shownIds.get(sessionId) ?? new Map<string, string>();
    known.set(pseudonym, userId);
    this.shownIds.set(sessionId, known);
    return pseudonym;
  }

  /** The user a pseudonym shown in this session stands for; undefined for one this instance never showed. */
  userOf(sessionId: string, pseudonym: string): string | undefined {
    return this.shownIds.get(sessionId)?.get(pseudonym.toLowerCase());
  }

  /** A session this instance no longer has sockets of. */
  forget(sessionId: string): void {
    this.shownIds.delete(sessionId);
  }

  line(sessionId: string, line: LiveChatMessage): LiveChatMessage {
    return { ...line, user_id: this.of(sessionId, line.user_id) };
  }

  /** The message as the session's sockets get it: every user id in it replaced by its pseudonym. */
  shown(sessionId: string, message: LiveSocketServerMessage): LiveSocketServerMessage {
    const named = (userId: string) => this.of(sessionId, userId);
    switch (message.type) {
      case 'ready':
        return { ...message, you: { ...message.you, user_id: message.you.user_id && named(message.you.user_id) }, chat: message.chat.map((line) => this.line(sessionId, line)) };
      case 'chat':
        return { ...message, message: this.line(sessionId, message.message) };
      case 'chat_batch':
        return { ...message, messages: message.messages.map((line) => this.line(sessionId, line)) };
      case 'muted':
        return { ...message, user_id: named(message.user_id) };
      case 'queue':
        return { ...message, waiting: message.waiting.map(named), turn_user_id: message.turn_user_id && named(message.turn_user_id) };
      default:
        return message;
    }
  }
}
