import type { UserEvent } from '@nakshatra/contracts';
import { describe, expect, it } from 'vitest';
import { givenWhen } from '../shared/testing/given-when.js';
import { OTP_MAX_ATTEMPTS, userDecider, type UserCommand } from './user.decider.js';

const given = givenWhen(userDecider);

const userId = '0b5b1f1e-1111-5aaa-8bbb-123456789abc';
const T0 = Date.UTC(2026, 10, 22, 10, 0, 0);
const minutes = (n: number) => n * 60_000;
const registered: UserEvent = { type: 'UserRegistered', data: { userId, phone: '+919876543210', countryCode: '+91' } };
const request = (overrides: Partial<Extract<UserCommand, { type: 'RequestLoginOtp' }>> = {}): UserCommand => ({
  type: 'RequestLoginOtp', userId, phone: '+919876543210', countryCode: '+91', purpose: 'customer', otpId: 'otp-1', salt: 'salt', hash: 'hash-of-123456', now: T0, ttlMs: minutes(5), ...overrides,
});
const requested = (otpId = 'otp-1', at = T0, purpose: 'customer' | 'astrologer' | 'admin' = 'customer'): UserEvent => ({
  type: 'LoginOtpRequested', data: { otpId, purpose, salt: 'salt', hash: 'hash-of-123456', requestedAt: new Date(at).toISOString(), expiresAt: new Date(at + minutes(5)).toISOString() },
});
const withheld = (event: UserEvent): UserEvent => ({ ...event, data: { ...(event as { data: object }).data, withheld: true } } as never);
/** A wrong try of a code, as the decider records it at `at`. */
const rejectedOtp = (otpId: string, attempts: number, at = T0 + minutes(1)): UserEvent => ({ type: 'LoginOtpRejected', data: { otpId, attempts, rejectedAt: new Date(at).toISOString() } });
const confirm = (otp: string, now = T0 + minutes(1), purpose: 'customer' | 'astrologer' | 'admin' = 'customer'): UserCommand => ({
  type: 'ConfirmLoginOtp', purpose, matches: (_salt, hash) => hash === `hash-of-${otp}`, sessionId: 'session-1', sessionTtlMs: minutes(2 * 24 * 60), now,
});

describe('user decider: login codes', () => {
  it('registers a new number on its first code and records only the hash', () => {
    expect(given([]).when(request())).toEqual([registered, requested()]);
    expect(given([registered]).when(request())).toEqual([requested()]);
  });

  it('allows three codes per number in ten minutes, then answers 429 until the window moves on', () => {
    const three = [registered, requested('a', T0), requested('b', T0 + minutes(1)), requested('c', T0 + minutes(2))];
    expect(given(three).when(request({ now: T0 + minutes(3) }))).toMatchObject({ status: 429, message: 'Too many OTP requests for this number. Please try again in 7 minutes.' });
    expect(given(three).when(request({ now: T0 + minutes(10) + 1 }))).toHaveLength(1);
  });

  it('withholds astrologer and admin codes from numbers without that role, answering as if sent', () => {
    const withheld = (purpose: 'astrologer' | 'admin'): UserEvent => ({ type: 'LoginOtpRequested', data: { ...(requested('otp-1', T0, purpose) as { data: object }).data, withheld: true } as never });
    expect(given([registered]).when(request({ purpose: 'astrologer' }))).toEqual([withheld('astrologer')]);
    // A stranger's number gets no account from a role-gated login.
    expect(given([]).when(request({ purpose: 'admin' }))).toEqual([withheld('admin')]);
    expect(given([registered, { type: 'UserRoleGranted', data: { role: 'admin' } }]).when(request({ purpose: 'admin' }))).toEqual([requested('otp-1', T0, 'admin')]);
  });

  it('limits role-gated codes per number alike, whether the number holds the role or not', () => {
    const admin: UserEvent = { type: 'UserRoleGranted', data: { role: 'admin' } };
    const sent = [requested('a', T0, 'admin'), requested('b', T0 + minutes(1), 'admin'), requested('c', T0 + minutes(2), 'admin')];
    const tooMany = { status: 429, message: 'Too many OTP requests for this number. Please try again in 7 minutes.' };
    expect(given([registered, admin, ...sent]).when(request({ purpose: 'admin', now: T0 + minutes(3) }))).toMatchObject(tooMany);
    const withheldThree = sent.map(withheld);
    expect(given([registered, ...withheldThree]).when(request({ purpose: 'admin', now: T0 + minutes(3) }))).toMatchObject(tooMany);
    expect(given(withheldThree).when(request({ purpose: 'admin', now: T0 + minutes(3) }))).toMatchObject(tooMany);
  });

  it("keeps a withheld code apart: a stranger asking for one does not silently replace the number's real code", () => {
    const history = [registered, requested('real', T0), withheld(requested('w1', T0 + minutes(1), 'astrologer'))];
    expect(given(history).when(confirm('123456', T0 + minutes(2)))).toMatchObject([{ type: 'UserLoggedIn', data: { otpId: 'real' } }]);
    // Wrong tries at the withheld code count on it alone.
    const tried = [...history, { type: 'LoginOtpRejected', data: { otpId: 'w1', attempts: 1 } } as UserEvent];
    expect(given(tried).when(confirm('123456', T0 + minutes(2)))).toMatchObject([{ type: 'UserLoggedIn', data: { otpId: 'real' } }]);
    expect(given(tried).when(confirm('123456', T0 + minutes(2), 'astrologer'))).toEqual([rejectedOtp('w1', 2, T0 + minutes(2))]);
  });

  it('never logs in with a withheld code, even the right one: each try is a wrong one', () => {
    const withheld: UserEvent = { type: 'LoginOtpRequested', data: { ...(requested('otp-1', T0, 'admin') as { data: object }).data, withheld: true } as never };
    expect(given([registered, withheld]).when(confirm('123456', T0 + minutes(1), 'admin'))).toEqual([rejectedOtp('otp-1', 1)]);
    expect(given([withheld]).when(confirm('000000', T0 + minutes(1), 'admin'))).toEqual([rejectedOtp('otp-1', 1)]);
    // Nor does a code of that purpose without the role, however it came to be recorded.
    expect(given([registered, requested('otp-1', T0, 'astrologer')]).when(confirm('123456', T0 + minutes(1), 'astrologer'))).toMatchObject({ status: 400, code: 'otp.invalid' });
  });

  it('logs in with the right code, once', () => {
    const loggedIn = given([registered, requested()]).when(confirm('123456'));
    expect(loggedIn).toEqual([{ type: 'UserLoggedIn', data: { sessionId: 'session-1', role: 'customer', otpId: 'otp-1', expiresAt: new Date(T0 + minutes(1) + minutes(2 * 24 * 60)).toISOString() } }]);
    expect(given([registered, requested(), ...(loggedIn as UserEvent[])]).when(confirm('123456'))).toMatchObject({ status: 400, message: 'Invalid OTP. Please try again.' });
  });

  it('records wrong codes and voids the code at the fifth', () => {
    const wrong = (attempts: number): UserEvent => rejectedOtp('otp-1', attempts);
    expect(given([registered, requested()]).when(confirm('000000'))).toEqual([wrong(1)]);
    const four = [registered, requested(), wrong(1), wrong(2), wrong(3), wrong(4)];
    expect(given(four).when(confirm('000000'))).toEqual([wrong(OTP_MAX_ATTEMPTS), { type: 'LoginOtpVoided', data: { otpId: 'otp-1', reason: 'too_many_attempts' } }]);
    expect(given([...four, wrong(5), { type: 'LoginOtpVoided', data: { otpId: 'otp-1', reason: 'too_many_attempts' } }]).when(confirm('123456'))).toMatchObject({ status: 400 });
  });

  it('takes no code, sent or tried, once the number has had ten wrong tries in an hour, whatever codes they were of', () => {
    // Two codes of five wrong tries each (the second code asked for after the first was void), at minutes 1–10.
    const tries = [...[1, 2, 3, 4, 5].map((n) => rejectedOtp('a', n, T0 + minutes(n))), ...[1, 2, 3, 4, 5].map((n) => rejectedOtp('b', n, T0 + minutes(5 + n)))];
    const history = [registered, requested('a', T0), requested('b', T0 + minutes(5)), ...tries, requested('c', T0 + minutes(11))];
    const lockedOut = { status: 429, code: 'otp.too_many_failures', message: 'Too many wrong codes for this number. Please try again in 49 minutes.' };
    expect(given(history).when(confirm('123456', T0 + minutes(12)))).toMatchObject(lockedOut);
    expect(given(history).when(request({ otpId: 'd', now: T0 + minutes(12) }))).toMatchObject(lockedOut);
    // An hour after the first wrong try, codes are sent and tried again (one try more, and so on as the window moves).
    expect(given(history).when(request({ otpId: 'd', now: T0 + minutes(61) }))).toMatchObject([{ type: 'LoginOtpRequested', data: { otpId: 'd' } }]);
    expect(given([...history, requested('d', T0 + minutes(61))]).when(confirm('123456', T0 + minutes(62)))).toMatchObject([{ type: 'UserLoggedIn', data: { otpId: 'd' } }]);
    // The same for a role-gated login of a number without the role: the refusal tells nothing of roles.
    expect(given(history).when(confirm('123456', T0 + minutes(12), 'admin'))).toMatchObject(lockedOut);
  });

  it('refuses an expired code, a code for another purpose, a replaced code and a number without one', () => {
    expect(given([registered, requested()]).when(confirm('123456', T0 + minutes(5)))).toMatchObject({ status: 400 });
    expect(given([registered, requested()]).when(confirm('123456', T0 + minutes(1), 'admin'))).toMatchObject({ status: 400 });
    const replaced: UserEvent = { type: 'LoginOtpRequested', data: { ...(requested('otp-2') as { data: object }).data, hash: 'hash-of-654321' } as never };
    expect(given([registered, requested(), replaced]).when(confirm('123456'))).toEqual([rejectedOtp('otp-2', 1)]);
    expect(given([]).when(confirm('123456'))).toMatchObject({ status: 400 });
  });
});

describe('user decider: sessions and accounts', () => {
  const loggedIn: UserEvent = { type: 'UserLoggedIn', data: { sessionId: 'session-1', role: 'customer', otpId: 'otp-1', expiresAt: new Date(T0 + minutes(60)).toISOString() } };

  it('ends a session once', () => {
    expect(given([registered, loggedIn]).when({ type: 'LogOut', sessionId: 'session-1' })).toEqual([{ type: 'UserLoggedOut', data: { sessionId: 'session-1' } }]);
    expect(given([registered, loggedIn, { type: 'UserLoggedOut', data: { sessionId: 'session-1' } }]).when({ type: 'LogOut', sessionId: 'session-1' })).toEqual([]);
  });

  it('records profile changes and suspensions with their reason, and nothing when nothing changes', () => {
    expect(given([registered]).when({ type: 'UpdateUser', changes: { name: 'Asha' }, status: { value: 'ban', reason: 'abusive chat' } })).toEqual([
      { type: 'UserProfileChanged', data: { changes: { name: 'Asha' } } },
      { type: 'UserSuspended', data: { reason: 'abusive chat' } },
    ]);
    const banned: UserEvent[] = [registered, { type: 'UserProfileChanged', data: { changes: { name: 'Asha' } } }, { type: 'UserSuspended', data: { reason: 'x' } }];
    expect(given(banned).when({ type: 'UpdateUser', changes: { name: 'Asha' }, status: { value: 'ban', reason: 'again' } })).toEqual([]);
    expect(given(banned).when({ type: 'UpdateUser', changes: {}, status: { value: 'active', reason: 'appeal accepted' } })).toEqual([{ type: 'UserReinstated', data: { reason: 'appeal accepted' } }]);
    expect(given([]).when({ type: 'UpdateUser', changes: { name: 'x' } })).toMatchObject({ status: 404 });
  });

  it('grants a role once, registering the number if needed', () => {
    const grant: UserCommand = { type: 'GrantRole', role: 'admin', userId, phone: '+919876543210', countryCode: '+91' };
    expect(given([]).when(grant)).toEqual([registered, { type: 'UserRoleGranted', data: { role: 'admin' } }]);
    expect(given([registered, { type: 'UserRoleGranted', data: { role: 'admin' } }]).when(grant)).toEqual([]);
  });
});
