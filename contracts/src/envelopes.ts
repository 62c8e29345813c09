import type { FieldIssueCode } from './refusals/field-issues.js';
import type { RefusalParamValues } from './refusals/refusal.js';
import type { RefusalCode } from './refusals/refusal-catalogue.js';

/**
 * The JSON shapes every call answers with. Success: `{status, data}` (lists add `meta`, commands
 * add `position`). Failure: `{status, message}` plus `errors` for invalid input.
 */
export interface FieldError {
  /** Dotted path of the offending field, e.g. `rating` or `place.lat`; '' for the body as a whole. */
  readonly path: string;
  /** Why, as a stable code the SPA words in the visitor's language (refusals/field-issues.ts). */
  readonly code: FieldIssueCode;
  /** What the message needs, e.g. `{maximum: 200}`. */
  readonly params?: RefusalParamValues;
  /** The English, for logs and API users. */
  readonly message: string;
}

export interface PageMeta {
  readonly page: number;
  readonly limit: number;
  readonly total: number;
}

export interface OkEnvelope<T, M = PageMeta> {
  readonly status: number;
  readonly data: T;
  readonly meta?: M;
  /** Commands: the global position of the appended events, to send back as X-Min-Position. */
  readonly position?: string;
}

export interface ErrorEnvelope {
  readonly status: number;
  /** Stable, e.g. `wallet.insufficient_balance`: clients word it from their own catalogue (docs/refusals.md). */
  readonly code: RefusalCode;
  /** What the message needs, e.g. `{balance: 2000, needed: 10000}` (paise). */
  readonly params?: RefusalParamValues;
  /** The English. */
  readonly message: string;
  readonly errors?: readonly FieldError[];
}

/** Headers of read-your-writes: commands answer X-Position; a read that sends X-Min-Position waits for it. */
export const POSITION_HEADER = 'x-position';
export const MIN_POSITION_HEADER = 'x-min-position';
export const CORRELATION_HEADER = 'x-correlation-id';
/** The HttpOnly, signed session cookie set at OTP confirmation. */
export const SESSION_COOKIE = 'nk_session';
