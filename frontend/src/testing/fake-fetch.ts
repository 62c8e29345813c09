import { vi } from 'vitest';

/** Tests fake the network at fetch, so the API client and everything above it run for real. */
export interface FakeRequest {
  readonly url: URL;
  readonly method: string;
  readonly headers: Headers;
  readonly body: unknown;
  /** The body as sent, for bodies that are not JSON (multipart uploads). */
  readonly rawBody: RequestInit['body'];
  /** How the browser's HTTP cache may answer it (`no-store`: never from it). */
  readonly cache: RequestInit['cache'];
}

export type Responder = (request: FakeRequest) => Response | Promise<Response>;

export function fakeFetch(responder: Responder) {
  const requests: FakeRequest[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const request: FakeRequest = {
      url: new URL(String(input), 'http://localhost'),
      method: init.method ?? 'GET',
      headers: new Headers(init.headers),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      rawBody: init.body,
      cache: init.cache,
    };
    requests.push(request);
    return responder(request);
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, requests };
}

export function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
}

/** A response that never arrives, to look at loading states. */
export const pending = (): Promise<Response> => new Promise(() => undefined);

/** fetch on a stalled connection, as the browser's behaves: no answer ever, and it fails with its signal's reason once the signal aborts. */
export const stalledFetch = ((_input: RequestInfo | URL, init: RequestInit = {}) =>
  new Promise<Response>((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(init.signal?.reason)))) as typeof fetch;
