// Types only: the catalogue's schemas type every call here, and none of them reaches the bundle.
import type { RouteBodyInput, RouteData, RouteMeta, RouteName, RouteParamName, RouteQueryInput } from '@nakshatra/contracts';
import {
  buildPath,
  MIN_POSITION_HEADER,
  POSITION_HEADER,
  routeTable,
  type ErrorEnvelope,
  type OkEnvelope,
  type PageMeta,
  type RouteTableEntry,
} from '@nakshatra/contracts/client';
import { fetchJsonBeforeDeadline, globalFetch } from './deadline';
import { createPositionTracker, type PositionStore } from './position-tracker';

/** A failed call as spec §8 hands it to callers: always `error_status`, the error body only when it is worth reading. */
export type ApiFailure = { readonly error_status: number } & Partial<ErrorEnvelope>;
export type ApiResult<T, M = PageMeta> = OkEnvelope<T, M> | ApiFailure;
/** What the call named `N` answers, typed by its catalogue entry. */
export type ApiAnswer<N extends RouteName> = ApiResult<RouteData<N>, RouteMeta<N>>;

export const isApiFailure = <T, M>(result: ApiResult<T, M>): result is ApiFailure => 'error_status' in result;

export type QueryValue = string | number | boolean | undefined;

type ParamsPart<N extends RouteName> = [RouteParamName<N>] extends [never] ? { readonly params?: undefined } : { readonly params: { readonly [K in RouteParamName<N>]: string | number } };
type BodyPart<N extends RouteName> = [RouteBodyInput<N>] extends [undefined] ? { readonly body?: undefined } : { readonly body: RouteBodyInput<N> };
type QueryPart<N extends RouteName> = [RouteQueryInput<N>] extends [undefined] ? { readonly query?: undefined } : { readonly query?: RouteQueryInput<N> };

/**
 * What a call takes, from its catalogue entry: its path params, its body and its query, each with
 * the entry's own field names and types, so a missing, misnamed or mistyped field does not compile.
 */
export type CallOptions<N extends RouteName> = ParamsPart<N> &
  BodyPart<N> &
  QueryPart<N> & {
    /** Extra request headers, e.g. a money command's Idempotency-Key. */
    readonly headers?: Record<string, string>;
    readonly signal?: AbortSignal;
  };

/** Options may be left out only where the call needs neither params nor a body. */
export type CallArgs<N extends RouteName> = object extends CallOptions<N> ? [options?: CallOptions<N>] : [options: CallOptions<N>];

interface UntypedOptions {
  readonly params?: Readonly<Record<string, string | number>>;
  readonly query?: Readonly<Record<string, QueryValue>>;
  readonly body?: unknown;
  readonly headers?: Record<string, string>;
  readonly signal?: AbortSignal;
}

export interface ApiClientOptions {
  /** Defaults to the global fetch, looked up per call so tests can stub it. */
  readonly fetch?: typeof fetch;
  /** Prefix of every path; '' because the SPA and the API share one origin. */
  readonly baseUrl?: string;
  readonly catalogue?: readonly RouteTableEntry[];
  /** How long after a write reads ask for that write's position (the projection normally catches up well within it). */
  readonly readYourWritesMs?: number;
  readonly now?: () => number;
  /** Keeps the newest written position across page loads; none by default. */
  readonly positionStore?: PositionStore;
  /** REQUEST_TIMEOUT_MS by default. */
  readonly timeoutMs?: number;
}

/**
 * A call with no whole answer after this long fails as a dropped connection does (callers see
 * status 0 and offer to try again): on a stalled mobile connection a request can otherwise wait
 * for ever behind its spinner. Far above any answer the services give (a read waiting for its
 * own write gives up after 2 s); a write that timed out may still have been done, so money
 * commands carry an Idempotency-Key and the try again is safe.
 */
export const REQUEST_TIMEOUT_MS = 30_000;

export type CallApi = <N extends RouteName>(name: N, ...options: CallArgs<N>) => Promise<ApiAnswer<N>>;

// Spec §8: for JSON calls these statuses carry nothing callers should read.
const STATUSES_WITHOUT_BODY = new Set([204, 404, 500]);

export function createApiClient(options: ApiClientOptions = {}): CallApi {
  const send = options.fetch ?? globalFetch;
  const baseUrl = options.baseUrl ?? '';
  const entries = new Map((options.catalogue ?? routeTable).map((entry) => [entry.name, entry]));
  const positions = createPositionTracker(options.readYourWritesMs ?? 5_000, options.now ?? Date.now, options.positionStore);
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;

  return async function callApi<N extends RouteName>(name: N, ...options: CallArgs<N>): Promise<ApiAnswer<N>> {
    const { params, query, body, headers: extraHeaders, signal } = (options[0] ?? {}) as UntypedOptions;
    const entry = entries.get(name);
    if (!entry) throw new Error(`Unknown API call ${name}: it is not in the route catalogue`);

    const headers: Record<string, string> = { ...extraHeaders, accept: 'application/json' };
    if (body !== undefined) headers['content-type'] = 'application/json';
    // A position the caller learnt elsewhere (a live socket's message) counts like one of its own writes: the later one is read at.
    if (entry.side === 'query') positions.remember(extraHeaders?.[MIN_POSITION_HEADER]);
    const minPosition = entry.side === 'query' ? positions.pending() : undefined;
    if (minPosition) headers[MIN_POSITION_HEADER] = minPosition;

    const request = serverCalls ? (url: string, init: RequestInit) => serverFetch(url, init, entry) : send;
    const { response, json } = await fetchJsonBeforeDeadline(
      request,
      `${baseUrl}${buildPath(entry, params)}${queryString(query)}`,
      {
        method: entry.method,
        headers,
        credentials: 'include',
        // A read at a position of one's own write must not come from the browser's cache: public reads
        // may be kept a second (docs/query-side.md, "Answers on the wire"), from before the write.
        ...(minPosition ? { cache: 'no-store' as const } : {}),
        ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
        ...(signal ? { signal } : {}),
      },
      timeoutMs,
    );
    // The one place the wire's JSON becomes a type: the catalogue's, which integration tests hold every answer to.
    const parsed = json as OkEnvelope<RouteData<N>, RouteMeta<N>> | ErrorEnvelope | undefined;
    if (response.status === 204) return { error_status: 204 };
    positions.remember(response.headers.get(POSITION_HEADER) ?? undefined);
    if (isRecord(parsed) && 'position' in parsed) positions.remember(parsed.position);

    if (!response.ok) {
      if (STATUSES_WITHOUT_BODY.has(response.status) || !isRecord(parsed)) return { error_status: response.status };
      return { error_status: response.status, ...(parsed as ErrorEnvelope) };
    }
    // An ok answer that is not a JSON envelope is as useless to callers as a failure.
    if (!isRecord(parsed)) return { error_status: response.status };
    return parsed as OkEnvelope<RouteData<N>, RouteMeta<N>>;
  };
}

/** Thrown by a server render's call that is not public: the browser makes it, with the visitor's own session. */
export class NotRenderedOnServer extends Error {}

/** How a server render reaches the query service (docs/server-rendering.md); unset in the browser. */
export interface ServerCalls {
  /** One per query-service instance, taken in turn (docs/scale-out.md). */
  readonly queryServiceUrls: readonly string[];
}
let serverCalls: ServerCalls | undefined;
let serverCallTurn = 0;

/**
 * Set once by the server entry: from then on the app's calls go to the query service, and only
 * public reads are made at all. The server never sends a visitor's cookies, so what it renders is
 * what any visitor may see.
 */
export function callFromServer(calls: ServerCalls): void {
  serverCalls = calls;
}

function serverFetch(input: string, init: RequestInit, entry: RouteTableEntry): Promise<Response> {
  if (!serverCalls || entry.side !== 'query' || entry.method !== 'GET' || entry.access !== 'public') throw new NotRenderedOnServer(entry.name);
  const { credentials: _credentials, ...rest } = init;
  const urls = serverCalls.queryServiceUrls;
  serverCallTurn = (serverCallTurn + 1) % urls.length;
  return globalThis.fetch(urls[serverCallTurn]! + input, rest);
}

const POSITION_KEY = 'nk_min_position';

/** Session storage of this tab: a login's write is still awaited by the reads after the reload it ends in. */
const sessionPositionStore: PositionStore = {
  load: () => (typeof window === 'undefined' ? null : window.sessionStorage.getItem(POSITION_KEY)),
  save: (value) => window.sessionStorage.setItem(POSITION_KEY, value),
};

/** The client the app uses: same origin, the global fetch, positions kept across page loads. */
export const callApi: CallApi = createApiClient({ positionStore: sessionPositionStore });

function queryString(query: Readonly<Record<string, QueryValue>> | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) search.append(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

const isRecord = <T>(value: T | undefined): value is T & object => typeof value === 'object' && value !== null && !Array.isArray(value);
