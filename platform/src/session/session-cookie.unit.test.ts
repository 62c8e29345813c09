import { describe, expect, it } from 'vitest';
import { decodeSession, encodeSession, readCookie } from './session-cookie.js';

const secret = 'x'.repeat(32);
const payload = { sid: 's1', uid: 'u1', role: 'admin' as const, exp: Math.floor(Date.now() / 1000) + 60 };

describe('session cookie', () => {
  it('round-trips a signed payload', () => {
    expect(decodeSession(secret, encodeSession(secret, payload))).toEqual(payload);
  });

  it('rejects a tampered payload, another secret, an expired session and junk', () => {
    const value = encodeSession(secret, payload);
    const [, signature] = value.split('.');
    const forged = `${Buffer.from(JSON.stringify({ ...payload, uid: 'someone-else' })).toString('base64url')}.${signature}`;
    expect(decodeSession(secret, forged)).toBeUndefined();
    expect(decodeSession('y'.repeat(32), value)).toBeUndefined();
    expect(decodeSession(secret, encodeSession(secret, { ...payload, exp: 1 }))).toBeUndefined();
    expect(decodeSession(secret, encodeSession(secret, { ...payload, role: 'root' as never }))).toBeUndefined();
    for (const junk of [undefined, '', 'a', 'a.b', 'a.b.c', '.']) expect(decodeSession(secret, junk)).toBeUndefined();
  });

  it('reads one cookie out of a Cookie header', () => {
    expect(readCookie('a=1; nk_session=abc.def; b=2', 'nk_session')).toBe('abc.def');
    expect(readCookie('nk_session_x=1', 'nk_session')).toBeUndefined();
    expect(readCookie(undefined, 'nk_session')).toBeUndefined();
  });
});
