import { createHash } from 'node:crypto';
import { fieldErrorsOf, IDEMPOTENCY_HEADER, idempotencyKeySchema, type ServedRouteName } from '@nakshatra/contracts';
import { badRequest, refuse, refuseField, type RouteCall } from '@nakshatra/platform';

/** A money command's caller-chosen key (`Idempotency-Key`), and the fingerprint of what it asked. */
export interface IdempotentCall {
  readonly idempotencyKey: string;
  readonly requestHash: string;
}

/** JSON with object keys sorted, so the same request always hashes alike. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, field]) => field !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, field]) => `${JSON.stringify(key)}:${canonicalJson(field)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/**
 * The key must be sent (400 naming the header otherwise): without it a retried request could pay
 * twice. The hash covers the call, its path and its body, so the key cannot be reused for another request.
 */
export function idempotentCall<N extends ServedRouteName>(call: Pick<RouteCall<N>, 'headers' | 'entry' | 'params' | 'body'>): IdempotentCall {
  const raw = call.headers[IDEMPOTENCY_HEADER];
  if (raw === undefined) throw refuseField('Idempotency-Key', 'field.idempotency_key_missing');
  const value = Array.isArray(raw) ? raw[0] : raw;
  const parsed = idempotencyKeySchema.safeParse(value);
  if (!parsed.success) throw badRequest(fieldErrorsOf(parsed.error.issues, value, 'Idempotency-Key'));
  const requestHash = createHash('sha256').update(canonicalJson({ call: call.entry.name, params: call.params, body: call.body })).digest('hex');
  return { idempotencyKey: parsed.data, requestHash };
}

/** The same Idempotency-Key sent with a different request: a client bug, never a retry. */
export const keyReused = () => refuse('idempotency.key_reused');
