import { createHmac } from 'node:crypto';

export const MIN_TURN_SECRET_LENGTH = 32;

/**
 * coturn's `static-auth-secret`. The key lives in a private field and the object prints as
 * "[redacted]", so logging a config that holds it (or an error that carries it) cannot leak it.
 */
export class TurnSecret {
  readonly #key: string;

  constructor(key: string) {
    if (key.length < MIN_TURN_SECRET_LENGTH) throw new Error(`TURN_SECRET must be at least ${MIN_TURN_SECRET_LENGTH} characters`);
    this.#key = key;
  }

  /** base64(HMAC-SHA1(secret, username)): the password coturn's `use-auth-secret` derives for a username. */
  passwordFor(username: string): string {
    return createHmac('sha1', this.#key).update(username, 'utf8').digest('base64');
  }

  toJSON(): string {
    return '[redacted]';
  }

  toString(): string {
    return '[redacted]';
  }

  [Symbol.for('nodejs.util.inspect.custom')](): string {
    return 'TurnSecret [redacted]';
  }
}
