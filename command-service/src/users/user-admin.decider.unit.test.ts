import type { UserEvent } from '@nakshatra/contracts';
import { describe, expect, it } from 'vitest';
import { givenWhen } from '../shared/testing/given-when.js';
import { userDecider, type UserCommand } from './user.decider.js';

const given = givenWhen(userDecider);

const userId = '0b5b1f1e-1111-5aaa-8bbb-123456789abc';
const T0 = Date.UTC(2026, 10, 22, 10, 0, 0);
const registered: UserEvent = { type: 'UserRegistered', data: { userId, phone: '+919876543210', countryCode: '+91' } };
const granted = (role: 'astrologer' | 'admin'): UserEvent => ({ type: 'UserRoleGranted', data: { role } });
const loggedIn = (sessionId: string, role: 'customer' | 'astrologer' | 'admin'): UserEvent => ({
  type: 'UserLoggedIn',
  data: { sessionId, role, otpId: `otp-${sessionId}`, expiresAt: new Date(T0 + 3_600_000).toISOString() },
});
const erased: UserEvent = { type: 'UserErased', data: { reason: 'asked by e-mail on 20 Nov' } };
const emptyWallet = { balance: 0, rechargePending: false, unsettled: undefined };
const erase = (overrides: Partial<Extract<UserCommand, { type: 'EraseUser' }>> = {}): UserCommand => ({ type: 'EraseUser', reason: 'asked by e-mail on 20 Nov', ownAccount: false, wallet: emptyWallet, ...overrides });
const changeRole = (role: 'astrologer' | 'admin', action: 'grant' | 'revoke', ownAccount = false): UserCommand => ({ type: 'ChangeRole', role, action, ownAccount });

describe('user decider: an admin adds an account', () => {
  const create: UserCommand = { type: 'CreateUser', userId, phone: '+919876543210', countryCode: '+91', name: 'Asha Rao', roles: ['admin', 'admin'] };

  it('registers the number with its name and each role once', () => {
    expect(given([]).when(create)).toEqual([registered, { type: 'UserProfileChanged', data: { changes: { name: 'Asha Rao' } } }, granted('admin')]);
    expect(given([]).when({ ...create, roles: [] })).toHaveLength(2);
  });

  it('refuses a number that already has an account', () => {
    expect(given([registered]).when(create)).toMatchObject({ status: 409, code: 'user.phone_taken' });
  });
});

describe('user decider: granting and revoking roles', () => {
  it('grants a role not held, and appends nothing for one held', () => {
    expect(given([registered]).when(changeRole('astrologer', 'grant'))).toEqual([granted('astrologer')]);
    expect(given([registered, granted('astrologer')]).when(changeRole('astrologer', 'grant'))).toEqual([]);
  });

  it('revokes a held role and ends the sessions logged in with it, and only those', () => {
    const history = [registered, granted('admin'), loggedIn('s-admin', 'admin'), loggedIn('s-customer', 'customer')];
    const revoked = given(history).when(changeRole('admin', 'revoke'));
    expect(revoked).toEqual([{ type: 'UserRoleRevoked', data: { role: 'admin' } }]);
    const state = [...history, ...(revoked as UserEvent[])].reduce(userDecider.evolve, userDecider.initialState());
    expect(state.roles).toEqual(['customer']);
    expect(state.sessions['s-admin']?.ended).toBe(true);
    expect(state.sessions['s-customer']?.ended).toBe(false);
    expect(given([registered]).when(changeRole('admin', 'revoke'))).toEqual([]);
  });

  it("refuses an admin taking their own admin role, but lets them change another role of their own", () => {
    expect(given([registered, granted('admin')]).when(changeRole('admin', 'revoke', true))).toMatchObject({ status: 409, code: 'user.own_account' });
    expect(given([registered, granted('admin')]).when(changeRole('astrologer', 'grant', true))).toEqual([granted('astrologer')]);
  });

  it('refuses an unknown or erased account', () => {
    expect(given([]).when(changeRole('admin', 'grant'))).toMatchObject({ status: 404, code: 'user.not_found' });
    expect(given([registered, erased]).when(changeRole('admin', 'grant'))).toMatchObject({ status: 409, code: 'user.erased' });
  });
});

describe('user decider: erasure on request', () => {
  it('erases a customer whose wallet is empty', () => {
    expect(given([registered]).when(erase())).toEqual([erased]);
  });

  it('refuses while the wallet holds money or waits for a recharge, saying how much', () => {
    expect(given([registered]).when(erase({ wallet: { balance: 12_550, rechargePending: false, unsettled: undefined } }))).toMatchObject({ status: 409, code: 'user.erase_wallet_not_empty', params: { balance: 12_550 } });
    // A negative balance (an adjustment gone wrong) is money to settle too.
    expect(given([registered]).when(erase({ wallet: { balance: -100, rechargePending: false, unsettled: undefined } }))).toMatchObject({ code: 'user.erase_wallet_not_empty' });
    expect(given([registered]).when(erase({ wallet: { balance: 0, rechargePending: true, unsettled: undefined } }))).toMatchObject({ status: 409, code: 'user.erase_recharge_pending' });
    expect(given([registered]).when(erase({ wallet: { balance: 0, rechargePending: false, unsettled: { kind: 'order', id: 'order-1' } } }))).toMatchObject({
      status: 409,
      code: 'user.erase_money_unsettled',
      params: { kind: 'order', id: 'order-1' },
    });
  });

  it('refuses staff until their roles are revoked, and the admin themself', () => {
    expect(given([registered, granted('astrologer')]).when(erase())).toMatchObject({ status: 409, code: 'user.erase_staff' });
    expect(given([registered, granted('astrologer'), { type: 'UserRoleRevoked', data: { role: 'astrologer' } }]).when(erase())).toEqual([erased]);
    expect(given([registered]).when(erase({ ownAccount: true }))).toMatchObject({ status: 409, code: 'user.own_account' });
  });

  it('refuses an unknown account, and an erased one a second time', () => {
    expect(given([]).when(erase())).toMatchObject({ status: 404, code: 'user.not_found' });
    expect(given([registered, erased]).when(erase())).toMatchObject({ status: 409, code: 'user.erased' });
  });

  it('keeps nothing personal, ends every session, and never logs in or changes again', () => {
    const history: UserEvent[] = [
      registered,
      { type: 'UserProfileChanged', data: { changes: { name: 'Asha', email: 'asha@example.com' } } },
      loggedIn('s-1', 'customer'),
      { type: 'LoginOtpRequested', data: { otpId: 'otp-2', purpose: 'customer', salt: 'salt', hash: 'hash-of-123456', requestedAt: new Date(T0).toISOString(), expiresAt: new Date(T0 + 300_000).toISOString() } },
      erased,
    ];
    const state = history.reduce(userDecider.evolve, userDecider.initialState());
    expect(state).toMatchObject({ erased: true, phone: '', profile: {} });
    expect(state.sessions['s-1']?.ended).toBe(true);
    const confirm: UserCommand = { type: 'ConfirmLoginOtp', purpose: 'customer', matches: () => true, sessionId: 's-2', sessionTtlMs: 3_600_000, now: T0 + 60_000 };
    expect(given(history).when(confirm)).toMatchObject({ status: 400, code: 'otp.invalid' });
    expect(given(history).when({ type: 'UpdateUser', changes: { name: 'Back again' } })).toMatchObject({ status: 409, code: 'user.erased' });
    expect(given(history).when({ type: 'GrantRole', role: 'admin', userId, phone: '+919876543210', countryCode: '+91' })).toMatchObject({ status: 409, code: 'user.erased' });
  });
});
