import type { UserStatus } from '@nakshatra/contracts';
import type { SessionPayload } from './session-cookie.js';

/**
 * Whether a well-signed session is still good: not ended by logout, and what its user's account
 * status is. Each service answers from what it has (the command service from the user's events,
 * the query service from read models). `undefined` means the session no longer counts.
 */
export interface SessionVerifier {
  verify(session: SessionPayload): Promise<{ readonly status: UserStatus } | undefined>;
}
