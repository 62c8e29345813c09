import Cookies from 'js-cookie';
import { useState } from 'react';
import { useServerRender } from './ssr/server-render';
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

/** The session the cookie names: the browser's own cookies, or a server render's request's Cookie header. */
export function readUserSession(cookieHeader?: string): UserSession | undefined {
  const raw = cookieHeader === undefined ? Cookies.get(USER_COOKIE_NAME) : cookieFrom(cookieHeader, USER_COOKIE_NAME);
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

/**
 * The session as this page load started with it (logging in and out both end in a full page load).
 * A server render reads the request's cookies, so the page hydrates with the same header.
 */
export function useUserSessionAtLoad(): UserSession | undefined {
  const server = useServerRender();
  const [session] = useState(() => readUserSession(server?.cookieHeader));
  return session;
}

/** One cookie's value from a Cookie header, decoded as js-cookie decodes it. */
export function cookieFrom(cookieHeader: string, name: string): string | undefined {
  for (const pair of cookieHeader.split(';')) {
    const separator = pair.indexOf('=');
    if (separator < 0 || pair.slice(0, separator).trim() !== name) continue;
    try {
      return decodeURIComponent(pair.slice(separator + 1).trim());
    } catch {
      return undefined;
    }
  }
  return undefined;
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
