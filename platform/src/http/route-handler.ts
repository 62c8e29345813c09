import type { IncomingHttpHeaders } from 'node:http';
import type {
  Actor,
  RouteAnswersDownload,
  RouteBody,
  RouteDataInput,
  RouteEntry,
  RouteFieldsInput,
  RouteMetaInput,
  RouteParams,
  RouteQuery,
  ServedRouteName,
  Side,
} from '@nakshatra/contracts';
import type { Logger } from '../logging/logger.js';
import type { SessionPayload } from '../session/session-cookie.js';
import type { PreparedAnswer } from './prepared-answer.js';

/** Everything a route handler gets: input validated by its catalogue entry, typed from its schemas, and who is calling. */
export interface RouteCall<N extends ServedRouteName = ServedRouteName> {
  readonly entry: RouteEntry;
  readonly params: RouteParams<N>;
  readonly query: RouteQuery<N>;
  readonly body: RouteBody<N>;
  /** The raw request body, for calls that verify signatures over it (payment webhooks) or parse it themselves (uploads). */
  readonly rawBody: Buffer;
  /** The path and query as the request line carried them: for calls whose proof travels in the URL (the phone bridge's status callbacks). */
  readonly url: string;
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

type Optional<K extends string, T> = undefined extends T ? { readonly [P in K]?: T } : { readonly [P in K]: T };

/** A success answer, its `data` (and `meta`, top-level `fields`) typed by the entry's response schema. */
export type RouteResult<N extends ServedRouteName = ServedRouteName> = {
  readonly status?: number;
  readonly data: RouteDataInput<N>;
  /** Commands: position of the appended events (also sent as the X-Position header). */
  readonly position?: string;
  /** Extra response headers, e.g. Set-Cookie. */
  readonly headers?: Readonly<Record<string, string | string[]>>;
  /** Top-level fields beside `data`, where the entry's response names them (checked in tests where it requires them). */
  readonly fields?: RouteFieldsInput<N>;
} & Optional<'meta', RouteMetaInput<N>>;

/** A body sent as it is instead of the JSON envelope: downloads such as a CSV export or a PDF. */
export interface RawRouteResult {
  readonly status?: number;
  /** e.g. `text/csv; charset=utf-8`. */
  readonly contentType: string;
  readonly body: string | Buffer;
  /** Extra response headers, e.g. Content-Disposition. */
  readonly headers?: Readonly<Record<string, string | string[]>>;
}

export const isRawRouteResult = (result: AnyRouteResult): result is RawRouteResult => 'contentType' in result;

/** What any handler may answer, as the dispatcher sees it. */
export type AnyRouteResult =
  | { readonly status?: number; readonly data: unknown; readonly meta?: unknown; readonly fields?: unknown; readonly position?: string; readonly headers?: Readonly<Record<string, string | string[]>> }
  | RawRouteResult
  | PreparedAnswer;

/** A handler answers its result, the same result serialized once (a query-cache hit), or a download where its entry says so. */
export type RouteHandler<N extends ServedRouteName> = (
  call: RouteCall<N>,
) => Promise<RouteResult<N> | PreparedAnswer<RouteResult<N>> | (RouteAnswersDownload<N> extends true ? RawRouteResult : never)>;

/** Handlers of some calls, each typed by its own entry. */
export type RouteHandlersOf<N extends ServedRouteName> = { readonly [K in N]: RouteHandler<K> };

/** Every handler of one side: a missing one is a compile error. */
export type SideRouteHandlers<S extends Side> = RouteHandlersOf<ServedRouteName<S>>;

/** Declares a module's handlers; each one's call and answer are typed by the name it is given. */
export const routeHandlers = <N extends ServedRouteName>(handlers: RouteHandlersOf<N>): RouteHandlersOf<N> => handlers;

/** The dispatcher's view of a handler table: by name, whatever the call. */
export type RouteHandlers = Readonly<Record<string, (call: RouteCall<never>) => Promise<AnyRouteResult>>>;
