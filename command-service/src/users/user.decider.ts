import type { LoginRole, StaffRole, UnsettledMoney, UserEvent, UserStatus } from '@nakshatra/contracts';
import { refuse } from '@nakshatra/platform';
import type { Decider } from '../shared/decider.js';

/** Per number: at most this many codes in the window (spec'd by issue #3). */
export const OTP_SENDS_PER_NUMBER = 3;
export const OTP_SEND_WINDOW_MS = 10 * 60 * 1000;
/** Wrong tries before a code is void. */
export const OTP_MAX_ATTEMPTS = 5;
/**
 * Wrong tries of all the number's codes in the window before it takes no code, sent or tried,
 * until the oldest leaves the window: without it, three codes every ten minutes with five tries
 * each let anyone guess 2,160 times a day at a chosen number's account. Two codes' worth an hour
 * leaves a person who mistypes room, and a stranger who makes the number wait an hour at most.
 */
export const OTP_FAILURES_PER_WINDOW = 10;
export const OTP_FAILURE_WINDOW_MS = 60 * 60 * 1000;

interface PendingOtp {
  readonly otpId: string;
  readonly purpose: LoginRole;
  readonly salt: string;
  readonly hash: string;
  readonly expiresAt: number;
  readonly attempts: number;
  /** Used for a login, voided, or replaced by a newer code. */
  readonly closed: boolean;
  /** Never sent: a role-gated login for a number without the role (LoginOtpRequested.withheld). */
  readonly withheld: boolean;
}

export interface UserState {
  readonly exists: boolean;
  /** Erased on request (UserErased): no login, no change, ever; the number registers as a new account. */
  readonly erased: boolean;
  /** E.164. */
  readonly phone: string;
  readonly roles: readonly LoginRole[];
  readonly status: UserStatus;
  readonly profile: Readonly<Record<string, unknown>>;
  readonly otp: PendingOtp | undefined;
  /** When recent codes were requested (ms), for the per-number limit. */
  readonly otpRequestedAt: readonly number[];
  /** When the recent wrong tries were (ms), of any code of the number, for OTP_FAILURES_PER_WINDOW. */
  readonly otpFailedAt: readonly number[];
  /**
   * A withheld code (a role-gated login for a number without the role) has a slot of its own: a
   * stranger asking for one must not silently replace the number's real code (no SMS would tell its
   * owner). The per-number limit counts both, as it must: a limit that counted them apart would
   * answer a role holder and anyone else differently. (Anyone can use up a number's sends with
   * send_otp anyway; each of those at least reaches the owner by SMS.)
   */
  readonly withheldOtp: PendingOtp | undefined;
  readonly sessions: Readonly<Record<string, { readonly role: LoginRole; readonly expiresAt: number; readonly ended: boolean }>>;
}

export type UserCommand =
  | {
      readonly type: 'RequestLoginOtp';
      readonly userId: string;
      readonly phone: string;
      readonly countryCode: string;
      readonly purpose: LoginRole;
      readonly otpId: string;
      readonly salt: string;
      readonly hash: string;
      readonly now: number;
      readonly ttlMs: number;
    }
  | {
      readonly type: 'ConfirmLoginOtp';
      readonly purpose: LoginRole;
      readonly matches: (salt: string, hash: string) => boolean;
      readonly sessionId: string;
      readonly sessionTtlMs: number;
      readonly now: number;
    }
  | { readonly type: 'LogOut'; readonly sessionId: string }
  | { readonly type: 'UpdateUser'; readonly changes: Readonly<Record<string, unknown>>; readonly status?: { readonly value: UserStatus; readonly reason: string } }
  | { readonly type: 'GrantRole'; readonly role: StaffRole; readonly userId: string; readonly phone: string; readonly countryCode: string }
  | { readonly type: 'CreateUser'; readonly userId: string; readonly phone: string; readonly countryCode: string; readonly name: string; readonly roles: readonly StaffRole[] }
  /** An admin's grant or revocation; `ownAccount` when the admin is changing their own account. */
  | { readonly type: 'ChangeRole'; readonly role: StaffRole; readonly action: 'grant' | 'revoke'; readonly ownAccount: boolean }
  | {
      readonly type: 'EraseUser';
      readonly reason: string;
      readonly ownAccount: boolean;
      /**
       * The wallet as it stands (its own stream): paise held, whether a recharge still awaits its
       * payment, and a debit whose flow may still refund it (unsettled-money.ts), if any.
       */
      readonly wallet: { readonly balance: number; readonly rechargePending: boolean; readonly unsettled: UnsettledMoney | undefined };
    };

const invalidOtp = () => refuse('otp.invalid');

/** An account an admin may change: one that exists and was not erased. */
function changeable(state: UserState): void {
  if (!state.exists) throw refuse('user.not_found');
  if (state.erased) throw refuse('user.erased');
}

/** The sessions with `ended` set where `ends(session)` holds. */
function endSessions(sessions: UserState['sessions'], ends: (session: UserState['sessions'][string]) => boolean): UserState['sessions'] {
  return Object.fromEntries(Object.entries(sessions).map(([id, session]) => [id, ends(session) ? { ...session, ended: true } : session]));
}

/** Whether the account may log in as this role: everyone as a customer, astrologers and admins once granted. */
const holdsRole = (state: UserState, role: LoginRole): boolean => role === 'customer' || state.roles.includes(role);

/** The state with the code `otpId` (in whichever slot holds it) changed; unchanged when neither does. */
function withOtp(state: UserState, otpId: string, change: (otp: PendingOtp) => PendingOtp): UserState {
  if (state.otp?.otpId === otpId) return { ...state, otp: change(state.otp) };
  if (state.withheldOtp?.otpId === otpId) return { ...state, withheldOtp: change(state.withheldOtp) };
  return state;
}

/** Too many wrong tries of the number's codes in the window: no code is sent or tried until the oldest leaves it. */
function assertNotLockedOut(state: UserState, now: number): void {
  const recent = state.otpFailedAt.filter((at) => now - at < OTP_FAILURE_WINDOW_MS);
  if (recent.length < OTP_FAILURES_PER_WINDOW) return;
  throw refuse('otp.too_many_failures', { minutes: Math.max(1, Math.ceil((recent[0]! + OTP_FAILURE_WINDOW_MS - now) / 60_000)) });
}

export const userDecider: Decider<UserState, UserCommand, UserEvent> = {
  initialState: () => ({ exists: false, erased: false, phone: '', roles: [], status: 'active', profile: {}, otp: undefined, otpRequestedAt: [], otpFailedAt: [], withheldOtp: undefined, sessions: {} }),

  evolve(state, event) {
    switch (event.type) {
      case 'UserRegistered':
        return { ...state, exists: true, phone: event.data.phone, roles: ['customer', ...state.roles.filter((role) => role !== 'customer')] };
      case 'LoginOtpRequested': {
        const { otpId, purpose, salt, hash, requestedAt, expiresAt, withheld } = event.data;
        const otp = { otpId, purpose, salt, hash, expiresAt: Date.parse(expiresAt), attempts: 0, closed: false, withheld: withheld === true };
        const otpRequestedAt = [...state.otpRequestedAt, Date.parse(requestedAt)].slice(-OTP_SENDS_PER_NUMBER);
        return otp.withheld ? { ...state, withheldOtp: otp, otpRequestedAt } : { ...state, otp, otpRequestedAt };
      }
      case 'LoginOtpRejected': {
        const { rejectedAt } = event.data;
        const otpFailedAt = rejectedAt ? [...state.otpFailedAt, Date.parse(rejectedAt)].slice(-OTP_FAILURES_PER_WINDOW) : state.otpFailedAt;
        return { ...withOtp(state, event.data.otpId, (otp) => ({ ...otp, attempts: event.data.attempts })), otpFailedAt };
      }
      case 'LoginOtpVoided':
        return withOtp(state, event.data.otpId, (otp) => ({ ...otp, closed: true }));
      case 'UserLoggedIn': {
        const { sessionId, role, otpId, expiresAt } = event.data;
        return {
          ...state,
          otp: state.otp?.otpId === otpId ? { ...state.otp, closed: true } : state.otp,
          sessions: { ...state.sessions, [sessionId]: { role, expiresAt: Date.parse(expiresAt), ended: false } },
        };
      }
      case 'UserLoggedOut': {
        const session = state.sessions[event.data.sessionId];
        return session ? { ...state, sessions: { ...state.sessions, [event.data.sessionId]: { ...session, ended: true } } } : state;
      }
      case 'UserProfileChanged':
        return { ...state, profile: { ...state.profile, ...event.data.changes } };
      case 'UserSuspended':
        return { ...state, status: 'ban' };
      case 'UserReinstated':
        return { ...state, status: 'active' };
      case 'UserRoleGranted':
        return state.roles.includes(event.data.role) ? state : { ...state, roles: [...state.roles, event.data.role] };
      case 'UserRoleRevoked': {
        const revoked = event.data.role;
        return { ...state, roles: state.roles.filter((role) => role !== revoked), sessions: endSessions(state.sessions, (session) => session.role === revoked) };
      }
      case 'UserErased':
        // Nothing personal is kept in the state either; every session ends and no code can log in.
        return {
          ...state,
          erased: true,
          phone: '',
          profile: {},
          otp: state.otp && { ...state.otp, closed: true },
          withheldOtp: state.withheldOtp && { ...state.withheldOtp, closed: true },
          sessions: endSessions(state.sessions, () => true),
        };
      default: {
        const unknown: never = event;
        return unknown;
      }
    }
  },

  decide(command, state) {
    switch (command.type) {
      case 'RequestLoginOtp': {
        // A role-gated code for a number without the role is recorded but withheld (never sent, never
        // logs in), so the caller cannot tell it from a real one; such a request registers no account.
        const withheld = !holdsRole(state, command.purpose);
        // The same limits for every number, role or not: a 429 must not tell who holds a role either.
        assertNotLockedOut(state, command.now);
        const recent = state.otpRequestedAt.filter((at) => command.now - at < OTP_SEND_WINDOW_MS);
        if (recent.length >= OTP_SENDS_PER_NUMBER) {
          const minutes = Math.max(1, Math.ceil((recent[0]! + OTP_SEND_WINDOW_MS - command.now) / 60_000));
          throw refuse('otp.too_many_for_number', { minutes });
        }
        const requested: UserEvent = {
          type: 'LoginOtpRequested',
          data: {
            otpId: command.otpId,
            purpose: command.purpose,
            salt: command.salt,
            hash: command.hash,
            requestedAt: new Date(command.now).toISOString(),
            expiresAt: new Date(command.now + command.ttlMs).toISOString(),
            ...(withheld ? { withheld: true as const } : {}),
          },
        };
        if (state.exists || withheld) return [requested];
        return [{ type: 'UserRegistered', data: { userId: command.userId, phone: command.phone, countryCode: command.countryCode } }, requested];
      }
      case 'ConfirmLoginOtp': {
        if (state.erased) throw invalidOtp();
        assertNotLockedOut(state, command.now);
        // A role-gated login for a number without the role can only be trying a withheld code.
        const otp = holdsRole(state, command.purpose) ? state.otp : state.withheldOtp;
        if (!otp || otp.closed || otp.purpose !== command.purpose || otp.expiresAt <= command.now) throw invalidOtp();
        // The hash is checked whatever else holds, so a withheld code costs the same work as any other
        // and is answered as a wrong try: a stranger's tries look exactly like a role holder's mistakes.
        const right = command.matches(otp.salt, otp.hash);
        if (!right || otp.withheld || !holdsRole(state, command.purpose)) {
          const attempts = otp.attempts + 1;
          const rejected: UserEvent = { type: 'LoginOtpRejected', data: { otpId: otp.otpId, attempts, rejectedAt: new Date(command.now).toISOString() } };
          return attempts >= OTP_MAX_ATTEMPTS ? [rejected, { type: 'LoginOtpVoided', data: { otpId: otp.otpId, reason: 'too_many_attempts' } }] : [rejected];
        }
        return [
          {
            type: 'UserLoggedIn',
            data: { sessionId: command.sessionId, role: command.purpose, otpId: otp.otpId, expiresAt: new Date(command.now + command.sessionTtlMs).toISOString() },
          },
        ];
      }
      case 'LogOut': {
        const session = state.sessions[command.sessionId];
        return session && !session.ended ? [{ type: 'UserLoggedOut', data: { sessionId: command.sessionId } }] : [];
      }
      case 'UpdateUser': {
        changeable(state);
        const events: UserEvent[] = [];
        const changes = Object.fromEntries(Object.entries(command.changes).filter(([key, value]) => JSON.stringify(state.profile[key]) !== JSON.stringify(value)));
        if (Object.keys(changes).length) events.push({ type: 'UserProfileChanged', data: { changes } });
        const status = command.status;
        if (status && status.value !== state.status) {
          events.push(status.value === 'ban' ? { type: 'UserSuspended', data: { reason: status.reason } } : { type: 'UserReinstated', data: { reason: status.reason } });
        }
        return events;
      }
      case 'GrantRole': {
        if (state.erased) throw refuse('user.erased');
        if (state.roles.includes(command.role)) return [];
        const granted: UserEvent = { type: 'UserRoleGranted', data: { role: command.role } };
        if (state.exists) return [granted];
        return [{ type: 'UserRegistered', data: { userId: command.userId, phone: command.phone, countryCode: command.countryCode } }, granted];
      }
      case 'CreateUser': {
        // The handler found no live account for the number at this id; one here means it was just made.
        if (state.exists) throw refuse('user.phone_taken');
        const { userId, phone, countryCode, name, roles } = command;
        return [
          { type: 'UserRegistered', data: { userId, phone, countryCode } },
          { type: 'UserProfileChanged', data: { changes: { name } } },
          ...[...new Set(roles)].map((role): UserEvent => ({ type: 'UserRoleGranted', data: { role } })),
        ];
      }
      case 'ChangeRole': {
        changeable(state);
        const held = state.roles.includes(command.role);
        if (command.action === 'grant') return held ? [] : [{ type: 'UserRoleGranted', data: { role: command.role } }];
        // An admin who took their own admin role would lock themselves out mid-page; another admin can.
        if (command.ownAccount && command.role === 'admin') throw refuse('user.own_account');
        return held ? [{ type: 'UserRoleRevoked', data: { role: command.role } }] : [];
      }
      case 'EraseUser': {
        changeable(state);
        if (command.ownAccount) throw refuse('user.own_account');
        // Staff roles come with records of their own (an astrologer's profile and earnings): revoked first, by choice.
        if (state.roles.some((role) => role !== 'customer')) throw refuse('user.erase_staff');
        if (command.wallet.balance !== 0) throw refuse('user.erase_wallet_not_empty', { balance: command.wallet.balance });
        if (command.wallet.rechargePending) throw refuse('user.erase_recharge_pending');
        if (command.wallet.unsettled) throw refuse('user.erase_money_unsettled', command.wallet.unsettled);
        return [{ type: 'UserErased', data: { reason: command.reason } }];
      }
      default: {
        const unknown: never = command;
        throw new Error(`unknown command ${JSON.stringify(unknown)}`);
      }
    }
  },
};
