import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { createEventStore, type EventStore } from '@nakshatra/event-store';
import { createTestDatabase, type TestDatabase } from '@nakshatra/platform/testing';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connectReadModels, type ReadModelConnection } from '../read-models/connect-read-models.js';
import { astrologerEarningsStreamName, chatStreamName, giftStreamName, type AstrologerGiftEarned, type LiveGiftSent } from '@nakshatra/contracts';
import type { NewEvent } from '@nakshatra/event-store';
import { WalletEvents } from '../wallet/testing/wallet-event-fixtures.js';

const event = (type: string, data: object): NewEvent => ({ id: randomUUID(), type, data, metadata: { correlationId: 'c', causationId: 'c', actor: { id: 'u', role: 'customer' }, occurredAt: new Date().toISOString(), schemaVersion: 1 } });

/** A gift sent on air (docs/live.md): the sender's debit, the record on air, the astrologer's credit — or only some of them. */
async function sendGift(store: EventStore, wallet: WalletEvents, price: number, parts: { onAir: boolean; credited: boolean }): Promise<string> {
  const giftId = randomUUID();
  const astrologerId = randomUUID();
  const transactionId = wallet.debit(price, new Date(), { kind: 'gift', id: giftId }, 'Live gift 🌹 Rose to Pandit Ravi');
  await store.appendToStream(wallet.stream, wallet.take(), { expectedRevision: 'any' });
  const commission = Math.floor(price * 0.3);
  const sent: LiveGiftSent = { giftId, sessionId: randomUUID(), astrologerId, senderUserId: wallet.userId, senderName: 'Asha', catalogueGiftId: randomUUID(), name: 'Rose', nameHi: 'गुलाब', emoji: '🌹', price, commission, astrologerEarning: price - commission, walletTransactionId: transactionId, sentAt: new Date().toISOString() };
  if (parts.onAir) await store.appendToStream(giftStreamName(giftId), [event('LiveGiftSent', sent)], { expectedRevision: 'no_stream' });
  const earned: AstrologerGiftEarned = { giftId, sessionId: sent.sessionId, gross: price, commission, amount: price - commission, walletTransactionId: transactionId };
  if (parts.credited) await store.appendToStream(astrologerEarningsStreamName(astrologerId), [event('AstrologerGiftEarned', earned)], { expectedRevision: 'no_stream' });
  return giftId;
}

/**
 * A paid chat of two ₹20 minutes (₹14 each to the astrologer) whose customer got both back with the
 * astrologer at fault: minute 1's earning taken back, and minute 2's too unless `forgetSecond`.
 */
async function refundedChat(store: EventStore, wallet: WalletEvents, forgetSecond: boolean): Promise<{ sessionId: string; secondRefund: string }> {
  const sessionId = randomUUID();
  const astrologerId = randomUUID();
  const at = new Date('2026-11-21T10:00:00Z');
  const source = { kind: 'session', id: sessionId } as const;
  const [first, second] = [wallet.debit(20_00, at, source), wallet.debit(20_00, at, source)];
  const firstRefund = wallet.refund(first!, 20_00, at, source, 'Refund decided in support ticket T-1', undefined, 'astrologer');
  const secondRefund = wallet.refund(second!, 20_00, at, source, 'Refund decided in support ticket T-1', undefined, 'astrologer');
  const intake = { name: 'Asha', birthDate: '1990-04-01', birthTime: null, birthPlace: 'Pune' };
  const minute = (n: number, transactionId: string) => event('MinuteBilled', { minute: n, amount: 20_00, walletTransactionId: transactionId, astrologerEarning: 14_00, commission: 6_00, balanceAfter: 0, lowBalance: false });
  await store.appendToStream(
    chatStreamName(sessionId),
    [
      event('ChatRequested', { sessionId, customerId: wallet.userId, astrologerId, astrologerUserId: randomUUID(), pricePerMin: 20_00, intake, freeMinutes: 0, requestedAt: at.toISOString() }),
      event('ChatAccepted', { acceptedAt: at.toISOString() }),
      minute(1, first!),
      minute(2, second!),
      event('ChatEnded', { by: 'customer', reason: null, endedAt: at.toISOString(), durationSeconds: 90, totalBilled: 40_00 }),
    ],
    { expectedRevision: 'no_stream' },
  );
  // In the store's order, as it happens: the session, its money, then the astrologer's side.
  await store.appendToStream(wallet.stream, wallet.take(), { expectedRevision: 'any' });
  const earned = (n: number, transactionId: string) => event('AstrologerEarned', { sessionId, minute: n, gross: 20_00, commission: 6_00, amount: 14_00, walletTransactionId: transactionId });
  const reversed = (n: number, transactionId: string, refundTransactionId: string) => event('AstrologerEarningReversed', { sessionId, minute: n, walletTransactionId: transactionId, refundTransactionId, amount: 14_00 });
  const earnings = [earned(1, first!), earned(2, second!), reversed(1, first!, firstRefund), ...(forgetSecond ? [] : [reversed(2, second!, secondRefund)])];
  await store.appendToStream(astrologerEarningsStreamName(astrologerId), earnings, { expectedRevision: 'no_stream' });
  return { sessionId, secondRefund };
}

const projectionsCli = fileURLToPath(new URL('../../dist/cli/main.js', import.meta.url));
const auditCli = fileURLToPath(new URL('../../dist/cli/audit-wallets.js', import.meta.url));

/** `npm run audit:wallets` as an operator runs it: silent agreement, or every difference and exit 1. */
// Each test runs the CLI as an operator does, a Node process that loads the projections package:
// seconds on a quiet machine, tens of them on a busy one. The bound is for a CLI that never ends.
describe('wallet audit CLI', { timeout: 120_000 }, () => {
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
      await sendGift(store, wallet, 2_100, { onAir: true, credited: true });
    }
    const asha = new WalletEvents(randomUUID());
    asha.recharge(500_00, at);
    await store.appendToStream(asha.stream, asha.take(), { expectedRevision: 'no_stream' });
    await refundedChat(store, asha, false);
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
    expect(out).toContain('Wallets: 6');
    expect(out).toContain('Gifts on air: 5, paid ₹105.00 = astrologers ₹73.50 + commission ₹31.50');
    expect(out).toContain('Consultations: astrologers earned ₹28.00, of which refunds they bore took back ₹28.00');
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

  it('reports money taken for a gift that never went on air, and a gift on air never credited to its astrologer', async () => {
    const wallet = new WalletEvents(randomUUID());
    wallet.adjust(10_000, new Date());
    await store.appendToStream(wallet.stream, wallet.take(), { expectedRevision: 'no_stream' });
    const lost = await sendGift(store, wallet, 2_100, { onAir: false, credited: false });
    const uncredited = await sendGift(store, wallet, 5_100, { onAir: true, credited: false });
    rebuildAll();
    const { code, out } = audit();
    expect(code).toBe(1);
    expect(out).toContain(`gift ${lost} was debited 2100 but neither went on air nor was refunded (0 so far)`);
    expect(out).toContain(`gift ${uncredited} was credited to the astrologer 0 times`);
  });

  it("reports a refund the astrologer bore whose earning was never taken back, and a consultation's row that drifted", async () => {
    const wallet = new WalletEvents(randomUUID());
    wallet.adjust(100_00, new Date());
    const { sessionId, secondRefund } = await refundedChat(store, wallet, true);
    rebuildAll();
    const missing = audit();
    expect(missing.code).toBe(1);
    expect(missing.out).toContain(`refund ${secondRefund} was borne by the astrologer but their earning was taken back 0 times`);

    await readModels.db.updateTable('chat_sessions').set({ astrologer_earning: 28_00 }).where('id', '=', sessionId).execute();
    const drifted = audit();
    // Minute 2's earning was never taken back: 28.00 − 14.00 by the events; commission 12.00 − 40.00 refunded + 14.00 reversed.
    expect(drifted.out).toContain(`consultation ${sessionId}: chat_sessions says earning 2800 and commission -1400, the events 1400 and -1400`);
  });
});
