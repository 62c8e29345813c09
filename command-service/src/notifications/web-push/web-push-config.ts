import type { Agent } from 'node:https';

type Env = Readonly<Record<string, string | undefined>>;

/** The server's VAPID identity (RFC 8292) and how it sends (docs/notifications.md, "Web Push"). */
export interface WebPushConfig {
  /** Uncompressed P-256 public key, base64url (65 bytes): what browsers subscribe with. */
  readonly publicKey: string;
  /** Its private scalar, base64url (32 bytes). Never logged. */
  readonly privateKey: string;
  /** `mailto:` or `https:` contact the push services may use to reach the sender. */
  readonly subject: string;
  /** Per push request: a slow push service must never hold anything. */
  readonly timeoutMs: number;
  /** Tests only: the HTTPS agent that trusts the local push service's certificate. */
  readonly agent?: Agent;
}

const REQUIRED = ['WEB_PUSH_VAPID_PUBLIC_KEY', 'WEB_PUSH_VAPID_PRIVATE_KEY'] as const;
/** Where push services may write about our pushes; the support address when none is set. */
export const DEFAULT_WEB_PUSH_SUBJECT = 'mailto:support@nakshatra.app';

const valueOf = (env: Env, name: string): string | undefined => env[name] || undefined;
const bytesOf = (base64url: string): number => (/^[A-Za-z0-9_-]+$/.test(base64url) ? Buffer.from(base64url, 'base64url').length : -1);

/**
 * Web Push is on when both VAPID keys are set (null: off). One without the other, a key of the wrong
 * size or a subject that is neither mailto: nor https: stops the start, naming the variable (never
 * a key). `npm start` generates a development pair into .data/ when none is set (launcher).
 */
export function webPushConfigFromEnv(env: Env = process.env): WebPushConfig | null {
  const [publicKey, privateKey] = REQUIRED.map((name) => valueOf(env, name));
  if (publicKey === undefined && privateKey === undefined) return null;
  if (publicKey === undefined || privateKey === undefined) {
    throw new Error(`Web Push needs ${REQUIRED.filter((name) => valueOf(env, name) === undefined).join(', ')} to be set too (or none of ${REQUIRED.join(', ')})`);
  }
  if (bytesOf(publicKey) !== 65 || !Buffer.from(publicKey, 'base64url').subarray(0, 1).equals(Buffer.from([4]))) {
    throw new Error('WEB_PUSH_VAPID_PUBLIC_KEY must be an uncompressed P-256 public key in base64url (65 bytes)');
  }
  if (bytesOf(privateKey) !== 32) throw new Error('WEB_PUSH_VAPID_PRIVATE_KEY must be a P-256 private key in base64url (32 bytes)');
  const subject = valueOf(env, 'WEB_PUSH_SUBJECT') ?? DEFAULT_WEB_PUSH_SUBJECT;
  if (!/^(mailto:[^\s@]+@[^\s@]+|https:\/\/[^\s/]+.*)$/.test(subject)) throw new Error(`WEB_PUSH_SUBJECT must be a mailto: or https: URL, got ${subject}`);
  const timeoutMs = Number(valueOf(env, 'WEB_PUSH_TIMEOUT_MS') ?? 5000);
  if (!Number.isInteger(timeoutMs) || timeoutMs < 100 || timeoutMs > 60_000) throw new Error('WEB_PUSH_TIMEOUT_MS must be whole milliseconds between 100 and 60000');
  return { publicKey, privateKey, subject, timeoutMs };
}
