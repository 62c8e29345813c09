import { randomUUID } from 'node:crypto';
import { appendFileSync } from 'node:fs';
import { CORRELATION_HEADER, pathParams, type RouteEntry } from '@nakshatra/contracts';
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
 * answer at all) is a failure, and so is a refusal (4xx) that stored an event. What a request stored
 * is read by the correlation id it was sent with, so a success before it may still be setting off
 * writes of its own (a workflow, a notification) without the next request waiting for them.
 */
export function writeProber(stack: Pick<InProcessStack, 'url'>, events: EventCounter) {
  async function send(request: ProbeRequest, correlationId = newCorrelationId()): Promise<{ status: number; text: string }> {
    const hasType = Object.keys(request.headers ?? {}).some((name) => name.toLowerCase() === 'content-type');
    const body = typeof request.body === 'string' && !hasType ? new TextEncoder().encode(request.body) : request.body;
    const response = await fetch(stack.url + request.path, {
      method: request.method,
      headers: { origin: stack.url, 'idempotency-key': `fuzz-${randomUUID()}`, [CORRELATION_HEADER]: correlationId, ...(request.cookie ? { cookie: request.cookie } : {}), ...request.headers },
      ...(body === undefined ? {} : { body }),
    });
    return { status: response.status, text: await response.text() };
  }

  /** Sends one request; answers what was wrong with its outcome, or undefined. */
  async function probe(request: ProbeRequest): Promise<string | undefined> {
    const correlationId = newCorrelationId();
    let answer: { status: number; text: string };
    try {
      answer = await send(request, correlationId);
    } catch (error) {
      return `${request.label}: no answer (${error instanceof Error ? `${error.message} ${String(error.cause ?? '')}` : String(error)})`;
    }
    if (LOG) appendFileSync(LOG, `${request.method} ${request.path.slice(0, 80)} ${request.label.slice(0, 80)} => ${answer.status} ${answer.text.slice(0, 160)}\n`);
    if (answer.status >= 500) return `${request.label}: ${answer.status} ${answer.text.slice(0, 300)}`;
    if (answer.status < 400) return undefined;
    const stored = await events.writtenIn(correlationId);
    return stored.length > 0 ? `${request.label}: refused with ${answer.status} but appended ${stored.slice(0, 20).join(', ')}` : undefined;
  }

  return { probe, send };
}

/** The gateway keeps a caller's correlation id that looks like one (letters, digits and dashes). */
const newCorrelationId = (): string => `fuzz-${randomUUID()}`;

/** The route's path with each parameter filled in by `fill`. */
export const pathOf = (entry: RouteEntry, fill: (name: string) => string): string => pathParams(entry.path).reduce((url, name) => url.replace(`{${name}}`, fill(name)), entry.path);

/** Who is let through the door of a call (so that the input, not the access check, is what a fuzz test tries). */
export const roleFor = (entry: RouteEntry): 'admin' | 'astrologer' | 'customer' => (entry.access === 'admin' ? 'admin' : entry.access === 'astrologer' ? 'astrologer' : 'customer');

/** Every write the catalogue serves. */
export const servedWrites = (entries: readonly RouteEntry[]): RouteEntry[] => entries.filter((entry) => entry.method !== 'GET' && !entry.planned);
