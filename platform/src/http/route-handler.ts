import type { Actor, PageMeta, RouteEntry } from '@nakshatra/contracts';
import type { Logger } from '../logging/logger.js';

/** Everything a route handler gets: validated input and who is calling. */
export interface RouteCall<Body = unknown, Query = unknown> {
  readonly entry: RouteEntry;
  readonly params: Readonly<Record<string, string>>;
  readonly query: Query;
  readonly body: Body;
  /** The raw request body, for calls that verify signatures over it (payment webhooks). */
  readonly rawBody: Buffer;
  readonly actor: Actor;
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
}

export type RouteHandler = (call: RouteCall) => Promise<RouteResult>;

/** A service's route handlers, by catalogue name. */
export type RouteHandlers = Readonly<Record<string, RouteHandler>>;
