import type { KeyObject } from 'node:crypto';
import { parsePrivateKey } from './service-account-jwt.js';

type Env = Readonly<Record<string, string | undefined>>;

export interface FcmConfig {
  readonly projectId: string;
  readonly clientEmail: string;
  readonly privateKey: KeyObject;
  /** Base of the FCM HTTP v1 API; a local fake in tests. */
  readonly apiUrl: string;
  /** OAuth2 token endpoint, also the JWT's audience; a local fake in tests. */
  readonly tokenUrl: string;
  /** Per HTTP call: a slow FCM must never hold a chat request. */
  readonly timeoutMs: number;
}

export const FCM_API_URL = 'https://fcm.googleapis.com';
export const GOOGLE_TOKEN_URL = 'https://oauth2.googleapis.com/token';
const FCM_REQUIRED = ['FCM_PROJECT_ID', 'FCM_CLIENT_EMAIL', 'FCM_PRIVATE_KEY'] as const;

const valueOf = (env: Env, name: string): string | undefined => env[name] || undefined;

const httpUrl = (env: Env, name: string, fallback: string): string => {
  const value = valueOf(env, name) ?? fallback;
  if (!/^https?:\/\/[^/]/.test(value)) throw new Error(`${name} must be an http(s) URL, got ${value}`);
  return value.replace(/\/+$/, '');
};

/**
 * FCM push is on when FCM_PROJECT_ID, FCM_CLIENT_EMAIL and FCM_PRIVATE_KEY are all set (null: in-app
 * only). Some but not all set is a mistake and stops the start, naming the missing ones (never a
 * value). FCM_API_URL / FCM_TOKEN_URL point it at a fake in tests; FCM_TIMEOUT_MS (5000).
 */
export function fcmConfigFromEnv(env: Env = process.env): FcmConfig | null {
  const [projectId, clientEmail, privateKey] = FCM_REQUIRED.map((name) => valueOf(env, name));
  if (projectId === undefined && clientEmail === undefined && privateKey === undefined) return null;
  if (projectId === undefined || clientEmail === undefined || privateKey === undefined) {
    throw new Error(`FCM push needs ${FCM_REQUIRED.filter((name) => valueOf(env, name) === undefined).join(', ')} to be set too (or none of ${FCM_REQUIRED.join(', ')})`);
  }
  if (!/^[a-z0-9-]+$/i.test(projectId)) throw new Error(`FCM_PROJECT_ID must be a Firebase project id, got ${projectId}`);
  const timeoutMs = Number(valueOf(env, 'FCM_TIMEOUT_MS') ?? 5000);
  if (!Number.isInteger(timeoutMs) || timeoutMs < 100 || timeoutMs > 60_000) throw new Error('FCM_TIMEOUT_MS must be whole milliseconds between 100 and 60000');
  return {
    projectId,
    clientEmail,
    privateKey: parsePrivateKey(privateKey),
    apiUrl: httpUrl(env, 'FCM_API_URL', FCM_API_URL),
    tokenUrl: httpUrl(env, 'FCM_TOKEN_URL', GOOGLE_TOKEN_URL),
    timeoutMs,
  };
}
