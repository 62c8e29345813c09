import { createHash } from 'node:crypto';
import { IDEMPOTENCY_HEADER, idempotencyKeySchema } from '@nakshatra/contracts';
import { badRequest, HttpError, type RouteCall } from '@nakshatra/platform';

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
export function idempotentCall(call: RouteCall): IdempotentCall {
  const raw = call.headers[IDEMPOTENCY_HEADER];
  const parsed = idempotencyKeySchema.safeParse(Array.isArray(raw) ? raw[0] : (raw ?? ''));
  if (!parsed.success) {
    const message = raw === undefined ? 'is required for this call (a unique value per intended payment, reused only to retry it)' : (parsed.error.issues[0]?.message ?? 'is not valid');
    throw badRequest([{ path: 'Idempotency-Key', message }]);
  }
  const requestHash = createHash('sha256').update(canonicalJson({ call: call.entry.name, params: call.params, body: call.body })).digest('hex');
  return { idempotencyKey: parsed.data, requestHash };
}

/** The same Idempotency-Key sent with a different request: a client bug, never a retry. */
export const keyReused = () => new HttpError(422, 'This Idempotency-Key was already used for a different request');
