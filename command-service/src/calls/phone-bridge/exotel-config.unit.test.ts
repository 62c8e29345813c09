import { describe, expect, it } from 'vitest';
import { exotelConfigFromEnv } from './exotel-config.js';
import { ExotelPhoneBridge } from './exotel-phone-bridge.js';
import { phoneBridgeFromEnv } from './phone-bridge-from-env.js';

const SECRETS = { EXOTEL_API_KEY: 'exotel-api-key-value', EXOTEL_API_TOKEN: 'exotel-api-token-value', PHONE_BRIDGE_CALLBACK_SECRET: 'callback-secret-value-of-32-characters!' };
const EXOTEL = { PHONE_BRIDGE: 'exotel', EXOTEL_SID: 'nakshatra1', EXOTEL_CALLER_ID: '08047112233', ...SECRETS };

/** Every message a configuration error could show, checked for the three secrets. */
function refusalOf(env: NodeJS.ProcessEnv): string {
  try {
    exotelConfigFromEnv(env);
  } catch (error) {
    const message = (error as Error).message;
    for (const secret of Object.values(SECRETS)) expect(message).not.toContain(secret);
    return message;
  }
  throw new Error('expected the configuration to be refused');
}

describe('phone bridge configuration from the environment', () => {
  it('is off by default, when empty and with PHONE_BRIDGE=off, whatever else is set', () => {
    expect(exotelConfigFromEnv({})).toBeNull();
    expect(exotelConfigFromEnv({ PHONE_BRIDGE: '' })).toBeNull();
    expect(exotelConfigFromEnv({ ...EXOTEL, PHONE_BRIDGE: 'off', NODE_ENV: 'production' })).toBeNull();
    expect(phoneBridgeFromEnv({})).toBeNull();
  });

  it('is Exotel with its five variables, on Exotel’s Singapore API and a 10 s timeout unless told otherwise', () => {
    expect(exotelConfigFromEnv(EXOTEL)).toEqual({
      apiUrl: 'https://api.exotel.com',
      sid: 'nakshatra1',
      apiKey: SECRETS.EXOTEL_API_KEY,
      apiToken: SECRETS.EXOTEL_API_TOKEN,
      callerId: '08047112233',
      callbackSecret: SECRETS.PHONE_BRIDGE_CALLBACK_SECRET,
      timeoutMs: 10_000,
    });
    expect(exotelConfigFromEnv({ ...EXOTEL, EXOTEL_API_URL: 'https://api.in.exotel.com/', EXOTEL_TIMEOUT_MS: '250', EXOTEL_CALLER_ID: '+918047112233' })).toMatchObject({
      apiUrl: 'https://api.in.exotel.com',
      timeoutMs: 250,
      callerId: '+918047112233',
    });
    expect(phoneBridgeFromEnv(EXOTEL)).toBeInstanceOf(ExotelPhoneBridge);
  });

  it('names exactly the variables that are missing, and never a value', () => {
    expect(refusalOf({ PHONE_BRIDGE: 'exotel' })).toBe('PHONE_BRIDGE=exotel needs EXOTEL_SID, EXOTEL_API_KEY, EXOTEL_API_TOKEN, EXOTEL_CALLER_ID, PHONE_BRIDGE_CALLBACK_SECRET to be set');
    expect(refusalOf({ ...EXOTEL, EXOTEL_API_TOKEN: '' })).toBe('PHONE_BRIDGE=exotel needs EXOTEL_API_TOKEN to be set');
  });

  it('refuses an unknown provider, odd values and a short callback secret with clear messages', () => {
    expect(refusalOf({ PHONE_BRIDGE: 'knowlarity' })).toBe('PHONE_BRIDGE must be off or exotel, got knowlarity');
    expect(refusalOf({ ...EXOTEL, EXOTEL_SID: 'nak/../x' })).toBe('EXOTEL_SID must be an Exotel account sid (letters, digits, - and _), got nak/../x');
    expect(refusalOf({ ...EXOTEL, EXOTEL_CALLER_ID: 'ExoPhone' })).toBe('EXOTEL_CALLER_ID must be the ExoPhone number (digits, optionally after +), got ExoPhone');
    expect(refusalOf({ ...EXOTEL, PHONE_BRIDGE_CALLBACK_SECRET: 'too-short-secret' })).toBe('PHONE_BRIDGE_CALLBACK_SECRET must be at least 32 characters');
    expect(refusalOf({ ...EXOTEL, EXOTEL_API_URL: 'api.exotel.com' })).toBe('EXOTEL_API_URL must be an http(s) URL, got api.exotel.com');
    expect(refusalOf({ ...EXOTEL, EXOTEL_TIMEOUT_MS: 'soon' })).toBe('EXOTEL_TIMEOUT_MS must be an integer from 100 to 60000, not "soon"');
  });

  it('allows plain http (the local fake) only outside production, since the key and token travel in every request', () => {
    expect(exotelConfigFromEnv({ ...EXOTEL, EXOTEL_API_URL: 'http://127.0.0.1:9' })?.apiUrl).toBe('http://127.0.0.1:9');
    expect(refusalOf({ ...EXOTEL, EXOTEL_API_URL: 'http://127.0.0.1:9', NODE_ENV: 'production' })).toBe('EXOTEL_API_URL must be https when NODE_ENV=production');
  });
});
