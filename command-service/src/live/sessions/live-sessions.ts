import { randomUUID } from 'node:crypto';
import { astrologerStreamName, isLiveLock, LIVE_BROADCASTER_GONE_MS, isUuid, liveLockId, liveStreamName, type Actor, type CreateLiveSession, type LiveSessionView, type RefusalCode } from '@nakshatra/contracts';
import { parsePosition, type EventStore, type Position } from '@nakshatra/event-store';
import { HttpError, refuse, type Logger } from '@nakshatra/platform';
import { astrologerStreamOfUser } from '../../astrologers/astrologer-of-user.js';
import { astrologerDecider, type AstrologerState } from '../../astrologers/astrologer.decider.js';
import { loadState, runCommand } from '../../shared/aggregate-runner.js';
import { commandMetadata, type CommandMetadata } from '../../shared/command-metadata.js';
import type { ChatPresence } from '../../chat/realtime/chat-presence.js';
import type { FollowersIndex } from './followers-index.js';
import type { LiveMedia } from './live-media.js';
import { liveStartedNotification, type Announcement, type LiveFollowerNotifier } from './live-notifications.js';
import { existingLiveSession, liveSessionDecider, toLiveSessionView, type ExistingLiveSession, type LiveSessionCommand } from './live-session.decider.js';
import type { LiveSessionStep } from './live-session.workflow.js';

export interface LiveOutcome {
  readonly session: ExistingLiveSession;
  /** The last position written, for read-your-writes; undefined when nothing was. */
  readonly position: string | undefined;
}

const uuidOf = (id: string): string => {
  if (!isUuid(id)) throw refuse('live.not_found');
  return id.toLowerCase();
};

/** Why the astrologer's lock refuses (the astrologer decider's StartSession): looked at again, and refused in live's own words. */
const LOCK_REFUSALS: ReadonlySet<RefusalCode> = new Set(['chat.astrologer_unavailable', 'chat.astrologer_busy', 'chat.astrologer_offline']);
const isRefusal = (error: unknown, codes: ReadonlySet<RefusalCode>): error is HttpError => error instanceof HttpError && codes.has(error.code);

/** How long the followers' notifications of a start wait for the live feed to have read it (it normally has within milliseconds). */
const FOLLOWERS_CATCH_UP_BOUND_MS = 10_000;

/** How often taking the lock is tried when another write to the astrologer's record gets in between. */
const LOCK_ATTEMPTS = 3;

const SYSTEM: Actor = { id: 'live-sessions', role: 'system' };

/** What the broadcaster's live sockets mark seen (ChatPresence): a session nobody broadcasts for LIVE_BROADCASTER_GONE_MS ends. */
export const liveBroadcasterKey = (sessionId: string): string => `live:${sessionId}:broadcaster`;

/**
 * Why an astrologer may not go live in the session holding `lockId`, or undefined when they may:
 * approved, active, and not held by a consultation or another live session.
 */
export function goLiveRefusal(astrologer: AstrologerState, lockId: string | null): HttpError | undefined {
  if (astrologer.status === 'absent') return refuse('astrologer.not_applied');
  if (!astrologer.active) return refuse('astrologer.profile_deactivated');
  if (astrologer.status !== 'approved') return refuse('astrologer.not_approved');
  if (lockId !== null && astrologer.sessionId && astrologer.sessionId !== lockId) return refuse(isLiveLock(astrologer.sessionId) ? 'live.already_live' : 'live.in_consultation');
  return undefined;
}

/**
 * Live sessions across their streams (docs/live.md): the session (`live-<id>`), the astrologer's
 * consultation lock (`astrologer-<id>`, held as `live-<id>` while on air), the media room and the
 * followers' notifications. Each write is idempotent, and a crash between two is finished or undone
 * by the live-session workflow (live-session.workflow.ts).
 */
export class LiveSessions {
  constructor(
    private readonly store: EventStore,
    private readonly media: LiveMedia | null,
    private readonly followers: FollowersIndex,
    private readonly announcer: LiveFollowerNotifier,
    private readonly presence: ChatPresence,
    private readonly logger: Logger,
    private readonly now: () => Date = () => new Date(),
  ) {}

  view(session: ExistingLiveSession): LiveSessionView {
    return toLiveSessionView(session);
  }

  /** create_live_session: schedules a session for `starts_at`, or for now and starts it at once. */
  async schedule(userId: string, body: CreateLiveSession, meta: CommandMetadata): Promise<LiveOutcome> {
    const { astrologerId, stream } = await astrologerStreamOfUser(this.store, userId);
    const astrologer = await loadState(this.store, stream, astrologerDecider);
    if (astrologer.status === 'absent') throw refuse('astrologer.not_applied');
    const sessionId = randomUUID();
    // Going live now must not leave a session behind when the astrologer cannot go live at all.
    const refusal = goLiveRefusal(astrologer, body.now ? liveLockId(sessionId) : null);
    if (refusal) throw refusal;
    const session = { sessionId, astrologerId, astrologerUserId: astrologer.application.userId, title: body.title, topic: body.topic };
    const startsAt = body.now ? 'now' : new Date(body.starts_at!);
    const scheduled = await this.run(sessionId, { type: 'Schedule', session, startsAt, at: this.now() }, meta);
    if (!body.now) return scheduled;
    try {
      return await this.start(userId, sessionId, meta);
    } catch (error) {
      // A "go live now" that could not start (a consultation took the astrologer meanwhile, the media server said no) is not left waiting.
      await this.run(sessionId, { type: 'Cancel', cancelled: { by: 'system', reason: 'start_failed' }, userId: null, at: this.now() }, meta).catch((cancelError: unknown) =>
        this.logger.error({ err: cancelError, sessionId }, 'a live session whose start failed was not cancelled; the workflow cancels it after its start window'),
      );
      throw error;
    }
  }

  /**
   * start_live_session/{id}: the astrologer's lock (going online first if they were offline), the
   * media room, then LiveSessionStarted; followers are told once it is on air. Anything failing
   * after the lock gives the lock (and the room) back; the session stays scheduled, to start again.
   */
  async start(userId: string, id: string, meta: CommandMetadata): Promise<LiveOutcome> {
    const sessionId = uuidOf(id);
    const before = existingLiveSession(await loadState(this.store, liveStreamName(sessionId), liveSessionDecider));
    // What the session itself refuses (someone else's, too late, over) is refused before the astrologer is touched.
    if (liveSessionDecider.decide({ type: 'Start', userId, mediaRoomId: null, at: this.now() }, before).length === 0) return { session: before, position: undefined };
    const { astrologerId } = before.session;
    const lockId = liveLockId(sessionId);
    const locked = await this.takeLock(astrologerId, lockId, meta);
    let roomId: number | null = null;
    try {
      roomId = await this.openRoom(sessionId);
      const started = await this.run(sessionId, { type: 'Start', userId, mediaRoomId: roomId, at: this.now() }, meta);
      // Another request put it on air first, with its own room: ours is not needed.
      if (roomId !== null && started.session.mediaRoomId !== roomId) await this.closeRoom(roomId, sessionId);
      if (started.position !== undefined) this.announcer.notify(this.announcement(started.session, parsePosition(started.position)!), meta);
      return { session: started.session, position: started.position ?? locked };
    } catch (error) {
      await this.undoStart(sessionId, astrologerId, roomId, meta);
      throw error;
    }
  }

  /** end_live_session/{id}: the astrologer of the session, or an admin; the lock is freed and the room closed. Ending again answers the same. */
  async end(actor: Actor, id: string, reason: string | null, meta: CommandMetadata): Promise<LiveOutcome> {
    const by = actor.role === 'admin' ? 'admin' : 'astrologer';
    const ended = await this.run(uuidOf(id), { type: 'End', ended: { by, reason }, userId: actor.id, at: this.now() }, meta);
    return this.wrapUp(ended, meta);
  }

  /** The broadcaster mutes a viewer's chat for the rest of the session (the live socket's `mute`). */
  async mute(userId: string, sessionId: string, viewerId: string, meta: CommandMetadata): Promise<LiveOutcome> {
    return this.run(uuidOf(sessionId), { type: 'Mute', viewerId: viewerId.toLowerCase(), by: userId, at: this.now() }, meta);
  }

  /** The session as it stands in the store (the live socket's join). */
  async load(id: string): Promise<ExistingLiveSession> {
    return existingLiveSession(await loadState(this.store, liveStreamName(uuidOf(id)), liveSessionDecider));
  }

  /** delete_live_session/{id}: cancels a session that has not started. */
  async cancel(actor: Actor, id: string, meta: CommandMetadata): Promise<LiveOutcome> {
    const by = actor.role === 'admin' ? 'admin' : 'astrologer';
    const cancelled = await this.run(uuidOf(id), { type: 'Cancel', cancelled: { by, reason: null }, userId: actor.id, at: this.now() }, meta);
    return this.wrapUp(cancelled, meta);
  }

  /** A step of the live-session workflow, as the system; each appends nothing when it is already done. */
  async runStep(step: LiveSessionStep): Promise<void> {
    const meta = commandMetadata(SYSTEM, `${step.type}-${step.sessionId}`);
    switch (step.type) {
      case 'ReleaseLiveLock': {
        // The workflow's view may lag the store (a feed catching up): never free an astrologer who is on air.
        const state = await loadState(this.store, liveStreamName(step.sessionId), liveSessionDecider);
        if (state.status !== 'live') await this.releaseLock(step.astrologerId, liveLockId(step.sessionId), meta);
        return;
      }
      case 'CancelMissedLiveSession':
        await this.wrapUp(await this.run(step.sessionId, { type: 'Cancel', cancelled: { by: 'system', reason: 'not_started' }, userId: null, at: this.now() }, meta), meta);
        return;
      case 'EndOverlongLiveSession':
        await this.wrapUp(await this.run(step.sessionId, { type: 'End', ended: { by: 'system', reason: 'time_limit' }, userId: null, at: this.now() }, meta), meta);
        return;
      case 'EndLiveSessionIfBroadcasterGone': {
        // Seen since the start (a socket beats every LIVE_PRESENCE_BEAT_MS) and recently enough: still broadcasting.
        const seen = await this.presence.lastSeen(liveBroadcasterKey(step.sessionId));
        const since = Math.max(seen?.getTime() ?? 0, Date.parse(step.startedAt));
        if (this.now().getTime() - since < LIVE_BROADCASTER_GONE_MS) return;
        await this.wrapUp(await this.run(step.sessionId, { type: 'End', ended: { by: 'system', reason: 'broadcaster_left' }, userId: null, at: this.now() }, meta), meta);
        return;
      }
    }
  }

  /**
   * Closes the media rooms left open by a crash (between opening a room and recording the start, or
   * between the end and the close): a room whose session is over, or on air in another room. Rooms
   * of sessions this store does not know are left alone (another deployment's, on a shared Janus).
   */
  async sweepRooms(): Promise<void> {
    if (!this.media) return;
    for (const room of await this.media.openRooms()) {
      if (!isUuid(room.sessionId)) continue;
      const state = await loadState(this.store, liveStreamName(room.sessionId.toLowerCase()), liveSessionDecider);
      if (state.status === 'absent' || state.status === 'scheduled') continue;
      if (state.status === 'live' && state.mediaRoomId === room.roomId) continue;
      await this.closeRoom(room.roomId, room.sessionId);
    }
  }

  /** Waits for the followers' notifications under way (shutdown, tests). */
  settled(): Promise<void> {
    return this.announcer.settled();
  }

  /** A session that is over frees the astrologer (a no-op when it holds nothing) and closes the room this call ended. */
  private async wrapUp(outcome: LiveOutcome, meta: CommandMetadata): Promise<LiveOutcome> {
    const { session } = outcome;
    if (session.status !== 'ended' && session.status !== 'cancelled') return outcome;
    const freed = await this.releaseLock(session.session.astrologerId, liveLockId(session.session.sessionId), meta);
    if (outcome.position !== undefined && session.mediaRoomId !== null) await this.closeRoom(session.mediaRoomId, session.session.sessionId);
    // Freeing the astrologer is the last write a reader of their status must wait for.
    return { session, position: freed ?? outcome.position };
  }

  /** The astrologer's consultation lock for this session: the astrologer's own checks in live's words, then StartSession; undefined when it was already held. */
  private async takeLock(astrologerId: string, lockId: string, meta: CommandMetadata): Promise<string | undefined> {
    const stream = astrologerStreamName(astrologerId);
    for (let attempt = 1; attempt <= LOCK_ATTEMPTS; attempt += 1) {
      const astrologer = await loadState(this.store, stream, astrologerDecider);
      const refusal = goLiveRefusal(astrologer, lockId);
      if (refusal) throw refusal;
      if (astrologer.status === 'absent' || astrologer.sessionId === lockId) return undefined;
      // The lock takes online astrologers only. Going live is being at the console: the astrologer is online (docs/live.md).
      if (astrologer.availability !== 'online') await runCommand(this.store, stream, astrologerDecider, { type: 'SetAvailability', availability: 'online' }, meta, { now: this.now });
      try {
        return (await runCommand(this.store, stream, astrologerDecider, { type: 'StartSession', sessionId: lockId }, meta, { now: this.now })).position;
      } catch (error) {
        // A consultation (or a switch off) got in between: look again, and refuse in live's words.
        if (!isRefusal(error, LOCK_REFUSALS)) throw error;
      }
    }
    throw refuse('record.busy');
  }

  private async releaseLock(astrologerId: string, lockId: string, meta: CommandMetadata): Promise<string | undefined> {
    return (await runCommand(this.store, astrologerStreamName(astrologerId), astrologerDecider, { type: 'EndSession', sessionId: lockId }, meta, { now: this.now })).position;
  }

  /** The start failed after the lock: unless the session is on air after all (an answer lost after the write), give back the lock and the room. */
  private async undoStart(sessionId: string, astrologerId: string, roomId: number | null, meta: CommandMetadata): Promise<void> {
    try {
      const state = await loadState(this.store, liveStreamName(sessionId), liveSessionDecider);
      if (state.status === 'live') return;
      await this.releaseLock(astrologerId, liveLockId(sessionId), meta);
      if (roomId !== null) await this.closeRoom(roomId, sessionId);
    } catch (error) {
      // The workflow releases the lock after its grace; the sweep closes the room once the session is over.
      this.logger.error({ err: error, sessionId }, 'a failed live start was not undone; the live-session workflow will');
    }
  }

  private async openRoom(sessionId: string): Promise<number | null> {
    if (!this.media) return null;
    try {
      return await this.media.openRoom(sessionId);
    } catch (error) {
      this.logger.error({ err: error, sessionId }, 'the media server did not open a live room');
      throw refuse('live.media_unavailable');
    }
  }

  /** Best effort: a room left open is closed by the sweep. */
  private async closeRoom(roomId: number, sessionId: string): Promise<void> {
    try {
      await this.media?.closeRoom(roomId);
    } catch (error) {
      this.logger.warn({ err: error, sessionId, roomId }, 'a live room was not closed; the sweep will close it');
    }
  }

  /**
   * Whom to tell that the session went live, once the followers index has read up to the start
   * (`startedAt`): a customer who followed a moment before is told too.
   */
  private async announcement({ session }: ExistingLiveSession, startedAt: Position): Promise<Announcement | undefined> {
    await this.followers.caughtUpTo(startedAt, FOLLOWERS_CATCH_UP_BOUND_MS);
    const followers = this.followers.followersOf(session.astrologerId).filter((userId) => userId !== session.astrologerUserId);
    if (followers.length === 0) return undefined;
    const astrologer = await loadState(this.store, astrologerStreamName(session.astrologerId), astrologerDecider);
    const name = astrologer.status === 'absent' ? 'An astrologer you follow' : astrologer.profile.name;
    return { followers, message: liveStartedNotification(session, name) };
  }

  private async run(sessionId: string, command: LiveSessionCommand, meta: CommandMetadata): Promise<LiveOutcome> {
    const { state, position } = await runCommand(this.store, liveStreamName(sessionId), liveSessionDecider, command, meta, { now: this.now });
    return { session: existingLiveSession(state), position };
  }
}
