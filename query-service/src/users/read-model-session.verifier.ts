import type { SessionPayload, SessionVerifier } from '@nakshatra/platform';
import type { UsersRepository } from './users.repository.js';

/**
 * Sessions as the query service sees them, from its PostgreSQL database. A logout counts at once:
 * the command service lists the session in the revocation list before it records the logout, so
 * the very next read is refused even while the `user_sessions` projection lags (which still counts
 * too, for sessions ended before the list existed). A session none of them knows (its login is
 * still being projected) counts, since only the server can sign one.
 */
export class ReadModelSessionVerifier implements SessionVerifier {
  constructor(private readonly users: UsersRepository) {}

  async verify(session: SessionPayload) {
    const { ended, status } = await this.users.sessionState(session.sid, session.uid);
    // An erased account's sessions are over even before the projection has ended each of them.
    if (ended || status === 'erased') return undefined;
    return { status: status ?? 'active' };
  }
}
