import { CALL_HEARTBEAT_TIMEOUT_MS, CHAT_STREAM_PREFIX, type ChatEvent, type ChatParticipant, type ChatSocketClientMessage, type ChatSocketServerMessage } from '@nakshatra/contracts';
import type { RecordedEvent } from '@nakshatra/event-store';
import { HttpError, refuse, type Logger } from '@nakshatra/platform';
import { commandMetadata } from '../../shared/command-metadata.js';
import type { ExistingChat } from '../chat.decider.js';
import type { ChatSessions } from '../chat-sessions.js';
import type { OpenChats } from '../open-chats.js';
import { ASTROLOGER_GONE_MS, astrologerKey, callSideKey, CHAT_PRESENCE_BEAT_MS, chatSideKey, type ChatPresence } from './chat-presence.js';
import type { ChatSignal, ChatSignals } from './chat-signals.js';
import { socketErrorOf } from '../../shared/realtime/socket-error.js';

/** One open socket of a logged-in user. */
export interface ChatConnection {
  readonly userId: string;
  readonly role: 'customer' | 'astrologer' | 'admin';
  send(message: ChatSocketServerMessage): void;
}

interface Watch {
  readonly side: ChatParticipant;
  readonly peerUserId: string;
}

/**
 * Real-time chat for the sockets of this instance. Events come from the ChatFeed (the event store,
 * so a message written through any instance reaches sockets on every instance, and nothing is
 * pushed that was not stored), folded by OpenChats, and go to both participants' sockets:
 * `message` for a message, the whole `session` for anything else (and, when a socket opens, for
 * each open session of its user). Typing and presence are never stored: they travel between instances as ChatSignals. Every 20 s each chat a socket here has open,
 * and each astrologer with a socket here, is marked seen in ChatPresence: the ticker ends a chat a
 * side has left, and this hub sets offline an astrologer whose last socket here closed and who has
 * not been seen anywhere since (ASTROLOGER_GONE_MS).
 */
export class ChatHub {
  private readonly connectionsByUser = new Map<string, Set<ChatConnection>>();
  private readonly watches = new Map<ChatConnection, Map<string, Watch>>();
  private beat: NodeJS.Timeout | undefined;
  /** Astrologers whose last socket here closed: set offline once gone from everywhere. */
  private readonly departed = new Set<string>();

  constructor(
    private readonly sessions: ChatSessions,
    private readonly open: OpenChats,
    private readonly signals: ChatSignals,
    private readonly presence: ChatPresence,
    private readonly now: () => Date,
    private readonly logger: Logger,
  ) {}

  async start(): Promise<void> {
    await this.signals.subscribe(this.onSignal);
    this.beat = setInterval(() => void this.stillHere().then(() => this.sweepDeparted()), CHAT_PRESENCE_BEAT_MS);
  }

  stop(): void {
    clearInterval(this.beat);
  }

  /** Marks seen every chat a socket here has open, and every astrologer with a socket here. */
  async stillHere(): Promise<void> {
    const keys = new Set<string>();
    for (const [connection, watches] of this.watches) {
      if (connection.role === 'astrologer') keys.add(astrologerKey(connection.userId));
      for (const [sessionId, watch] of watches) keys.add(chatSideKey(sessionId, watch.side));
    }
    await this.markSeen([...keys]);
  }

  /** Sets offline each departed astrologer not seen anywhere for ASTROLOGER_GONE_MS (not while in a chat). */
  async sweepDeparted(): Promise<void> {
    const now = this.now().getTime();
    for (const userId of [...this.departed]) {
      try {
        const seen = await this.presence.lastSeen(astrologerKey(userId));
        if (seen && now - seen.getTime() <= ASTROLOGER_GONE_MS) continue;
        const meta = commandMetadata({ id: 'chat-presence', role: 'system' }, `astrologer-gone-${userId}`);
        if (await this.sessions.astrologerGone(userId, meta)) this.departed.delete(userId);
      } catch (error) {
        this.logger.error({ err: error }, 'setting a departed astrologer offline failed');
      }
    }
  }

  private async markSeen(keys: readonly string[]): Promise<void> {
    const at = this.now();
    for (const key of keys) await this.presence.seen(key, at).catch((error: unknown) => this.logger.error({ err: error }, 'chat presence beat failed'));
  }

  connect(connection: ChatConnection): void {
    const mine = this.connectionsByUser.get(connection.userId) ?? new Set();
    mine.add(connection);
    this.connectionsByUser.set(connection.userId, mine);
    this.watches.set(connection, new Map());
    if (connection.role === 'astrologer') {
      this.departed.delete(connection.userId);
      void this.markSeen([astrologerKey(connection.userId)]);
    }
    connection.send({ type: 'ready', user_id: connection.userId });
    // What is already going on: a console that reloads sees its pending requests and active chat again.
    for (const chat of this.open.sessionsOf(connection.userId)) connection.send({ type: 'session', session: this.sessions.view(chat, connection.userId) });
  }

  disconnect(connection: ChatConnection): void {
    for (const sessionId of [...(this.watches.get(connection)?.keys() ?? [])]) this.unwatch(connection, sessionId);
    this.watches.delete(connection);
    const mine = this.connectionsByUser.get(connection.userId);
    mine?.delete(connection);
    if (mine?.size !== 0) return;
    this.connectionsByUser.delete(connection.userId);
    if (connection.role !== 'astrologer') return;
    this.departed.add(connection.userId);
    void this.markSeen([astrologerKey(connection.userId)]);
  }

  /** A message from a browser, already parsed against the contract's schema. */
  async receive(connection: ChatConnection, message: ChatSocketClientMessage): Promise<void> {
    try {
      switch (message.type) {
        case 'ping':
          return connection.send({ type: 'pong' });
        case 'watch':
          return await this.watch(connection, message.session_id);
        case 'unwatch':
          return this.unwatch(connection, message.session_id);
        case 'typing': {
          const watch = this.watchOf(connection, message.session_id);
          return await this.signals.publish({ to: watch.peerUserId, message: { type: 'typing', session_id: message.session_id, from: watch.side } });
        }
        case 'signal': {
          const watch = await this.callWatchOf(connection, message.session_id);
          return await this.signals.publish({ to: watch.peerUserId, message: { type: 'signal', session_id: message.session_id.toLowerCase(), from: watch.side, signal: message.signal } });
        }
        case 'media':
          return await this.mediaConnected(connection, message.session_id);
        case 'read': {
          const meta = commandMetadata({ id: connection.userId, role: connection.role }, `chat-socket-read-${message.session_id}`);
          // The receipt is an event: it comes back to both sides through the feed as a `session`.
          await this.sessions.markRead(connection.userId, message.session_id, message.message_id, meta);
          return;
        }
      }
    } catch (error) {
      if (!(error instanceof HttpError) || error.status >= 500) this.logger.error({ err: error, type: message.type }, 'chat socket message failed');
      connection.send({ type: 'error', ...socketErrorOf(error) });
    }
  }

  /**
   * A chat event from the feed, with the session's state after it as OpenChats folded it (undefined
   * once the session is over and forgotten). Only live events go out: the past is what the sockets
   * read when they open.
   */
  onEvent(recorded: RecordedEvent, live: boolean, chat: ExistingChat | undefined): void {
    // A minute's billing begun changes nothing either side sees; its MinuteBilled does.
    if (!live || recorded.type === 'MinuteBillingStarted') return;
    if (chat) return this.push(recorded, chat);
    if (recorded.type !== 'ChatRefundedByRule') return;
    const sessionId = recorded.streamName.slice(CHAT_STREAM_PREFIX.length);
    this.pushSettled(sessionId).catch((error: unknown) => this.logger.error({ err: error, sessionId }, 'pushing a refund after the end failed'));
  }

  /** A new chat event, live from the feed, with the session's state after it (OpenChats folded it). */
  private push(recorded: RecordedEvent, chat: ExistingChat): void {
    const event = recorded as unknown as ChatEvent;
    if (event.type !== 'ChatMessageSent') return this.pushSession(chat);
    const message: ChatSocketServerMessage = { type: 'message', message: { id: event.data.messageId, session_id: chat.request.sessionId, from: event.data.from, text: event.data.text, sent_at: event.data.sentAt } };
    this.sendToUser(chat.request.customerId, message);
    this.sendToUser(chat.request.astrologerUserId, message);
  }

  /** The session to both sides, each as they may see it. */
  private pushSession(chat: ExistingChat): void {
    for (const userId of [chat.request.customerId, chat.request.astrologerUserId]) this.sendToUser(userId, { type: 'session', session: this.sessions.view(chat, userId) });
  }

  /**
   * A session over changed once more: an automatic refund rule recorded its refund after the end
   * (docs/refund-rules.md). The feed no longer folds it, so it is read from the store, and both
   * sides' summaries, still open, show the refund.
   */
  private async pushSettled(sessionId: string): Promise<void> {
    this.pushSession(await this.sessions.stateOf(sessionId));
  }

  /** How many sockets this instance holds (health and the benchmark). */
  connectionCount(): number {
    return this.watches.size;
  }

  private async watch(connection: ChatConnection, sessionId: string): Promise<void> {
    const { chat, participant } = await this.sessions.asParticipant(connection.userId, sessionId);
    const id = chat.request.sessionId;
    const peerUserId = participant === 'customer' ? chat.request.astrologerUserId : chat.request.customerId;
    this.watches.get(connection)?.set(id, { side: participant, peerUserId });
    await this.markSeen([chatSideKey(id, participant)]);
    connection.send({ type: 'session', session: this.sessions.view(chat, connection.userId) });
    await this.signals.publish({
      to: peerUserId,
      message: { type: 'presence', session_id: id, who: participant, online: true },
      askBack: { userId: connection.userId },
    });
  }

  private unwatch(connection: ChatConnection, sessionId: string): void {
    const watch = this.watches.get(connection)?.get(sessionId);
    if (!watch) return;
    this.watches.get(connection)!.delete(sessionId);
    if (this.isWatching(connection.userId, sessionId)) return; // still open in another tab
    void this.signals
      .publish({ to: watch.peerUserId, message: { type: 'presence', session_id: sessionId, who: watch.side, online: false } })
      .catch((error: unknown) => this.logger.error({ err: error }, 'chat presence signal failed'));
  }

  /**
   * A watched session that is an accepted call: only its two participants signal, and only while it
   * runs. The state folded from the feed answers at once when it says so; when it does not (it trails
   * the store by a wake-up and a read), the store decides, so a call just accepted is not refused, nor one not yet
   * accepted let through.
   */
  private async callWatchOf(connection: ChatConnection, sessionId: string): Promise<Watch> {
    const watch = this.watchOf(connection, sessionId);
    const folded = this.open.stateOf(sessionId.toLowerCase());
    const chat = folded?.status === 'active' && folded.channel === 'call' ? folded : (await this.sessions.asParticipant(connection.userId, sessionId)).chat;
    if (chat.channel !== 'call') throw refuse('chat.not_a_call');
    if (chat.status !== 'active') throw refuse(chat.status === 'requested' ? 'chat.not_accepted_yet' : 'chat.ended');
    return watch;
  }

  /**
   * A media heartbeat: seen now (the ticker ends a call a side stopped beating for). Until the call
   * is connected, each side's beats report its media, and the call connects once both sides' are up
   * and both beat (the decider's ReportMediaConnected).
   */
  private async mediaConnected(connection: ChatConnection, sessionId: string): Promise<void> {
    const watch = await this.callWatchOf(connection, sessionId);
    const id = sessionId.toLowerCase();
    const now = this.now();
    await this.presence.seen(callSideKey(id, watch.side), now);
    const folded = this.open.stateOf(id);
    if (folded?.media[watch.side] && (folded.connectedAt !== null || !folded.media[otherSide(watch.side)])) return;
    const otherSeen = await this.presence.lastSeen(callSideKey(id, otherSide(watch.side)));
    const otherAlive = otherSeen !== undefined && now.getTime() - otherSeen.getTime() <= CALL_HEARTBEAT_TIMEOUT_MS;
    const meta = commandMetadata({ id: connection.userId, role: connection.role }, `call-media-${id}`);
    await this.sessions.reportMediaConnected(connection.userId, id, otherAlive, meta);
  }

  private watchOf(connection: ChatConnection, sessionId: string): Watch {
    const watch = this.watches.get(connection)?.get(sessionId.toLowerCase());
    if (!watch) throw refuse('chat.not_watching');
    return watch;
  }

  private isWatching(userId: string, sessionId: string): Watch | undefined {
    for (const connection of this.connectionsByUser.get(userId) ?? []) {
      const watch = this.watches.get(connection)?.get(sessionId);
      if (watch) return watch;
    }
    return undefined;
  }

  private readonly onSignal = (signal: ChatSignal): void => {
    this.sendToUser(signal.to, signal.message);
    const { message, askBack } = signal;
    if (!askBack || message.type !== 'presence') return;
    // Someone opened the session: if its other side has it open here, say so to them.
    const mine = this.isWatching(signal.to, message.session_id);
    if (!mine) return;
    void this.signals
      .publish({ to: askBack.userId, message: { type: 'presence', session_id: message.session_id, who: mine.side, online: true } })
      .catch((error: unknown) => this.logger.error({ err: error }, 'chat presence signal failed'));
  };

  private sendToUser(userId: string, message: ChatSocketServerMessage): void {
    for (const connection of this.connectionsByUser.get(userId) ?? []) connection.send(message);
  }
}

const otherSide = (side: ChatParticipant): ChatParticipant => (side === 'customer' ? 'astrologer' : 'customer');
