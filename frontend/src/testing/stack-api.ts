import type { RouteData, RouteName } from '@nakshatra/contracts';
import { expect } from 'vitest';
import { createApiClient, isApiFailure, type ApiAnswer, type CallArgs } from '../lib/api-client';
import type { PositionStore } from '../lib/position-tracker';
import type { BrowserStack } from './browser-stack';

/** A session's calls, each named and typed by its catalogue entry as the SPA's `callApi` is. */
export interface SessionApi {
  /** The answer as the SPA gets it: the envelope, or `error_status` with the refusal (to test a refusal). */
  answer<N extends RouteName>(name: N, ...options: CallArgs<N>): Promise<ApiAnswer<N>>;
  /** The `data` of a call that has to succeed; a refusal throws, naming the call and what it answered. */
  data<N extends RouteName>(name: N, ...options: CallArgs<N>): Promise<RouteData<N>>;
}

/**
 * The product's API for browser tests, to prepare what is not under test: the SPA's own client
 * (`createApiClient`), so a call and its answer take their types from the route catalogue and are
 * never cast. Node's fetch keeps no cookies, so each call is sent as the session of a Cookie header
 * (`as(cookie)`, '' for a visitor), with an Idempotency-Key of its own unless it names one.
 *
 * Reads wait for the test's latest write, whichever session made it: every client keeps its newest
 * position in one store, and each call starts from it (a client reads its store once, when made).
 * Given the browser stack, it can be made at the top of a test file: its address is read at each
 * call, once it has started.
 */
export function stackApi(product: string | Pick<BrowserStack, 'stack'>) {
  const baseUrl = () => (typeof product === 'string' ? product : product.stack.url);
  let newest: string | null = null;
  const positions: PositionStore = { load: () => newest, save: (value) => void (newest = value) };
  const sendAs =
    (cookie: string): typeof fetch =>
    (input, init) => {
      const headers = new Headers(init?.headers);
      if (cookie) headers.set('cookie', cookie);
      if (!headers.has('idempotency-key')) headers.set('idempotency-key', crypto.randomUUID());
      return fetch(input, { ...init, headers });
    };

  return {
    as(cookie: string): SessionApi {
      const answer = <N extends RouteName>(name: N, ...options: CallArgs<N>) => createApiClient({ baseUrl: baseUrl(), fetch: sendAs(cookie), positionStore: positions })(name, ...options);
      return {
        answer,
        async data(name, ...options) {
          const answered = await answer(name, ...options);
          if (isApiFailure(answered)) throw new Error(`${name} answered ${answered.error_status}: ${JSON.stringify(answered)}`);
          return answered.data;
        },
      };
    },
  };
}

/**
 * Waits until the astrologer's public profile shows `fields`, read through the test's API: as a
 * visitor, past the test's latest write (its position), so the projections have the writes before
 * it. Preparation for a step that opens the lists right after a write to the astrologer.
 */
export async function untilListed(api: ReturnType<typeof stackApi>, astrologerId: string, fields: Partial<RouteData<'get_single_astrologer'>>): Promise<void> {
  const visitor = api.as('');
  await expect.poll(() => visitor.data('get_single_astrologer', { params: { id: astrologerId } }), { timeout: 60_000, interval: 200 }).toMatchObject(fields);
}
