import { defineRefusals, plural } from './refusal.js';

/**
 * Refusals the dispatcher itself answers, which any call may meet as its access, input and side
 * allow (`impliedRefusals` in route-refusals.ts says which). Calls declare only their own.
 */
export const commonRefusals = defineRefusals({
  /** Field errors are in `errors`, each with its own code (field-issues.ts); the message lists them. */
  'request.invalid': { status: 400, en: () => 'Please correct the fields shown.' },
  'request.invalid_json': { status: 400, en: () => 'The request body must be valid JSON' },
  'request.too_large': { status: 413, en: ({ limit }: { limit: number }) => `The request body must be at most ${limit} bytes` },
  /** A write whose body is not sent as JSON: a form or text/plain post from another page (CSRF) never reaches a handler. */
  'request.unsupported_media_type': { status: 415, en: () => 'Send the request body as JSON (Content-Type: application/json)' },
  /** A write sent by a page of another site (Origin / Sec-Fetch-Site): refused before it is read. */
  'request.cross_site': { status: 403, en: () => 'This request came from another site and was refused' },
  'auth.login_required': { status: 401, en: () => 'Please log in to continue' },
  'auth.owner_only': { status: 403, en: () => 'You can only see or change your own account' },
  'auth.astrologer_only': { status: 403, en: () => 'Only astrologers can do this' },
  'auth.admin_only': { status: 403, en: () => 'Only admins can do this' },
  'account.suspended': { status: 403, en: () => 'Your account has been suspended. For assistance, please contact our support team.' },
  'api.not_found': { status: 404, en: ({ method, path }: { method: string; path: string }) => `No such API call: ${method} ${path}` },
  'api.method_not_allowed': { status: 405, en: ({ method, path }: { method: string; path: string }) => `${method} is not allowed on ${path}` },
  'api.planned': {
    status: 501,
    en: ({ name, issue, capability }: { name: string; issue: number; capability: string }) => `${name} is planned (issue #${issue}, ${capability}) and not served yet`,
  },
  /** A money command's Idempotency-Key sent again with another request: a client bug, never a retry. */
  'idempotency.key_reused': { status: 422, en: () => 'This Idempotency-Key was already used for a different request' },
  /** A person's writes to a stream of their own past its hourly limit (command-service/src/shared/rate-limits.ts); listed by the calls that limit. */
  'request.too_often': { status: 429, en: ({ minutes }: { minutes: number }) => `You are doing this too often. Please try again in ${plural(minutes, 'minute')}.` },
  /** The gateway could not reach the service behind a call. */
  'service.unavailable': { status: 502, en: () => 'This part of Nakshatra is not reachable right now. Please try again.' },
  /** Another writer changed the same stream through every retry. */
  'record.busy': { status: 409, en: () => 'This record is being changed by someone else right now. Please try again.' },
});
