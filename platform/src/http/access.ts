import type { Actor, RouteEntry } from '@nakshatra/contracts';
import { refuse } from './http-error.js';

/** Enforces a catalogue entry's `access` for the session's actor; throws 401 or 403. */
export function assertAccess(entry: RouteEntry, actor: Actor, params: Readonly<Record<string, string>>): void {
  if (entry.access === 'public') return;
  if (actor.role === 'visitor' || actor.role === 'system') throw refuse('auth.login_required');
  if (actor.role === 'admin') return;
  switch (entry.access) {
    case 'customer':
      return;
    case 'owner':
      if (params.id === actor.id) return;
      throw refuse('auth.owner_only');
    case 'astrologer':
      if (actor.role === 'astrologer') return;
      throw refuse('auth.astrologer_only');
    case 'admin':
      throw refuse('auth.admin_only');
    default: {
      const unknownAccess: never = entry.access;
      throw new Error(`unknown access ${String(unknownAccess)}`);
    }
  }
}
