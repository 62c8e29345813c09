import type { IceConfig } from './ice-config.js';
import { mintTurnCredential } from './turn-credentials.js';

/** The browser's RTCIceServer, as sent to it (the DOM type does not exist on the server). */
export interface IceServer {
  readonly urls: readonly string[];
  readonly username?: string;
  readonly credential?: string;
}

/**
 * The ICE servers a participant's RTCPeerConnection gets for a call started at `now`: STUN as is,
 * TURN with a credential minted for this user that expires TURN_CREDENTIAL_TTL_S later. Empty when
 * nothing is configured, which the browser accepts (host candidates only).
 */
export function iceServersFor(config: IceConfig, userId: string, now: Date): IceServer[] {
  const servers: IceServer[] = [];
  if (config.stunUrls.length > 0) servers.push({ urls: config.stunUrls });
  if (config.turn) {
    const expiresAt = new Date(now.getTime() + config.turn.credentialTtlS * 1000);
    const { username, credential } = mintTurnCredential(config.turn.secret, userId, expiresAt);
    servers.push({ urls: config.turn.urls, username, credential });
  }
  return servers;
}
