import { randomUUID } from 'node:crypto';
import {
  astrologerStreamName,
  followsStreamName,
  liveLockId,
  liveStreamName,
  type AstrologerEventDataByType,
  type AstrologerEventType,
  type FollowEventDataByType,
  type FollowEventType,
  type LiveEventDataByType,
  type LiveEventType,
} from '@nakshatra/contracts';
import type { NewEvent } from '@nakshatra/event-store';
import { describe, expect, it } from 'vitest';
import { astrologersProjection } from '../astrologers/astrologers.projection.js';
import { foldProjection, InMemoryLog } from '../wallet/testing/in-memory-log.js';
import { astrologerFollowerCountsProjection, astrologerFollowsProjection } from './astrologer-follows.projection.js';
import { liveSessionsProjection } from './live-sessions.projection.js';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 23, 10, minute)).toISOString();
const event = (type: string, data: unknown, minute: number): NewEvent => ({
  id: randomUUID(),
  type,
  data,
  metadata: { correlationId: 'c', causationId: 'c', actor: { id: 'u', role: 'astrologer' }, occurredAt: at(minute), schemaVersion: 1 },
});

const sessionId = randomUUID();
const astrologerId = randomUUID();
const astrologerUserId = randomUUID();

describe('live projections', () => {
  it('keeps one row per session: scheduled, on air with its room, ended with who and how long', () => {
    const log = new InMemoryLog();
    const append = <Type extends LiveEventType>(type: Type, data: LiveEventDataByType[Type], minute: number) => log.append(liveStreamName(sessionId), [event(type, data, minute)]);
    append('LiveSessionScheduled', { sessionId, astrologerId, astrologerUserId, title: 'Sunday tarot', topic: 'Career', startsAt: at(30), scheduledAt: at(0) }, 0);
    expect(foldProjection(liveSessionsProjection, log.events).get(sessionId)).toMatchObject({ status: 'scheduled', starts_at: at(30), scheduled_at: at(0), started_at: null, media_room_id: null });
    append('LiveSessionStarted', { startedAt: at(31), mediaRoomId: 2 ** 52 + 1 }, 31);
    expect(foldProjection(liveSessionsProjection, log.events).get(sessionId)).toMatchObject({ status: 'live', started_at: at(31), media_room_id: 2 ** 52 + 1 });
    append('LiveSessionEnded', { by: 'admin', reason: 'Breaks the content policy', endedAt: at(41), durationSeconds: 600 }, 41);
    expect(foldProjection(liveSessionsProjection, log.events).get(sessionId)).toMatchObject({ status: 'ended', ended_at: at(41), ended_by: 'admin', end_reason: 'Breaks the content policy', duration_seconds: 600 });
    expect(liveSessionsProjection.fromStored!({ ...foldProjection(liveSessionsProjection, log.events).get(sessionId), media_room_id: String(2 ** 52 + 1) }).media_room_id).toBe(2 ** 52 + 1);
  });

  it('keeps who follows whom, and how many follow each astrologer', () => {
    const log = new InMemoryLog();
    const [asha, ravi] = [randomUUID(), randomUUID()];
    const other = randomUUID();
    const append = <Type extends FollowEventType>(userId: string, type: Type, data: FollowEventDataByType[Type], minute: number) => log.append(followsStreamName(userId), [event(type, data, minute)]);
    append(asha, 'AstrologerFollowed', { astrologerId, followedAt: at(1) }, 1);
    append(ravi, 'AstrologerFollowed', { astrologerId, followedAt: at(2) }, 2);
    append(ravi, 'AstrologerFollowed', { astrologerId: other, followedAt: at(3) }, 3);
    append(asha, 'AstrologerUnfollowed', { astrologerId, unfollowedAt: at(4) }, 4);
    expect([...foldProjection(astrologerFollowsProjection, log.events).values()]).toEqual([
      { id: `${ravi}:${astrologerId}`, user_id: ravi, astrologer_id: astrologerId, followed_at: at(2) },
      { id: `${ravi}:${other}`, user_id: ravi, astrologer_id: other, followed_at: at(3) },
    ]);
    const counts = foldProjection(astrologerFollowerCountsProjection, log.events);
    expect([counts.get(astrologerId)?.followers, counts.get(other)?.followers]).toEqual([1, 1]);
  });

  it('shows an astrologer on air as busy, and counts no order for a live session (only consultations are orders)', () => {
    const log = new InMemoryLog();
    const append = <Type extends AstrologerEventType>(type: Type, data: AstrologerEventDataByType[Type], minute: number) => log.append(astrologerStreamName(astrologerId), [event(type, data, minute)]);
    append(
      'AstrologerApplied',
      {
        astrologerId,
        userId: astrologerUserId,
        phone: '9876543210',
        countryCode: '+91',
        profile: { name: 'Ananya', email: 'a@example.com', gender: 'female', dateOfBirth: '1990-01-01', languages: ['hindi'], skills: ['tarot'], experienceYears: 5, pricePerMin: 20_00, bio: 'b'.repeat(60), imgUrl: '/uploads/0123456789abcdef0123456789abcdef.png' },
        idDocumentUrl: '/uploads/fedcba9876543210fedcba9876543210.png',
      },
      0,
    );
    append('AstrologerApproved', { userId: astrologerUserId }, 1);
    append('AstrologerAvailabilityChanged', { availability: 'online' }, 2);
    append('AstrologerSessionStarted', { sessionId: liveLockId(sessionId) }, 3);
    expect(foldProjection(astrologersProjection, log.events).get(astrologerId)).toMatchObject({ live_status: 'busy', session_id: liveLockId(sessionId) });
    append('AstrologerSessionEnded', { sessionId: liveLockId(sessionId) }, 4);
    expect(foldProjection(astrologersProjection, log.events).get(astrologerId)).toMatchObject({ live_status: 'online', session_id: null, orders_count: 0 });
    append('AstrologerSessionStarted', { sessionId: 'a-chat-session' }, 5);
    append('AstrologerSessionEnded', { sessionId: 'a-chat-session' }, 6);
    expect(foldProjection(astrologersProjection, log.events).get(astrologerId)).toMatchObject({ orders_count: 1 });
  });
});
