import type { LiveStatus } from '@nakshatra/contracts';
import type { DocumentProjection } from '../runtime/projection.js';
import { asLiveEvent, isLiveEvent, liveSessionIdOf } from './live-stream.js';

export interface LiveSessionRow {
  readonly id: string;
  readonly astrologer_id: string;
  readonly astrologer_user_id: string;
  readonly title: string;
  readonly topic: string;
  readonly status: LiveStatus;
  readonly starts_at: Date | string;
  readonly scheduled_at: Date | string;
  readonly started_at: Date | string | null;
  readonly ended_at: Date | string | null;
  readonly ended_by: string | null;
  readonly end_reason: string | null;
  readonly duration_seconds: number;
  readonly cancelled_at: Date | string | null;
  readonly cancelled_by: string | null;
  readonly cancel_reason: string | null;
  readonly media_room_id: number | null;
  readonly updated_at: Date | string;
}

/** One row per live session: `/live`, a session's page, the astrologer's list and the admins' (docs/live.md). */
export const liveSessionsProjection: DocumentProjection<LiveSessionRow> = {
  name: 'live_sessions',
  table: 'live_sessions',
  handles: isLiveEvent,
  keyOf: liveSessionIdOf,
  evolve(row, recorded) {
    const event = asLiveEvent(recorded);
    const at = recorded.metadata.occurredAt;
    if (event.type === 'LiveSessionScheduled') {
      const { sessionId, astrologerId, astrologerUserId, title, topic, startsAt, scheduledAt } = event.data;
      return {
        id: sessionId,
        astrologer_id: astrologerId,
        astrologer_user_id: astrologerUserId,
        title,
        topic,
        status: 'scheduled',
        starts_at: startsAt,
        scheduled_at: scheduledAt,
        started_at: null,
        ended_at: null,
        ended_by: null,
        end_reason: null,
        duration_seconds: 0,
        cancelled_at: null,
        cancelled_by: null,
        cancel_reason: null,
        media_room_id: null,
        updated_at: at,
      };
    }
    if (!row) return row;
    switch (event.type) {
      case 'LiveSessionStarted':
        return { ...row, status: 'live', started_at: event.data.startedAt, media_room_id: event.data.mediaRoomId ?? null, updated_at: at };
      case 'LiveSessionEnded':
        return { ...row, status: 'ended', ended_at: event.data.endedAt, ended_by: event.data.by, end_reason: event.data.reason, duration_seconds: event.data.durationSeconds, updated_at: at };
      case 'LiveSessionCancelled':
        return { ...row, status: 'cancelled', cancelled_at: event.data.cancelledAt, cancelled_by: event.data.by, cancel_reason: event.data.reason, updated_at: at };
      case 'LiveViewerMuted':
        return row; // moderation: the live socket reads it from the store; no list shows it
    }
  },
  fromStored: (stored) => {
    const row = stored as unknown as LiveSessionRow;
    return { ...row, media_room_id: row.media_room_id === null ? null : Number(row.media_room_id) };
  },
};
