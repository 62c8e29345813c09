import {
  buildPath,
  MIN_POSITION_HEADER,
  POSITION_HEADER,
  routeTable,
  type ErrorEnvelope,
  type OkEnvelope,
  type RouteTableEntry,
} from '@nakshatra/contracts/client';
import { createPositionTracker, type PositionStore } from './position-tracker';

/** A failed call as spec §8 hands it to callers: always `error_status`, the error body only when it is worth reading. */
export type ApiFailure = { readonly error_status: number } & Partial<ErrorEnvelope>;
export type ApiResult<T> = OkEnvelope<T> | ApiFailure;

export const isApiFailure = <T>(result: ApiResult<T>): result is ApiFailure => 'error_status' in result;

export type QueryValue = string | number | boolean | undefined;

export interface CallOptions {
  readonly params?: Record<string, string | number>;
  readonly query?: Record<string, QueryValue>;
  readonly body?: unknown;
  /** Extra request headers, e.g. a money command's Idempotency-Key. */
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
}

export type CallApi = <T>(name: string, options?: CallOptions) => Promise<ApiResult<T>>;

// Spec §8: for JSON calls these statuses carry nothing callers should read.
const STATUSES_WITHOUT_BODY = new Set([204, 404, 500]);

export function createApiClient(options: ApiClientOptions = {}): CallApi {
  const send = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const baseUrl = options.baseUrl ?? '';
  const entries = new Map((options.catalogue ?? routeTable).map((entry) => [entry.name, entry]));
  const positions = createPositionTracker(options.readYourWritesMs ?? 5_000, options.now ?? Date.now, options.positionStore);

  return async function callApi<T>(name: string, { params, query, body, headers: extraHeaders, signal }: CallOptions = {}): Promise<ApiResult<T>> {
    const entry = entries.get(name);
    if (!entry) throw new Error(`Unknown API call ${name}: it is not in the route catalogue`);

    const headers: Record<string, string> = { ...extraHeaders, accept: 'application/json' };
    if (body !== undefined) headers['content-type'] = 'application/json';
    const minPosition = entry.side === 'query' ? positions.pending() : undefined;
    if (minPosition) headers[MIN_POSITION_HEADER] = minPosition;

    const response = await send(`${baseUrl}${buildPath(entry, params)}${queryString(query)}`, {
      method: entry.method,
      headers,
      credentials: 'include',
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
      ...(signal ? { signal } : {}),
    });

    if (response.status === 204) return { error_status: 204 };
    const parsed = await readJson(response);
    positions.remember(response.headers.get(POSITION_HEADER) ?? undefined);
    if (isRecord(parsed)) positions.remember(parsed.position);

    if (!response.ok) {
      if (STATUSES_WITHOUT_BODY.has(response.status) || !isRecord(parsed)) return { error_status: response.status };
      return { error_status: response.status, ...(parsed as Partial<ErrorEnvelope>) };
    }
    // An ok answer that is not a JSON envelope is as useless to callers as a failure.
    if (!isRecord(parsed)) return { error_status: response.status };
    return parsed as unknown as OkEnvelope<T>;
  };
}

const POSITION_KEY = 'nk_min_position';

/** Session storage of this tab: a login's write is still awaited by the reads after the reload it ends in. */
const sessionPositionStore: PositionStore = {
  load: () => window.sessionStorage.getItem(POSITION_KEY),
  save: (value) => window.sessionStorage.setItem(POSITION_KEY, value),
};

/** The client the app uses: same origin, the global fetch, positions kept across page loads. */
export const callApi: CallApi = createApiClient({ positionStore: sessionPositionStore });

function queryString(query: Record<string, QueryValue> | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) search.append(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
