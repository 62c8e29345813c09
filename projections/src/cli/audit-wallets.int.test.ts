import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { createEventStore, type EventStore } from '@nakshatra/event-store';
import { createTestDatabase, type TestDatabase } from '@nakshatra/platform/testing';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connectReadModels, type ReadModelConnection } from '../read-models/connect-read-models.js';
import { WalletEvents } from '../wallet/testing/wallet-event-fixtures.js';

const projectionsCli = fileURLToPath(new URL('../../dist/cli/main.js', import.meta.url));
const auditCli = fileURLToPath(new URL('../../dist/cli/audit-wallets.js', import.meta.url));

/** `npm run audit:wallets` as an operator runs it: silent agreement, or every difference and exit 1. */
describe('wallet audit CLI', () => {
  let db: TestDatabase;
  let store: EventStore;
  let readModels: ReadModelConnection;
  const env = () => ({ ...process.env, DATABASE_URL: db.url });
  const audit = (): { code: number; out: string } => {
    try {
      return { code: 0, out: execFileSync('node', [auditCli], { env: env(), encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }) };
    } catch (error) {
      const failed = error as { status: number; stdout: string };
      return { code: failed.status, out: failed.stdout };
    }
  };
  const rebuildAll = () => execFileSync('node', [projectionsCli, 'rebuild', '--all'], { env: env(), stdio: 'ignore' });

  beforeAll(async () => {
    db = await createTestDatabase(inject('databaseAdminUrl'), 'audit_wallets');
    store = await createEventStore({ databaseUrl: db.url });
    readModels = connectReadModels(db.url);
    const at = new Date('2026-11-20T10:00:00Z');
    for (let index = 0; index < 5; index += 1) {
      const wallet = new WalletEvents(randomUUID());
      wallet.recharge(50_000, at);
      const debit = wallet.debit(12_000, at);
      wallet.refund(debit, 2_000, at, { kind: 'session', id: randomUUID() });
      wallet.adjust(index * 100 + 100, at);
      wallet.startRecharge(10_000, at);
      await store.appendToStream(wallet.stream, wallet.take(), { expectedRevision: 'no_stream' });
    }
    rebuildAll();
  });
  afterAll(async () => {
    await readModels?.close();
    await store?.close();
    await db?.drop();
  });

  it('agrees when the events and the read models agree', () => {
    const { code, out } = audit();
    expect(code).toBe(0);
    expect(out).toContain('Wallets: 5');
    expect(out).toContain('OK: every balance matches');
  });

  it('reports a read model that drifted from the events, and a rebuild cures it', async () => {
    const [victim] = await readModels.db.selectFrom('wallets').select('id').limit(1).execute();
    await readModels.db.updateTable('wallets').set({ balance: 1 }).where('id', '=', victim!.id).execute();
    const { code, out } = audit();
    expect(code).toBe(1);
    expect(out).toContain('1 difference(s)');
    expect(out).toContain(victim!.id);
    expect(out).toMatch(/wallets read model says 1, the events \d+/);
    rebuildAll();
    expect(audit().code).toBe(0);
  });

  it('reports an event whose recorded balance does not follow from the movements before it', async () => {
    const wallet = new WalletEvents(randomUUID());
    wallet.adjust(1_000, new Date());
    const [event] = wallet.take();
    const broken = { ...event!, data: { ...(event!.data as object), balanceAfter: 999 } };
    await store.appendToStream(wallet.stream, [broken], { expectedRevision: 'no_stream' });
    rebuildAll();
    const { code, out } = audit();
    expect(code).toBe(1);
    expect(out).toContain('WalletAdjusted at revision 0 recorded balance 999, the movements add up to 1000');
  });
});
