import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { chatStreamName, inboxStreamName, SESSION_COOKIE } from '@nakshatra/contracts';
import { createEventStore, type EventStore } from '@nakshatra/event-store';
import { createLogger, encodeSession, PostgresSessionRevocations, removeUploadFolders, type Role } from '@nakshatra/platform';
import { createTestDatabase, type TestDatabase } from '@nakshatra/platform/testing';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startCommandService, type RunningCommandService } from '../start-command-service.js';
import { parsePrivateKey } from './fcm/service-account-jwt.js';
import { startFakeFcm, type FakeFcm } from './testing/fake-fcm.js';

const sessionSecret = 'n'.repeat(32);

/** The command service configured with FCM (the local fake): a registered device of the astrologer gets the customer's reminder as a push. */
describe('push notifications through the command service', () => {
  let db: TestDatabase;
  let store: EventStore;
  let fake: FakeFcm;
  let service: RunningCommandService;
  let revocations: PostgresSessionRevocations;
  let uploadsDir: string;

  beforeAll(async () => {
    db = await createTestDatabase(inject('databaseAdminUrl'), 'push_notifications');
    store = await createEventStore({ databaseUrl: db.url });
    fake = await startFakeFcm();
    uploadsDir = mkdtempSync(path.join(tmpdir(), 'nk-uploads-'));
    revocations = await PostgresSessionRevocations.connect(db.url);
    service = await startCommandService({
      revocations,
      store,
      sessionSecret,
      logger: createLogger('test', process.env.LOG_LEVEL ?? 'silent'),
      port: 0,
      uploadsDir,
      chat: { commissionBp: 3000, tickMs: null, now: () => new Date() },
      fcm: { projectId: fake.projectId, clientEmail: fake.clientEmail, privateKey: parsePrivateKey(fake.privateKeyPem), apiUrl: fake.apiUrl, tokenUrl: fake.tokenUrl, timeoutMs: 1000 },
    });
  });
  afterAll(async () => {
    await service?.stop();
    await revocations?.close();
    await fake?.close();
    await store?.close();
    await db?.drop();
    if (uploadsDir) await removeUploadFolders(uploadsDir);
  });

  const cookie = (role: Role, userId: string) => `${SESSION_COOKIE}=${encodeSession(sessionSecret, { sid: randomUUID(), uid: userId, role, exp: Math.floor(Date.now() / 1000) + 3600 })}`;
  const post = async (name: string, asCookie: string, body: unknown) => {
    const answer = await fetch(`http://127.0.0.1:${service.port}/api/${name}`, { method: 'POST', headers: { 'content-type': 'application/json', cookie: asCookie }, body: JSON.stringify(body) });
    return { status: answer.status, body: (await answer.json()) as { data: unknown } };
  };

  it('sends the reminder to the astrologer’s device and records it in their inbox', async () => {
    const astrologerUserId = randomUUID();
    const customerId = randomUUID();
    const device = `browser-${'d'.repeat(40)}`;
    expect(await post('register_push_token', cookie('astrologer', astrologerUserId), { token: device, platform: 'web' })).toEqual({ status: 200, body: expect.objectContaining({ data: { registered: true, platform: 'web' } }) });

    // A request as create_chat_session records it (the astrologer's lock and the wallet are not part of this test).
    const sessionId = randomUUID();
    const requestedAt = new Date().toISOString();
    await store.appendToStream(
      chatStreamName(sessionId),
      [
        {
          id: randomUUID(),
          type: 'ChatRequested',
          data: { sessionId, customerId, astrologerId: randomUUID(), astrologerUserId, pricePerMin: 20_00, intake: { name: 'Asha', birthDate: '1990-04-01', birthTime: null, birthPlace: 'Pune' }, freeMinutes: 0, requestedAt },
          metadata: { correlationId: 'c', causationId: 'c', actor: { id: customerId, role: 'customer' }, occurredAt: requestedAt, schemaVersion: 1 },
        },
      ],
      { expectedRevision: 'no_stream' },
    );
    expect(await post('send_notification_fcm', cookie('customer', customerId), { session_id: sessionId })).toMatchObject({ status: 200, body: { data: { sent: true } } });

    // The push is sent in the background, after the answer.
    await expect.poll(() => fake.messages).toEqual([
      expect.objectContaining({
        token: device,
        message: expect.objectContaining({ notification: { title: 'A chat request is waiting', body: 'Asha is still waiting for your answer.' }, data: { customer_name: 'Asha', session_id: sessionId, kind: 'chat_request_reminder', link: '/astrologer' } }),
      }),
    ]);
    const inbox = await store.readStream(inboxStreamName(astrologerUserId));
    expect(inbox.map((event) => [event.type, (event.data as { kind: string }).kind])).toEqual([['NotificationSent', 'chat_request_reminder']]);
  });
});
