import { describe, expect, it } from 'vitest';
import { userDecider, type UserState } from '../users/user.decider.js';
import { stillLoggedIn } from './push-audience.js';

const now = new Date('2026-11-29T10:00:00.000Z');
const hourFromNow = now.getTime() + 3_600_000;

const userWith = (sessions: UserState['sessions'], erased = false): UserState => ({ ...userDecider.initialState(), exists: true, erased, sessions });

describe('push audience: who a push may reach', () => {
  const devices = [
    { token: 'logged-in', sessionId: 'live' },
    { token: 'logged-out', sessionId: 'ended' },
    { token: 'expired', sessionId: 'old' },
    { token: 'before-sessions-were-named', sessionId: undefined },
    { token: 'session-never-recorded', sessionId: 'unknown' },
  ];
  const sessions: UserState['sessions'] = {
    live: { role: 'customer', expiresAt: hourFromNow, ended: false },
    ended: { role: 'customer', expiresAt: hourFromNow, ended: true },
    old: { role: 'customer', expiresAt: now.getTime(), ended: false },
  };

  it('keeps the devices of a login that lasts, and those registered with no recorded login', () => {
    expect(stillLoggedIn(userWith(sessions), devices, now).map((device) => device.token)).toEqual(['logged-in', 'before-sessions-were-named', 'session-never-recorded']);
  });

  it('reaches nobody of an erased account', () => {
    expect(stillLoggedIn(userWith(sessions, true), devices, now)).toEqual([]);
  });
});
