import { generateKeyPairSync } from 'node:crypto';
import { Agent } from 'node:https';
import { randomUUID } from 'node:crypto';
import { notificationOf, webPushStreamName } from '@nakshatra/contracts';
import { createEventStore, type EventStore } from '@nakshatra/event-store';
import type { Logger } from '@nakshatra/platform';
import { createTestDatabase, type TestDatabase } from '@nakshatra/platform/testing';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { commandMetadata } from '../../shared/command-metadata.js';
import type { NotificationMessage } from '../notifier.js';
import { startLocalPushService, type LocalPushService, type LocalSubscriber } from '../testing/local-push-service.js';
import type { WebPushConfig } from './web-push-config.js';
import { WebPushNotifier } from './web-push-notifier.js';
import { WebPushSubscriptions } from './web-push-subscriptions.js';

/** A VAPID pair as the launcher makes one: the raw public point and private scalar, base64url. */
function vapidKeys() {
  const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  const jwk = privateKey.export({ format: 'jwk' });
  const point = publicKey.export({ format: 'jwk' });
  return { publicKey: Buffer.concat([Buffer.from([4]), Buffer.from(point.x!, 'base64url'), Buffer.from(point.y!, 'base64url')]).toString('base64url'), privateKey: jwk.d! };
}

function recordingLogger() {
  const lines: { level: string; fields: Record<string, unknown>; message: string }[] = [];
  const at = (level: string) => (fields: Record<string, unknown>, message: string) => void lines.push({ level, fields, message });
  return { logger: { info: at('info'), warn: at('warn'), error: at('error'), debug: at('debug') } as unknown as Logger, lines };
}

const declined: NotificationMessage = { ...notificationOf('chat_declined', { astrologer_name: 'Pandit Ravi', session_id: 's-1' }), link: '/chat-screen/s-1' };

/** The Web Push adapter with the real `web-push` library and event store, against a push service on 127.0.0.1 that verifies and decrypts what it gets. */
describe('Web Push notifier', () => {
  let db: TestDatabase;
  let store: EventStore;
  let push: LocalPushService;
  let config: WebPushConfig;
  let subscriptions: WebPushSubscriptions;
  const meta = commandMetadata({ id: 'test', role: 'system' }, 'test');

  beforeAll(async () => {
    db = await createTestDatabase(inject('databaseAdminUrl'), 'web_push_notifier');
    store = await createEventStore({ databaseUrl: db.url });
    push = await startLocalPushService();
    config = { ...vapidKeys(), subject: 'mailto:support@nakshatra.app', timeoutMs: 2000, agent: new Agent({ ca: push.certificate }) };
    subscriptions = new WebPushSubscriptions(store);
  });
  afterAll(async () => {
    await push?.close();
    await store?.close();
    await db?.drop();
  });

  const subscribe = async (userId: string, browser: LocalSubscriber, language: 'en' | 'hi') => subscriptions.subscribe(userId, { endpoint: browser.endpoint, p256dh: browser.p256dh, auth: browser.auth, language, sessionId: undefined }, meta);

  it('encrypts the message to each browser in its own language, with a VAPID authorisation the push service verifies', async () => {
    const userId = randomUUID();
    const english = push.subscriber();
    const hindi = push.subscriber();
    await subscribe(userId, english, 'en');
    await subscribe(userId, hindi, 'hi');
    const { logger, lines } = recordingLogger();

    expect(await new WebPushNotifier(config, subscriptions, logger).deliver(userId, declined)).toEqual(['sent', 'sent']);

    const byBrowser = (browser: LocalSubscriber) => push.received.find((received) => browser.endpoint.endsWith(received.subscriber))!;
    expect(JSON.parse(byBrowser(english).payload)).toEqual({
      kind: 'chat_declined',
      title: 'Your chat request was declined',
      body: 'Pandit Ravi could not take your chat request. Nothing was charged.',
      link: '/chat-screen/s-1',
    });
    expect(JSON.parse(byBrowser(hindi).payload)).toMatchObject({ title: 'आपका चैट अनुरोध स्वीकार नहीं हुआ', body: 'Pandit Ravi आपका चैट अनुरोध नहीं ले सके। कोई शुल्क नहीं लिया गया।' });
    const { headers, vapid } = byBrowser(english);
    expect(vapid.publicKey).toBe(config.publicKey);
    expect(vapid.claims).toMatchObject({ aud: new URL(english.endpoint).origin, sub: 'mailto:support@nakshatra.app' });
    expect(vapid.claims.exp * 1000).toBeGreaterThan(Date.now());
    expect(headers).toMatchObject({ 'content-encoding': 'aes128gcm', ttl: String(24 * 60 * 60), urgency: 'high' });
    // Nothing secret in a log line.
    expect(JSON.stringify(lines)).not.toContain(config.privateKey);
  });

  it('gives a request a short time to live: a late push would only mislead', async () => {
    const userId = randomUUID();
    const browser = push.subscriber();
    await subscribe(userId, browser, 'en');
    const request: NotificationMessage = { ...notificationOf('chat_request', { customer_name: 'Asha', session_id: 's-2' }), link: '/astrologer' };
    expect(await new WebPushNotifier(config, subscriptions, recordingLogger().logger).deliver(userId, request)).toEqual(['sent']);
    expect(push.received.find((received) => browser.endpoint.endsWith(received.subscriber))?.headers.ttl).toBe('120');
  });

  it('unsubscribes a browser its push service no longer knows (410), logs a failing one, and still reaches the others', async () => {
    const userId = randomUUID();
    const gone = push.subscriber(410);
    const failing = push.subscriber(503);
    const fine = push.subscriber();
    for (const browser of [gone, failing, fine]) await subscribe(userId, browser, 'en');
    const { logger, lines } = recordingLogger();

    expect(await new WebPushNotifier(config, subscriptions, logger).deliver(userId, declined)).toEqual(['gone', 'failed', 'sent']);

    expect((await subscriptions.of(userId)).map((subscription) => subscription.endpoint)).toEqual([failing.endpoint, fine.endpoint]);
    const events = await store.readStream(webPushStreamName(userId));
    expect(events.at(-1)).toMatchObject({ type: 'WebPushUnsubscribed', data: { endpoint: gone.endpoint, reason: 'gone' } });
    expect(lines).toContainEqual(expect.objectContaining({ level: 'warn', message: 'web push not sent', fields: expect.objectContaining({ status: 503 }) }));
    // Browsers are named by their push service and the endpoint's last characters, never the whole endpoint.
    expect(JSON.stringify(lines)).not.toContain(failing.endpoint);
  });

  it('logs a push service it cannot reach, without failing the caller', async () => {
    const userId = randomUUID();
    await subscriptions.subscribe(userId, { endpoint: 'https://127.0.0.1:9/push/nobody', p256dh: push.subscriber().p256dh, auth: push.subscriber().auth, language: 'en', sessionId: undefined }, meta);
    const { logger, lines } = recordingLogger();
    expect(await new WebPushNotifier(config, subscriptions, logger).deliver(userId, declined)).toEqual(['failed']);
    expect(lines).toContainEqual(expect.objectContaining({ level: 'warn', message: 'web push not sent' }));
  });
});
