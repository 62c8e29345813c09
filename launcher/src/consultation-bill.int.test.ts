import { walletStreamName, type ConsultationBillView } from '@nakshatra/contracts';
import { auditWallets, connectReadModels, type ReadModelConnection } from '@nakshatra/projections';
import { createTestDatabase, type TestDatabase } from '@nakshatra/platform/testing';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { CHAT_PRICE as PRICE, chatFixtures } from './testing/chat-fixtures.js';
import { startInProcessStack, type InProcessStack } from './testing/in-process-stack.js';
import { testApi } from './testing/test-api.js';

interface WalletMovement {
  readonly transactionId: string;
  readonly amount: number;
  readonly balanceAfter: number;
  readonly source?: { kind: string; id: string };
}

/**
 * The itemised bill of a paid chat (docs/bill.md) through the whole stack: each billed minute
 * against the wallet's own ledger (the events `audit:wallets` adds up), an admin's refund, who may
 * read it, and the CSV and PDF downloads. The chat clock is the test's, moved a minute at a time.
 */
describe('the itemised bill', () => {
  let db: TestDatabase;
  let stack: InProcessStack;
  let readModels: ReadModelConnection;
  let api: ReturnType<typeof testApi>;
  let admin: string;
  let fixtures: ReturnType<typeof chatFixtures>;
  let clock = new Date(Date.UTC(2026, 10, 23, 10, 0, 0));
  const advance = (seconds: number) => void (clock = new Date(clock.getTime() + seconds * 1000));

  beforeAll(async () => {
    db = await createTestDatabase(inject('databaseAdminUrl'), 'consultation_bill_stack');
    stack = await startInProcessStack(db.url, { chat: { commissionBp: 3000, tickMs: 20, now: () => clock } });
    readModels = connectReadModels(db.url, { max: 2 });
    api = testApi(stack);
    admin = stack.cookie('admin');
    fixtures = chatFixtures(stack, api, admin);
  });
  afterAll(async () => {
    await readModels?.close();
    await stack?.stop();
    await db?.drop();
  });

  const download = (path: string, cookie: string, minPosition: string) => fetch(stack.url + path, { headers: { cookie, 'x-min-position': minPosition } });

  it("lists each minute of a paid chat as the wallet's ledger recorded it, with the refund, to its customer only, as JSON, CSV and PDF", async () => {
    const { onlineAstrologer, customer, request, answer, say, end, after } = fixtures;
    const ravi = await onlineAstrologer();
    const asha = await customer(20 * PRICE);
    // The free first chat goes first, so the paid one below is billed from the first minute.
    const free = await request(asha.cookie, ravi.id);
    await answer(ravi.cookie, free.body.data.id, { action: 'accept' });
    const freeEnded = await end(asha.cookie, free.body.data.id);
    const freeBill = await api.call('GET', `/api/get_consultation_bill/${free.body.data.id}`, { cookie: asha.cookie, headers: after(freeEnded) });
    expect(freeBill.body.data).toMatchObject({ total: 0, lines: [{ minute: 1, free: true, amount: 0, rate: PRICE, balance_after: 20 * PRICE, wallet_transaction_id: null }] });

    const requested = await request(asha.cookie, ravi.id);
    const id = requested.body.data.id as string;
    const accepted = await answer(ravi.cookie, id, { action: 'accept' });
    const acceptedAt = accepted.body.data.accepted_at as string;
    // The astrologer answers: a paid chat they said nothing in would be refunded by rule (docs/refund-rules.md).
    expect((await say(ravi.cookie, id, 'Namaste, tell me your question.')).status).toBe(201);
    for (const minutes of [2, 3, 4]) {
      advance(60);
      // The ticker bills on its own time: for as long as a busy machine may need.
      await expect.poll(async () => (await asha.debits()).length, { timeout: 60_000 }).toBe(minutes);
    }
    advance(20);
    const ended = await end(asha.cookie, id);
    expect(ended.body.data).toMatchObject({ minutes_billed: 4, total_billed: 4 * PRICE });

    // The wallet's ledger: the admin's funding, then the four debits of this session.
    const ledger = (await stack.store.readStream(walletStreamName(asha.userId))).map((event) => ({ type: event.type, ...(event.data as WalletMovement) }));
    const debits = ledger.filter((event) => event.type === 'WalletDebited' && event.source?.id === id);
    expect(debits).toHaveLength(4);

    const answered = await api.call('GET', `/api/get_consultation_bill/${id}`, { cookie: asha.cookie, headers: after(ended) });
    expect(answered.status, JSON.stringify(answered.body)).toBe(200);
    const bill = answered.body.data as ConsultationBillView;
    expect(bill).toMatchObject({ session_id: id, channel: 'chat', status: 'ended', astrologer_name: 'Pandit Ravi Shastri', customer_name: 'Asha', billed_from: acceptedAt, price_per_min: PRICE, gst_rate_bp: 1800 });
    expect(bill.lines.map((line) => [line.minute, line.starts_at, line.rate, line.amount, line.free, line.wallet_transaction_id, line.balance_after])).toEqual(
      debits.map((debit, index) => [index + 1, new Date(Date.parse(acceptedAt) + index * 60_000).toISOString(), PRICE, debit.amount, false, debit.transactionId, debit.balanceAfter]),
    );
    // Each line names the MinuteBilled event that billed it.
    const billed = (await stack.store.readStream(`chat-${id}`)).filter((event) => event.type === 'MinuteBilled');
    expect(bill.lines.map((line) => line.event_id)).toEqual(billed.map((event) => event.id));
    expect(bill).toMatchObject({ total: 4 * PRICE, refunded: 0, net: 4 * PRICE, refunds: [] });

    // Support gives back the third minute: the bill shows it, and the net.
    const refund = await api.call('POST', '/api/create_refund_transaction', {
      cookie: admin,
      headers: { 'idempotency-key': `refund-${id}` },
      body: { user_id: asha.userId, transaction_id: debits[2]!.transactionId, amount: PRICE, reason: 'The astrologer was disconnected', borne_by: 'platform' },
    });
    expect(refund.status, JSON.stringify(refund.body)).toBe(201);
    const refunded = (await api.call('GET', `/api/get_consultation_bill/${id}`, { cookie: asha.cookie, headers: after(refund) })).body.data as ConsultationBillView;
    expect(refunded).toMatchObject({ total: 4 * PRICE, refunded: PRICE, net: 3 * PRICE, refunds: [{ amount: PRICE, by: 'admin', reason: 'The astrologer was disconnected', refund_of: debits[2]!.transactionId, balance_after: 20 * PRICE - 4 * PRICE + PRICE }] });

    // It reconciles with audit:wallets: the wallet's events add up, and the bill's last balance is the wallet's.
    const audit = await auditWallets(stack.store, readModels.db);
    expect(audit.differences).toEqual([]);
    const wallet = await api.call('GET', `/api/get_single_wallet/${asha.userId}`, { cookie: asha.cookie, headers: after(refund) });
    expect(wallet.body.data.balance).toBe(refunded.refunds.at(-1)!.balance_after);
    expect(20 * PRICE - refunded.net).toBe(wallet.body.data.balance);

    // Only its customer and admins: its astrologer is sent to their earnings, anyone else learns nothing.
    expect((await api.call('GET', `/api/get_consultation_bill/${id}`, { cookie: admin, headers: after(refund) })).body.data).toEqual(refunded);
    expect(await api.call('GET', `/api/get_consultation_bill/${id}`, { cookie: ravi.cookie })).toMatchObject({ status: 403, body: { code: 'chat.bill_customer_only' } });
    expect(await api.call('GET', `/api/get_consultation_bill/${id}`, { cookie: stack.cookie('customer') })).toMatchObject({ status: 404, body: { code: 'chat.not_found' } });
    expect(await api.call('GET', `/api/get_consultation_bill/${id}`)).toMatchObject({ status: 401 });
    expect(await api.call('GET', '/api/get_consultation_bill/not-a-session', { cookie: asha.cookie })).toMatchObject({ status: 404, body: { code: 'chat.not_found' } });
    expect(await api.call('GET', `/api/get_consultation_bill/${id}?format=xml`, { cookie: asha.cookie })).toMatchObject({ status: 400, body: { errors: [{ path: 'query.format' }] } });

    // The CSV: a row per minute, then the refund and the totals, in paise.
    const csv = await download(`/api/get_consultation_bill/${id}?format=csv`, asha.cookie, refund.body.position);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('content-disposition')).toBe(`attachment; filename="bill-${id}.csv"`);
    const rows = (await csv.text()).trimEnd().split('\r\n').map((line) => line.split(','));
    expect(rows[0]).toEqual(['kind', 'minute', 'at_ist', 'at_utc', 'rate_paise', 'amount_paise', 'free', 'balance_after_paise', 'event_id', 'wallet_transaction_id', 'reason']);
    expect(rows.slice(1, 5).map((row) => [row[0], Number(row[1]), row[3], Number(row[5]), row[6], Number(row[7]), row[8], row[9]])).toEqual(
      refunded.lines.map((line) => ['minute', line.minute, line.starts_at, line.amount, 'no', line.balance_after, line.event_id, line.wallet_transaction_id]),
    );
    // 10:00:00Z is 15:30:00 in India.
    expect(rows[1]![2]).toBe(new Date(Date.parse(acceptedAt) + 330 * 60_000).toISOString().slice(0, 19).replace('T', ' '));
    expect(rows.slice(5).map((row) => [row[0], Number(row[5])])).toEqual([
      ['refund', PRICE],
      ['total', 4 * PRICE],
      ['refunded', PRICE],
      ['net', 3 * PRICE],
    ]);

    // The PDF, in English and in Hindi: a real PDF with the minutes and the totals in it.
    for (const [lang, words] of [
      ['en', ['Itemised bill', 'Total for the minutes', 'Net cost']],
      // Text taken back out of a PDF puts Devanagari's left vowel signs first (िबल): these words have none.
      ['hi', ['शुद्ध लागत', 'सशुल्क']],
    ] as const) {
      const pdf = await download(`/api/get_consultation_bill/${id}?format=pdf&lang=${lang}`, asha.cookie, refund.body.position);
      expect(pdf.status).toBe(200);
      expect(pdf.headers.get('content-type')).toBe('application/pdf');
      const bytes = Buffer.from(await pdf.arrayBuffer());
      expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
      const parser = new PDFParse({ data: bytes });
      const text = (await parser.getText()).text;
      await parser.destroy();
      for (const word of words) expect(text, lang).toContain(word);
      for (const line of refunded.lines) expect(text).toContain(line.event_id);
      expect(text).toContain('₹ 100'); // the total, 4 × ₹ 25
      expect(text).toContain('₹ 75'); // the net
    }
  });
});
