import { randomUUID } from 'node:crypto';
import { pushTokensStreamName } from '@nakshatra/contracts';
import { createEventStore, type EventStore } from '@nakshatra/event-store';
import type { Logger } from '@nakshatra/platform';
import { createTestDatabase, type TestDatabase } from '@nakshatra/platform/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { commandMetadata } from '../../shared/command-metadata.js';
import { CompositeNotifier } from '../composite-notifier.js';
import type { NotificationMessage, Notifier } from '../notifier.js';
import { PushTokens } from '../push-tokens.js';
import { startFakeFcm, type FakeFcm } from '../testing/fake-fcm.js';
import { FcmAccessTokens } from './fcm-access-tokens.js';
import type { FcmConfig } from './fcm-config.js';
import { FcmNotifier } from './fcm-notifier.js';
import { parsePrivateKey } from './service-account-jwt.js';

/** Every log line the adapter wrote, as level + fields + message. */
function recordingLogger() {
  const lines: { level: string; fields: Record<string, unknown>; message: string }[] = [];
  const at = (level: string) => (fields: Record<string, unknown>, message: string) => void lines.push({ level, fields, message });
  const logger = { info: at('info'), warn: at('warn'), error: at('error'), debug: at('debug') } as unknown as Logger;
  return { logger, lines };
}

const message: NotificationMessage = { kind: 'chat_request', title: 'New chat request', body: 'Asha would like to chat with you.', link: '/astrologer', data: { session_id: 's-1' } };
const token = (name: string) => `${name}-${'x'.repeat(40)}-${randomUUID()}`;

/** The FCM HTTP v1 adapter against the local fake of Google's token endpoint and FCM, with the real event store for devices. */
describe('FCM notifier', () => {
  let db: TestDatabase;
  let store: EventStore;
  let fake: FakeFcm;
  let config: FcmConfig;
  let devices: PushTokens;
  const meta = commandMetadata({ id: 'test', role: 'system' }, 'test');

  beforeAll(async () => {
    db = await createTestDatabase(inject('databaseAdminUrl'), 'fcm_notifier');
    store = await createEventStore({ databaseUrl: db.url });
    fake = await startFakeFcm();
    config = { projectId: fake.projectId, clientEmail: fake.clientEmail, privateKey: parsePrivateKey(fake.privateKeyPem), apiUrl: fake.apiUrl, tokenUrl: fake.tokenUrl, timeoutMs: 300 };
    devices = new PushTokens(store);
  });
  afterAll(async () => {
    await fake?.close();
    await store?.close();
    await db?.drop();
  });
  beforeEach(() => {
    fake.messages.length = 0;
    fake.faults.length = 0;
  });

  async function userWith(...tokens: string[]) {
    const userId = randomUUID();
    for (const device of tokens) await devices.register(userId, device, 'web', undefined, meta);
    return userId;
  }

  it('fetches an access token with a signed assertion and sends the message to every device of the user', async () => {
    const { logger, lines } = recordingLogger();
    const fcm = new FcmNotifier(config, devices, logger);
    const [phone, laptop] = [token('phone'), token('laptop')];
    const userId = await userWith(phone, laptop);
    expect(await fcm.deliver(userId, message)).toEqual(['sent', 'sent']);
    expect(fake.messages.map((sent) => sent.token)).toEqual([phone, laptop]);
    expect(fake.messages[0]!.message).toEqual({
      token: phone,
      notification: { title: 'New chat request', body: 'Asha would like to chat with you.' },
      data: { session_id: 's-1', kind: 'chat_request', link: '/astrologer' },
      android: { priority: 'high' },
      webpush: { headers: { Urgency: 'high' } },
    });
    expect(lines).toEqual([]);
    expect(await fcm.deliver(randomUUID(), message)).toEqual([]);
  });

  it('reuses the access token until shortly before it expires, and fetches one only once for callers at the same time', async () => {
    let now = new Date();
    fake.now = () => now;
    const tokens = new FcmAccessTokens(config, () => now);
    const issuedBefore = fake.tokensIssued;
    const [first, second] = await Promise.all([tokens.get(), tokens.get()]);
    expect(first).toBe(second);
    now = new Date(now.getTime() + 50 * 60 * 1000);
    expect(await tokens.get()).toBe(first);
    expect(fake.tokensIssued).toBe(issuedBefore + 1);
    // Google's tokens live an hour; within five minutes of the end a new one is fetched.
    now = new Date(now.getTime() + 6 * 60 * 1000);
    expect(await tokens.get()).not.toBe(first);
    expect(fake.tokensIssued).toBe(issuedBefore + 2);
    fake.now = () => new Date();
  });

  it('fetches a new access token when FCM refuses the cached one (revoked), and sends', async () => {
    const fcm = new FcmNotifier(config, devices, recordingLogger().logger);
    const userId = await userWith(token('tablet'));
    expect(await fcm.deliver(userId, message)).toEqual(['sent']);
    fake.revokeAccessTokens();
    expect(await fcm.deliver(userId, message)).toEqual(['sent']);
    expect(fake.messages[1]!.accessToken).not.toBe(fake.messages[0]!.accessToken);
  });

  it('removes a device FCM answers UNREGISTERED (with an event) and still sends to the others', async () => {
    const { logger, lines } = recordingLogger();
    const fcm = new FcmNotifier(config, devices, logger);
    const [gone, kept] = [token('uninstalled'), token('kept')];
    const userId = await userWith(gone, kept);
    fake.unregistered.add(gone);
    expect(await fcm.deliver(userId, message)).toEqual(['unregistered', 'sent']);
    expect((await devices.devices(userId)).map((device) => device.token)).toEqual([kept]);
    const events = await store.readStream(pushTokensStreamName(userId));
    expect(events.at(-1)).toMatchObject({ type: 'PushTokenRemoved', data: { token: gone, reason: 'unregistered' } });
    expect(lines).toEqual([{ level: 'info', fields: { userId, device: `…${gone.slice(-6)}` }, message: 'push device no longer registered with FCM: removed' }]);
  });

  it('logs a 500 and a timeout and carries on, never throwing and never logging a token, key or access token', async () => {
    const { logger, lines } = recordingLogger();
    const fcm = new FcmNotifier(config, devices, logger);
    const [failing, slow, fine] = [token('failing'), token('slow'), token('fine')];
    const userId = await userWith(failing, slow, fine);
    fake.faults.push({ status: 500 }, 'hang');
    const started = Date.now();
    expect(await fcm.deliver(userId, message)).toEqual(['failed', 'failed', 'sent']);
    expect(Date.now() - started).toBeLessThan(3000);
    expect(lines.map((line) => [line.level, line.message, line.fields.status ?? line.fields.reason])).toEqual([
      ['warn', 'push notification refused by FCM', 500],
      ['warn', 'push notification not sent', expect.stringMatching(/TimeoutError|AbortError/)],
    ]);
    const logged = JSON.stringify(lines);
    for (const secret of [failing, slow, fake.privateKeyPem.slice(40, 80), 'ya29.']) expect(logged).not.toContain(secret);
    // Both devices are kept: a failure says nothing about the device.
    expect(await devices.devices(userId)).toHaveLength(3);
  });

  it('logs a token endpoint that refuses the service account, and the composite still records in-app', async () => {
    const { logger, lines } = recordingLogger();
    const wrongAccount = new FcmNotifier({ ...config, clientEmail: 'someone-else@x.iam.gserviceaccount.com' }, devices, logger);
    const userId = await userWith(token('any'));
    expect(await wrongAccount.deliver(userId, message)).toEqual(['failed']);
    expect(lines[0]).toMatchObject({ level: 'warn', message: 'push notification not sent', fields: { reason: expect.stringContaining('invalid_grant: Invalid issuer') } });

    const inbox: string[] = [];
    const inApp: Notifier = { notify: async (user) => void inbox.push(user) };
    const composite = new CompositeNotifier(inApp, [wrongAccount], logger);
    await composite.notify(userId, message);
    await composite.settled();
    expect(inbox).toEqual([userId]);

    const failingInbox: Notifier = { notify: () => Promise.reject(new Error('store down')) };
    await expect(new CompositeNotifier(failingInbox, [], logger).notify(userId, message)).resolves.toBeUndefined();
    expect(lines.at(-1)).toMatchObject({ level: 'error', message: 'in-app notification not recorded' });
  });
});
