import { USER_STREAM_PREFIX, type UserEvent } from '@nakshatra/contracts';
import type { RecordedEvent } from '@nakshatra/event-store';
import type { DocumentProjection } from '../runtime/projection.js';

export interface UserSessionRow {
  readonly id: string;
  readonly user_id: string;
  readonly role: string;
  readonly started_at: Date | string;
  readonly expires_at: Date | string;
  readonly ended_at: Date | string | null;
}

/** One row per login session, so the query service can refuse ended ones. */
export const userSessionsProjection: DocumentProjection<UserSessionRow> = {
  name: 'user_sessions',
  table: 'user_sessions',
  handles: (event) => event.type === 'UserLoggedIn' || event.type === 'UserLoggedOut',
  keyOf: (event) => (event.data as { sessionId: string }).sessionId,
  evolve(row, recorded: RecordedEvent) {
    const event = recorded as unknown as UserEvent;
    if (event.type === 'UserLoggedIn') {
      return {
        id: event.data.sessionId,
        user_id: recorded.streamName.slice(USER_STREAM_PREFIX.length),
        role: event.data.role,
        started_at: recorded.metadata.occurredAt,
        expires_at: event.data.expiresAt,
        ended_at: null,
      };
    }
    if (event.type === 'UserLoggedOut' && row) return { ...row, ended_at: recorded.metadata.occurredAt };
    return row;
  },
};
