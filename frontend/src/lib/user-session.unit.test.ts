import { describe, expect, it } from 'vitest';
import { setUserDetailsCookie } from '../testing/browser-state';
import { isBanned, readUserSession, writeUserSession } from './user-session';

describe('the userDetails cookie', () => {
  it('is absent for visitors', () => {
    expect(readUserSession()).toBeUndefined();
  });

  it('round-trips the user details as JSON', () => {
    writeUserSession({ id: 'u1', status: 'active', name: 'Asha' });

    expect(document.cookie).toContain('userDetails=');
    expect(readUserSession()).toEqual({ id: 'u1', status: 'active', name: 'Asha' });
  });

  it('reads a numeric id as text and a missing status as empty', () => {
    setUserDetailsCookie({ id: 42 });
    expect(readUserSession()).toEqual({ id: '42', status: '' });
  });

  it.each([['not json'], ['null'], ['[1]'], ['{"status":"active"}']])('treats %s as no session', (raw) => {
    document.cookie = `userDetails=${encodeURIComponent(raw)}; path=/`;
    expect(readUserSession()).toBeUndefined();
  });

  it('calls only the status "ban" banned', () => {
    expect(isBanned('ban')).toBe(true);
    expect(isBanned('active')).toBe(false);
    expect(isBanned(undefined)).toBe(false);
  });
});
