import { CHAT_STREAM_PREFIX, type ChatEvent } from '@nakshatra/contracts';
import type { RecordedEvent } from '@nakshatra/event-store';
import { chatDecider, type ExistingChat } from './chat.decider.js';

/**
 * The sessions still requested or active, with their state folded from the ChatFeed (every chat
 * event of the store, so sessions opened by another instance are here too). The ticker reads it to
 * act only on sessions with something due, the socket hub to push each change. A session this
 * instance has just opened is watched at once, before the feed brings its first event.
 *
 * The folded state may trail the store by a wake-up and a read: it only says where to look. Every decision is
 * made again on the stream by the decider, and billing is idempotent, so a stale hint costs a read.
 */
export class OpenChats {
  private readonly states = new Map<string, { chat: ExistingChat; revision: bigint }>();
  private readonly openedHere = new Set<string>();

  add(sessionId: string): void {
    if (!this.states.has(sessionId)) this.openedHere.add(sessionId);
  }

  /** This instance finished it; the feed drops its state when the finishing event arrives. */
  remove(sessionId: string): void {
    this.openedHere.delete(sessionId);
  }

  ids(): string[] {
    return [...new Set([...this.states.keys(), ...this.openedHere])];
  }

  /** The folded state, or undefined for a session the feed has not brought yet. */
  stateOf(sessionId: string): ExistingChat | undefined {
    return this.states.get(sessionId)?.chat;
  }

  /** The open sessions a user takes part in (as customer or astrologer), for a socket that just opened. */
  sessionsOf(userId: string): ExistingChat[] {
    return [...this.states.values()].map(({ chat }) => chat).filter((chat) => chat.request.customerId === userId || chat.request.astrologerUserId === userId);
  }

  /** Folds a chat event; answers the session's state after it (also the one that finished it), or undefined for a session finished before the feed began. */
  readonly apply = (recorded: RecordedEvent): ExistingChat | undefined => {
    const sessionId = recorded.streamName.slice(CHAT_STREAM_PREFIX.length);
    const event = recorded as unknown as ChatEvent;
    const known = this.states.get(sessionId);
    if (known && recorded.revision <= known.revision) return known.chat;
    if (!known && event.type !== 'ChatRequested') return undefined;
    const chat = chatDecider.evolve(known?.chat ?? chatDecider.initialState(), event);
    if (chat.status === 'absent') return undefined;
    this.openedHere.delete(sessionId);
    if (chat.status === 'rejected' || chat.status === 'ended') this.states.delete(sessionId);
    else this.states.set(sessionId, { chat, revision: recorded.revision });
    return chat;
  };
}
