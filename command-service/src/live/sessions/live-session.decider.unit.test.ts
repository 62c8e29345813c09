import { MAX_FOLLOWS_PER_USER, type FollowEvent, type LiveEvent } from '@nakshatra/contracts';
import { HttpError } from '@nakshatra/platform';
import { describe, expect, it } from 'vitest';
import { givenWhen } from '../../shared/testing/given-when.js';
import { followsDecider } from './follows.decider.js';
import { existingLiveSession, liveSessionDecider, toLiveSessionView, type LiveSessionCommand } from './live-session.decider.js';

const given = givenWhen(liveSessionDecider);
const sessionId = '33333333-3333-4333-8333-333333333333';
const astrologerId = '55555555-5555-4555-8555-555555555555';
const astrologerUserId = '22222222-2222-5222-8222-222222222222';
const stranger = '44444444-4444-5444-8444-444444444444';
const t0 = new Date('2026-11-23T10:00:00.000Z');
const after = (minutes: number) => new Date(t0.getTime() + minutes * 60_000);
const session = { sessionId, astrologerId, astrologerUserId, title: 'Sunday tarot', topic: 'Career' };

const scheduled = (startsAt = after(60)): LiveEvent => ({ type: 'LiveSessionScheduled', data: { ...session, startsAt: startsAt.toISOString(), scheduledAt: t0.toISOString() } });
const started = (at = after(60), mediaRoomId?: number): LiveEvent => ({ type: 'LiveSessionStarted', data: { startedAt: at.toISOString(), ...(mediaRoomId === undefined ? {} : { mediaRoomId }) } });
const ended: LiveEvent = { type: 'LiveSessionEnded', data: { by: 'astrologer', reason: null, endedAt: after(90).toISOString(), durationSeconds: 1800 } };
const cancelled: LiveEvent = { type: 'LiveSessionCancelled', data: { by: 'astrologer', reason: null, cancelledAt: after(10).toISOString() } };

const start = (at: Date, userId = astrologerUserId, mediaRoomId: number | null = null): LiveSessionCommand => ({ type: 'Start', userId, mediaRoomId, at });
const endBy = (by: 'astrologer' | 'admin', at: Date, userId = astrologerUserId, reason: string | null = null): LiveSessionCommand => ({ type: 'End', ended: { by, reason }, userId, at });
const cancelBy = (by: 'astrologer' | 'admin', at: Date, userId = astrologerUserId): LiveSessionCommand => ({ type: 'Cancel', cancelled: { by, reason: null }, userId, at });
const systemEnd = (at: Date): LiveSessionCommand => ({ type: 'End', ended: { by: 'system', reason: 'time_limit' }, userId: null, at });
const systemCancel = (at: Date): LiveSessionCommand => ({ type: 'Cancel', cancelled: { by: 'system', reason: 'not_started' }, userId: null, at });
/** The code of a refusal (docs/refusals.md), or 'ok' for events. */
const refusal = (result: unknown[] | HttpError) => (result instanceof HttpError ? result.code : 'ok');

describe('live session decider: scheduling', () => {
  it('schedules a session for a time within 30 days', () => {
    expect(given([]).when({ type: 'Schedule', session, startsAt: after(60), at: t0 })).toEqual([scheduled()]);
  });

  it('goes live now: scheduled for the moment it is asked', () => {
    expect(given([]).when({ type: 'Schedule', session, startsAt: 'now', at: t0 })).toEqual([scheduled(t0)]);
  });

  it('refuses a time in the past or beyond 30 days, on the field, with the server clock', () => {
    const past = given([]).when({ type: 'Schedule', session, startsAt: t0, at: t0 }) as HttpError;
    expect([past.status, past.code, past.errors?.map((error) => [error.path, error.code])]).toEqual([400, 'request.invalid', [['starts_at', 'field.starts_in_past']]]);
    const far = given([]).when({ type: 'Schedule', session, startsAt: after(30 * 24 * 60 + 1), at: t0 }) as HttpError;
    expect(far.errors?.map((error) => error.code)).toEqual(['field.starts_too_far']);
  });

  it('takes the same session again as a retry: nothing new', () => {
    expect(given([scheduled()]).when({ type: 'Schedule', session, startsAt: after(60), at: t0 })).toEqual([]);
  });
});

describe('live session decider: going on air', () => {
  it('starts a scheduled session, early or up to 30 minutes late, with its media room', () => {
    expect(given([scheduled()]).when(start(after(5)))).toEqual([started(after(5))]);
    expect(given([scheduled()]).when(start(after(90), astrologerUserId, 42))).toEqual([started(after(90), 42)]);
  });

  it('refuses a start more than 30 minutes late: the session was missed', () => {
    const missed = given([scheduled()]).when(start(new Date(after(90).getTime() + 1))) as HttpError;
    expect([missed.status, missed.code, missed.params]).toEqual([409, 'live.missed', { minutes: 30 }]);
  });

  it('lets only its astrologer start it, not another astrologer nor an admin', () => {
    expect(refusal(given([scheduled()]).when(start(after(60), stranger)))).toBe('live.astrologer_only');
  });

  it('starts once: again on air changes nothing; after the end or a cancellation it is refused', () => {
    expect(given([scheduled(), started()]).when(start(after(61)))).toEqual([]);
    expect(refusal(given([scheduled(), started(), ended]).when(start(after(61))))).toBe('live.ended');
    expect(refusal(given([scheduled(), cancelled]).when(start(after(61))))).toBe('live.cancelled');
  });

  it('knows no session that was never scheduled', () => {
    expect(refusal(given([]).when(start(after(60))))).toBe('live.not_found');
  });
});

describe('live session decider: the end', () => {
  it('ends a session on air, by its astrologer or an admin (with a reason), counting from the start', () => {
    expect(given([scheduled(), started()]).when(endBy('astrologer', after(90)))).toEqual([
      { type: 'LiveSessionEnded', data: { by: 'astrologer', reason: null, endedAt: after(90).toISOString(), durationSeconds: 1800 } },
    ]);
    expect(given([scheduled(), started()]).when(endBy('admin', after(70), 'admin-1', 'Breaks the content policy'))).toEqual([
      { type: 'LiveSessionEnded', data: { by: 'admin', reason: 'Breaks the content policy', endedAt: after(70).toISOString(), durationSeconds: 600 } },
    ]);
  });

  it('refuses another astrologer, a session not on air yet, and a cancelled one; ending again changes nothing', () => {
    expect(refusal(given([scheduled(), started()]).when(endBy('astrologer', after(90), stranger)))).toBe('live.astrologer_only');
    expect(refusal(given([scheduled()]).when(endBy('astrologer', after(90))))).toBe('live.not_started');
    expect(refusal(given([scheduled(), cancelled]).when(endBy('admin', after(90), 'admin-1')))).toBe('live.cancelled');
    expect(given([scheduled(), started(), ended]).when(endBy('astrologer', after(95)))).toEqual([]);
  });

  it('lets the system end a session on air too long, and do nothing to one that moved on', () => {
    expect(given([scheduled(), started()]).when(systemEnd(after(240)))).toEqual([
      { type: 'LiveSessionEnded', data: { by: 'system', reason: 'time_limit', endedAt: after(240).toISOString(), durationSeconds: 180 * 60 } },
    ]);
    expect(given([scheduled()]).when(systemEnd(after(240)))).toEqual([]);
    expect(given([scheduled(), cancelled]).when(systemEnd(after(240)))).toEqual([]);
  });
});

describe('live session decider: cancelling', () => {
  it('cancels a session that has not started, by its astrologer or an admin', () => {
    expect(given([scheduled()]).when(cancelBy('astrologer', after(10)))).toEqual([cancelled]);
    expect(given([scheduled()]).when(cancelBy('admin', after(10), 'admin-1'))).toEqual([{ type: 'LiveSessionCancelled', data: { by: 'admin', reason: null, cancelledAt: after(10).toISOString() } }]);
  });

  it('refuses to cancel a session on air or over, or someone else’s; cancelling again changes nothing', () => {
    expect(refusal(given([scheduled(), started()]).when(cancelBy('astrologer', after(70))))).toBe('live.on_air');
    expect(refusal(given([scheduled(), started(), ended]).when(cancelBy('astrologer', after(95))))).toBe('live.ended');
    expect(refusal(given([scheduled()]).when(cancelBy('astrologer', after(10), stranger)))).toBe('live.astrologer_only');
    expect(given([scheduled(), cancelled]).when(cancelBy('astrologer', after(20)))).toEqual([]);
  });

  it('lets the system cancel a missed session, and leaves one that went on air', () => {
    expect(given([scheduled()]).when(systemCancel(after(91)))).toEqual([{ type: 'LiveSessionCancelled', data: { by: 'system', reason: 'not_started', cancelledAt: after(91).toISOString() } }]);
    expect(given([scheduled(), started()]).when(systemCancel(after(91)))).toEqual([]);
  });
});

describe('live session decider: muting a viewer', () => {
  const viewer = '66666666-6666-4666-8666-666666666666';
  const mute = (by = astrologerUserId, viewerId = viewer, at = after(70)): LiveSessionCommand => ({ type: 'Mute', viewerId, by, at });
  const muted: LiveEvent = { type: 'LiveViewerMuted', data: { userId: viewer, mutedAt: after(70).toISOString() } };

  it('records a mute by the astrologer on air, once', () => {
    expect(given([scheduled(), started()]).when(mute())).toEqual([muted]);
    expect(given([scheduled(), started(), muted]).when(mute())).toEqual([]);
    expect([scheduled(), started(), muted].reduce(liveSessionDecider.evolve, liveSessionDecider.initialState())).toMatchObject({ muted: [viewer] });
  });

  it('refuses anyone but the astrologer, the astrologer muting themselves, and a session not on air', () => {
    expect(refusal(given([scheduled(), started()]).when(mute(stranger)) as HttpError)).toBe('live.broadcaster_only');
    expect(refusal(given([scheduled(), started()]).when(mute(astrologerUserId, astrologerUserId)) as HttpError)).toBe('live.mute_yourself');
    expect(refusal(given([scheduled()]).when(mute()) as HttpError)).toBe('live.not_started');
    expect(refusal(given([scheduled(), started(), ended]).when(mute()) as HttpError)).toBe('live.ended');
  });
});

describe('live session view', () => {
  const stateOf = (events: LiveEvent[]) => existingLiveSession(events.reduce(liveSessionDecider.evolve, liveSessionDecider.initialState()));

  it('shows where the session stands, its start window and how it ended', () => {
    expect(toLiveSessionView(stateOf([scheduled()]))).toEqual({
      id: sessionId,
      astrologer_id: astrologerId,
      title: 'Sunday tarot',
      topic: 'Career',
      status: 'scheduled',
      starts_at: after(60).toISOString(),
      start_by: after(90).toISOString(),
      started_at: null,
      ended_at: null,
      duration_seconds: 0,
      end: null,
      cancellation: null,
    });
    expect(toLiveSessionView(stateOf([scheduled(), started(after(60), 7), ended]))).toMatchObject({ status: 'ended', started_at: after(60).toISOString(), ended_at: after(90).toISOString(), duration_seconds: 1800, end: { by: 'astrologer', reason: null } });
    expect(stateOf([scheduled(), started(after(60), 7)]).mediaRoomId).toBe(7);
    expect(toLiveSessionView(stateOf([scheduled(), cancelled])).cancellation).toEqual({ by: 'astrologer', reason: null, cancelled_at: after(10).toISOString() });
  });
});

describe('follows decider', () => {
  const follows = givenWhen(followsDecider);
  const followed = (id: string): FollowEvent => ({ type: 'AstrologerFollowed', data: { astrologerId: id, followedAt: t0.toISOString() } });

  it('follows once and unfollows once: repeating either changes nothing', () => {
    expect(follows([]).when({ type: 'Follow', astrologerId, at: t0 })).toEqual([followed(astrologerId)]);
    expect(follows([followed(astrologerId)]).when({ type: 'Follow', astrologerId, at: t0 })).toEqual([]);
    expect(follows([followed(astrologerId)]).when({ type: 'Unfollow', astrologerId, at: t0 })).toEqual([{ type: 'AstrologerUnfollowed', data: { astrologerId, unfollowedAt: t0.toISOString() } }]);
    expect(follows([]).when({ type: 'Unfollow', astrologerId, at: t0 })).toEqual([]);
  });

  it('caps how many astrologers one customer follows', () => {
    const many = Array.from({ length: MAX_FOLLOWS_PER_USER }, (_, index) => followed(`astrologer-${index}`));
    const refused = follows(many).when({ type: 'Follow', astrologerId, at: t0 }) as HttpError;
    expect([refused.status, refused.code, refused.params]).toEqual([409, 'live.too_many_follows', { maximum: MAX_FOLLOWS_PER_USER }]);
  });
});
