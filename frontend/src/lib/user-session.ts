import Cookies from 'js-cookie';
import { USER_COOKIE_LIFETIME_MS, USER_COOKIE_NAME, USER_COOKIE_PATH } from '../config/app-constants';

/**
 * The `userDetails` cookie of spec §3: JSON of the user details the OTP verification returned.
 * Its presence means logged in (spec §4). It only drives what the SPA shows; the server trusts its
 * own HttpOnly session cookie, never this one.
 */
export interface UserSession {
  readonly id: string;
  readonly status: string;
  readonly [field: string]: unknown;
}

const DAY_MS = 86_400_000;

export function readUserSession(): UserSession | undefined {
  const raw = Cookies.get(USER_COOKIE_NAME);
  if (raw === undefined) return undefined;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return undefined;
    const { id, status } = parsed as Record<string, unknown>;
    if (typeof id !== 'string' && typeof id !== 'number') return undefined;
    return { ...(parsed as Record<string, unknown>), id: String(id), status: typeof status === 'string' ? status : '' };
  } catch {
    return undefined;
  }
}

export function writeUserSession(details: Record<string, unknown>): void {
  Cookies.set(USER_COOKIE_NAME, JSON.stringify(details), {
    expires: USER_COOKIE_LIFETIME_MS / DAY_MS,
    path: USER_COOKIE_PATH,
    sameSite: 'lax',
    secure: window.location.protocol === 'https:',
  });
}

export const isBanned = (status: string | undefined): boolean => status === 'ban';
