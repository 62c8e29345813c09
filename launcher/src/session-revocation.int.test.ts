import { createTestDatabase, type TestDatabase } from '@nakshatra/platform/testing';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startStack, type RunningStack } from './stack.js';
import { startInProcessStack, type InProcessStack, type RunningInProcessStack } from './testing/in-process-stack.js';
import { testApi } from './testing/test-api.js';

/**
 * Ending a session must not wait for the projections (docs/sessions-and-access.md, "Ending a
 * session"): with every projection stopped, a logged-out cookie's very next read is refused, and a
 * suspension stops writes at once while reads go on as documented.
 */
describe('session revocation with the projections stopped', () => {
  let db: TestDatabase;
  let stack: RunningInProcessStack;
  let api: ReturnType<typeof testApi>;

  beforeAll(async () => {
    db = await createTestDatabase(inject('databaseAdminUrl'), 'session_revocation');
    stack = await startInProcessStack(db.url);
    api = testApi(stack);
  });
  afterAll(async () => {
    await stack?.stop();
    await db?.drop();
  });

  it('refuses a logged-out cookie on the next read and write, and a suspended account its writes only', async () => {
    const leaving = await api.logIn(api.newNumber());
    const suspended = await api.logIn(api.newNumber());
    const kundlis = (cookie: string) => api.call('GET', '/api/get_my_kundlis', { cookie });
    const rename = (user: { userId: string; cookie: string }, name: string) => api.call('PUT', `/api/update_users/${user.userId}`, { cookie: user.cookie, body: { name } });
    expect((await kundlis(leaving.cookie)).status).toBe(200);
    expect((await kundlis(suspended.cookie)).status).toBe(200);

    await stack.stopProjections();

    expect((await api.call('POST', '/api/logout', { cookie: leaving.cookie })).status).toBe(200);
    expect(await kundlis(leaving.cookie)).toMatchObject({ status: 401, body: { code: 'auth.login_required' } });
    expect((await rename(leaving, 'After logout')).status).toBe(401);

    const banned = await api.call('PUT', `/api/update_users/${suspended.userId}`, { cookie: stack.cookie('admin'), body: { status: 'ban', reason: 'Abusive messages to astrologers' } });
    expect(banned.status).toBe(200);
    expect(await rename(suspended, 'Still me')).toMatchObject({ status: 403, body: { code: 'account.suspended' } });
    // A suspended account still reads (the SPA shows the Account Suspended overlay from its details) and may log out.
    expect((await kundlis(suspended.cookie)).status).toBe(200);
    expect((await api.call('POST', '/api/logout', { cookie: suspended.cookie })).status).toBe(200);
    expect((await kundlis(suspended.cookie)).status).toBe(401);

    // None of this came from the projections: the store holds the logout, the read model never saw it.
    expect((await stack.store.readStream(`user-${leaving.userId}`)).at(-1)?.type).toBe('UserLoggedOut');
    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    try {
      expect((await client.query('SELECT ended_at FROM user_sessions WHERE user_id = $1 AND ended_at IS NOT NULL', [leaving.userId])).rows).toEqual([]);
    } finally {
      await client.end();
    }
  });
});

/** The same as `npm start` runs it: command and query service in processes of their own, the projector killed. */
describe('session revocation across processes', () => {
  let db: TestDatabase;
  let stack: RunningStack;

  beforeAll(async () => {
    db = await createTestDatabase(inject('databaseAdminUrl'), 'session_revocation_processes');
    stack = await startStack({ databaseUrl: db.url, logLevel: 'silent' });
  }, 120_000);
  afterAll(async () => {
    await stack?.stop();
    await db?.drop();
  });

  it('refuses a logged-out cookie on the next read while the projections process is down', { timeout: 90_000 }, async () => {
    // testApi calls the gateway's url only.
    const api = testApi({ url: stack.url } as InProcessStack);
    const { cookie } = await api.logIn(api.newNumber());
    const kundlis = () => api.call('GET', '/api/get_my_kundlis', { cookie });
    expect((await kundlis()).status).toBe(200);
    await stack.crashAndRestart('projections', async () => {
      expect((await api.call('POST', '/api/logout', { cookie })).status).toBe(200);
      expect((await kundlis()).status).toBe(401);
    });
    expect((await kundlis()).status).toBe(401);
  });
});
