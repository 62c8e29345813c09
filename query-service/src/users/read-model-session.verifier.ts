import type { SessionPayload, SessionVerifier } from '@nakshatra/platform';
import type { UsersRepository } from './users.repository.js';

/**
 * Sessions as the query service sees them: from the read models, so a logout counts as soon as
 * the projection has applied it (milliseconds). A session the read models do not know yet (its
 * login is still being projected) counts, since only the server can sign one.
 */
export class ReadModelSessionVerifier implements SessionVerifier {
  constructor(private readonly users: UsersRepository) {}

  async verify(session: SessionPayload) {
    const { ended, status } = await this.users.sessionState(session.sid, session.uid);
    return ended ? undefined : { status: status ?? 'active' };
  }
}
