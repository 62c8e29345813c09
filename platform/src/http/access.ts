import type { Actor, RouteEntry } from '@nakshatra/contracts';
import { forbidden, unauthorized } from './http-error.js';

/** Enforces a catalogue entry's `access` for the session's actor; throws 401 or 403. */
export function assertAccess(entry: RouteEntry, actor: Actor, params: Readonly<Record<string, string>>): void {
  if (entry.access === 'public') return;
  if (actor.role === 'visitor' || actor.role === 'system') throw unauthorized();
  if (actor.role === 'admin') return;
  switch (entry.access) {
    case 'customer':
      return;
    case 'owner':
      if (params.id === actor.id) return;
      throw forbidden('You can only see or change your own account');
    case 'astrologer':
      if (actor.role === 'astrologer') return;
      throw forbidden('Only astrologers can do this');
    case 'admin':
      throw forbidden('Only admins can do this');
    default: {
      const unknownAccess: never = entry.access;
      throw new Error(`unknown access ${String(unknownAccess)}`);
    }
  }
}
