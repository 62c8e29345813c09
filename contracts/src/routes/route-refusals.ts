import type { RefusalCode } from '../refusals/refusal-catalogue.js';
import { bodyFormatOf } from './request-body.js';
import { pathParams, type RouteEntry } from './route-entry.js';

/**
 * The refusals the dispatcher itself may answer for an entry, from its access, input and side;
 * the entry lists only its own (`refusals`). Together they are what the call can answer.
 */
export function impliedRefusals(entry: RouteEntry): RefusalCode[] {
  const codes: RefusalCode[] = [];
  if (entry.planned) codes.push('api.planned');
  // Path parameters are checked as text too (a NUL in `{id}`), so every entry that has one may answer it.
  if (entry.body || entry.query || pathParams(entry.path).length > 0) codes.push('request.invalid');
  // Any body is parsed as JSON: a POST's or PUT's, and a DELETE's that takes one (delete_users' reason).
  if (entry.method === 'POST' || entry.method === 'PUT' || entry.body) codes.push('request.invalid_json');
  // The request edge (docs/request-edge.md): any write may be too large or come from another site's page.
  if (entry.method !== 'GET') codes.push('request.too_large', 'request.cross_site');
  if (bodyFormatOf(entry) === 'json') codes.push('request.unsupported_media_type');
  if (entry.access !== 'public') codes.push('auth.login_required');
  if (entry.access === 'owner') codes.push('auth.owner_only');
  if (entry.access === 'astrologer') codes.push('auth.astrologer_only');
  if (entry.access === 'admin') codes.push('auth.admin_only');
  if (entry.side === 'command') codes.push('account.suspended', 'record.busy');
  return codes;
}

/** Every refusal an entry can answer: implied and its own. */
export const refusalsOf = (entry: RouteEntry): RefusalCode[] => [...new Set([...impliedRefusals(entry), ...(entry.refusals ?? [])])];
