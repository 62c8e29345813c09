import { intFromEnv } from '@nakshatra/platform';
import { JanusSecret } from './janus-secret.js';

type Env = NodeJS.ProcessEnv;

/**
 * A Janus WebRTC Server run for us (docs/live-media.md): the command service manages rooms and
 * client tokens through its HTTP and admin APIs; browsers talk to it with the tokens they are given.
 */
export interface JanusConfig {
  /** JANUS_URL: the Janus API of its HTTP transport (`base_path`), e.g. `http://127.0.0.1:8088/janus`. No trailing slash. */
  readonly url: string;
  /** JANUS_API_SECRET: Janus's `api_secret`; the server's requests carry it, clients' never do. */
  readonly apiSecret: JanusSecret;
  /** JANUS_ADMIN_URL: the admin API of its HTTP transport (`admin_base_path`), e.g. `http://127.0.0.1:7088/admin`. */
  readonly adminUrl: string;
  /** JANUS_ADMIN_SECRET: Janus's `admin_secret`, for adding and removing client tokens (`token_auth`). */
  readonly adminSecret: JanusSecret;
  /** JANUS_VIDEOROOM_ADMIN_KEY: the VideoRoom plugin's `admin_key`; only its holder creates and lists rooms. */
  readonly roomAdminKey: JanusSecret;
  /** JANUS_TIMEOUT_MS: per request, so a stuck Janus never holds a live-session request for long. */
  readonly timeoutMs: number;
}

export const JANUS_CONFIG = Symbol('JanusConfig');

const SECRETS = ['JANUS_API_SECRET', 'JANUS_ADMIN_SECRET', 'JANUS_VIDEOROOM_ADMIN_KEY'] as const;
const OTHERS = ['JANUS_ADMIN_URL', 'JANUS_TIMEOUT_MS'] as const;

/** Empty counts as unset, as in the platform's env helpers. */
const valueOf = (env: Env, name: string): string | undefined => env[name] || undefined;

/**
 * JANUS_URL unset (the default): null, and live sessions use the embedded media engine. Set: the
 * admin URL and the three secrets are required too. Mistakes stop the start with a message naming
 * the variable; no message ever holds a secret.
 */
export function janusConfigFromEnv(env: Env = process.env): JanusConfig | null {
  const rawUrl = valueOf(env, 'JANUS_URL');
  if (rawUrl === undefined) {
    // Secrets without a server are a half-done deployment that would silently fall back.
    const stray = [...SECRETS, ...OTHERS].filter((name) => valueOf(env, name) !== undefined);
    if (stray.length > 0) throw new Error(`${stray.join(', ')} ${stray.length === 1 ? 'is' : 'are'} set but JANUS_URL is not: set the URL of Janus's HTTP API (docs/live-media.md)`);
    return null;
  }
  const missing = ['JANUS_ADMIN_URL', ...SECRETS].filter((name) => valueOf(env, name) === undefined);
  if (missing.length > 0) throw new Error(`JANUS_URL needs ${missing.join(', ')} to be set too (docs/live-media.md)`);
  const url = httpUrlOf(env, 'JANUS_URL');
  const adminUrl = httpUrlOf(env, 'JANUS_ADMIN_URL');
  if (adminUrl === url) throw new Error('JANUS_ADMIN_URL must be the admin API (admin_base_path), not the same URL as JANUS_URL');
  const [apiSecret, adminSecret, roomAdminKey] = SECRETS.map((name) => new JanusSecret(valueOf(env, name) ?? '', name)) as [JanusSecret, JanusSecret, JanusSecret];
  // Each opens a different door (the API, token management, room creation); one value for all would make them one door.
  if (apiSecret.equals(adminSecret) || apiSecret.equals(roomAdminKey) || adminSecret.equals(roomAdminKey)) {
    throw new Error(`${SECRETS.join(', ')} must all differ`);
  }
  return { url, apiSecret, adminUrl, adminSecret, roomAdminKey, timeoutMs: intFromEnv(env, 'JANUS_TIMEOUT_MS', 10_000, 100, 60_000) };
}

/** An http(s) URL without credentials, query or fragment, with trailing slashes cut. */
function httpUrlOf(env: Env, name: string): string {
  const raw = valueOf(env, name) ?? '';
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new Error(`${name} must be an http(s) URL, e.g. http://127.0.0.1:8088/janus`);
  }
  // Secrets go into request bodies, never into the URL, where logs and proxies would keep them.
  if (parsed.username !== '' || parsed.password !== '') throw new Error(`${name} must not carry credentials: set JANUS_API_SECRET and JANUS_ADMIN_SECRET instead`);
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new Error(`${name} must be an http(s) URL, got ${raw}`);
  if (parsed.search !== '' || parsed.hash !== '' || raw.includes('?') || raw.includes('#')) throw new Error(`${name} must have no query or fragment, got ${raw}`);
  return raw.replace(/\/+$/, '');
}
