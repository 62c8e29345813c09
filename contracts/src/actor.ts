/** Who did something: the session's user, or the system itself (billing, timers, migrations). */
export type ActorRole = 'visitor' | 'customer' | 'astrologer' | 'admin' | 'system';

export interface Actor {
  readonly id: string;
  readonly role: ActorRole;
}

export const VISITOR: Actor = { id: 'visitor', role: 'visitor' };
