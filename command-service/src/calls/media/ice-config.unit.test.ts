import { describe, expect, it } from 'vitest';
import { iceConfigFromEnv } from './ice-config.js';

const secret = 'nakshatra-turn-secret-for-tests-0123456789';

describe('ICE configuration from the environment', () => {
  it('is empty when nothing is set: localhost and LAN calls need no STUN or TURN', () => {
    expect(iceConfigFromEnv({})).toEqual({ stunUrls: [], turn: null });
  });

  it('reads comma-separated STUN and TURN URLs, the secret and the credential lifetime', () => {
    const config = iceConfigFromEnv({
      STUN_URLS: 'stun:stun.example.in:3478, stun:[2001:db8::1]',
      TURN_URLS: 'turn:turn.example.in:3478?transport=udp,turn:turn.example.in:3478?transport=tcp,turns:turn.example.in:443?transport=tcp',
      TURN_SECRET: secret,
      TURN_CREDENTIAL_TTL_S: '600',
    });
    expect(config.stunUrls).toEqual(['stun:stun.example.in:3478', 'stun:[2001:db8::1]']);
    expect(config.turn?.urls).toEqual(['turn:turn.example.in:3478?transport=udp', 'turn:turn.example.in:3478?transport=tcp', 'turns:turn.example.in:443?transport=tcp']);
    expect(config.turn?.credentialTtlS).toBe(600);
  });

  it('gives TURN credentials an hour by default', () => {
    expect(iceConfigFromEnv({ TURN_URLS: 'turn:127.0.0.1:3478', TURN_SECRET: secret }).turn?.credentialTtlS).toBe(3600);
  });

  it.each([
    ['STUN_URLS', 'turn:turn.example.in'],
    ['STUN_URLS', 'stun:stun.example.in?transport=udp'],
    ['STUN_URLS', 'https://stun.example.in'],
    ['TURN_URLS', 'stun:stun.example.in'],
    ['TURN_URLS', 'turn:user:pass@turn.example.in'],
    ['TURN_URLS', 'turn:turn.example.in:70000'],
    ['TURN_URLS', 'turn:turn.example.in?transport=sctp'],
    ['TURN_URLS', 'turn:'],
  ])('refuses %s=%s', (name, value) => {
    expect(() => iceConfigFromEnv({ [name]: value, TURN_SECRET: name === 'TURN_URLS' ? secret : undefined })).toThrow(`${name} must list`);
  });

  it('requires the secret with TURN URLs, and TURN URLs with the secret', () => {
    expect(() => iceConfigFromEnv({ TURN_URLS: 'turn:127.0.0.1:3478' })).toThrow('TURN_SECRET must be set when TURN_URLS is');
    expect(() => iceConfigFromEnv({ TURN_SECRET: secret })).toThrow('TURN_SECRET is set but TURN_URLS is not');
    expect(() => iceConfigFromEnv({ TURN_URLS: 'turn:127.0.0.1:3478', TURN_SECRET: 'short' })).toThrow('at least 32 characters');
  });

  it('bounds the credential lifetime', () => {
    const turn = { TURN_URLS: 'turn:127.0.0.1:3478', TURN_SECRET: secret };
    expect(() => iceConfigFromEnv({ ...turn, TURN_CREDENTIAL_TTL_S: '59' })).toThrow('TURN_CREDENTIAL_TTL_S must be an integer from 60 to 86400');
    expect(() => iceConfigFromEnv({ ...turn, TURN_CREDENTIAL_TTL_S: '86401' })).toThrow('TURN_CREDENTIAL_TTL_S');
  });

  it('requires TURN in production, where most mobile customers are behind carrier-grade NAT', () => {
    expect(() => iceConfigFromEnv({ NODE_ENV: 'production' })).toThrow('TURN_URLS and TURN_SECRET must be set in production');
    expect(iceConfigFromEnv({ NODE_ENV: 'production', TURN_URLS: 'turns:turn.example.in:443', TURN_SECRET: secret }).turn).not.toBeNull();
  });

  it('never puts the secret in an error message', () => {
    const messageFor = (env: NodeJS.ProcessEnv) => {
      try {
        iceConfigFromEnv(env);
      } catch (error) {
        return (error as Error).message;
      }
      throw new Error('expected a refusal');
    };
    expect(messageFor({ TURN_SECRET: secret })).not.toContain(secret);
    expect(messageFor({ TURN_URLS: 'turn:127.0.0.1', TURN_SECRET: 'too-short-secret' })).not.toContain('too-short-secret');
  });
});
