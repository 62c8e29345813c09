import { intFromEnv } from '@nakshatra/platform';

type Env = NodeJS.ProcessEnv;

export interface ExotelConfig {
  /** EXOTEL_API_URL: Exotel's API host (Singapore; https://api.in.exotel.com for Mumbai); a local fake in tests. */
  readonly apiUrl: string;
  /** EXOTEL_SID: the account sid, part of every API path. */
  readonly sid: string;
  /** EXOTEL_API_KEY and EXOTEL_API_TOKEN: HTTP basic auth. Never logged. */
  readonly apiKey: string;
  readonly apiToken: string;
  /** EXOTEL_CALLER_ID: the ExoPhone (virtual number) both people see calling them. */
  readonly callerId: string;
  /** PHONE_BRIDGE_CALLBACK_SECRET: keys the tokens in status callback URLs (callback-token.ts). Never logged. */
  readonly callbackSecret: string;
  /** EXOTEL_TIMEOUT_MS: per API call, so a slow Exotel never holds a call request for long. */
  readonly timeoutMs: number;
}

export const EXOTEL_API_URL = 'https://api.exotel.com';
const EXOTEL_REQUIRED = ['EXOTEL_SID', 'EXOTEL_API_KEY', 'EXOTEL_API_TOKEN', 'EXOTEL_CALLER_ID', 'PHONE_BRIDGE_CALLBACK_SECRET'] as const;
/** As for the session secret: long enough that the callback tokens cannot be guessed. */
const MIN_CALLBACK_SECRET_LENGTH = 32;

/** Empty counts as unset, as in the platform's env helpers. */
const valueOf = (env: Env, name: string): string | undefined => env[name] || undefined;

/**
 * PHONE_BRIDGE selects the phone bridge: unset or `off` (the default: calls are in the browser
 * only) or `exotel`, which needs EXOTEL_SID, EXOTEL_API_KEY, EXOTEL_API_TOKEN, EXOTEL_CALLER_ID
 * and PHONE_BRIDGE_CALLBACK_SECRET. Mistakes stop the start; errors name variables and never the
 * key, the token or the secret.
 */
export function exotelConfigFromEnv(env: Env = process.env): ExotelConfig | null {
  const chosen = valueOf(env, 'PHONE_BRIDGE') ?? 'off';
  if (chosen === 'off') return null;
  if (chosen !== 'exotel') throw new Error(`PHONE_BRIDGE must be off or exotel, got ${chosen}`);
  const missing = EXOTEL_REQUIRED.filter((name) => valueOf(env, name) === undefined);
  if (missing.length > 0) throw new Error(`PHONE_BRIDGE=exotel needs ${missing.join(', ')} to be set`);
  const [sid, apiKey, apiToken, callerId, callbackSecret] = EXOTEL_REQUIRED.map((name) => valueOf(env, name) ?? '') as [string, string, string, string, string];
  // The sid goes into every request path, so it must be a plain name.
  if (!/^[A-Za-z0-9_-]+$/.test(sid)) throw new Error(`EXOTEL_SID must be an Exotel account sid (letters, digits, - and _), got ${sid}`);
  if (!/^\+?\d{8,15}$/.test(callerId)) throw new Error(`EXOTEL_CALLER_ID must be the ExoPhone number (digits, optionally after +), got ${callerId}`);
  if (callbackSecret.length < MIN_CALLBACK_SECRET_LENGTH) throw new Error(`PHONE_BRIDGE_CALLBACK_SECRET must be at least ${MIN_CALLBACK_SECRET_LENGTH} characters`);
  return { apiUrl: apiUrlOf(env), sid, apiKey, apiToken, callerId, callbackSecret, timeoutMs: intFromEnv(env, 'EXOTEL_TIMEOUT_MS', 10_000, 100, 60_000) };
}

/** Plain http only outside production (the local fake): the API key and token travel in every request. */
function apiUrlOf(env: Env): string {
  const apiUrl = (valueOf(env, 'EXOTEL_API_URL') ?? EXOTEL_API_URL).replace(/\/+$/, '');
  if (!/^https?:\/\/[^/]/.test(apiUrl)) throw new Error(`EXOTEL_API_URL must be an http(s) URL, got ${apiUrl}`);
  if (valueOf(env, 'NODE_ENV') === 'production' && !apiUrl.startsWith('https://')) throw new Error('EXOTEL_API_URL must be https when NODE_ENV=production');
  return apiUrl;
}
