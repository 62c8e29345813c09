import type { TurnSecret } from './turn-secret.js';

/** A TURN login that works until `expiresAt`, by the TURN REST API scheme (draft-uberti-behave-turn-rest). */
export interface TurnCredential {
  /** `<unix expiry seconds>:<userId>`: coturn reads the expiry from it, so nothing is stored server-side. */
  readonly username: string;
  readonly credential: string;
  readonly expiresAt: Date;
}

/**
 * coturn checks the expiry only when an allocation is created; a call already relayed keeps its
 * relay past it. The user id in the name lets coturn's logs and quotas tell users apart.
 */
export function mintTurnCredential(secret: TurnSecret, userId: string, expiresAt: Date): TurnCredential {
  if (!userId) throw new Error('a TURN credential needs a user id');
  const expirySeconds = Math.floor(expiresAt.getTime() / 1000);
  const username = `${expirySeconds}:${userId}`;
  return { username, credential: secret.passwordFor(username), expiresAt: new Date(expirySeconds * 1000) };
}
