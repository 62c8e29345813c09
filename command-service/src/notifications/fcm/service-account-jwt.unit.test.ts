import { generateKeyPairSync, verify } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { FCM_SCOPE, parsePrivateKey, serviceAccountJwt } from './service-account-jwt.js';

const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
const decode = (part: string) => JSON.parse(Buffer.from(part, 'base64url').toString()) as Record<string, unknown>;

describe('service-account JWT', () => {
  const now = new Date('2026-11-23T10:00:00.000Z');
  const jwt = serviceAccountJwt({ clientEmail: 'push@p.iam.gserviceaccount.com', privateKey: parsePrivateKey(pem), audience: 'https://oauth2.googleapis.com/token', scope: FCM_SCOPE, now });
  const [header, claims, signature] = jwt.split('.') as [string, string, string];

  it('is three base64url parts: an RS256 header, the claims Google asks for, and a signature', () => {
    expect(jwt).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(decode(header)).toEqual({ alg: 'RS256', typ: 'JWT' });
    expect(decode(claims)).toEqual({
      iss: 'push@p.iam.gserviceaccount.com',
      scope: 'https://www.googleapis.com/auth/firebase.messaging',
      aud: 'https://oauth2.googleapis.com/token',
      iat: now.getTime() / 1000,
      exp: now.getTime() / 1000 + 3600,
    });
  });

  it('is signed with the private key (RSA SHA-256 over header.claims), so the public key verifies it', () => {
    expect(verify('sha256', Buffer.from(`${header}.${claims}`), publicKey, Buffer.from(signature, 'base64url'))).toBe(true);
    expect(verify('sha256', Buffer.from(`${header}.${claims}x`), publicKey, Buffer.from(signature, 'base64url'))).toBe(false);
  });

  it('takes the key with the JSON key file’s \\n escapes, as one-line environment variables carry it', () => {
    const oneLine = pem.trim().replace(/\n/g, '\\n');
    expect(parsePrivateKey(oneLine).export({ type: 'pkcs8', format: 'pem' })).toBe(pem);
  });

  it('refuses what is not an RSA private key, without repeating it in the error', () => {
    expect(() => parsePrivateKey('-----BEGIN PRIVATE KEY-----\nnot-a-key\n-----END PRIVATE KEY-----')).toThrow(/^FCM_PRIVATE_KEY must be the PEM RSA private key/);
    const ec = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    expect(() => parsePrivateKey(ec)).toThrow('FCM_PRIVATE_KEY');
    try {
      parsePrivateKey('secret-looking-value');
    } catch (error) {
      expect(String(error)).not.toContain('secret-looking-value');
    }
  });
});
