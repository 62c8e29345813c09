import { SESSION_COOKIE } from '@nakshatra/contracts';

/** Lifetime of a login: two days, like the spec's userDetails cookie. */
export const SESSION_MAX_AGE_SECONDS = 2 * 24 * 60 * 60;

/** Set-Cookie for a new session: HttpOnly (scripts never see it), SameSite=Lax, Secure in production. */
export function sessionCookieHeader(value: string, secure = process.env.NODE_ENV === 'production'): string {
  return `${SESSION_COOKIE}=${encodeURIComponent(value)}; Path=/; Max-Age=${SESSION_MAX_AGE_SECONDS}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

export function clearedSessionCookieHeader(secure = process.env.NODE_ENV === 'production'): string {
  return `${SESSION_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}
