import { generateKeyPairSync } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

interface VapidPair {
  readonly publicKey: string;
  readonly privateKey: string;
}

/**
 * The Web Push VAPID pair of a local start (docs/notifications.md, "Web Push"): none when
 * WEB_PUSH_VAPID_PUBLIC_KEY is set (the command service reads the environment itself); otherwise a
 * development pair made on first start and kept in .data/ (owner-only), so browsers subscribed
 * once keep working after a restart. Only the public half is ever printed or served.
 */
export function localWebPushEnv(dataDir: string): Record<string, string> {
  if (process.env.WEB_PUSH_VAPID_PUBLIC_KEY || process.env.WEB_PUSH_VAPID_PRIVATE_KEY) return {};
  const file = path.join(dataDir, 'web-push-vapid.json');
  let pair: VapidPair;
  if (existsSync(file)) pair = JSON.parse(readFileSync(file, 'utf8')) as VapidPair;
  else {
    pair = newVapidPair();
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, JSON.stringify(pair), { mode: 0o600 });
  }
  return { WEB_PUSH_VAPID_PUBLIC_KEY: pair.publicKey, WEB_PUSH_VAPID_PRIVATE_KEY: pair.privateKey };
}

/** A P-256 pair as VAPID writes it: the uncompressed public point and the private scalar, base64url. */
export function newVapidPair(): VapidPair {
  const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  const point = publicKey.export({ format: 'jwk' });
  const scalar = privateKey.export({ format: 'jwk' });
  return {
    publicKey: Buffer.concat([Buffer.from([4]), Buffer.from(point.x!, 'base64url'), Buffer.from(point.y!, 'base64url')]).toString('base64url'),
    privateKey: scalar.d!,
  };
}
