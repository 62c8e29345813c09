import { NEW_USER_NAME, NO_IMAGE, USER_STREAM_PREFIX, type SiteLanguage, type UserEvent } from '@nakshatra/contracts';
import type { RecordedEvent } from '@nakshatra/event-store';
import type { DocumentProjection } from '../runtime/projection.js';

export interface UserRow {
  readonly id: string;
  /** Null once erased. */
  readonly phone: string | null;
  readonly country_code: string;
  readonly name: string;
  readonly email: string | null;
  readonly img_url: string;
  readonly gender: string | null;
  readonly date_of_birth: string | null;
  /** The language the user reads the site in, as the SPA recorded it (mail speaks it); null until it has. */
  readonly language: SiteLanguage | null;
  readonly status: 'active' | 'ban' | 'erased';
  readonly status_reason: string | null;
  readonly roles: readonly string[];
  readonly registered_at: Date | string;
  readonly last_login_at: Date | string | null;
  readonly updated_at: Date | string;
}

const PROFILE_COLUMNS = ['name', 'email', 'img_url', 'gender', 'date_of_birth', 'language'] as const;

/** One row per account: profile, status and roles; an erased one blank (docs/users.md). OTP events change nothing here. */
export const usersProjection: DocumentProjection<UserRow> = {
  name: 'users',
  table: 'users',
  handles: (event) => event.streamName.startsWith(USER_STREAM_PREFIX),
  keyOf: (event) => event.streamName.slice(USER_STREAM_PREFIX.length),
  evolve(row, recorded: RecordedEvent) {
    const event = recorded as unknown as UserEvent;
    const at = recorded.metadata.occurredAt;
    if (event.type === 'UserRegistered') {
      const { userId, phone, countryCode } = event.data;
      return {
        id: userId, phone, country_code: countryCode, name: NEW_USER_NAME, email: null, img_url: NO_IMAGE, gender: null, date_of_birth: null, language: null,
        status: 'active', status_reason: null, roles: ['customer'], registered_at: at, last_login_at: null, updated_at: at,
      };
    }
    if (!row) return row;
    switch (event.type) {
      case 'UserProfileChanged': {
        const changes = Object.fromEntries(PROFILE_COLUMNS.filter((column) => column in event.data.changes).map((column) => [column, event.data.changes[column]]));
        return { ...row, ...changes, updated_at: at };
      }
      case 'UserSuspended':
        return { ...row, status: 'ban', status_reason: event.data.reason, updated_at: at };
      case 'UserReinstated':
        return { ...row, status: 'active', status_reason: event.data.reason, updated_at: at };
      case 'UserRoleGranted':
        return row.roles.includes(event.data.role) ? row : { ...row, roles: [...row.roles, event.data.role], updated_at: at };
      case 'UserRoleRevoked':
        return { ...row, roles: row.roles.filter((role) => role !== event.data.role), updated_at: at };
      case 'UserErased':
        // The account stays listed (its money records point at it), with nothing that tells who it was.
        return {
          ...row, phone: null, name: NEW_USER_NAME, email: null, img_url: NO_IMAGE, gender: null, date_of_birth: null, language: null,
          status: 'erased', status_reason: event.data.reason, roles: ['customer'], updated_at: at,
        };
      case 'UserLoggedIn':
        return { ...row, last_login_at: at };
      default:
        return row;
    }
  },
  toStored: (row) => ({ ...row, roles: JSON.stringify(row.roles) }),
};
