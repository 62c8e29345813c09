import { inspect } from 'node:util';
import { describe, expect, it } from 'vitest';
import { mintTurnCredential } from './turn-credentials.js';
import { TurnSecret } from './turn-secret.js';

const secret = new TurnSecret('nakshatra-turn-secret-for-tests-0123456789');

describe('TURN REST API credentials', () => {
  it('match a vector computed outside our code', () => {
    // printf %s '1700003600:customer-42' | openssl dgst -sha1 -hmac 'nakshatra-turn-secret-for-tests-0123456789' -binary | base64
    const minted = mintTurnCredential(secret, 'customer-42', new Date('2023-11-14T23:13:20.000Z'));
    expect(minted).toEqual({ username: '1700003600:customer-42', credential: 'w9caK8ripb0/OV/auCWbTSPTMpc=', expiresAt: new Date(1_700_003_600_000) });
  });

  it('name the whole second the credential expires at, never a fraction', () => {
    const minted = mintTurnCredential(secret, 'customer-42', new Date(1_700_003_600_999));
    expect(minted.username).toBe('1700003600:customer-42');
    expect(minted.expiresAt).toEqual(new Date(1_700_003_600_000));
  });

  it('differ per user and per expiry', () => {
    const at = new Date(1_700_003_600_000);
    const mine = mintTurnCredential(secret, 'customer-42', at).credential;
    expect(mintTurnCredential(secret, 'customer-43', at).credential).not.toBe(mine);
    expect(mintTurnCredential(secret, 'customer-42', new Date(1_700_003_601_000)).credential).not.toBe(mine);
  });

  it('need a user id', () => {
    expect(() => mintTurnCredential(secret, '', new Date())).toThrow('user id');
  });
});

describe('the TURN secret', () => {
  it('is refused when shorter than 32 characters', () => {
    expect(() => new TurnSecret('x'.repeat(31))).toThrow('TURN_SECRET must be at least 32 characters');
    expect(() => new TurnSecret('x'.repeat(32))).not.toThrow();
  });

  it('never shows in JSON, strings or inspected objects', () => {
    const key = 'nakshatra-turn-secret-for-tests-0123456789';
    const held = { turn: { secret: new TurnSecret(key) } };
    expect(JSON.stringify(held)).not.toContain(key);
    expect(String(held.turn.secret)).not.toContain(key);
    expect(inspect(held, { depth: 5, showHidden: true })).not.toContain(key);
  });
});
