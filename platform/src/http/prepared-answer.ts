import { createHash } from 'node:crypto';
import { compress, type ContentCoding } from './answer-encoding.js';

/** The parts of a handler's result that make up a JSON answer's body. */
export interface EnvelopeParts {
  readonly status?: number;
  readonly data: unknown;
  readonly meta?: unknown;
  readonly fields?: unknown;
  readonly position?: string;
}

/** The JSON envelope every success answer carries: `status`, top-level `fields`, `data`, and `meta`/`position` when present. */
export const envelopeOf = (result: EnvelopeParts): Record<string, unknown> => {
  const status = result.status ?? 200;
  return {
    status,
    ...(result.fields ?? {}),
    data: result.data,
    ...(result.meta ? { meta: result.meta } : {}),
    ...(result.position ? { position: result.position } : {}),
  };
};

/**
 * Who may be shown an answer from the query cache besides the caller who asked: `everyone` — the
 * same answer for every caller but admins, whoever they are (what a visitor sees); `admins` — an
 * admin's view (drafts, unlisted records). Never cache an answer that depends on who the caller is:
 * an `everyone` answer is shared at the gateway's edge with any caller who is not an admin.
 */
export type AnswerAudience = 'everyone' | 'admins';

/**
 * A success answer serialized once, with its validator: what the query cache keeps, so that a hit
 * is a lookup and a write, with no copy and no JSON.stringify (bench/README.md "reads"). Its
 * compressed forms are made at most once per content (by ETag), on the first request that accepts
 * them. `R` is the result it was made from, so a handler answering one is type-checked against its
 * catalogue entry like one answering the result itself.
 */
export class PreparedAnswer<R extends EnvelopeParts = EnvelopeParts> {
  /** Never set: carries `R` for the type checker. */
  declare readonly result?: R;

  private constructor(
    /** The envelope's JSON, UTF-8. */
    readonly body: Buffer,
    /** A weak validator (the same content in any coding), from the body's hash. */
    readonly etag: string,
    readonly status: number,
    readonly audience: AnswerAudience,
  ) {}

  static of<R extends EnvelopeParts>(result: R, audience: AnswerAudience): PreparedAnswer<R> {
    const body = Buffer.from(JSON.stringify(envelopeOf(result)));
    return new PreparedAnswer<R>(body, `W/"${createHash('sha1').update(body).digest('base64url')}"`, result.status ?? 200, audience);
  }

  /** An answer stored elsewhere (Redis) as its body and ETag. */
  static restore(body: Buffer, etag: string, audience: AnswerAudience, status = 200): PreparedAnswer {
    return new PreparedAnswer(body, etag, status, audience);
  }

  /** Whether any caller but an admin may be given this very answer (the gateway's edge cache, browsers). */
  get sharedWithEveryone(): boolean {
    return this.audience === 'everyone';
  }

  /** The body in `coding`, compressed the first time it is asked for. */
  encoded(coding: ContentCoding): Promise<Buffer> {
    const key = `${coding} ${this.etag}`;
    let found = compressedBodies.get(key);
    if (found) {
      // Most recently used last, so the oldest goes first when the memo is full.
      compressedBodies.delete(key);
    } else {
      found = compress(this.body, coding, 'once');
      found.catch(() => compressedBodies.delete(key));
      if (compressedBodies.size >= MAX_COMPRESSED_BODIES) compressedBodies.delete(compressedBodies.keys().next().value!);
    }
    compressedBodies.set(key, found);
    return found;
  }
}

/**
 * Compressed bodies by coding and ETag, for the process: answers restored from Redis on every hit
 * are new objects, but the same content is compressed once. Bounded, least recently used out first.
 */
const compressedBodies = new Map<string, Promise<Buffer>>();
const MAX_COMPRESSED_BODIES = 2_000;

/** If-None-Match by weak comparison (RFC 9110 §13.1.2): any listed tag, or `*`. */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}
