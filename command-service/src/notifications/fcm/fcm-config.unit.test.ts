import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { fcmConfigFromEnv } from './fcm-config.js';

const pem = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
const complete = { FCM_PROJECT_ID: 'nakshatra-prod', FCM_CLIENT_EMAIL: 'push@nakshatra-prod.iam.gserviceaccount.com', FCM_PRIVATE_KEY: pem };

describe('FCM configuration from the environment', () => {
  it('is off (in-app only) when none of the three variables is set, empty counting as unset', () => {
    expect(fcmConfigFromEnv({})).toBeNull();
    expect(fcmConfigFromEnv({ FCM_PROJECT_ID: '' })).toBeNull();
  });

  it('uses Google’s endpoints and a 5 s timeout unless told otherwise', () => {
    expect(fcmConfigFromEnv(complete)).toMatchObject({
      projectId: 'nakshatra-prod',
      clientEmail: complete.FCM_CLIENT_EMAIL,
      apiUrl: 'https://fcm.googleapis.com',
      tokenUrl: 'https://oauth2.googleapis.com/token',
      timeoutMs: 5000,
    });
    expect(fcmConfigFromEnv({ ...complete, FCM_API_URL: 'http://127.0.0.1:9/', FCM_TOKEN_URL: 'http://127.0.0.1:9/token', FCM_TIMEOUT_MS: '250' })).toMatchObject({
      apiUrl: 'http://127.0.0.1:9',
      tokenUrl: 'http://127.0.0.1:9/token',
      timeoutMs: 250,
    });
  });

  it('stops the start on a half configuration, naming what is missing and never a value', () => {
    expect(() => fcmConfigFromEnv({ FCM_PROJECT_ID: 'p', FCM_PRIVATE_KEY: pem })).toThrow('FCM push needs FCM_CLIENT_EMAIL to be set too');
    expect(() => fcmConfigFromEnv({ ...complete, FCM_PRIVATE_KEY: 'oops' })).toThrow(/^FCM_PRIVATE_KEY must be/);
    expect(() => fcmConfigFromEnv({ ...complete, FCM_TOKEN_URL: 'oauth2.googleapis.com' })).toThrow('FCM_TOKEN_URL must be an http(s) URL');
    expect(() => fcmConfigFromEnv({ ...complete, FCM_TIMEOUT_MS: 'soon' })).toThrow('FCM_TIMEOUT_MS');
  });
});
