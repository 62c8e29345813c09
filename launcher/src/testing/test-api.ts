import { catalogueEntries, type RouteData, type RouteName } from '@nakshatra/contracts';
import { answerProblems } from '@nakshatra/platform';
import { expect } from 'vitest';
import type { InProcessStack } from './in-process-stack.js';
import { PNG } from './sample-image.js';

export interface Answer {
  readonly status: number;
  readonly headers: Headers;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read answers field by field
  readonly body: any;
}

export interface CallOptions {
  readonly body?: unknown;
  readonly cookie?: string;
  readonly headers?: Record<string, string>;
}

/**
 * The `data` of a successful answer to the call `name`, typed by its catalogue entry (`RouteData`, as
 * the SPA's client types it) once the entry's schemas have checked it, as `invokeRoute` does: a
 * helper reads an answer's fields through this rather than casting them.
 */
export function dataOf<N extends RouteName>(name: N, answer: Answer): RouteData<N> {
  const entry = catalogueEntries.find((candidate) => candidate.name === name);
  if (!entry) throw new Error(`${name} is not in the route catalogue`);
  expect(answer.status, `${name}: ${JSON.stringify(answer.body)}`).toBeLessThan(300);
  expect(answerProblems(entry, answer.status, answer.body), `${name}'s answer against its entry`).toEqual([]);
  return answer.body.data;
}

/** The PNG, or a different file of the same picture: bytes after the end chunk change the hash, not the image. */
const pngWith = (variant: string): Buffer => (variant === '' ? PNG : Buffer.concat([PNG, Buffer.from(variant)]));

/** Calls the API through the gateway the way the SPA does, plus what tests need to log in through the dev outbox. */
export function testApi(stack: Pick<InProcessStack, 'url'>) {
  let nextNumber = 9000000000 + Math.floor(Math.random() * 900_000) * 1000;
  const call = async (method: string, path: string, options: CallOptions = {}): Promise<Answer> => {
    const answer = await fetch(stack.url + path, {
      method,
      headers: { 'content-type': 'application/json', ...(options.cookie ? { cookie: options.cookie } : {}), ...options.headers },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    return { status: answer.status, headers: answer.headers, body: await answer.json() };
  };
  const latestOtp = async (numbers: string): Promise<string> => (await call('GET', `/api/dev/otp-outbox?numbers=${numbers}`)).body.data[0].otp;
  const sessionCookieOf = (headers: Headers): string => headers.get('set-cookie')!.split(';')[0]!;

  /** Logs in through send/confirm as the SPA does, reading the code from the development outbox. */
  const logIn = async (numbers: string, flow: { send: string; confirm: string } = { send: 'send_otp', confirm: 'confirm_otp' }) => {
    const sent = await call('POST', `/api/${flow.send}`, { body: { numbers, route: 'otp' } });
    expect(sent).toMatchObject({ status: 200, body: { status: 200, user_id: expect.any(String) } });
    const confirmed = await call('POST', `/api/${flow.confirm}`, { body: { otp: await latestOtp(numbers), user_id: sent.body.user_id } });
    expect(confirmed.status).toBe(200);
    return { userId: sent.body.user_id as string, cookie: sessionCookieOf(confirmed.headers), confirmed };
  };

  /**
   * Uploads a 1×1 PNG as the SPA's file inputs do: public (a photo) or private (an ID document, a
   * support screenshot). `variant` changes a byte of the PNG's text so each call may store its own file.
   */
  const upload = async (cookie: string, visibility: 'public' | 'private' = 'public', variant = ''): Promise<string> => {
    const form = new FormData();
    form.append('image', new Blob([pngWith(variant)], { type: 'image/png' }), 'image.png');
    const answer = await fetch(`${stack.url}/upload/${visibility === 'public' ? 'upload-image' : 'upload-private-image'}`, { method: 'POST', body: form, headers: { cookie } });
    const body = await answer.json();
    expect(answer.status, JSON.stringify(body)).toBe(200);
    return (body as { url: string }).url;
  };

  return { call, latestOtp, sessionCookieOf, logIn, upload, newNumber: () => String((nextNumber += 1)) };
}
