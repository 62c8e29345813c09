import { USER_STREAM_PREFIX, userIdOfStream, type UserEvent } from '@nakshatra/contracts';
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

const endsSessions = (event: RecordedEvent) => event.streamName.startsWith(USER_STREAM_PREFIX) && (event.type === 'UserErased' || event.type === 'UserRoleRevoked');

/**
 * One row per login session, so the query service can refuse ended ones: a logout ends one, a
 * revoked role ends those logged in with it, an erasure ends them all.
 */
export const userSessionsProjection: DocumentProjection<UserSessionRow> = {
  name: 'user_sessions',
  table: 'user_sessions',
  handles: (event) => event.type === 'UserLoggedIn' || event.type === 'UserLoggedOut',
  keyOf: (event) => (event.data as { sessionId: string }).sessionId,
  perUser: { column: 'user_id', handles: endsSessions, userOf: (event) => userIdOfStream(event.streamName) },
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
    if (!row || row.ended_at !== null) return row;
    if (event.type === 'UserLoggedOut' || event.type === 'UserErased') return { ...row, ended_at: recorded.metadata.occurredAt };
    if (event.type === 'UserRoleRevoked' && row.role === event.data.role) return { ...row, ended_at: recorded.metadata.occurredAt };
    return row;
  },
};
