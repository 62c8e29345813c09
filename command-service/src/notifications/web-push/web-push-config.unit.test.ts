import { describe, expect, it } from 'vitest';
import { webPushConfigFromEnv } from './web-push-config.js';

const publicKey = Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 7)]).toString('base64url');
const privateKey = Buffer.alloc(32, 9).toString('base64url');

describe('Web Push configuration', () => {
  it('is off without keys, and on with both, with the support address as subject by default', () => {
    expect(webPushConfigFromEnv({})).toBeNull();
    expect(webPushConfigFromEnv({ WEB_PUSH_VAPID_PUBLIC_KEY: publicKey, WEB_PUSH_VAPID_PRIVATE_KEY: privateKey })).toEqual({ publicKey, privateKey, subject: 'mailto:support@nakshatra.app', timeoutMs: 5000 });
  });

  it('stops the start on half a pair, a key of the wrong size or a bad subject, never printing a key', () => {
    expect(() => webPushConfigFromEnv({ WEB_PUSH_VAPID_PUBLIC_KEY: publicKey })).toThrow('Web Push needs WEB_PUSH_VAPID_PRIVATE_KEY to be set too');
    expect(() => webPushConfigFromEnv({ WEB_PUSH_VAPID_PUBLIC_KEY: privateKey, WEB_PUSH_VAPID_PRIVATE_KEY: privateKey })).toThrow(/WEB_PUSH_VAPID_PUBLIC_KEY must be/);
    const wrongPrivate = 'secret-but-wrong-size';
    expect(() => webPushConfigFromEnv({ WEB_PUSH_VAPID_PUBLIC_KEY: publicKey, WEB_PUSH_VAPID_PRIVATE_KEY: wrongPrivate })).toThrow(/^WEB_PUSH_VAPID_PRIVATE_KEY must be a P-256 private key in base64url \(32 bytes\)$/);
    expect(() => webPushConfigFromEnv({ WEB_PUSH_VAPID_PUBLIC_KEY: publicKey, WEB_PUSH_VAPID_PRIVATE_KEY: privateKey, WEB_PUSH_SUBJECT: 'support' })).toThrow(/WEB_PUSH_SUBJECT/);
  });
});
