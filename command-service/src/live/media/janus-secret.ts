import { createHmac } from 'node:crypto';

/** As for TURN_SECRET: long enough that it cannot be guessed, and Debian's sample `janusoverlord` is refused. */
export const MIN_JANUS_SECRET_LENGTH = 32;

/**
 * One of the Janus secrets (JANUS_API_SECRET, JANUS_ADMIN_SECRET, JANUS_VIDEOROOM_ADMIN_KEY). The
 * value lives in a private field and the object prints as "[redacted]", so logging a config that
 * holds it (or an error that carries it) cannot leak it; only the Janus client reads it, to put it
 * into a request body.
 */
export class JanusSecret {
  readonly #value: string;

  /** `name` is the variable it came from, for the message when it is too short (the value is never in it). */
  constructor(value: string, name = 'A Janus secret') {
    if (value.length < MIN_JANUS_SECRET_LENGTH) throw new Error(`${name} must be at least ${MIN_JANUS_SECRET_LENGTH} characters`);
    this.#value = value;
  }

  /** The secret itself, for a request to Janus and nothing else. */
  reveal(): string {
    return this.#value;
  }

  /** Cuts this secret out of `text` (a reason Janus gave, say) before it goes into an error or a log. */
  scrub(text: string): string {
    return text.split(this.#value).join('[redacted]');
  }

  /**
   * A value only this secret's holder can compute: base64url(HMAC-SHA256(secret, label)). Janus
   * rooms' own secrets are derived so (janus-rooms.ts), so every instance of the command service
   * knows them, across restarts, without storing them.
   */
  derive(label: string): string {
    return createHmac('sha256', this.#value).update(label, 'utf8').digest('base64url');
  }

  equals(other: JanusSecret): boolean {
    return other.#value === this.#value;
  }

  toJSON(): string {
    return '[redacted]';
  }

  toString(): string {
    return '[redacted]';
  }

  [Symbol.for('nodejs.util.inspect.custom')](): string {
    return 'JanusSecret [redacted]';
  }
}
