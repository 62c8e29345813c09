/**
 * A small client of Janus's HTTP API for the browser (docs/live-media.md, "The browser side"), in
 * the manner of the server's janus-client.ts and not Meetecho's janus.js: a session opened with
 * this page's token, handles attached to a plugin, requests matched to their answers by
 * `transaction`, one long poll per session that hands events over, and a keepalive every 25 s.
 * Janus is reached through the gateway on this origin (LIVE_JANUS_PATH); the token is the only
 * credential, sent on every request and, for the long poll, in its query.
 */
import { fetchJsonBeforeDeadline, globalFetch } from '../../../lib/deadline';

/** One message of the Janus API, as far as the page reads it. */
export interface JanusEvent {
  readonly janus: string;
  readonly transaction?: string;
  readonly sender?: number;
  readonly data?: { readonly id?: number };
  readonly error?: { readonly code?: number; readonly reason?: string };
  readonly plugindata?: { readonly data?: Record<string, unknown> };
  readonly jsep?: RTCSessionDescriptionInit;
  readonly candidate?: RTCIceCandidateInit & { readonly completed?: boolean };
}

/** What a plugin answered a request: its data and, when it negotiates, an SDP. */
export interface PluginReply {
  readonly data: Record<string, unknown>;
  readonly jsep?: RTCSessionDescriptionInit;
}

/** Janus or its plugin refused (`code` as Janus gives it), or could not be reached (code null). */
export class JanusRefusal extends Error {
  override readonly name = 'JanusRefusal';
  constructor(
    message: string,
    readonly code: number | null,
  ) {
    super(message);
  }
}

export type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

/** Janus ends a session after 60 s without a request; janus.js keeps one alive every 25 s. */
export const KEEPALIVE_MS = 25_000;
/** After a failed long poll, the next one waits this long (Janus briefly away, a network change). */
const POLL_RETRY_MS = 2_000;
/** A long poll that fails this many times in a row means the session is gone. */
const POLL_FAILURES = 5;
/** How long an asynchronous request's event may take (a join, a configure with its SDP). */
const EVENT_WITHIN_MS = 30_000;
/**
 * No exchange with Janus waits longer for its whole answer: Janus holds a long poll 30 s at most,
 * then answers. A poll stalled past it (a phone's connection gone quiet) fails like one that could
 * not reach Janus, and is tried again, instead of leaving the stream frozen for ever.
 */
export const EXCHANGE_WITHIN_MS = 45_000;

let counter = 0;
const newTransaction = (): string => `${Date.now().toString(36)}-${(counter += 1).toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

export interface JanusSessionOptions {
  /** Where Janus is on this origin (the live socket's `media.path`). */
  readonly path: string;
  readonly token: string;
  /** The session is gone (Janus restarted, the token was revoked, the network is down for long). */
  readonly onLost?: (error: Error) => void;
  /** Tests hand in a fake. */
  readonly fetch?: Fetch;
}

/** One Janus session of this page. */
export class JanusSession {
  private readonly handles = new Map<number, JanusHandle>();
  private readonly waiting = new Map<string, { resolve: (event: JanusEvent) => void; reject: (error: Error) => void }>();
  private readonly keepalive: ReturnType<typeof setInterval>;
  private readonly polling = new AbortController();
  private closed = false;

  private constructor(
    private readonly options: JanusSessionOptions,
    readonly id: number,
  ) {
    this.keepalive = setInterval(() => void this.post(this.url, { janus: 'keepalive' }).catch(() => undefined), KEEPALIVE_MS);
    void this.poll();
  }

  /** A new session (`create`), its long poll running. */
  static async open(options: JanusSessionOptions): Promise<JanusSession> {
    const answer = await request(options, options.path, { janus: 'create', transaction: newTransaction(), token: options.token });
    const id = answer.data?.id;
    if (typeof id !== 'number') throw new JanusRefusal('Janus created a session without an id', null);
    return new JanusSession(options, id);
  }

  get url(): string {
    return `${this.options.path}/${this.id}`;
  }

  /** A handle on `plugin` (janus.plugin.videoroom): one participant's side of a room. */
  async attach(plugin: string): Promise<JanusHandle> {
    const answer = await this.post(this.url, { janus: 'attach', plugin });
    const id = answer.data?.id;
    if (typeof id !== 'number') throw new JanusRefusal(`Janus attached to ${plugin} without a handle id`, null);
    const handle = new JanusHandle(this, id);
    this.handles.set(id, handle);
    return handle;
  }

  /** A POST on this session or one of its handles; Janus's refusals thrown. */
  post(url: string, body: Record<string, unknown>, transaction: string = newTransaction()): Promise<JanusEvent> {
    return request(this.options, url, { ...body, transaction, token: this.options.token });
  }

  /** The event Janus sends later for `transaction` (an asynchronous plugin request). */
  eventFor(transaction: string): Promise<JanusEvent> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiting.delete(transaction);
        reject(new JanusRefusal(`Janus sent no answer within ${EVENT_WITHIN_MS / 1000} s`, null));
      }, EVENT_WITHIN_MS);
      this.waiting.set(transaction, {
        resolve: (event) => (clearTimeout(timer), resolve(event)),
        reject: (error) => (clearTimeout(timer), reject(error)),
      });
    });
  }

  /** No event is coming for `transaction` after all (Janus answered at once). */
  stopWaiting(transaction: string): void {
    this.waiting.get(transaction)?.reject(new JanusRefusal('answered at once', null));
    this.waiting.delete(transaction);
  }

  /** Ends the session (its handles leave their rooms); the long poll and the keepalive stop. */
  close(): void {
    if (this.closed) return;
    this.closed = true;
    clearInterval(this.keepalive);
    this.polling.abort();
    for (const waiter of this.waiting.values()) waiter.reject(new JanusRefusal('The Janus session was closed', null));
    this.waiting.clear();
    void this.post(this.url, { janus: 'destroy' }).catch(() => undefined);
  }

  /** The long poll: each answer's events handed to their waiters or handles, then the next poll at once. */
  private async poll(): Promise<void> {
    let failures = 0;
    while (!this.closed) {
      const query = new URLSearchParams({ rid: String(Date.now()), maxev: '10', token: this.options.token });
      try {
        const answer = await exchange(this.options, `${this.url}?${query.toString()}`, { method: 'GET', signal: this.polling.signal });
        failures = 0;
        for (const event of Array.isArray(answer) ? answer : [answer]) this.dispatch(event);
      } catch (error) {
        if (this.closed) return;
        const gone = error instanceof JanusRefusal && error.code !== null;
        failures += 1;
        if (gone || failures >= POLL_FAILURES) {
          this.options.onLost?.(error instanceof Error ? error : new Error(String(error)));
          return this.close();
        }
        await new Promise((resume) => setTimeout(resume, POLL_RETRY_MS));
      }
    }
  }

  private dispatch(event: JanusEvent): void {
    if (event.janus === 'keepalive' || event.janus === 'ack') return;
    const waiter = event.transaction ? this.waiting.get(event.transaction) : undefined;
    if (waiter && event.janus === 'event') {
      this.waiting.delete(event.transaction!);
      return waiter.resolve(event);
    }
    if (event.sender !== undefined) this.handles.get(event.sender)?.deliver(event);
  }
}

/** A handle: one plugin's side of the session. */
export class JanusHandle {
  private listeners: ((event: JanusEvent) => void)[] = [];

  constructor(
    private readonly session: JanusSession,
    readonly id: number,
  ) {}

  private get url(): string {
    return `${this.session.url}/${this.id}`;
  }

  /**
   * A plugin request: answered at once (`success`) or acknowledged and answered by an event on the
   * long poll, matched by its transaction. A plugin's own refusal (`error_code`) is thrown.
   */
  async message(body: Record<string, unknown>, jsep?: RTCSessionDescriptionInit): Promise<PluginReply> {
    const transaction = newTransaction();
    // Listen before asking: the event may come on a poll already under way before the ack is read.
    const event = this.session.eventFor(transaction);
    event.catch(() => undefined);
    const answer = await this.session.post(this.url, { janus: 'message', body, ...(jsep ? { jsep: { type: jsep.type, sdp: jsep.sdp } } : {}) }, transaction);
    if (answer.janus !== 'success') return pluginReply(await event);
    this.session.stopWaiting(transaction);
    return pluginReply(answer);
  }

  /** One ICE candidate of ours, or null once gathering is complete. */
  async trickle(candidate: RTCIceCandidate | null): Promise<void> {
    await this.session.post(this.url, { janus: 'trickle', candidate: candidate ? { candidate: candidate.candidate, sdpMid: candidate.sdpMid, sdpMLineIndex: candidate.sdpMLineIndex } : { completed: true } });
  }

  /** Events Janus sends on its own for this handle (a plugin event without our transaction, `webrtcup`, `hangup`, `trickle`). */
  onEvent(listener: (event: JanusEvent) => void): () => void {
    this.listeners.push(listener);
    return () => void (this.listeners = this.listeners.filter((candidate) => candidate !== listener));
  }

  deliver(event: JanusEvent): void {
    for (const listener of this.listeners) listener(event);
  }
}

/** The plugin's data of an answer or event; its refusal (`error_code`) thrown. */
function pluginReply(event: JanusEvent): PluginReply {
  const data = event.plugindata?.data;
  if (!data) throw new JanusRefusal(`Janus answered with "${event.janus}" and no plugin data`, null);
  if (typeof data.error_code === 'number') throw new JanusRefusal(typeof data.error === 'string' ? data.error : 'The video room refused', data.error_code);
  return event.jsep ? { data, jsep: event.jsep } : { data };
}

/** A POST whose answer is one message; Janus's own refusal (`janus: error`) thrown. */
async function request(options: JanusSessionOptions, url: string, body: Record<string, unknown>): Promise<JanusEvent> {
  const answer = await exchange(options, url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (Array.isArray(answer)) throw new JanusRefusal('Janus answered with a list', null);
  return answer;
}

/** One HTTP exchange with Janus through the gateway; a refusal of either thrown with its code. */
async function exchange(options: JanusSessionOptions, url: string, init: RequestInit): Promise<JanusEvent | JanusEvent[]> {
  const send = options.fetch ?? globalFetch;
  let response: Response;
  let json: unknown;
  try {
    ({ response, json } = await fetchJsonBeforeDeadline(send, url, { ...init, credentials: 'omit', headers: { accept: 'application/json', ...init.headers } }, EXCHANGE_WITHIN_MS));
  } catch (error) {
    if (init.signal?.aborted) throw error;
    throw new JanusRefusal('The video server could not be reached', null);
  }
  const parsed = json as JanusEvent | JanusEvent[] | undefined;
  if (!response.ok || parsed === undefined) throw new JanusRefusal(`The video server answered HTTP ${response.status}`, response.status >= 500 ? null : response.status);
  if (!Array.isArray(parsed) && parsed.janus === 'error') throw new JanusRefusal(parsed.error?.reason ?? 'Janus refused', parsed.error?.code ?? null);
  return parsed;
}
