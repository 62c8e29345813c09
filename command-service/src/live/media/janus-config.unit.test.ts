import { inspect } from 'node:util';
import { describe, expect, it } from 'vitest';
import { janusConfigFromEnv } from './janus-config.js';
import { JanusSecret } from './janus-secret.js';

const apiSecret = 'nakshatra-janus-api-secret-0123456789';
const adminSecret = 'nakshatra-janus-admin-secret-0123456789';
const roomAdminKey = 'nakshatra-janus-videoroom-admin-key-0123456789';
const complete = {
  JANUS_URL: 'http://127.0.0.1:8088/janus',
  JANUS_API_SECRET: apiSecret,
  JANUS_ADMIN_URL: 'http://127.0.0.1:7088/admin',
  JANUS_ADMIN_SECRET: adminSecret,
  JANUS_VIDEOROOM_ADMIN_KEY: roomAdminKey,
};

/** The message of the error `janusConfigFromEnv(env)` throws. */
function refusalOf(env: NodeJS.ProcessEnv): string {
  try {
    janusConfigFromEnv(env);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('expected a refusal');
}

describe('Janus configuration from the environment', () => {
  it('is null when JANUS_URL is unset: live sessions use the embedded media engine', () => {
    expect(janusConfigFromEnv({})).toBeNull();
    expect(janusConfigFromEnv({ JANUS_URL: '' })).toBeNull();
  });

  it('reads the URLs, the three secrets and the timeout', () => {
    const config = janusConfigFromEnv({ ...complete, JANUS_URL: 'https://janus.internal:8089/janus/', JANUS_TIMEOUT_MS: '2500' });
    expect(config?.url).toBe('https://janus.internal:8089/janus');
    expect(config?.adminUrl).toBe('http://127.0.0.1:7088/admin');
    expect(config?.apiSecret.reveal()).toBe(apiSecret);
    expect(config?.adminSecret.reveal()).toBe(adminSecret);
    expect(config?.roomAdminKey.reveal()).toBe(roomAdminKey);
    expect(config?.timeoutMs).toBe(2500);
  });

  it('gives each request to Janus ten seconds by default, and bounds the timeout', () => {
    expect(janusConfigFromEnv(complete)?.timeoutMs).toBe(10_000);
    expect(refusalOf({ ...complete, JANUS_TIMEOUT_MS: '99' })).toBe('JANUS_TIMEOUT_MS must be an integer from 100 to 60000, not "99"');
    expect(refusalOf({ ...complete, JANUS_TIMEOUT_MS: 'soon' })).toContain('JANUS_TIMEOUT_MS');
  });

  it('refuses secrets without JANUS_URL: a half-done deployment would silently fall back', () => {
    expect(refusalOf({ JANUS_API_SECRET: apiSecret })).toBe("JANUS_API_SECRET is set but JANUS_URL is not: set the URL of Janus's HTTP API (docs/live-media.md)");
    expect(refusalOf({ JANUS_ADMIN_URL: complete.JANUS_ADMIN_URL, JANUS_ADMIN_SECRET: adminSecret })).toMatch(/^JANUS_ADMIN_SECRET, JANUS_ADMIN_URL are set but JANUS_URL is not/);
  });

  it('requires the admin URL and every secret with JANUS_URL, naming what is missing', () => {
    expect(refusalOf({ JANUS_URL: complete.JANUS_URL })).toBe('JANUS_URL needs JANUS_ADMIN_URL, JANUS_API_SECRET, JANUS_ADMIN_SECRET, JANUS_VIDEOROOM_ADMIN_KEY to be set too (docs/live-media.md)');
    expect(refusalOf({ ...complete, JANUS_VIDEOROOM_ADMIN_KEY: '' })).toBe('JANUS_URL needs JANUS_VIDEOROOM_ADMIN_KEY to be set too (docs/live-media.md)');
  });

  it.each([
    ['JANUS_URL', 'janus:8088', 'must be an http(s) URL'],
    ['JANUS_URL', 'ws://127.0.0.1:8188', 'must be an http(s) URL, got ws://127.0.0.1:8188'],
    ['JANUS_URL', 'http://127.0.0.1:8088/janus?apisecret=x', 'must have no query or fragment'],
    ['JANUS_URL', 'http://127.0.0.1:8088/janus#x', 'must have no query or fragment'],
    ['JANUS_ADMIN_URL', 'not a url', 'must be an http(s) URL'],
    ['JANUS_ADMIN_URL', 'http://127.0.0.1:8088/janus', 'must be the admin API'],
  ])('refuses %s=%s', (name, value, message) => {
    const refusal = refusalOf({ ...complete, [name]: value });
    expect(refusal).toContain(name);
    expect(refusal).toContain(message);
  });

  it('refuses credentials in a URL without repeating them', () => {
    const refusal = refusalOf({ ...complete, JANUS_URL: 'http://janus:hunter2-password@127.0.0.1:8088/janus' });
    expect(refusal).toBe('JANUS_URL must not carry credentials: set JANUS_API_SECRET and JANUS_ADMIN_SECRET instead');
  });

  it('refuses short secrets, such as the sample janus.jcfg admin secret', () => {
    expect(refusalOf({ ...complete, JANUS_ADMIN_SECRET: 'janusoverlord' })).toBe('JANUS_ADMIN_SECRET must be at least 32 characters');
    expect(refusalOf({ ...complete, JANUS_API_SECRET: 'short' })).toBe('JANUS_API_SECRET must be at least 32 characters');
  });

  it('refuses one value for two secrets: each opens a different door', () => {
    expect(refusalOf({ ...complete, JANUS_ADMIN_SECRET: apiSecret })).toBe('JANUS_API_SECRET, JANUS_ADMIN_SECRET, JANUS_VIDEOROOM_ADMIN_KEY must all differ');
    expect(refusalOf({ ...complete, JANUS_VIDEOROOM_ADMIN_KEY: adminSecret })).toContain('must all differ');
  });

  it('never puts a secret in an error message', () => {
    const messages = [
      refusalOf({ JANUS_API_SECRET: apiSecret, JANUS_ADMIN_SECRET: adminSecret }),
      refusalOf({ ...complete, JANUS_ADMIN_SECRET: apiSecret }),
      refusalOf({ ...complete, JANUS_API_SECRET: 'too-short-api-secret' }),
    ];
    for (const message of messages) {
      for (const secret of [apiSecret, adminSecret, roomAdminKey, 'too-short-api-secret']) expect(message).not.toContain(secret);
    }
  });

  it('prints its secrets as [redacted] however it is logged', () => {
    const config = janusConfigFromEnv(complete);
    const printed = [JSON.stringify(config), inspect(config, { depth: 5 }), String(config?.apiSecret), `${config?.adminSecret}`];
    for (const text of printed) {
      expect(text).toContain('[redacted]');
      for (const secret of [apiSecret, adminSecret, roomAdminKey]) expect(text).not.toContain(secret);
    }
  });
});

describe('JanusSecret', () => {
  const secret = new JanusSecret(apiSecret, 'JANUS_API_SECRET');

  it('derives values per label that only its holder can compute', () => {
    const first = secret.derive('room/1');
    expect(first).toBe(secret.derive('room/1'));
    expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(secret.derive('room/2')).not.toBe(first);
    expect(new JanusSecret(adminSecret).derive('room/1')).not.toBe(first);
  });

  it('cuts itself out of a text', () => {
    expect(secret.scrub(`wrong apisecret ${apiSecret}, really ${apiSecret}`)).toBe('wrong apisecret [redacted], really [redacted]');
  });
});
