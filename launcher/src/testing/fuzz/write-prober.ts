import { randomUUID } from 'node:crypto';
import { appendFileSync } from 'node:fs';
import { pathParams, type RouteEntry } from '@nakshatra/contracts';
import type { InProcessStack } from '../in-process-stack.js';
import type { storedEventCounter } from '../stored-events.js';

/** One request a fuzz test sends: exactly what goes on the wire, and what it is, for a failure message. */
export interface ProbeRequest {
  readonly label: string;
  readonly method: string;
  readonly path: string;
  readonly cookie?: string;
  /** Headers besides the cookie, the origin and a fresh idempotency key. A string body without a Content-Type goes as bytes, so nothing adds one. */
  readonly headers?: Readonly<Record<string, string>>;
  readonly body?: string | Uint8Array;
}

type EventCounter = Awaited<ReturnType<typeof storedEventCounter>>;

/** `FUZZ_LOG=<file>` writes each request and the start of its answer there: how to see what a seed reaches. */
const LOG = process.env.FUZZ_LOG;

/**
 * Sends fuzz requests through the gateway and judges each answer as issue #19 asks: a 5xx (or no
 * answer at all) is a failure, and so is a refusal (4xx) after which `es_events` holds more than
 * before. A request that succeeds may append; the prober then waits until what it set off (a
 * workflow, a notification) has settled, so the next request is judged alone.
 */
export function writeProber(stack: Pick<InProcessStack, 'url'>, events: EventCounter) {
  async function send(request: ProbeRequest): Promise<{ status: number; text: string }> {
    const hasType = Object.keys(request.headers ?? {}).some((name) => name.toLowerCase() === 'content-type');
    const body = typeof request.body === 'string' && !hasType ? new TextEncoder().encode(request.body) : request.body;
    const response = await fetch(stack.url + request.path, {
      method: request.method,
      headers: { origin: stack.url, 'idempotency-key': `fuzz-${randomUUID()}`, ...(request.cookie ? { cookie: request.cookie } : {}), ...request.headers },
      ...(body === undefined ? {} : { body }),
    });
    return { status: response.status, text: await response.text() };
  }

  /** Waits until nothing more is appended for a moment: what a success set off (a workflow, a notification) has landed. */
  async function settled(): Promise<void> {
    let last = await events.count();
    for (let waited = 0, calm = 0; calm < 3 && waited < 5_000; waited += 50) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      const now = await events.count();
      calm = now === last ? calm + 1 : 0;
      last = now;
    }
  }

  /** Sends one request; answers what was wrong with its outcome, or undefined. */
  async function probe(request: ProbeRequest): Promise<string | undefined> {
    const before = await events.count();
    let answer: { status: number; text: string };
    try {
      answer = await send(request);
    } catch (error) {
      return `${request.label}: no answer (${error instanceof Error ? `${error.message} ${String(error.cause ?? '')}` : String(error)})`;
    }
    const appended = (await events.count()) - before;
    if (LOG) appendFileSync(LOG, `${request.method} ${request.path.slice(0, 80)} ${request.label.slice(0, 80)} => ${answer.status} ${answer.text.slice(0, 160)}\n`);
    if (answer.status >= 500) return `${request.label}: ${answer.status} ${answer.text.slice(0, 300)}`;
    if (answer.status >= 400 && appended > 0) return `${request.label}: refused with ${answer.status} but appended ${(await events.newest(appended)).join(', ')}`;
    if (answer.status < 400) await settled();
    return undefined;
  }

  return { probe, send, settled };
}

/** The route's path with each parameter filled in by `fill`. */
export const pathOf = (entry: RouteEntry, fill: (name: string) => string): string => pathParams(entry.path).reduce((url, name) => url.replace(`{${name}}`, fill(name)), entry.path);

/** Who is let through the door of a call (so that the input, not the access check, is what a fuzz test tries). */
export const roleFor = (entry: RouteEntry): 'admin' | 'astrologer' | 'customer' => (entry.access === 'admin' ? 'admin' : entry.access === 'astrologer' ? 'astrologer' : 'customer');

/** Every write the catalogue serves. */
export const servedWrites = (entries: readonly RouteEntry[]): RouteEntry[] => entries.filter((entry) => entry.method !== 'GET' && !entry.planned);
