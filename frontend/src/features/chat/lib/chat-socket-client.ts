import type { ChatSocketClientMessage, ChatSocketServerMessage } from '@nakshatra/contracts';
import { CHAT_SOCKET_PATH, CHAT_SOCKET_PING_MS, CHAT_SOCKET_UNAUTHORIZED } from '@nakshatra/contracts/client';
import { parseServerMessage } from './parse-server-message';

/** Where the socket lives: the page's own origin, ws(s):// for http(s)://, through the gateway with the session cookie. */
export const chatSocketUrl = (origin: string = window.location.origin): string => `${origin.replace(/^http/, 'ws')}${CHAT_SOCKET_PATH}`;

/**
 * idle: not started. connecting: the first attempt. open: connected. reconnecting: lost, waiting to try
 * again. unauthorized: the server closed with CHAT_SOCKET_UNAUTHORIZED (log in again; no retry). stopped.
 */
export type ChatSocketStatus = 'idle' | 'connecting' | 'open' | 'reconnecting' | 'unauthorized' | 'stopped';

/** The part of the browser's WebSocket the client uses, so tests can hand in a fake class. */
export interface SocketLike {
  readonly readyState: number;
  onopen: ((event: Event) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}
export type SocketFactory = new (url: string) => SocketLike;

export interface ChatSocketOptions {
  readonly url?: string;
  /** Defaults to the global WebSocket, looked up when connecting (tests stub it). */
  readonly WebSocket?: SocketFactory;
  readonly pingMs?: number;
  /** The first retry waits about this long; each failure doubles it up to maxDelayMs. */
  readonly baseDelayMs?: number;
  readonly maxDelayMs?: number;
  /** 0 ≤ n < 1; the jitter. */
  readonly random?: () => number;
}

export type ChatSocketListener = (message: ChatSocketServerMessage) => void;
type StatusListener = (status: ChatSocketStatus) => void;

const OPEN = 1;

/**
 * The tab's one chat WebSocket (contracts/src/chat/chat-socket.ts): connects, pings every
 * CHAT_SOCKET_PING_MS, reconnects after a loss with capped exponential back-off and jitter and then
 * watches again every session it was watching; a close with CHAT_SOCKET_UNAUTHORIZED stops it for
 * good (the login has ended). Server messages are parsed defensively and handed to listeners.
 */
export class ChatSocketClient {
  private socket: SocketLike | undefined;
  private currentStatus: ChatSocketStatus = 'idle';
  private failures = 0;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private pingTimer: ReturnType<typeof setInterval> | undefined;
  /** Each watched session with how many screens watch it. */
  private readonly watched = new Map<string, number>();
  private readonly listeners = new Set<ChatSocketListener>();
  private readonly statusListeners = new Set<StatusListener>();
  /** How many times the socket has opened: a screen reloads what it may have missed when this grows past 1. */
  private opens = 0;
  private readonly options: Required<Omit<ChatSocketOptions, 'WebSocket' | 'url'>> & Pick<ChatSocketOptions, 'WebSocket' | 'url'>;

  constructor(options: ChatSocketOptions = {}) {
    this.options = { pingMs: CHAT_SOCKET_PING_MS, baseDelayMs: 1_000, maxDelayMs: 30_000, random: Math.random, ...options };
  }

  get status(): ChatSocketStatus {
    return this.currentStatus;
  }

  get openCount(): number {
    return this.opens;
  }

  /** Connects (once); does nothing when already started, or after an unauthorized close. */
  start(): void {
    if (this.currentStatus !== 'idle' && this.currentStatus !== 'stopped') return;
    this.connect('connecting');
  }

  /** Closes for good (until start again): no reconnect. */
  stop(): void {
    this.clearTimers();
    const socket = this.socket;
    this.socket = undefined;
    if (socket) {
      socket.onclose = null;
      socket.onmessage = null;
      socket.onerror = null;
      socket.onopen = null;
      socket.close(1000, 'done');
    }
    if (this.currentStatus !== 'unauthorized') this.setStatus('stopped');
  }

  /** Tries at once after a loss (the browser is back online, the tab is visible again). */
  retryNow(): void {
    if (this.currentStatus !== 'reconnecting') return;
    if (this.retryTimer !== undefined) clearTimeout(this.retryTimer);
    this.retryTimer = undefined;
    this.connect('reconnecting');
  }

  /** Sends when connected; ephemeral signals (typing, read) sent while disconnected are dropped, and `watch` is repeated on reconnect. */
  send(message: ChatSocketClientMessage): boolean {
    if (!this.socket || this.socket.readyState !== OPEN) return false;
    this.socket.send(JSON.stringify(message));
    return true;
  }

  /** Asks for a session's state and the other side's presence, now and after every reconnect. Returns the unwatch. */
  watch(sessionId: string): () => void {
    const count = this.watched.get(sessionId) ?? 0;
    this.watched.set(sessionId, count + 1);
    if (count === 0) this.send({ type: 'watch', session_id: sessionId });
    let done = false;
    return () => {
      if (done) return;
      done = true;
      const left = (this.watched.get(sessionId) ?? 1) - 1;
      if (left > 0) return void this.watched.set(sessionId, left);
      this.watched.delete(sessionId);
      this.send({ type: 'unwatch', session_id: sessionId });
    };
  }

  subscribe(listener: ChatSocketListener): () => void {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }

  onStatus(listener: StatusListener): () => void {
    this.statusListeners.add(listener);
    return () => void this.statusListeners.delete(listener);
  }

  /** How long the next retry waits: min(max, base × 2^failures), the upper half of it jittered. */
  retryDelay(failures: number): number {
    const { baseDelayMs, maxDelayMs, random } = this.options;
    const ceiling = Math.min(maxDelayMs, baseDelayMs * 2 ** Math.min(failures, 20));
    return Math.round(ceiling / 2 + (ceiling / 2) * random());
  }

  private connect(status: ChatSocketStatus): void {
    this.setStatus(status);
    const Socket = this.options.WebSocket ?? (globalThis.WebSocket as unknown as SocketFactory | undefined);
    if (!Socket) return this.scheduleRetry();
    let socket: SocketLike;
    try {
      socket = new Socket(this.options.url ?? chatSocketUrl());
    } catch {
      return this.scheduleRetry();
    }
    this.socket = socket;
    socket.onopen = () => {
      if (this.socket !== socket) return;
      this.failures = 0;
      this.opens += 1;
      for (const sessionId of this.watched.keys()) this.send({ type: 'watch', session_id: sessionId });
      this.pingTimer = setInterval(() => this.send({ type: 'ping' }), this.options.pingMs);
      this.setStatus('open');
    };
    socket.onmessage = (event) => {
      if (this.socket !== socket) return;
      const message = parseServerMessage(event.data);
      if (!message) return;
      for (const listener of [...this.listeners]) {
        try {
          listener(message);
        } catch (error) {
          console.error('A chat socket listener failed', error);
        }
      }
    };
    socket.onclose = (event) => {
      if (this.socket !== socket) return;
      this.socket = undefined;
      this.clearTimers();
      if (event.code === CHAT_SOCKET_UNAUTHORIZED) return this.setStatus('unauthorized');
      this.scheduleRetry();
    };
    // An error is followed by a close, which decides what happens next.
    socket.onerror = () => undefined;
  }

  private scheduleRetry(): void {
    const delay = this.retryDelay(this.failures);
    this.failures += 1;
    this.setStatus('reconnecting');
    this.retryTimer = setTimeout(() => {
      this.retryTimer = undefined;
      this.connect('reconnecting');
    }, delay);
  }

  private clearTimers(): void {
    if (this.pingTimer !== undefined) clearInterval(this.pingTimer);
    if (this.retryTimer !== undefined) clearTimeout(this.retryTimer);
    this.pingTimer = undefined;
    this.retryTimer = undefined;
  }

  private setStatus(status: ChatSocketStatus): void {
    if (this.currentStatus === status) return;
    this.currentStatus = status;
    for (const listener of [...this.statusListeners]) listener(status);
  }
}
