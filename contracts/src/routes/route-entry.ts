import type { ZodType } from 'zod';
import type { RefusalCode } from '../refusals/refusal-catalogue.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Which service answers: writes become events in the command service, reads come from the query service. */
export type Side = 'command' | 'query';

/**
 * Who may call. Checked by the services from the signed session, never from anything the browser says.
 * - public: anyone, logged in or not
 * - customer: any logged-in user (customer, astrologer or admin)
 * - owner: a logged-in user acting on their own record (the `{id}` in the path is their user id), or an admin
 * - astrologer: a logged-in astrologer, or an admin
 * - admin: an admin only
 */
export type Access = 'public' | 'customer' | 'owner' | 'astrologer' | 'admin';

/** Where a call goes: enough to build and match its URL. */
export interface RouteAddress {
  /** The call's name as the spec writes it, e.g. `get_single_testimonial`. Unique. */
  readonly name: string;
  readonly method: HttpMethod;
  /** OpenAPI style, e.g. `/api/get_single_testimonial/{id}`. */
  readonly path: string;
}

/** A catalogue entry without its schemas: what the SPA's API client needs, with no zod behind it. */
export interface RouteTableEntry extends RouteAddress {
  readonly side: Side;
  readonly access: Access;
  /** The family (or area) the call belongs to, for the catalogue report and the OpenAPI tags. */
  readonly family: string;
  /** Set while no service serves the call yet: which issue brings it. The call answers 501 until then. */
  readonly planned?: { readonly issue: number; readonly capability: string };
}

/** What a served call answers on success: the envelope's `data`, and `meta` where it pages. */
export interface RouteResponse {
  readonly data: ZodType;
  readonly meta?: ZodType;
  /** Top-level fields beside `data`, where the spec wants them (send_otp answers `user_id`, spec §3). */
  readonly fields?: ZodType;
  /** The call also answers a file download (a CSV, a PDF) instead of the JSON envelope when its query asks for one. */
  readonly download?: true;
}

/** How a write's body is sent: JSON (the default), multipart (uploads) or raw (a provider's signed body). */
export type BodyFormat = 'json' | 'multipart' | 'raw';

export interface RouteEntry extends RouteTableEntry {
  readonly summary: string;
  /** Schema of the JSON body, for calls that take one. */
  readonly body?: ZodType;
  /** Schema of the query string, for calls that read options from it. */
  readonly query?: ZodType;
  /** Largest body the call takes, when it is not a small JSON body (uploads). */
  readonly maxBodyBytes?: number;
  /**
   * What a write's body is when it is not JSON (request-body.ts): `multipart` (an upload, read by its
   * handler) or `raw` (a provider's own body, trusted by its signature: the payment webhook). Every
   * other write takes a JSON body, or none, and must say so with `Content-Type: application/json`.
   */
  readonly bodyFormat?: BodyFormat;
  /** What success answers; every served entry has one (planned ones have none yet). */
  readonly response?: RouteResponse;
  /** The refusals the call answers itself; those of access, input and side are implied (route-refusals.ts). */
  readonly refusals?: readonly RefusalCode[];
}

export const pathParams = (path: string): string[] => [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!);
