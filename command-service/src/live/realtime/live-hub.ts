import { randomUUID } from 'node:crypto';
import {
  astrologerStreamName,
  fieldError,
  LIVE_CHAT_COALESCE_MS,
  LIVE_CHAT_HISTORY,
  LIVE_CHAT_LIMIT,
  LIVE_CHAT_MAX,
  LIVE_CHAT_WINDOW_MS,
  LIVE_P2P_MAX_VIEWERS,
  LIVE_PRESENCE_BEAT_MS,
  LIVE_SOCKET_ENDED,
  LIVE_SOCKET_FULL,
  LIVE_SOCKET_REPLACED,
  LIVE_STREAM_PREFIX,
  GIFT_STREAM_PREFIX,
  type LiveGiftSent,
  sanitizeChatText,
  type LiveChatMessage,
  type LiveEvent,
  type LiveSocketClientMessage,
  type LiveSocketServerMessage,
} from '@nakshatra/contracts';
import type { EventStore, RecordedEvent } from '@nakshatra/event-store';
import { badRequest, refuse, type LiveAudience, type Logger } from '@nakshatra/platform';
import { astrologerDecider } from '../../astrologers/astrologer.decider.js';
import { iceServersFor, type IceConfig } from '../../calls/media/index.js';
import type { ChatPresence } from '../../chat/realtime/chat-presence.js';
import { loadState } from '../../shared/aggregate-runner.js';
import { commandMetadata } from '../../shared/command-metadata.js';
import { SerializedMessage, type SocketIdentity, type SocketSession } from '../../shared/realtime/socket-server.js';
import { toLiveGiftView } from '../gifts/live-gift-view.js';
import { viewerNameOf } from '../viewer-name.js';
import { liveSessionDecider, toLiveSessionView, type ExistingLiveSession } from '../sessions/live-session.decider.js';
import { liveBroadcasterKey, type LiveSessions } from '../sessions/live-sessions.js';
import type { LiveMediaClients } from '../sessions/live-media.js';
import { LiveChatCoalescer } from './live-chat-coalescer.js';
import { LivePseudonyms } from './live-pseudonyms.js';
import { janusAccessOf, LiveJanusAccess, type JanusSocketMedia } from './live-janus-access.js';
import type { LiveSignal, LiveSignals, LiveSignalTarget } from './live-signals.js';

/** One open live socket of this instance, once it has joined a session. */
interface LiveSocket {
  readonly peerId: string;
  readonly sessionId: string;
  readonly role: 'broadcaster' | 'viewer';
  readonly userId: string | null;
  /** The name the chat shows; null for a visitor. */
  readonly name: string | null;
  /** Its place in the session's Janus room; null with the embedded engine. */
  readonly janus: JanusSocketMedia | null;
  /** Embedded engine: its page listens for the broadcaster's offer (`media_ready`); only such viewers are offered. */
  mediaReady: boolean;
  send(message: LiveSocketServerMessage | SerializedMessage<LiveSocketServerMessage>): void;
  close(code: number, reason: string): void;
}

export interface LiveHubOptions {
  readonly sessions: LiveSessions;
  readonly store: EventStore;
  readonly signals: LiveSignals;
  readonly presence: ChatPresence;
  readonly audience: LiveAudience;
  readonly ice: IceConfig;
  readonly logger: Logger;
  readonly now: () => Date;
  /** This instance in the audience reports. */
  readonly instanceId?: string;
  /** The embedded engine's cap (LIVE_P2P_MAX_VIEWERS; tests lower it). */
  readonly maxViewers?: number;
  /** Janus's rooms as browsers reach them (LIVE_MEDIA's clients); null or absent: the embedded engine. */
  readonly media?: LiveMediaClients | null;
  /** How often the broadcaster's instance checks who publishes in a Janus room (tests shorten it). */
  readonly janusWatchMs?: number;
  /** The session's queue for a paid turn, told to a socket after `ready` (LiveQueueBoard; docs/waitlist.md). */
  readonly queueOf?: (sessionId: string) => LiveSocketServerMessage;
}

/** The Janus watchdog's period: how long a stranger could publish, and how soon viewers see a new feed. */
const JANUS_WATCH_MS = 2_000;

/** Joins and leaves are reported to the audience table this soon after, together. */
const AUDIENCE_FLUSH_MS = 250;

/**
 * The live sessions' real time on this instance (docs/live.md, "Real time"). A socket joins one
 * session that is on air: its astrologer as the broadcaster, anyone else (visitors too) as a viewer.
 * What is ephemeral travels as LiveSignals between instances — the chat, removals, peers arriving
 * and leaving and the embedded engine's WebRTC signalling — and the count of viewers through the
 * LiveAudience table. What is recorded comes from the store: the session's end (then every socket
 * hears `session` and is closed) and the mutes. The broadcaster's sockets mark the session seen in
 * ChatPresence; the live-session workflow ends a session nobody broadcasts any more.
 */
export class LiveHub {
  private readonly bySession = new Map<string, Set<LiveSocket>>();
  /** Sessions with sockets here, as folded from the store (joins load them; the feed keeps them current). */
  private readonly states = new Map<string, ExistingLiveSession>();
  private readonly history = new Map<string, LiveChatMessage[]>();
  /** What sockets call people (user ids never leave the server: live-pseudonyms.ts). */
  private readonly pseudonyms = new LivePseudonyms();
  private readonly chatTimes = new Map<string, number[]>();
  /** The last total viewer count of each session, and this instance's part of it, as last reported. */
  private readonly totals = new Map<string, { total: number; mine: number }>();
  /** Sessions whose count here changed since the last report (0 included: the last viewer left). */
  private readonly changed = new Set<string>();
  private flushTimer: NodeJS.Timeout | undefined;
  private beat: NodeJS.Timeout | undefined;
  private readonly instanceId: string;
  private readonly maxViewers: number;
  private readonly janus: LiveJanusAccess | null;
  private readonly chatLines: LiveChatCoalescer;

  constructor(private readonly options: LiveHubOptions) {
    this.instanceId = options.instanceId ?? randomUUID();
    this.maxViewers = options.maxViewers ?? LIVE_P2P_MAX_VIEWERS;
    this.janus = options.media
      ? new LiveJanusAccess({
          clients: options.media,
          logger: options.logger,
          watchMs: options.janusWatchMs ?? JANUS_WATCH_MS,
          announce: (sessionId, feed) => options.signals.publish({ sessionId, to: { kind: 'all' }, message: { type: 'janus_feed', feed } }),
        })
      : null;
    this.chatLines = new LiveChatCoalescer(LIVE_CHAT_COALESCE_MS, (sessionId, lines) => this.deliverChat(sessionId, lines));
  }

  async start(): Promise<void> {
    await this.options.signals.subscribe(this.onSignal);
    this.beat = setInterval(() => void this.stillHere(), LIVE_PRESENCE_BEAT_MS);
  }

  stop(): void {
    this.janus?.stop();
    clearInterval(this.beat);
    clearTimeout(this.flushTimer);
    this.chatLines.stop();
  }

  /** A socket opened (a visitor's `who` is null): it does nothing until it joins. */
  open(who: SocketIdentity | null, send: LiveSocket['send'], close: (code: number, reason: string) => void): SocketSession<LiveSocketClientMessage> {
    let socket: LiveSocket | undefined;
    let joining: Promise<void> | undefined;
    return {
      receive: async (message) => {
        if (message.type === 'ping') return send({ type: 'pong' });
        if (message.type === 'join') {
          if (socket || joining) return; // one session per socket; a refused join may be tried again
          joining = this.join(who, message.session_id, send, close)
            .then((joined) => void (socket = joined))
            .finally(() => (joining = undefined));
          return joining;
        }
        await joining?.catch(() => undefined);
        if (!socket) throw refuse('live.not_joined');
        await this.receive(socket, message);
      },
      closed: () => {
        const leave = () => socket && this.leave(socket);
        if (joining) void joining.then(leave, leave);
        else leave();
      },
    };
  }

  /** The store's live events, as the module's feed delivers them (`live`: not the catch-up of the past). */
  readonly apply = (recorded: RecordedEvent, live: boolean): void => {
    if (recorded.streamName.startsWith(GIFT_STREAM_PREFIX)) return this.onGift(recorded, live);
    if (!recorded.streamName.startsWith(LIVE_STREAM_PREFIX)) return;
    const sessionId = recorded.streamName.slice(LIVE_STREAM_PREFIX.length);
    const before = this.states.get(sessionId);
    if (!before) return; // nobody here watches it
    const after = liveSessionDecider.evolve(before, recorded as unknown as LiveEvent);
    if (after.status === 'absent') return;
    this.states.set(sessionId, after);
    if (!live || (after.status !== 'ended' && after.status !== 'cancelled')) return;
    for (const socket of this.socketsOf(sessionId)) {
      socket.send({ type: 'session', session: toLiveSessionView(after) });
      socket.close(LIVE_SOCKET_ENDED, 'The live session has ended');
    }
  };

  /** A message for every socket of a session on this instance (the queue's changes, which every instance's feed sees). */
  tellSession(sessionId: string, message: LiveSocketServerMessage): void {
    const frame = this.frameOf(sessionId, message);
    for (const socket of this.socketsOf(sessionId)) socket.send(frame);
  }

  /** A gift recorded on air reaches every socket of its session here: each instance follows the store itself, so none relays it. */
  private onGift(recorded: RecordedEvent, live: boolean): void {
    if (!live || recorded.type !== 'LiveGiftSent') return;
    const gift = recorded.data as LiveGiftSent;
    this.tellSession(gift.sessionId, { type: 'gift', gift: toLiveGiftView(gift) });
  }

  /** How many sockets have joined here (the benchmark, health). */
  connectionCount(): number {
    let count = 0;
    for (const sockets of this.bySession.values()) count += sockets.size;
    return count;
  }

  /** Marks the broadcasters here seen and reports the audience (the beat; tests call it). */
  async stillHere(): Promise<void> {
    const at = this.options.now();
    for (const socket of this.allSockets()) {
      if (socket.role === 'broadcaster') await this.options.presence.seen(liveBroadcasterKey(socket.sessionId), at).catch((error: unknown) => this.logger.warn({ err: error }, 'live presence beat failed'));
    }
    for (const sessionId of this.bySession.keys()) this.changed.add(sessionId);
    // Viewers who have not chatted within the window are forgotten, so the map does not grow for ever.
    for (const [userId, times] of this.chatTimes) if (at.getTime() - (times.at(-1) ?? 0) >= LIVE_CHAT_WINDOW_MS) this.chatTimes.delete(userId);
    await this.flushAudience();
  }

  private get logger(): Logger {
    return this.options.logger;
  }

  private async join(who: SocketIdentity | null, sessionId: string, send: LiveSocket['send'], close: (code: number, reason: string) => void): Promise<LiveSocket | undefined> {
    const session = await this.options.sessions.load(sessionId);
    const id = session.session.sessionId;
    assertOnAir(session);
    const role = who?.userId === session.session.astrologerUserId ? 'broadcaster' : 'viewer';
    // A session that went on air with a Janus room is broadcast through it; else the embedded engine, with its cap.
    const roomId = this.janus ? session.mediaRoomId : null;
    if (role === 'viewer' && roomId === null && this.viewersOf(id) >= this.maxViewers) {
      send({ type: 'room_full', max_viewers: this.maxViewers });
      close(LIVE_SOCKET_FULL, 'The room is full');
      return undefined;
    }
    const peerId = randomUUID();
    const iceServers = iceServersFor(this.options.ice, who?.userId ?? peerId, this.options.now());
    const janus = roomId === null ? null : await this.janus!.join(id, roomId, role, iceServers);
    const socket: LiveSocket = { peerId, sessionId: id, role, userId: who?.userId ?? null, name: who ? await this.nameOf(who.userId, role, session) : null, janus, mediaReady: false, send, close };
    if (!this.states.has(id)) {
      // The first socket here: until now the feed passed this session's events by, so an end during
      // the awaits above would be missed. Read it again; from here on the feed keeps it current.
      const latest = await this.options.sessions.load(id);
      if (!this.states.has(id)) this.states.set(id, latest);
    }
    try {
      assertOnAir(this.states.get(id)!);
    } catch (error) {
      if (janus) this.janus!.leave(id, janus);
      if (!this.bySession.has(id)) this.states.delete(id);
      throw error;
    }
    const sockets = this.bySession.get(id) ?? new Set();
    sockets.add(socket);
    this.bySession.set(id, sockets);
    this.changed.add(id);
    this.scheduleFlush();

    const current = this.states.get(id)!;
    const shown = (message: LiveSocketServerMessage) => send(this.pseudonyms.shown(id, message));
    shown({
      type: 'ready',
      you: { peer_id: socket.peerId, role, user_id: socket.userId, muted: socket.userId !== null && current.muted.includes(socket.userId) },
      session: toLiveSessionView(current),
      viewers: this.viewersOf(id),
      media: janus ? janusAccessOf(janus) : { engine: 'p2p', ice_servers: iceServers, max_viewers: this.maxViewers },
      chat: this.history.get(id) ?? [],
    });
    if (role === 'broadcaster' && janus) this.janus!.watch(id, janus);
    if (this.options.queueOf) shown(this.options.queueOf(id));
    // A viewer is announced to the broadcaster once its page listens for an offer (`media_ready`).
    if (role === 'broadcaster') {
      await this.options.presence.seen(liveBroadcasterKey(id), this.options.now());
      await this.announceBroadcaster(socket);
    }
    return socket;
  }

  /**
   * Tells every socket of the session that this broadcaster is here; each listening viewer, on
   * whichever instance, answers with its `peer` (onSignal). Sent on joining and again on the
   * broadcaster's `media_ready`, since its page hears `peer` only once its engine has started.
   */
  private announceBroadcaster(socket: LiveSocket): Promise<void> {
    return this.publish(socket.sessionId, { kind: 'all' }, { type: 'broadcaster', present: true, peer_id: socket.peerId });
  }

  private leave(socket: LiveSocket): void {
    const sockets = this.bySession.get(socket.sessionId);
    sockets?.delete(socket);
    if (sockets?.size === 0) this.bySession.delete(socket.sessionId);
    this.changed.add(socket.sessionId);
    this.scheduleFlush();
    if (socket.janus) this.janus!.leave(socket.sessionId, socket.janus);
    const message: LiveSocketServerMessage =
      socket.role === 'broadcaster' ? { type: 'broadcaster', present: false, peer_id: socket.peerId } : { type: 'peer', peer_id: socket.peerId, joined: false };
    void this.publish(socket.sessionId, socket.role === 'broadcaster' ? { kind: 'all' } : { kind: 'broadcaster' }, message).catch((error: unknown) =>
      this.logger.warn({ err: error }, 'a live socket leaving was not announced'),
    );
  }

  private async receive(socket: LiveSocket, message: Exclude<LiveSocketClientMessage, { type: 'join' | 'ping' }>): Promise<void> {
    const { sessionId } = socket;
    switch (message.type) {
      case 'chat':
        return this.chat(socket, message.text);
      case 'remove_message':
        this.assertBroadcaster(socket);
        this.forget(sessionId, message.message_id);
        return this.publish(sessionId, { kind: 'all' }, { type: 'chat_removed', message_id: message.message_id });
      case 'mute': {
        this.assertBroadcaster(socket);
        // The astrologer names a chat author as the room shows them; only someone the room was shown can be muted.
        const userId = this.pseudonyms.userOf(sessionId, message.user_id);
        if (userId === undefined) throw refuse('live.peer_gone');
        const meta = commandMetadata({ id: socket.userId!, role: 'astrologer' }, `live-mute-${sessionId}-${userId}`);
        const { session } = await this.options.sessions.mute(socket.userId!, sessionId, userId, meta);
        this.states.set(sessionId, session);
        const muted: LiveSocketServerMessage = { type: 'muted', user_id: userId };
        await this.publish(sessionId, { kind: 'user', userId }, muted);
        return this.publish(sessionId, { kind: 'broadcaster' }, muted);
      }
      case 'media_ready':
        if (socket.role === 'broadcaster') return this.announceBroadcaster(socket);
        socket.mediaReady = true;
        return this.publish(sessionId, { kind: 'broadcaster' }, { type: 'peer', peer_id: socket.peerId, joined: true });
      case 'signal':
        // The broadcaster talks to any viewer's peer; a viewer only to the broadcaster, and the receiver learns who sent it.
        if (socket.role === 'broadcaster') return this.publish(sessionId, { kind: 'viewer', peerId: message.peer_id }, { type: 'signal', peer_id: socket.peerId, signal: message.signal });
        return this.publish(sessionId, { kind: 'broadcaster', peerId: message.peer_id }, { type: 'signal', peer_id: socket.peerId, signal: message.signal });
    }
  }

  private async chat(socket: LiveSocket, raw: string): Promise<void> {
    if (!socket.userId || !socket.name) throw refuse('live.login_to_chat');
    const state = this.states.get(socket.sessionId);
    if (state && state.muted.includes(socket.userId)) throw refuse('live.muted');
    const text = sanitizeChatText(raw);
    if (text.length === 0) throw badRequest([fieldError('text', 'field.required')]);
    if (text.length > LIVE_CHAT_MAX) throw badRequest([fieldError('text', 'field.too_long', { maximum: LIVE_CHAT_MAX })]);
    if (socket.role === 'viewer') this.countChat(socket.userId);
    const message: LiveChatMessage = {
      id: randomUUID(),
      user_id: socket.userId,
      name: socket.name,
      text,
      from_astrologer: socket.role === 'broadcaster',
      sent_at: this.options.now().toISOString(),
    };
    await this.publish(socket.sessionId, { kind: 'all' }, { type: 'chat', message });
  }

  /** LIVE_CHAT_LIMIT messages per LIVE_CHAT_WINDOW_MS per viewer (the astrologer on air is not limited). */
  private countChat(userId: string): void {
    const now = this.options.now().getTime();
    const recent = (this.chatTimes.get(userId) ?? []).filter((at) => now - at < LIVE_CHAT_WINDOW_MS);
    if (recent.length >= LIVE_CHAT_LIMIT) throw refuse('live.chat_too_fast', { limit: LIVE_CHAT_LIMIT, seconds: LIVE_CHAT_WINDOW_MS / 1000 });
    recent.push(now);
    this.chatTimes.set(userId, recent);
  }

  private assertBroadcaster(socket: LiveSocket): void {
    if (socket.role !== 'broadcaster') throw refuse('live.broadcaster_only');
  }

  /** What the chat calls someone: the astrologer's public name; a customer's profile name, or "Viewer" and the last digits of their phone. */
  private async nameOf(userId: string, role: 'broadcaster' | 'viewer', session: ExistingLiveSession): Promise<string> {
    if (role === 'broadcaster') {
      const astrologer = await loadState(this.options.store, astrologerStreamName(session.session.astrologerId), astrologerDecider);
      if (astrologer.status !== 'absent') return astrologer.profile.name;
    }
    return viewerNameOf(this.options.store, userId);
  }

  /** A message as the session's sockets get it (people named by pseudonyms), serialized once for all of them. */
  private frameOf(sessionId: string, message: LiveSocketServerMessage): SerializedMessage<LiveSocketServerMessage> {
    return SerializedMessage.of(this.pseudonyms.shown(sessionId, message));
  }

  private publish(sessionId: string, to: LiveSignalTarget, message: LiveSocketServerMessage): Promise<void> {
    return this.options.signals.publish({ sessionId, to, message });
  }

  /** A signal from any instance: delivered to the sockets here it is for. */
  private readonly onSignal = (signal: LiveSignal): void => {
    const { sessionId, to, message } = signal;
    if (message.type === 'janus_feed') {
      if (!this.bySession.has(sessionId)) return;
      const viewers = [...this.socketsOf(sessionId)].filter((socket) => socket.role === 'viewer' && socket.janus !== null);
      return this.janus?.feedChanged(
        sessionId,
        message.feed,
        viewers.map((socket) => ({ media: socket.janus!, send: (media) => socket.send({ type: 'media', media }) })),
      );
    }
    // Chat lines go to everyone, coalesced (deliverChat); a removal drops its line if still waiting.
    if (message.type === 'chat') return this.chatLines.add(sessionId, message.message);
    if (message.type === 'chat_removed') this.forget(sessionId, message.message_id);
    if (message.type === 'muted') this.noteMuted(sessionId, message.user_id);
    // Serialized once for every socket here: a removal or a broadcaster's return may go to a thousand viewers.
    const frame = this.frameOf(sessionId, message);
    for (const socket of this.socketsOf(sessionId)) {
      if (!isFor(to, socket)) continue;
      // Another tab (or device) took over broadcasting: this one stops, so viewers get one stream.
      if (message.type === 'broadcaster' && message.present && socket.role === 'broadcaster' && socket.peerId !== message.peer_id) {
        socket.close(LIVE_SOCKET_REPLACED, 'Broadcasting from another tab');
        continue;
      }
      socket.send(frame);
      // A broadcaster (re)joined or now listens: each viewer here that listens asks it for an offer (again).
      if (message.type === 'broadcaster' && message.present && socket.role === 'viewer' && socket.mediaReady) {
        void this.publish(sessionId, { kind: 'broadcaster', peerId: message.peer_id }, { type: 'peer', peer_id: socket.peerId, joined: true }).catch((error: unknown) =>
          this.logger.warn({ err: error }, 'a viewer was not announced to the broadcaster'),
        );
      }
    }
  };

  /**
   * Lines of a session as the coalescer lets them out (one alone as `chat`, several as `chat_batch`):
   * into the history then, so a joiner's `ready` and the frames after it never repeat a line, and to
   * every socket here, serialized once.
   */
  private deliverChat(sessionId: string, lines: readonly LiveChatMessage[]): void {
    for (const line of lines) this.remember(sessionId, line);
    const message: LiveSocketServerMessage = lines.length === 1 ? { type: 'chat', message: lines[0]! } : { type: 'chat_batch', messages: lines };
    const frame = this.frameOf(sessionId, message);
    for (const socket of this.socketsOf(sessionId)) socket.send(frame);
  }

  private remember(sessionId: string, message: LiveChatMessage): void {
    if (!this.bySession.has(sessionId)) return;
    const messages = this.history.get(sessionId) ?? [];
    messages.push(message);
    if (messages.length > LIVE_CHAT_HISTORY) messages.shift();
    this.history.set(sessionId, messages);
  }

  private forget(sessionId: string, messageId: string): void {
    this.chatLines.drop(sessionId, messageId);
    const messages = this.history.get(sessionId);
    if (messages) this.history.set(sessionId, messages.filter((message) => message.id !== messageId));
  }

  private noteMuted(sessionId: string, userId: string): void {
    const state = this.states.get(sessionId);
    if (state && !state.muted.includes(userId)) this.states.set(sessionId, { ...state, muted: [...state.muted, userId] });
  }

  /** Viewers of a session everywhere: the other instances' last reported part, and this instance's own now. */
  private viewersOf(sessionId: string): number {
    const mine = [...this.socketsOf(sessionId)].filter((socket) => socket.role === 'viewer').length;
    const last = this.totals.get(sessionId);
    return (last ? last.total - last.mine : 0) + mine;
  }

  private scheduleFlush(): void {
    this.flushTimer ??= setTimeout(() => {
      this.flushTimer = undefined;
      void this.flushAudience();
    }, AUDIENCE_FLUSH_MS);
  }

  /** Reports this instance's viewers of each changed session, reads the totals, and tells the sockets here of a new total. */
  private async flushAudience(): Promise<void> {
    const sessionIds = [...this.changed];
    this.changed.clear();
    if (sessionIds.length === 0) return;
    const counts = new Map(sessionIds.map((id) => [id, [...this.socketsOf(id)].filter((socket) => socket.role === 'viewer').length]));
    try {
      const at = this.options.now();
      await this.options.audience.report(this.instanceId, counts, at);
      const totals = await this.options.audience.totals(sessionIds, at);
      for (const [sessionId, total] of totals) {
        const before = this.totals.get(sessionId)?.total;
        if (!this.bySession.has(sessionId)) {
          this.totals.delete(sessionId);
          this.history.delete(sessionId);
          this.states.delete(sessionId);
          this.pseudonyms.forget(sessionId);
          this.janus?.forget(sessionId);
          continue;
        }
        this.totals.set(sessionId, { total, mine: counts.get(sessionId) ?? 0 });
        if (before !== total) {
          const frame = SerializedMessage.of<LiveSocketServerMessage>({ type: 'viewers', count: total });
          for (const socket of this.socketsOf(sessionId)) socket.send(frame);
        }
      }
    } catch (error) {
      for (const id of sessionIds) this.changed.add(id); // tried again on the next beat
      this.logger.warn({ err: error }, 'the live audience was not reported');
    }
  }

  private socketsOf(sessionId: string): Set<LiveSocket> {
    return this.bySession.get(sessionId) ?? new Set();
  }

  private *allSockets(): Iterable<LiveSocket> {
    for (const sockets of this.bySession.values()) yield* sockets;
  }
}

function isFor(to: LiveSignalTarget, socket: LiveSocket): boolean {
  switch (to.kind) {
    case 'all':
      return true;
    case 'broadcaster':
      return socket.role === 'broadcaster' && (to.peerId === undefined || to.peerId === socket.peerId);
    case 'viewer':
      return socket.role === 'viewer' && socket.peerId === to.peerId;
    case 'user':
      return socket.userId === to.userId;
  }
}

/** A socket joins a session on air only. */
function assertOnAir(session: ExistingLiveSession): void {
  if (session.status !== 'live') throw refuse(session.status === 'scheduled' ? 'live.not_started' : session.status === 'ended' ? 'live.ended' : 'live.cancelled');
}
