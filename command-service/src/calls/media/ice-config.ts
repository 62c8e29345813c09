import { intFromEnv } from '@nakshatra/platform';
import { iceUrlsFromEnv } from './ice-urls.js';
import { TurnSecret } from './turn-secret.js';

/** A TURN server (coturn with `use-auth-secret`) that shares its secret with us. */
export interface TurnConfig {
  /** TURN_URLS: `turn:` / `turns:` URLs of the same server or of servers sharing the secret. */
  readonly urls: readonly string[];
  readonly secret: TurnSecret;
  /** TURN_CREDENTIAL_TTL_S: how long a minted credential can open a relay. */
  readonly credentialTtlS: number;
}

/**
 * Where browsers find their way to each other. Both empty (the default, `npm start`): host
 * candidates only, which is all that localhost and a LAN need (docs/calls.md).
 */
export interface IceConfig {
  /** STUN_URLS: `stun:` URLs, handed out without credentials. */
  readonly stunUrls: readonly string[];
  readonly turn: TurnConfig | null;
}

export const ICE_CONFIG = Symbol('IceConfig');

/** One hour covers call set-up and ICE restarts of a long consultation; a leaked credential dies soon after. */
const DEFAULT_CREDENTIAL_TTL_S = 3600;

export function iceConfigFromEnv(env: NodeJS.ProcessEnv = process.env): IceConfig {
  const stunUrls = iceUrlsFromEnv(env, 'STUN_URLS', ['stun']);
  const turnUrls = iceUrlsFromEnv(env, 'TURN_URLS', ['turn', 'turns']);
  const credentialTtlS = intFromEnv(env, 'TURN_CREDENTIAL_TTL_S', DEFAULT_CREDENTIAL_TTL_S, 60, 86_400);
  const secret = env.TURN_SECRET || undefined;
  if (turnUrls.length === 0) {
    // A secret without servers is a half-done deployment that would silently relay nothing.
    if (secret) throw new Error('TURN_SECRET is set but TURN_URLS is not: list the TURN server URLs');
    if (env.NODE_ENV === 'production') throw new Error('TURN_URLS and TURN_SECRET must be set in production: callers behind carrier-grade NAT reach astrologers only through TURN');
    return { stunUrls, turn: null };
  }
  if (!secret) throw new Error('TURN_SECRET must be set when TURN_URLS is (the static-auth-secret of the TURN server)');
  return { stunUrls, turn: { urls: turnUrls, secret: new TurnSecret(secret), credentialTtlS } };
}
