import { randomUUID } from 'node:crypto';
import { PushTokens, WebPushSubscriptions } from '@nakshatra/command-service';
import { createTestDatabase, type TestDatabase } from '@nakshatra/platform/testing';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startInProcessStack, type InProcessStack } from './testing/in-process-stack.js';
import { testApi, type Answer } from './testing/test-api.js';

/**
 * An admin adds accounts by phone (create_users), grants and revokes staff roles (update_user_roles)
 * and erases an account on request (delete_users), through the whole stack (docs/users.md).
 */
describe('accounts an admin adds, changes and erases', () => {
  let db: TestDatabase;
  let stack: InProcessStack;
  let api: ReturnType<typeof testApi>;
  let admin: string;
  const key = () => ({ 'idempotency-key': randomUUID() });
  const after = (answer: Answer) => ({ 'x-min-position': answer.body.position as string });
  const users = (query: string, written: Answer) => api.call('GET', `/api/get_users${query}`, { cookie: admin, headers: after(written) });

  beforeAll(async () => {
    db = await createTestDatabase(inject('databaseAdminUrl'), 'users_lifecycle');
    stack = await startInProcessStack(db.url);
    api = testApi(stack);
    admin = stack.cookie('admin');
  });
  afterAll(async () => {
    await stack?.stop();
    await db?.drop();
  });

  it('adds a customer by phone with a name, refuses the number twice, and its owner logs in to that very account', async () => {
    const numbers = api.newNumber();
    const created = await api.call('POST', '/api/create_users', { cookie: admin, body: { numbers, name: 'Kavya Menon' } });
    expect(created).toMatchObject({ status: 200, body: { data: { id: expect.any(String) } } });
    const found = await users(`?search=${numbers}`, created);
    expect(found.body.data).toEqual([expect.objectContaining({ id: created.body.data.id, name: 'Kavya Menon', phone: `+91${numbers}`, roles: ['customer'], status: 'active' })]);

    expect(await api.call('POST', '/api/create_users', { cookie: admin, body: { numbers, name: 'Someone Else' } })).toMatchObject({ status: 409, body: { code: 'user.phone_taken' } });
    expect(await api.call('POST', '/api/create_users', { cookie: admin, body: { numbers: '12345', name: '', roles: ['owner'] } })).toMatchObject({
      status: 400,
      body: { errors: [expect.objectContaining({ path: 'numbers' }), expect.objectContaining({ path: 'name' }), expect.objectContaining({ path: 'roles.0' })] },
    });
    expect((await api.logIn(numbers)).userId).toBe(created.body.data.id);
  });

  it('grants and revokes a staff role; a revoked role ends the sessions logged in with it, and an admin cannot take their own', async () => {
    const numbers = api.newNumber();
    const created = await api.call('POST', '/api/create_users', { cookie: admin, body: { numbers, name: 'Dev Iyer', roles: ['admin'] } });
    const id = created.body.data.id as string;
    const { cookie: adminSession } = await api.logIn(numbers, { send: 'login', confirm: 'login' });
    expect((await api.call('GET', '/api/get_users', { cookie: adminSession })).status).toBe(200);

    expect(await api.call('PUT', `/api/update_user_roles/${id}`, { cookie: adminSession, body: { role: 'admin', action: 'revoke' } })).toMatchObject({ status: 409, body: { code: 'user.own_account' } });
    const granted = await api.call('PUT', `/api/update_user_roles/${id}`, { cookie: admin, body: { role: 'astrologer', action: 'grant' } });
    expect((await users(`?search=${numbers}`, granted)).body.data[0].roles).toEqual(['customer', 'admin', 'astrologer']);
    const revoked = await api.call('PUT', `/api/update_user_roles/${id}`, { cookie: admin, body: { role: 'admin', action: 'revoke' } });
    expect(revoked.status).toBe(200);
    expect((await users(`?search=${numbers}`, revoked)).body.data[0].roles).toEqual(['customer', 'astrologer']);
    // The admin session is over at once, for reads and writes alike.
    expect((await api.call('GET', '/api/get_users', { cookie: adminSession })).status).toBe(401);
    const sessions = await api.call('GET', `/api/get_user_sessions/${id}`, { cookie: admin, headers: after(revoked) });
    expect(sessions.body.data).toEqual([expect.objectContaining({ role: 'admin', ended_at: expect.any(String) })]);
    expect(await api.call('PUT', `/api/update_user_roles/${randomUUID()}`, { cookie: admin, body: { role: 'admin', action: 'grant' } })).toMatchObject({ status: 404, body: { code: 'user.not_found' } });
  });

  it('refuses to erase while the wallet holds money or waits for a recharge, then erases: the person is gone everywhere, the number registers afresh', async () => {
    const numbers = api.newNumber();
    const { userId, cookie } = await api.logIn(numbers);
    await api.call('PUT', `/api/update_users/${userId}`, { cookie, body: { name: 'Nisha Rao', email: 'nisha@example.com', date_of_birth: '1992-03-04' } });
    const asNisha = { commandId: randomUUID(), correlationId: randomUUID(), actor: { id: userId, role: 'customer' as const } };
    await new PushTokens(stack.store).register(userId, 'device-token-of-nisha-0001', 'web', undefined, asNisha);
    const browser = { endpoint: 'https://push.example/send/nisha-0001', p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM', auth: 'tBHItJI5svbpez7KI4CCXg', language: 'en' as const, sessionId: undefined };
    await new WebPushSubscriptions(stack.store).subscribe(userId, browser, asNisha);
    expect(await new WebPushSubscriptions(stack.store).of(userId)).toHaveLength(1);
    const reason = { reason: 'Asked by e-mail on 20 November' };

    await api.call('PUT', `/api/update_wallet/${userId}`, { cookie: admin, headers: key(), body: { amount: 125_50, reason: 'Goodwill credit' } });
    expect(await api.call('DELETE', `/api/delete_users/${userId}`, { cookie: admin, body: reason })).toMatchObject({
      status: 409,
      body: { code: 'user.erase_wallet_not_empty', params: { balance: 125_50 }, message: 'The wallet still holds ₹ 125.50. Refund or settle it to ₹0 before erasing the account.' },
    });
    await api.call('PUT', `/api/update_wallet/${userId}`, { cookie: admin, headers: key(), body: { amount: -125_50, reason: 'Paid out to the customer on request' } });
    const recharge = await api.call('POST', '/api/create_transaction', { cookie, headers: key(), body: { amount: 100_00 } });
    expect(recharge.status).toBe(201);
    expect(await api.call('DELETE', `/api/delete_users/${userId}`, { cookie: admin, body: reason })).toMatchObject({ status: 409, body: { code: 'user.erase_recharge_pending' } });
    await api.call('PUT', `/api/update_transaction/${recharge.body.data.recharge_id}`, { cookie: admin, body: { user_id: userId, status: 'failed', reason: 'Customer asked for erasure' } });

    expect(await api.call('DELETE', `/api/delete_users/${userId}`, { cookie: admin, body: { reason: ' ' } })).toMatchObject({ status: 400, body: { errors: [expect.objectContaining({ path: 'reason' })] } });
    const erased = await api.call('DELETE', `/api/delete_users/${userId}`, { cookie: admin, body: reason });
    expect(erased).toMatchObject({ status: 200, body: { data: { id: userId } } });
    expect(await api.call('DELETE', `/api/delete_users/${userId}`, { cookie: admin, body: reason })).toMatchObject({ status: 409, body: { code: 'user.erased' } });

    // The account stays listed, blank, so its money records still point somewhere.
    const listed = await users('?status=erased', erased);
    expect(listed.body.data).toEqual([expect.objectContaining({ id: userId, name: 'Anonymous', phone: '', email: null, status: 'erased', status_reason: reason.reason, roles: ['customer'] })]);
    expect((await users(`?search=${numbers}`, erased)).body.data).toEqual([]);
    // Its session is over and no device is pushed to.
    expect((await api.call('GET', `/api/get_single_users/${userId}`, { cookie })).status).toBe(401);
    expect((await api.call('PUT', `/api/update_users/${userId}`, { cookie, body: { name: 'Back' } })).status).toBe(401);
    expect(await new PushTokens(stack.store).devices(userId)).toEqual([]);
    expect(await new WebPushSubscriptions(stack.store).of(userId)).toEqual([]);
    expect(await api.call('PUT', `/api/update_users/${userId}`, { cookie: admin, body: { name: 'Back' } })).toMatchObject({ status: 409, body: { code: 'user.erased' } });

    // The number logs in again as a new, empty account.
    const again = await api.logIn(numbers);
    expect(again.userId).not.toBe(userId);
    // The login's own write is not the erasure's: read until the new account is projected.
    const fresh = () => api.call('GET', `/api/get_single_users/${again.userId}`, { cookie: again.cookie, headers: { 'x-min-position': erased.body.position } });
    await expect.poll(async () => (await fresh()).status).toBe(200);
    expect((await fresh()).body.data).toMatchObject({ name: 'Anonymous', phone: `+91${numbers}`, email: null, balance: 0, date_of_birth: null });
  });

  it('refuses to erase staff until their role is revoked', async () => {
    const created = await api.call('POST', '/api/create_users', { cookie: admin, body: { numbers: api.newNumber(), name: 'Pandit Hari', roles: ['astrologer'] } });
    const id = created.body.data.id as string;
    const reason = { reason: 'Asked in person at the office' };
    expect(await api.call('DELETE', `/api/delete_users/${id}`, { cookie: admin, body: reason })).toMatchObject({ status: 409, body: { code: 'user.erase_staff' } });
    await api.call('PUT', `/api/update_user_roles/${id}`, { cookie: admin, body: { role: 'astrologer', action: 'revoke' } });
    expect((await api.call('DELETE', `/api/delete_users/${id}`, { cookie: admin, body: reason })).status).toBe(200);
  });
});
