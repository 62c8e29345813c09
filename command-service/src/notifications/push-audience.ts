import type { UserState } from '../users/user.decider.js';

/**
 * Which of an account's registered phones and browsers a push may reach (docs/notifications.md,
 * "Pushes follow the login"): none of an erased account; of the rest, those registered in a login
 * that still lasts — not logged out, not ended by a revoked role, not expired — so a shared phone
 * stops getting an account's pushes once it logs out. A registration naming no session (recorded
 * before registrations named one) or a session the account's stream never recorded is kept.
 */
export function stillLoggedIn<Registered extends { readonly sessionId: string | undefined }>(user: UserState, registered: readonly Registered[], now: Date): Registered[] {
  if (user.erased) return [];
  return registered.filter(({ sessionId }) => {
    const session = sessionId === undefined ? undefined : user.sessions[sessionId];
    return session === undefined || (!session.ended && session.expiresAt > now.getTime());
  });
}
