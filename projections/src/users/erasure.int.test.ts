import { randomUUID } from 'node:crypto';
import {
  chatStreamName,
  giftStreamName,
  inboxStreamName,
  kundliStreamName,
  liveQueueStreamName,
  orderStreamName,
  reviewStreamName,
  supportTicketStreamName,
  userStreamName,
} from '@nakshatra/contracts';
import { createEventStore, type EventStore, type NewEvent } from '@nakshatra/event-store';
import { untilCommittedReadable } from '@nakshatra/event-store/testing';
import { createTestDatabase, type TestDatabase } from '@nakshatra/platform/testing';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { allProjections } from '../all-projections.js';
import { connectReadModels, type ReadModelConnection } from '../read-models/connect-read-models.js';
import { migrateReadModels } from '../read-models/migrate-read-models.js';
import { resetProjection } from '../runtime/projection-admin.js';
import { ProjectionRunner } from '../runtime/projection-runner.js';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 22, 10, minute)).toISOString();

/** A person's data as they gave it: what erasure must leave in no read model, and the marks it may leave. */
const personOf = (tag: string) => ({
  userId: randomUUID(),
  name: `Asha ${tag}`,
  numbers: tag === 'Erased' ? '9876500001' : '9876500002',
  email: `asha.${tag.toLowerCase()}@example.com`,
  birthDate: tag === 'Erased' ? '1990-04-01' : '1991-05-02',
  birthPlace: `Pune ${tag}`,
  address: `12 MG Road ${tag}`,
  photo: `/uploads/${tag.toLowerCase()}0000000000000000000000000000.png`,
});
type Person = ReturnType<typeof personOf>;
const personalStrings = (person: Person) => [person.name, person.numbers, person.email, person.birthDate, person.birthPlace, person.address, person.photo];

describe('erasure across the read models', () => {
  let db: TestDatabase;
  let store: EventStore;
  let readModels: ReadModelConnection;
  const erased = personOf('Erased');
  const kept = personOf('Kept');

  const append = async (stream: string, type: string, data: unknown, minute: number) => {
    const event: NewEvent = { id: randomUUID(), type, data, metadata: { correlationId: 'c', causationId: 'c', actor: { id: 'system', role: 'system' }, occurredAt: at(minute), schemaVersion: 1 } };
    await store.appendToStream(stream, [event], { expectedRevision: 'any' });
  };

  /** Everything a customer leaves in the read models: account, login, kundli, orders, consultation, review, queue, gift, inbox, a support ticket and its mail. */
  const liveALife = async (person: Person) => {
    const { userId } = person;
    await append(userStreamName(userId), 'UserRegistered', { userId, phone: `+91${person.numbers}`, countryCode: '+91' }, 0);
    const profile = { name: person.name, email: person.email, img_url: person.photo, gender: 'female', date_of_birth: person.birthDate };
    await append(userStreamName(userId), 'UserProfileChanged', { changes: profile }, 1);
    await append(userStreamName(userId), 'UserLoggedIn', { sessionId: randomUUID(), role: 'customer', otpId: 'otp', expiresAt: at(600) }, 2);
    const place = { name: person.birthPlace, state: 'Maharashtra', country: 'India', lat: 18.52, lon: 73.85, timezone: 'Asia/Kolkata' };
    const kundliId = randomUUID();
    await append(kundliStreamName(userId), 'KundliSaved', { kundliId, userId, name: person.name, gender: 'female', date: person.birthDate, time: '06:30', place, ayanamsa: 'lahiri', node: 'mean', savedAt: at(3) }, 3);
    const orderId = randomUUID();
    const shipping = { name: person.name, phone: person.numbers, addressLine: person.address, city: 'Bengaluru', state: 'Karnataka', pincode: '560001' };
    const lines = [{ itemId: randomUUID(), title: 'Shree Yantra', unitPrice: 89_900, quantity: 1, amount: 89_900 }];
    await append(orderStreamName(orderId), 'OrderPlaced', { orderId, userId, kind: 'product', lines, total: 89_900, shipping, idempotencyKey: `k-${orderId}`, requestHash: 'f'.repeat(64) }, 4);
    const poojaId = randomUUID();
    const booking = { name: person.name, gotra: 'Kashyap', date: '2026-12-01', forWhom: person.name, note: `At ${person.address}` };
    await append(orderStreamName(poojaId), 'OrderPlaced', { orderId: poojaId, userId, kind: 'pooja', lines, total: 89_900, booking, idempotencyKey: `k-${poojaId}`, requestHash: 'e'.repeat(64) }, 4);
    const sessionId = randomUUID();
    const astrologerId = randomUUID();
    const intake = { name: person.name, birthDate: person.birthDate, birthTime: '06:30', birthPlace: person.birthPlace, resolvedPlace: place };
    await append(chatStreamName(sessionId), 'ChatRequested', { sessionId, customerId: userId, astrologerId, astrologerUserId: randomUUID(), pricePerMin: 20_00, intake, freeMinutes: 0, requestedAt: at(5) }, 5);
    await append(reviewStreamName(sessionId), 'ReviewCreated', { reviewId: sessionId, sessionId, astrologerId, customerId: userId, customerName: person.name, rating: 5, comment: 'Helpful', createdAt: at(6) }, 6);
    const liveSessionId = randomUUID();
    await append(liveQueueStreamName(liveSessionId), 'QueueJoined', { entryId: randomUUID(), astrologerId, customerId: userId, source: 'live', liveSessionId, intake, pricePerMin: 30_00, joinedAt: at(7) }, 7);
    const giftId = randomUUID();
    const gift = { giftId, sessionId: liveSessionId, astrologerId, senderUserId: userId, senderName: person.name, catalogueGiftId: randomUUID(), name: 'Rose', nameHi: 'गुलाब', emoji: '🌹', price: 10_00, commission: 3_00, astrologerEarning: 7_00, walletTransactionId: randomUUID(), sentAt: at(8) };
    await append(giftStreamName(giftId), 'LiveGiftSent', gift, 8);
    await append(inboxStreamName(userId), 'NotificationSent', { notificationId: randomUUID(), kind: 'order', title: 'Order placed', body: `Shipping to ${person.address}`, link: null, sentAt: at(9) }, 9);
    // A refund request about the order: their words and screenshot, support's answer to them by name (mailed to them), the refund decided with a note.
    const ticketId = randomUUID();
    const ticket = supportTicketStreamName(ticketId);
    const link = { kind: 'order', id: orderId };
    await append(ticket, 'SupportTicketOpened', { ticketId, customerId: userId, openerRole: 'customer', category: 'refund', text: `Never arrived at ${person.address}`, images: [person.photo], link, openedAt: at(10) }, 10);
    await append(ticket, 'SupportTicketReplied', { ticketId, customerId: userId, messageId: randomUUID(), side: 'support', authorId: randomUUID(), text: `Dear ${person.name}, we are checking.`, images: [], at: at(11) }, 11);
    await append(ticket, 'SupportTicketReplied', { ticketId, customerId: userId, messageId: randomUUID(), side: 'customer', authorId: userId, text: `Call me on ${person.numbers}`, images: [person.photo], at: at(12) }, 12);
    await append(ticket, 'SupportRefundDecided', { ticketId, customerId: userId, link, decision: 'full', amount: 89_900, refundable: 89_900, parts: [{ debitId: randomUUID(), amount: 89_900 }], note: `Refunded to ${person.name}`, at: at(13) }, 13);
    await append(ticket, 'SupportRefundPaid', { ticketId, amount: 89_900, transactionIds: [randomUUID()], at: at(14) }, 14);
  };

  const catchUpAll = async () => {
    await untilCommittedReadable(store);
    for (const projection of allProjections) {
      const runner = new ProjectionRunner({ store, db: readModels.db, databaseUrl: db.url, projection, batchSize: 1000, pollIntervalMs: 10, standbyRetryMs: 50 });
      expect(await runner.tryBecomeActive()).toBe(true);
      await runner.catchUp();
      await runner.stop();
    }
  };

  /** Every row of every projection's table, as text: where a person's data could be. */
  const everyReadModel = async () => {
    const tables = [...new Set(allProjections.map((projection) => projection.table))];
    const dumps = await Promise.all(tables.map(async (table) => [table, (await sql<Record<string, unknown>>`SELECT * FROM ${sql.table(table)}`.execute(readModels.db)).rows.map((row) => JSON.stringify(row))] as const));
    return dumps.flatMap(([table, rows]) => rows.map((row) => `${table}: ${row}`));
  };

  const expectErasedEverywhere = async () => {
    const rows = await everyReadModel();
    for (const text of personalStrings(erased)) expect(rows.filter((row) => row.includes(text))).toEqual([]);
    // The other customer's data is all still there, so the search above would have found it.
    for (const text of personalStrings(kept)) expect(rows.some((row) => row.includes(text))).toBe(true);
    const users = readModels.db.selectFrom('users').selectAll();
    expect(await users.where('id', '=', erased.userId).executeTakeFirst()).toMatchObject({ phone: null, name: 'Anonymous', email: null, img_url: 'NA', date_of_birth: null, status: 'erased', status_reason: 'Asked by e-mail' });
    // Money stays: both orders with their totals, the consultation with its price, the gift with its price.
    expect(await readModels.db.selectFrom('orders').select(['total', 'shipping']).where('user_id', '=', erased.userId).orderBy('kind').execute()).toEqual([
      { total: '89900', shipping: null },
      { total: '89900', shipping: { name: 'Anonymous', phone: '', address_line: '', city: '', state: 'Karnataka', pincode: '' } },
    ]);
    expect(await readModels.db.selectFrom('chat_sessions').select(['price_per_min']).where('customer_id', '=', erased.userId).execute()).toEqual([{ price_per_min: '2000' }]);
    expect(await readModels.db.selectFrom('live_gifts').select(['price', 'sender_name']).where('sender_user_id', '=', erased.userId).execute()).toEqual([{ price: '1000', sender_name: 'Anonymous' }]);
    // The support ticket stays, with its statuses and money, its thread without a word or screenshot; the mail owed to or about them is gone.
    expect(await readModels.db.selectFrom('support_tickets').select(['subject', 'category', 'refund_amount', 'refund_paid_amount', 'refund_note']).where('customer_id', '=', erased.userId).execute()).toEqual([
      { subject: '', category: 'refund', refund_amount: '89900', refund_paid_amount: '89900', refund_note: '' },
    ]);
    const thread = await readModels.db.selectFrom('support_ticket_entries as e').innerJoin('support_tickets as t', 't.id', 'e.ticket_id').select(['e.kind', 'e.text', 'e.images', 'e.amount']).where('t.customer_id', '=', erased.userId).orderBy('e.revision').execute();
    expect(thread).toEqual([
      { kind: 'message', text: null, images: [], amount: null },
      { kind: 'message', text: null, images: [], amount: null },
      { kind: 'message', text: null, images: [], amount: null },
      { kind: 'refund_decided', text: null, images: [], amount: '89900' },
      { kind: 'refund_paid', text: null, images: [], amount: '89900' },
    ]);
    expect(await readModels.db.selectFrom('email_outbox').select('id').where('user_id', '=', erased.userId).execute()).toEqual([]);
    expect(await readModels.db.selectFrom('email_outbox').select('recipient').where('user_id', '=', kept.userId).orderBy('recipient').execute()).toEqual([{ recipient: 'support' }, { recipient: `user:${kept.userId}` }]);
    // Every session is over, so no cookie of the account is honoured.
    expect(await readModels.db.selectFrom('user_sessions').select('ended_at').where('user_id', '=', erased.userId).execute()).toEqual([{ ended_at: expect.any(Date) }]);
  };

  beforeAll(async () => {
    db = await createTestDatabase(inject('databaseAdminUrl'), 'user_erasure');
    store = await createEventStore({ databaseUrl: db.url });
    readModels = connectReadModels(db.url);
    await migrateReadModels(readModels.db);
    await liveALife(kept);
    await liveALife(erased);
  });
  afterAll(async () => {
    await readModels?.close();
    await store?.close();
    await db?.drop();
  });

  it('blanks or drops the erased person in every read model that held them, keeping the money, and a rebuild keeps it so', async () => {
    // Projected before the erasure, as a running system would have them.
    await catchUpAll();
    expect((await everyReadModel()).some((row) => row.includes(erased.address))).toBe(true);
    await append(userStreamName(erased.userId), 'UserErased', { reason: 'Asked by e-mail' }, 20);
    await catchUpAll();
    await expectErasedEverywhere();

    for (const projection of allProjections) await resetProjection(readModels.db, projection);
    await catchUpAll();
    await expectErasedEverywhere();
  });
});
