import { randomInt } from 'node:crypto';
import { LIVE_JANUS_PATH, type LiveIceServer, type LiveMediaAccess } from '@nakshatra/contracts';
import { refuse, type Logger } from '@nakshatra/platform';
import type { LiveMediaClients } from '../sessions/live-media.js';

/** What one socket holds in a session's Janus room: its token, and the feed it publishes as (broadcaster) or watches (viewer). */
export interface JanusSocketMedia {
  readonly roomId: number;
  readonly role: 'broadcaster' | 'viewer';
  readonly iceServers: readonly LiveIceServer[];
  token: string | null;
  feed: number | null;
  /** The socket left: a token still being issued for it is revoked as soon as it arrives. */
  left: boolean;
  /** Changes to this socket's access, one at a time (two announcements must not issue two tokens). */
  queue: Promise<void>;
}

export interface LiveJanusAccessOptions {
  readonly clients: LiveMediaClients;
  readonly logger: Logger;
  /** Tells every instance (LiveSignals) which feed a session's viewers should watch now. */
  readonly announce: (sessionId: string, feed: number | null) => Promise<void>;
  /** How often the broadcaster's instance looks at who publishes in the room (LIVE_JANUS_WATCH_MS). */
  readonly watchMs: number;
}

/** Participant ids we choose for broadcasters: random, below 2^53 like room ids, so JSON carries them exactly. */
const MAX_PARTICIPANT_ID = 2 ** 48;

/**
 * Janus for the live sockets (docs/live-media.md, "The browser side"): each socket gets a token of
 * its own for the session's VideoRoom room, revoked when the socket leaves.
 *
 * The publishing slot. Janus does not tell a publisher token from a viewer's, and a room takes one
 * publisher, so two rules keep that slot the astrologer's:
 * * The broadcaster's socket is told which participant id to join with (random, known only to that
 *   socket); a **watchdog** on the broadcaster's instance lists the room's participants every
 *   `watchMs` and kicks anyone else who publishes.
 * * Viewers get a token only once that participant publishes: the watchdog announces the feed to
 *   every instance (each tick, so an instance that missed one catches up), and each instance hands
 *   its viewers a token and the feed in a `media` message. Until then a viewer holds no token, so
 *   it cannot take the empty slot before the astrologer does.
 */
export class LiveJanusAccess {
  /** The feed each session's viewers should watch, as last announced. */
  private readonly feeds = new Map<string, number | null>();
  /** The broadcaster this instance watches over, per session: the newest broadcaster socket here. */
  private readonly watches = new Map<string, { media: JanusSocketMedia; timer: NodeJS.Timeout; checking: boolean }>();

  constructor(private readonly options: LiveJanusAccessOptions) {}

  /** A socket's place in the room as it joins; Janus refusing a token is `live.media_unavailable`. */
  async join(sessionId: string, roomId: number, role: 'broadcaster' | 'viewer', iceServers: readonly LiveIceServer[]): Promise<JanusSocketMedia> {
    const feed = role === 'broadcaster' ? randomInt(1, MAX_PARTICIPANT_ID) : (this.feeds.get(sessionId) ?? null);
    const media: JanusSocketMedia = { roomId, role, iceServers, token: null, feed, left: false, queue: Promise.resolve() };
    if (feed !== null) media.token = await this.issue(roomId, role);
    return media;
  }

  /** The broadcaster's socket is in: from now on it is the one allowed to publish. */
  watch(sessionId: string, media: JanusSocketMedia): void {
    this.unwatch(sessionId);
    const watch = { media, timer: setInterval(() => void this.check(sessionId), this.options.watchMs), checking: false };
    this.watches.set(sessionId, watch);
    void this.check(sessionId);
  }

  /** A socket left: its token is withdrawn; a broadcaster's participant is dropped, freeing the slot for its next tab. */
  leave(sessionId: string, media: JanusSocketMedia): void {
    media.left = true;
    media.queue = media.queue.then(async () => {
      if (this.watches.get(sessionId)?.media === media) this.unwatch(sessionId);
      const { roomId, token, feed } = media;
      if (token !== null) await this.options.clients.revokeToken(roomId, token).catch((error: unknown) => this.options.logger.warn({ err: error }, 'a live viewer token was not revoked'));
      if (media.role === 'broadcaster' && feed !== null) await this.options.clients.kick(roomId, feed).catch(() => undefined); // not in the room (never joined, or gone)
    });
  }

  /**
   * The feed announced for a session (from any instance): each of this instance's sockets in it
   * whose feed changed learns the new one through `send`, with a token issued first if it has none.
   */
  feedChanged(sessionId: string, feed: number | null, viewers: Iterable<{ media: JanusSocketMedia; send: (media: LiveMediaAccess) => void }>): void {
    this.feeds.set(sessionId, feed);
    for (const { media, send } of viewers) {
      media.queue = media.queue.then(async () => {
        if (media.left || media.feed === feed) return;
        if (feed !== null && media.token === null) {
          const token = await this.issue(media.roomId, 'viewer').catch((error: unknown) => void this.options.logger.warn({ err: error }, 'a live viewer token was not issued; trying again at the next announcement'));
          if (!token) return;
          media.token = token;
          if (media.left) return void (await this.options.clients.revokeToken(media.roomId, token).catch(() => undefined));
        }
        media.feed = feed;
        send(janusAccessOf(media));
      });
    }
  }

  /** A session this instance no longer has sockets of. */
  forget(sessionId: string): void {
    this.feeds.delete(sessionId);
  }

  stop(): void {
    for (const sessionId of [...this.watches.keys()]) this.unwatch(sessionId);
  }

  private unwatch(sessionId: string): void {
    clearInterval(this.watches.get(sessionId)?.timer);
    this.watches.delete(sessionId);
  }

  /** The watchdog's look at the room: anyone but the broadcaster who publishes is kicked; the broadcaster's feed, or none, is announced. */
  private async check(sessionId: string): Promise<void> {
    const watch = this.watches.get(sessionId);
    if (!watch || watch.checking) return;
    watch.checking = true;
    const { roomId, feed: allowed } = watch.media;
    try {
      let feed: number | null = null;
      for (const participant of await this.options.clients.participants(roomId)) {
        if (!participant.publishing) continue;
        if (participant.id === allowed) feed = participant.id;
        else {
          this.options.logger.warn({ sessionId, participant: participant.id }, 'kicked a live room publisher who is not the broadcaster');
          await this.options.clients.kick(roomId, participant.id);
        }
      }
      if (this.watches.get(sessionId) === watch) await this.options.announce(sessionId, feed);
    } catch (error) {
      this.options.logger.warn({ err: error, sessionId }, 'the live room was not watched this time');
    } finally {
      watch.checking = false;
    }
  }

  private async issue(roomId: number, role: 'broadcaster' | 'viewer'): Promise<string> {
    try {
      return await this.options.clients.issueToken(roomId, role === 'broadcaster' ? 'publisher' : 'viewer');
    } catch (error) {
      this.options.logger.warn({ err: error, roomId }, 'Janus gave no token for a live room');
      throw refuse('live.media_unavailable');
    }
  }
}

/** What a socket's browser is told of its place in the room. */
export function janusAccessOf(media: JanusSocketMedia): LiveMediaAccess {
  return { engine: 'janus', path: LIVE_JANUS_PATH, room_id: media.roomId, ice_servers: media.iceServers, token: media.token, feed: media.feed };
}
