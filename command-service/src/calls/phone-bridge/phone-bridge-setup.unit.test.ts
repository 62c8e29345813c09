import { describe, expect, it } from 'vitest';
import { phoneBridgeSetupFromEnv } from './phone-bridge-setup.js';

const EXOTEL = {
  PHONE_BRIDGE: 'exotel',
  EXOTEL_SID: 'nakshatra1',
  EXOTEL_CALLER_ID: '08047112233',
  EXOTEL_API_KEY: 'exotel-api-key-value',
  EXOTEL_API_TOKEN: 'exotel-api-token-value',
  PHONE_BRIDGE_CALLBACK_SECRET: 'callback-secret-value-of-32-characters!',
};

describe('phone bridge setup from the environment', () => {
  it('is off by default, whatever callback URL is set', () => {
    expect(phoneBridgeSetupFromEnv({})).toBeNull();
    expect(phoneBridgeSetupFromEnv({ PHONE_BRIDGE_CALLBACK_URL: 'https://nakshatra.app/api/calls/phone-bridge/exotel/status' })).toBeNull();
  });

  it('posts callbacks to PHONE_BRIDGE_CALLBACK_URL, else to the route under PUBLIC_ORIGIN', () => {
    expect(phoneBridgeSetupFromEnv({ ...EXOTEL, PHONE_BRIDGE_CALLBACK_URL: 'https://calls.nakshatra.app/api/calls/phone-bridge/exotel/status' })).toMatchObject({
      bridge: { provider: 'exotel' },
      callbackUrl: 'https://calls.nakshatra.app/api/calls/phone-bridge/exotel/status',
    });
    expect(phoneBridgeSetupFromEnv({ ...EXOTEL, PUBLIC_ORIGIN: 'https://nakshatra.app' })?.callbackUrl).toBe('https://nakshatra.app/api/calls/phone-bridge/exotel/status');
  });

  it('stops the start without a callback URL, with a bad one, plain http in production, or one with a query', () => {
    expect(() => phoneBridgeSetupFromEnv(EXOTEL)).toThrow('PHONE_BRIDGE=exotel needs PHONE_BRIDGE_CALLBACK_URL (or PUBLIC_ORIGIN)');
    expect(() => phoneBridgeSetupFromEnv({ ...EXOTEL, PHONE_BRIDGE_CALLBACK_URL: '/api/calls/phone-bridge/exotel/status' })).toThrow('PHONE_BRIDGE_CALLBACK_URL must be an absolute http(s) URL');
    expect(() => phoneBridgeSetupFromEnv({ ...EXOTEL, PHONE_BRIDGE_CALLBACK_URL: 'ftp://nakshatra.app/status' })).toThrow('PHONE_BRIDGE_CALLBACK_URL must be an absolute http(s) URL');
    expect(() => phoneBridgeSetupFromEnv({ ...EXOTEL, PUBLIC_ORIGIN: 'http://nakshatra.app', NODE_ENV: 'production' })).toThrow('PUBLIC_ORIGIN must be https when NODE_ENV=production');
    expect(() => phoneBridgeSetupFromEnv({ ...EXOTEL, PHONE_BRIDGE_CALLBACK_URL: 'https://nakshatra.app/status?x=1' })).toThrow('must have no query or fragment');
  });
});
