/**
 * Runs `work` (a request and the reading of its answer) with a signal that aborts after `ms`, or
 * when the caller's own `signal` does (with its reason, so a caller still tells its own abort
 * apart), and fails if either came before the work was done: a body cut off by the deadline reads
 * as no JSON, and the request did not answer nonsense, it failed (a TimeoutError). What the SPA's
 * requests use so that a stalled connection ends in a try-again rather than a spinner for ever.
 * A timer rather than AbortSignal.timeout and .any: phones with older browsers have neither, and
 * the tests' fake clocks move a timer.
 */
async function beforeDeadline<T>(ms: number, signal: AbortSignal | undefined, work: (deadline: AbortSignal) => Promise<T>): Promise<T> {
  const controller = new AbortController();
  const fromCaller = () => controller.abort(signal?.reason);
  const timer = setTimeout(() => controller.abort(new DOMException(`No answer within ${ms / 1000} s`, 'TimeoutError')), ms);
  if (signal?.aborted) fromCaller();
  else signal?.addEventListener('abort', fromCaller, { once: true });
  try {
    const result = await work(controller.signal);
    if (controller.signal.aborted) throw controller.signal.reason;
    return result;
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', fromCaller);
  }
}

/** How the SPA's requests are sent: the global fetch, or a test's or a server render's stand-in. */
export type Send = (url: string, init: RequestInit) => Promise<Response>;

/** The global fetch, looked up at each call, so a test's stub of it counts. */
export const globalFetch: Send = (url, init) => globalThis.fetch(url, init);

/**
 * A request and its answer's JSON (undefined when the body is not JSON), the whole of it before
 * the deadline (beforeDeadline). What the caller makes of the JSON is its own: the catalogue's
 * types, an upload's answer, a Janus event.
 */
export function fetchJsonBeforeDeadline(send: Send, url: string, init: RequestInit, ms: number): Promise<{ readonly response: Response; readonly json: unknown }> {
  return beforeDeadline(ms, init.signal ?? undefined, async (deadline) => {
    const response = await send(url, { ...init, signal: deadline });
    return { response, json: await response.json().catch(() => undefined) };
  });
}
