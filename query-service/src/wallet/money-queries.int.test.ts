import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { formatPosition, routeCatalogue, SESSION_COOKIE, userStreamName, type MoneySource } from '@nakshatra/contracts';
import { createEventStore, type EventStore, type NewEvent } from '@nakshatra/event-store';
import { CatalogueDispatcher, createLogger, encodeSession, type Role } from '@nakshatra/platform';
import { untilCommittedReadable } from '@nakshatra/event-store/testing';
import { createTestDatabase, type TestDatabase } from '@nakshatra/platform/testing';
import { allProjections, connectReadModels, migrateReadModels, ProjectionRunner, resetProjection, walletEventFixtures, type ReadModelConnection } from '@nakshatra/projections';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { READ_YOUR_WRITES_TIMEOUT_MS, waitForProjections } from '../freshness/read-your-writes.js';
import { UsersRepository } from '../users/users.repository.js';
import { usersQueryRoutes } from '../users/users.routes.js';
import { moneyQueryRoutes } from './money-query-routes.js';

const { WalletEvents } = walletEventFixtures;
const secret = 'm'.repeat(32);
/** The clock the routes read with: 11:30 in India on 25 November 2026. */
const now = new Date('2026-11-25T06:00:00Z');
const at = (iso: string) => new Date(iso);
const MONEY_TABLES = ['wallets', 'wallet_transactions', 'invoices', 'wallet_ledger'];

/**
 * The money reads against real PostgreSQL: real events appended to the event store, the real
 * projections run over them, and the routes called over HTTP through the catalogue dispatcher
 * (so the catalogue's access rules and query schemas apply as in production).
 */
describe('money queries', () => {
  let database: TestDatabase;
  let store: EventStore;
  let readModels: ReadModelConnection;
  let server: Server;
  let base: string;

  const userA = randomUUID();
  const userB = randomUUID();
  const userWithoutWallet = randomUUID();
  const a = new WalletEvents(userA);
  const b = new WalletEvents(userB);
  const session1: MoneySource = { kind: 'session', id: 'session-1' };
  const ids: Record<string, string> = {};
  const invoiceIds: Record<string, string> = {};

  const projections = allProjections.filter((projection) => ['users', ...MONEY_TABLES].includes(projection.name));
  const runner = (projection: (typeof projections)[number]) =>
    new ProjectionRunner({ store, db: readModels.db, databaseUrl: database.url, projection, pollIntervalMs: 10, standbyRetryMs: 20 });
  async function catchUp() {
    // Catching up before every event is readable would stop short (another test file's transaction).
    await untilCommittedReadable(store);
    for (const projection of projections) {
      const projectionRunner = runner(projection);
      await projectionRunner.tryBecomeActive();
      await projectionRunner.catchUp();
      await projectionRunner.stop();
    }
  }

  const append = (stream: string, events: NewEvent[]) => store.appendToStream(stream, events, { expectedRevision: 'any' });
  const register = (userId: string, phone: string) =>
    append(userStreamName(userId), [
      { id: randomUUID(), type: 'UserRegistered', data: { userId, phone, countryCode: '91' }, metadata: { correlationId: randomUUID(), causationId: randomUUID(), actor: { id: userId, role: 'customer' }, occurredAt: '2026-11-01T00:00:00Z', schemaVersion: 1 } },
    ]);

  const cookie = (role: Role, userId: string) => `${SESSION_COOKIE}=${encodeSession(secret, { sid: randomUUID(), uid: userId, role, exp: Math.floor(Date.now() / 1000) + 600 })}`;
  const as = { a: () => cookie('customer', userA), b: () => cookie('customer', userB), admin: () => cookie('admin', randomUUID()) };
  async function get(path: string, who: string, headers: Record<string, string> = {}) {
    const answer = await fetch(base + path, { headers: { cookie: who, ...headers } });
    const text = await answer.text();
    return { status: answer.status, headers: answer.headers, text, body: answer.headers.get('content-type')?.startsWith('application/json') ? JSON.parse(text) : undefined };
  }
  const idsOf = (items: { id: string }[]) => items.map((item) => item.id);

  beforeAll(async () => {
    database = await createTestDatabase(inject('databaseAdminUrl'), 'money_queries');
    store = await createEventStore({ databaseUrl: database.url });
    readModels = connectReadModels(database.url, { max: 6 });
    await migrateReadModels(readModels.db);

    for (const [index, user] of [userA, userB, userWithoutWallet].entries()) await register(user, `+91987654321${index}`);
    ids.rb = b.recharge(200_00, at('2026-11-21T12:00:00Z'));
    ids.r2 = a.startRecharge(500_00, at('2026-11-22T10:00:00Z'));
    a.failRecharge(ids.r2, at('2026-11-22T10:05:00Z'), 'failed', 'Card declined');
    // Captured after all: 23:30 on 22 November in India.
    a.credit(ids.r2, at('2026-11-22T18:00:00Z'));
    // 00:30 on 23 November in India.
    ids.r1 = a.recharge(100_00, at('2026-11-22T19:00:00Z'), 10_00);
    ids.db = b.debit(10_00, at('2026-11-22T20:00:00Z'), { kind: 'session', id: 'session-2' });
    ids.d1 = a.debit(120_00, at('2026-11-23T05:00:00Z'), session1);
    ids.ref1 = a.refund(ids.d1, 20_00, at('2026-11-23T06:00:00Z'), session1);
    ids.ref2 = a.refund(ids.d1, 30_00, at('2026-11-23T07:00:00Z'), session1);
    ids.d2 = a.debit(50_00, at('2026-11-23T08:00:00Z'), { kind: 'order', id: 'order-1' }, 'Order #1');
    ids.d3 = a.debit(40_00, at('2026-11-23T09:00:00Z'), { kind: 'pooja', id: 'pooja-1' }, 'Pooja booking');
    ids.adj1 = a.adjust(5_00, at('2026-11-24T04:00:00Z'), '=HYPERLINK("http://evil.example")');
    ids.adj2 = a.adjust(-2_00, at('2026-11-24T05:00:00Z'), 'Goodwill, "sorry"');
    ids.c1 = a.startRecharge(300_00, at('2026-11-24T10:00:00Z'));
    a.failRecharge(ids.c1, at('2026-11-24T10:01:00Z'), 'cancelled', null);
    // Started an hour before the clock and closed by the expiry ticker at its deadline; ten minutes before: still pending.
    ids.p2 = a.startRecharge(200_00, at('2026-11-25T05:00:00Z'));
    a.expireRecharge(ids.p2, at('2026-11-25T05:30:00Z'));
    ids.p1 = a.startRecharge(150_00, at('2026-11-25T05:50:00Z'));
    await append(a.stream, a.take());
    await append(b.stream, b.take());
    for (const [sequence, [wallet, recharge, issued]] of ([[b, 'rb', '2026-11-21T12:00:01Z'], [a, 'r2', '2026-11-22T18:00:01Z'], [a, 'r1', '2026-11-22T19:00:01Z']] as const).entries()) {
      const invoice = wallet.invoice(ids[recharge]!, sequence + 1, at(issued));
      invoiceIds[recharge] = invoice.event.data.invoiceId;
      await append(invoice.stream, [invoice.event]);
    }
    await catchUp();

    // The tests' bound (vitest.config.ts), as the services under test get it: the read-your-writes test's projections start cold.
    const freshWithinMs = Number(process.env.READ_YOUR_WRITES_MS ?? READ_YOUR_WRITES_TIMEOUT_MS);
    const awaitFresh = (projection: string, minPosition: string) => waitForProjections(readModels.db, [projection], minPosition, freshWithinMs);
    const handlers = {
      ...moneyQueryRoutes(readModels.db, (names, minPosition) => waitForProjections(readModels.db, names, minPosition, freshWithinMs), () => now),
      ...usersQueryRoutes(new UsersRepository(readModels.db), awaitFresh),
    };
    const dispatcher = new CatalogueDispatcher({
      side: 'query',
      catalogue: routeCatalogue.filter((entry) => Object.hasOwn(handlers, entry.name)),
      handlers,
      sessionSecret: secret,
      logger: createLogger('test', 'silent'),
    });
    server = createServer((req, res) => void dispatcher.handle(req, res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    await readModels?.close();
    await store?.close();
    await database?.drop();
  });

  describe('get_single_wallet and the balance of get_single_users', () => {
    it('gives the balance, credited recharges and the ten newest transactions, to the user and admins only', async () => {
      const wallet = await get(`/api/get_single_wallet/${userA}`, as.a());
      expect(wallet.status).toBe(200);
      expect(wallet.body.data).toMatchObject({ user_id: userA, balance: 453_00, currency: 'INR', recharge_count: 2, updated_at: '2026-11-24T05:00:00.000Z' });
      expect(idsOf(wallet.body.data.last_transactions)).toEqual([ids.p1, ids.p2, ids.c1, ids.adj2, ids.adj1, ids.d3, ids.d2, ids.ref2, ids.ref1, ids.d1]);
      expect((await get(`/api/get_single_wallet/${userA}`, as.admin())).body.data.balance).toBe(453_00);
      expect((await get(`/api/get_single_wallet/${userA}`, as.b())).status).toBe(403);
      expect((await get(`/api/get_single_users/${userA}`, as.a())).body.data.balance).toBe(453_00);
    });

    it('gives a known user without wallet events an empty wallet, and 404 for anyone else', async () => {
      expect((await get(`/api/get_single_wallet/${userWithoutWallet}`, as.admin())).body).toEqual({
        status: 200,
        data: { user_id: userWithoutWallet, balance: 0, currency: 'INR', recharge_count: 0, last_transactions: [], updated_at: null },
      });
      expect((await get(`/api/get_single_users/${userWithoutWallet}`, as.admin())).body.data.balance).toBe(0);
      expect((await get(`/api/get_single_wallet/${randomUUID()}`, as.admin())).status).toBe(404);
      expect((await get('/api/get_single_wallet/not-a-user', as.admin())).status).toBe(404);
    });
  });

  describe("a user's transactions (get_single_transaction2, get_recharge)", () => {
    const list = async (path: string, who = as.a()) => (await get(path, who)).body;

    it('reads a recharge the expiry ticker closed as expired, and filters on it', async () => {
      const all = await list(`/api/get_single_transaction2/${userA}?limit=100`);
      const statusOf = (id: string) => all.data.find((item: { id: string }) => item.id === id).status;
      expect([statusOf(ids.p1!), statusOf(ids.p2!), statusOf(ids.c1!), statusOf(ids.r2!)]).toEqual(['pending', 'expired', 'cancelled', 'success']);
      expect(idsOf((await list(`/api/get_single_transaction2/${userA}?status=expired`)).data)).toEqual([ids.p2]);
      expect(idsOf((await list(`/api/get_single_transaction2/${userA}?status=pending`)).data)).toEqual([ids.p1]);
      expect((await list(`/api/get_single_transaction2/${userA}?status=success`)).meta.total).toBe(9);
      expect((await list(`/api/get_single_transaction2/${userA}?status=failed`)).data).toEqual([]);
    });

    it('pages newest first in the envelope of the other paged lists', async () => {
      expect(await list(`/api/get_single_transaction2/${userA}?limit=5&page=3`)).toMatchObject({ status: 200, data: [{ id: ids.r1 }, { id: ids.r2 }], meta: { page: 3, limit: 5, total: 12 } });
      expect((await list(`/api/get_single_transaction2/${userA}`)).meta).toEqual({ page: 1, limit: 20, total: 12 });
    });

    it('filters by type, by India dates (inclusive) and by the size of the amount', async () => {
      expect(idsOf((await list(`/api/get_single_transaction2/${userA}?type=refund`)).data)).toEqual([ids.ref2, ids.ref1]);
      // 23 November in India runs from 18:30 UTC on the 22nd: the 00:30 recharge is in, the 23:30 one of the 22nd is not.
      expect(idsOf((await list(`/api/get_single_transaction2/${userA}?from=2026-11-23&to=2026-11-23`)).data)).toEqual([ids.d3, ids.d2, ids.ref2, ids.ref1, ids.d1, ids.r1]);
      expect(idsOf((await list(`/api/get_single_transaction2/${userA}?min_amount=4000&max_amount=12000`)).data)).toEqual([ids.d3, ids.d2, ids.d1, ids.r1]);
    });

    it('lists only recharges on get_recharge, whatever type is asked for, and only for the user or an admin', async () => {
      expect(idsOf((await list(`/api/get_recharge/${userA}?type=debit`)).data)).toEqual([ids.p1, ids.p2, ids.c1, ids.r1, ids.r2]);
      expect((await get(`/api/get_recharge/${userA}`, as.b())).status).toBe(403);
      expect((await get(`/api/get_single_transaction2/${userA}`, as.b())).status).toBe(403);
      expect((await list(`/api/get_single_transaction2/${userA}`, as.admin())).meta.total).toBe(12);
      expect((await get(`/api/get_single_transaction2/${userA}?limit=500`, as.a())).status).toBe(400);
    });
  });

  describe('one transaction (get_single_transaction)', () => {
    it('answers the TransactionView with its invoice and what its refunds returned', async () => {
      const recharge = await get(`/api/get_single_transaction/${ids.r1}`, as.a());
      expect(recharge.body.data).toEqual({
        id: ids.r1,
        user_id: userA,
        type: 'recharge',
        status: 'success',
        amount: 110_00,
        bonus: 10_00,
        gst: 18_00,
        total_paid: 118_00,
        balance_after: 610_00,
        reason: 'Wallet recharge',
        source_kind: 'payment',
        source_id: `pay_${ids.r1!.slice(0, 8)}`,
        provider: 'test',
        provider_order_id: `order_${ids.r1!.slice(0, 8)}`,
        provider_payment_id: `pay_${ids.r1!.slice(0, 8)}`,
        invoice_id: invoiceIds.r1,
        invoice_number: 'NK/26-27/000003',
        refund_of: null,
        refunded_amount: 0,
        refund_rule: null,
        failure_detail: null,
        actor_id: userA,
        actor_role: 'customer',
        created_at: '2026-11-22T19:00:00.000Z',
        updated_at: '2026-11-22T19:00:00.000Z',
      });
      expect((await get(`/api/get_single_transaction/${ids.d1}`, as.a())).body.data).toMatchObject({ type: 'debit', amount: -120_00, refunded_amount: 50_00, invoice_id: null });
      // Who refunded is told the customer by role, not by id: a user id derives from a phone number.
      expect((await get(`/api/get_single_transaction/${ids.ref1}`, as.a())).body.data).toMatchObject({ type: 'refund', amount: 20_00, refund_of: ids.d1, actor_role: 'admin', actor_id: null });
      expect((await get(`/api/get_single_transaction/${ids.ref1}`, as.admin())).body.data).toMatchObject({ actor_role: 'admin', actor_id: expect.any(String) });
      const own = (await get(`/api/get_single_wallet/${userA}`, as.a())).body.data.last_transactions as { actor_role: string; actor_id: string | null }[];
      expect(own.filter((row) => row.actor_role !== 'customer').every((row) => row.actor_id === null)).toBe(true);
      expect(own.some((row) => row.actor_role !== 'customer')).toBe(true);
      expect((await get(`/api/get_single_transaction/${ids.r2}`, as.a())).body.data).toMatchObject({ status: 'success', failure_detail: null, invoice_number: 'NK/26-27/000002' });
    });

    it("refuses another user's transaction (403) but not an admin, and answers 404 for unknown ids", async () => {
      expect((await get(`/api/get_single_transaction/${ids.d1}`, as.b())).status).toBe(403);
      expect((await get(`/api/get_single_transaction/${ids.d1}`, as.admin())).status).toBe(200);
      expect((await get(`/api/get_single_transaction/${randomUUID()}`, as.a())).status).toBe(404);
      expect((await get('/api/get_single_transaction/nothing-like-an-id', as.a())).status).toBe(404);
      expect((await get(`/api/get_single_transaction/${ids.d1}`, '')).status).toBe(401);
    });
  });

  describe("admins' lists (get_transactions, get_refund_transaction)", () => {
    it('lists everyone, filtered by user; refunds newest first', async () => {
      expect((await get('/api/get_transactions', as.admin())).body.meta.total).toBe(14);
      expect(idsOf((await get(`/api/get_transactions?user_id=${userB}`, as.admin())).body.data)).toEqual([ids.db, ids.rb]);
      expect(idsOf((await get('/api/get_refund_transaction', as.admin())).body.data)).toEqual([ids.ref2, ids.ref1]);
      expect((await get(`/api/get_refund_transaction?user_id=${userB}`, as.admin())).body.meta.total).toBe(0);
      expect((await get('/api/get_transactions', as.a())).status).toBe(403);
      expect((await get('/api/get_refund_transaction', as.a())).status).toBe(403);
    });

    it('exports CSV: a header row, paise and India times, RFC 4180 quoting and no runnable formulas', async () => {
      const csv = await get(`/api/get_transactions?format=csv&user_id=${userA}`, as.admin());
      expect(csv.status).toBe(200);
      expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(csv.headers.get('content-disposition')).toBe('attachment; filename="transactions-2026-11-25.csv"');
      const lines = csv.text.split('\r\n');
      expect(lines.at(-1)).toBe('');
      expect(lines).toHaveLength(1 + 12 + 1);
      expect(lines[0]).toBe(
        'id,user_id,type,status,amount_paise,bonus_paise,gst_paise,total_paid_paise,balance_after_paise,refunded_amount_paise,reason,source_kind,source_id,provider,provider_order_id,provider_payment_id,invoice_number,refund_of,failure_detail,actor_id,actor_role,created_at_utc,created_at_ist',
      );
      const line = (id: string) => lines.find((row) => row.startsWith(`${id},`));
      expect(line(ids.adj1!)).toContain(`,500,0,0,0,45500,0,"'=HYPERLINK(""http://evil.example"")",adjustment,`);
      expect(line(ids.adj2!)).toContain(`,-200,0,0,0,45300,0,"Goodwill, ""sorry""",adjustment,`);
      expect(line(ids.d1!)).toBe(`${ids.d1},${userA},debit,success,-12000,0,0,0,49000,5000,Chat consultation,session,session-1,,,,,,,system,system,2026-11-23T05:00:00.000Z,2026-11-23 10:30:00`);
      expect(line(ids.p2!)).toContain(',recharge,expired,0,0,3600,23600,,0,Wallet recharge,');
    });
  });

  describe('get_single_invoice', () => {
    it('answers the InvoiceView to its customer and admins, 403 to others, 404 for unknown ids', async () => {
      const invoice = await get(`/api/get_single_invoice/${invoiceIds.r1}`, as.a());
      expect(invoice.body.data).toEqual({
        id: invoiceIds.r1,
        number: 'NK/26-27/000003',
        financial_year: '2026-27',
        issued_at: '2026-11-22T19:00:01.000Z',
        user_id: userA,
        recharge_id: ids.r1,
        supplier: { name: 'Nakshatra Astro Services', address: 'Bengaluru', state_code: '29', gstin: '29ABCDE1234F1Z5' },
        customer: { name: 'Asha', phone: '9876543210' },
        description: 'Wallet recharge',
        sac: '999799',
        taxable: 100_00,
        gst_rate_bp: 1800,
        cgst: 9_00,
        sgst: 9_00,
        igst: 0,
        total: 118_00,
        bonus: 10_00,
      });
      expect((await get(`/api/get_single_invoice/${invoiceIds.r1}`, as.b())).status).toBe(403);
      expect((await get(`/api/get_single_invoice/${invoiceIds.r1}`, as.admin())).status).toBe(200);
      expect((await get(`/api/get_single_invoice/${randomUUID()}`, as.admin())).status).toBe(404);
    });
  });

  describe('get_wallet_history', () => {
    it("gives admins every event of a user's wallet, oldest first, with the actor", async () => {
      const history = (await get(`/api/get_wallet_history/${userA}`, as.admin())).body.data;
      expect(history.map((entry: { revision: number }) => entry.revision)).toEqual(Array.from({ length: 17 }, (_, revision) => revision));
      expect(history.slice(0, 3).map((entry: { type: string; actor_role: string }) => [entry.type, entry.actor_role])).toEqual([
        ['WalletRechargeStarted', 'customer'],
        ['WalletRechargeFailed', 'customer'],
        ['WalletCredited', 'system'],
      ]);
      expect(history[10]).toMatchObject({ revision: 10, type: 'WalletAdjusted', actor_id: 'admin-1', actor_role: 'admin', occurred_at: '2026-11-24T04:00:00.000Z', data: { amount: 5_00, reason: '=HYPERLINK("http://evil.example")' } });
      expect((await get(`/api/get_wallet_history/${userWithoutWallet}`, as.admin())).body.data).toEqual([]);
      expect((await get(`/api/get_wallet_history/${randomUUID()}`, as.admin())).status).toBe(404);
      expect((await get(`/api/get_wallet_history/${userA}`, as.a())).status).toBe(403);
    });
  });

  describe('get_total_turnover', () => {
    const zero = { recharge_count: 0, recharges: 0, gst: 0, bonuses: 0, consultation_revenue: 0, order_revenue: 0, refunds: 0, adjustments: 0 };

    it('groups by the India day money moved in: 19:00 UTC on the 22nd is the 23rd', async () => {
      const turnover = (await get('/api/get_total_turnover?by=day&from=2026-11-22&to=2026-11-23', as.admin())).body.data;
      expect(turnover).toEqual({
        by: 'day',
        rows: [
          { period: '2026-11-22', ...zero, recharge_count: 1, recharges: 500_00, gst: 90_00 },
          { period: '2026-11-23', ...zero, recharge_count: 1, recharges: 100_00, gst: 18_00, bonuses: 10_00, consultation_revenue: 130_00, order_revenue: 90_00, refunds: 50_00 },
        ],
        totals: { ...zero, recharge_count: 2, recharges: 600_00, gst: 108_00, bonuses: 10_00, consultation_revenue: 130_00, order_revenue: 90_00, refunds: 50_00 },
      });
    });

    it('defaults to the last 12 months by month, empty months included', async () => {
      const turnover = (await get('/api/get_total_turnover?by=month', as.admin())).body.data;
      expect(turnover.rows.map((row: { period: string }) => row.period)).toEqual(['2025-12', '2026-01', '2026-02', '2026-03', '2026-04', '2026-05', '2026-06', '2026-07', '2026-08', '2026-09', '2026-10', '2026-11']);
      expect(turnover.rows[0]).toEqual({ period: '2025-12', ...zero });
      expect(turnover.totals).toEqual({ recharge_count: 3, recharges: 800_00, gst: 144_00, bonuses: 10_00, consultation_revenue: 130_00, order_revenue: 90_00, refunds: 50_00, adjustments: 3_00 });
      expect((await get('/api/get_total_turnover', as.admin())).body.data.rows).toHaveLength(30);
      expect((await get('/api/get_total_turnover?from=2026-11-24&to=2026-11-23', as.admin())).status).toBe(400);
      expect((await get('/api/get_total_turnover', as.a())).status).toBe(403);
    });
  });

  it('waits for the wallet projections when a read sends the position a write answered (read-your-writes)', async () => {
    const running = projections.map(runner);
    running.forEach((projectionRunner) => projectionRunner.start());
    try {
      const late = new WalletEvents(userWithoutWallet);
      const adjustment = late.adjust(7_00, at('2026-11-25T05:59:00Z'));
      const { position } = await append(late.stream, late.take());
      const wallet = await get(`/api/get_single_wallet/${userWithoutWallet}`, as.admin(), { 'x-min-position': formatPosition(position) });
      expect(wallet.body.data).toMatchObject({ balance: 7_00, last_transactions: [{ id: adjustment, amount: 7_00 }] });
    } finally {
      await Promise.all(running.map((projectionRunner) => projectionRunner.stop()));
    }
  });

  it('rebuilds the money read models from the first event to the same rows', async () => {
    const dump = async () => {
      const tables: Record<string, string[]> = {};
      for (const table of MONEY_TABLES) tables[table] = (await sql<Record<string, unknown>>`SELECT * FROM ${sql.table(table)} ORDER BY id`.execute(readModels.db)).rows.map((row) => JSON.stringify(row));
      return tables;
    };
    // The test before stopped its runners once the wallet had its write; the other money
    // projections may not have read it yet, so every one catches up before the rows are taken.
    await catchUp();
    const before = await dump();
    expect(before.wallet_transactions).toHaveLength(12 + 2 + 1);
    for (const projection of projections.filter((projection) => MONEY_TABLES.includes(projection.name))) await resetProjection(readModels.db, projection);
    expect((await dump()).wallet_ledger).toEqual([]);
    await catchUp();
    expect(await dump()).toEqual(before);
  });
});
