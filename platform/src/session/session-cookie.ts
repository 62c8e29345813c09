import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The signed session cookie (`nk_session`, HttpOnly). The server decides who the caller is from
 * this alone: `<base64url JSON payload>.<base64url HMAC-SHA256 of the payload>`.
 * The `userDetails` cookie of the spec is UI state only and is never trusted.
 */
export type Role = 'customer' | 'astrologer' | 'admin';

export interface SessionPayload {
  /** Session id, so a session can be ended server-side. */
  readonly sid: string;
  /** User id (customers and astrologers) or admin id. */
  readonly uid: string;
  readonly role: Role;
  /** Expiry, seconds since the epoch. */
  readonly exp: number;
}

const ROLES: readonly Role[] = ['customer', 'astrologer', 'admin'];
export const MIN_SECRET_LENGTH = 32;

const sign = (secret: string, payload: string): Buffer => createHmac('sha256', secret).update(payload).digest();

export function encodeSession(secret: string, payload: SessionPayload): string {
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${body}.${sign(secret, body).toString('base64url')}`;
}

/** The payload of a well-signed, unexpired cookie value; undefined for anything else. */
export function decodeSession(secret: string, value: string | undefined, now = Date.now()): SessionPayload | undefined {
  if (!value) return undefined;
  const [body, signature, extra] = value.split('.');
  if (!body || !signature || extra !== undefined) return undefined;
  const expected = sign(secret, body);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  try {
    const payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Partial<SessionPayload>;
    const valid =
      typeof payload.sid === 'string' &&
      typeof payload.uid === 'string' &&
      typeof payload.exp === 'number' &&
      ROLES.includes(payload.role as Role) &&
      payload.exp * 1000 > now;
    return valid ? (payload as SessionPayload) : undefined;
  } catch {
    return undefined;
  }
}

/** Reads one cookie from a Cookie header. */
export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index > 0 && part.slice(0, index).trim() === name) {
      try {
        return decodeURIComponent(part.slice(index + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}
