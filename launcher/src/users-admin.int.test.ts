import { randomUUID } from 'node:crypto';
import { grantRole } from '@nakshatra/command-service';
import { createTestDatabase, type TestDatabase } from '@nakshatra/platform/testing';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startInProcessStack, type InProcessStack } from './testing/in-process-stack.js';
import { testApi, type Answer } from './testing/test-api.js';

/**
 * The admin's accounts list (get_users) and suspension (update_users with a status and a reason),
 * through the whole stack: customers registered by logging in, roles granted as the operator command does.
 */
describe('accounts for admins', () => {
  let db: TestDatabase;
  let stack: InProcessStack;
  let api: ReturnType<typeof testApi>;
  let admin: string;
  const people: Record<'asha' | 'ravi' | 'meera', { userId: string; numbers: string; cookie: string }> = {} as never;
  /** The position of the last write the setup made: reads wait for it (read-your-writes). */
  let setUp: string;

  beforeAll(async () => {
    db = await createTestDatabase(inject('databaseAdminUrl'), 'users_admin');
    stack = await startInProcessStack(db.url);
    api = testApi(stack);
    admin = stack.cookie('admin');
    for (const [key, name] of [['asha', 'Asha Kulkarni'], ['ravi', 'Pandit Ravi Shastri'], ['meera', 'Meera Nair']] as const) {
      const numbers = api.newNumber();
      const { userId, cookie } = await api.logIn(numbers);
      const renamed = await api.call('PUT', `/api/update_users/${userId}`, { cookie, body: { name } });
      expect(renamed.status).toBe(200);
      people[key] = { userId, numbers, cookie };
    }
    const meta = { commandId: randomUUID(), correlationId: randomUUID(), actor: { id: 'operator:test', role: 'system' as const } };
    const granted = await grantRole(stack.store, { countryCode: '+91', numbers: people.ravi.numbers, role: 'astrologer' }, meta);
    setUp = granted.position!;
  });
  afterAll(async () => {
    await stack?.stop();
    await db?.drop();
  });

  const list = (query: string, after: Answer | string = setUp) =>
    api.call('GET', `/api/get_users${query}`, { cookie: admin, headers: { 'x-min-position': typeof after === 'string' ? after : (after.body.position as string) } });
  const names = (answer: Answer) => (answer.body.data as { name: string }[]).map((user) => user.name).filter((name) => name !== 'Anonymous');

  it('lists accounts newest first, found by any part of the phone or the name, by role and by status, paged', async () => {
    const all = await list('?limit=100');
    expect(all.status).toBe(200);
    expect(names(all)).toEqual(['Meera Nair', 'Pandit Ravi Shastri', 'Asha Kulkarni']);
    expect(all.body.data[0]).toEqual({
      id: people.meera.userId,
      name: 'Meera Nair',
      phone: `+91${people.meera.numbers}`,
      country_code: '+91',
      email: null,
      img_url: 'NA',
      status: 'active',
      status_reason: null,
      roles: ['customer'],
      registered_at: expect.any(String),
      last_login_at: expect.any(String),
    });

    expect(names(await list(`?search=${people.asha.numbers.slice(-6)}`))).toEqual(['Asha Kulkarni']);
    expect(names(await list('?search=ravi'))).toEqual(['Pandit Ravi Shastri']);
    expect(names(await list('?search=NAIR'))).toEqual(['Meera Nair']);
    // `%` and `_` are taken literally: as LIKE wildcards they would match everyone.
    expect(names(await list('?search=%25'))).toEqual([]);
    expect(names(await list('?search=_'))).toEqual([]);
    expect(names(await list('?role=astrologer'))).toEqual(['Pandit Ravi Shastri']);
    expect(names(await list('?role=customer&limit=100'))).toEqual(['Meera Nair', 'Asha Kulkarni']);
    const page = await list('?limit=1&page=2');
    expect(page.body.meta).toEqual({ page: 2, limit: 1, total: all.body.meta.total });
    expect(page.body.data).toEqual([all.body.data[1]]);
  });

  it('suspends an account with a reason, which the list and the account itself show, and lifts it again', async () => {
    const { userId, cookie } = people.asha;
    const suspended = await api.call('PUT', `/api/update_users/${userId}`, { cookie: admin, body: { status: 'ban', reason: 'Abusive messages to astrologers' } });
    expect(suspended.status).toBe(200);
    expect((await list('?status=ban', suspended)).body.data).toEqual([expect.objectContaining({ id: userId, status: 'ban', status_reason: 'Abusive messages to astrologers' })]);
    expect((await api.call('GET', `/api/get_single_users/${userId}`, { cookie, headers: { 'x-min-position': suspended.body.position } })).body.data.status).toBe('ban');

    const lifted = await api.call('PUT', `/api/update_users/${userId}`, { cookie: admin, body: { status: 'active', reason: 'Apologised; first warning' } });
    expect((await list('?status=ban', lifted)).body.data).toEqual([]);
    expect((await list(`?search=${people.asha.numbers}`, lifted)).body.data[0]).toMatchObject({ status: 'active', status_reason: 'Apologised; first warning' });
  });

  it('needs a reason to suspend, lets only admins suspend or list, and refuses bad filters by field', async () => {
    const { userId, cookie } = people.meera;
    expect(await api.call('PUT', `/api/update_users/${userId}`, { cookie: admin, body: { status: 'ban' } })).toMatchObject({
      status: 400,
      body: { code: 'request.invalid', errors: [{ path: 'reason', code: 'field.status_reason', message: 'is required to suspend or reinstate an account' }] },
    });
    expect(await api.call('PUT', `/api/update_users/${userId}`, { cookie, body: { status: 'ban', reason: 'Suspending myself' } })).toMatchObject({ status: 403, body: { code: 'user.status_admin_only' } });
    expect(await api.call('GET', '/api/get_users', { cookie })).toMatchObject({ status: 403, body: { code: 'auth.admin_only' } });
    expect((await api.call('GET', '/api/get_users')).status).toBe(401);
    expect(await list('?role=owner&status=gone')).toMatchObject({
      status: 400,
      body: { errors: [expect.objectContaining({ path: 'query.role', code: 'field.invalid_option' }), expect.objectContaining({ path: 'query.status', code: 'field.invalid_option' })] },
    });
  });
});
