import type { IncomingHttpHeaders } from 'node:http';
import type { Actor, PageMeta, RouteEntry } from '@nakshatra/contracts';
import type { Logger } from '../logging/logger.js';
import type { SessionPayload } from '../session/session-cookie.js';

/** Everything a route handler gets: validated input and who is calling. */
export interface RouteCall<Body = unknown, Query = unknown> {
  readonly entry: RouteEntry;
  readonly params: Readonly<Record<string, string>>;
  readonly query: Query;
  readonly body: Body;
  /** The raw request body, for calls that verify signatures over it (payment webhooks) or parse it themselves (uploads). */
  readonly rawBody: Buffer;
  readonly headers: IncomingHttpHeaders;
  readonly actor: Actor;
  /** The verified session behind the actor; undefined for visitors. */
  readonly session: SessionPayload | undefined;
  /** The caller's address as the gateway saw it. */
  readonly clientIp: string;
  readonly correlationId: string;
  /** The X-Min-Position header as sent, for read-your-writes on the query side. */
  readonly minPosition: string | undefined;
  readonly logger: Logger;
}

export interface RouteResult {
  readonly status?: number;
  readonly data: unknown;
  readonly meta?: PageMeta;
  /** Commands: position of the appended events (also sent as the X-Position header). */
  readonly position?: string;
  /** Top-level fields beside `data`, where the spec wants them (send_otp answers `user_id`). */
  readonly fields?: Readonly<Record<string, unknown>>;
  /** Extra response headers, e.g. Set-Cookie. */
  readonly headers?: Readonly<Record<string, string | string[]>>;
}

/** A body sent as it is instead of the JSON envelope: downloads such as a CSV export. */
export interface RawRouteResult {
  readonly status?: number;
  /** e.g. `text/csv; charset=utf-8`. */
  readonly contentType: string;
  readonly body: string | Buffer;
  /** Extra response headers, e.g. Content-Disposition. */
  readonly headers?: Readonly<Record<string, string | string[]>>;
}

export const isRawRouteResult = (result: RouteResult | RawRouteResult): result is RawRouteResult => 'contentType' in result;

export type RouteHandler = (call: RouteCall) => Promise<RouteResult | RawRouteResult>;

/** A service's route handlers, by catalogue name. */
export type RouteHandlers = Readonly<Record<string, RouteHandler>>;
