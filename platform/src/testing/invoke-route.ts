import { catalogueEntries, type Actor, type RouteData, type RouteMeta, type ServedRouteName } from '@nakshatra/contracts';
import { answerProblems } from '../http/answer-check.js';
import { HttpError } from '../http/http-error.js';
import { PreparedAnswer, type EnvelopeParts } from '../http/prepared-answer.js';
import type { AnyRouteResult, RouteCall, RouteHandlersOf } from '../http/route-handler.js';

export interface InvokeOptions {
  readonly actor: Actor;
  readonly params?: Readonly<Record<string, string>>;
  /** The query as the dispatcher hands it over: already parsed by the entry's schema. */
  readonly query?: unknown;
  readonly body?: unknown;
  readonly minPosition?: string;
}

/** An answer as a client reads it, typed by the entry's response schema. */
export interface InvokedAnswer<N extends ServedRouteName> {
  readonly data: RouteData<N>;
  readonly meta?: RouteMeta<N>;
}

/**
 * Calls a handler directly, as the dispatcher would, and checks its answer (or refusal) against the
 * catalogue entry like the dispatcher's test mode does: for tests of one module's handlers without
 * the HTTP stack. A drifted answer throws; a checked one is typed as the client would read it.
 */
export async function invokeRoute<H extends ServedRouteName, N extends H>(handlers: RouteHandlersOf<H>, name: N, options: InvokeOptions): Promise<InvokedAnswer<N>> {
  const entry = catalogueEntries.find((candidate) => candidate.name === name)!;
  const call = { entry, params: options.params ?? {}, query: options.query, body: options.body, actor: options.actor, minPosition: options.minPosition, headers: {} };
  const handler = handlers[name] as (call: RouteCall<never>) => Promise<AnyRouteResult>;
  let result: AnyRouteResult;
  try {
    result = await handler(call as unknown as RouteCall<never>);
  } catch (error) {
    if (error instanceof HttpError) {
      const problems = answerProblems(entry, error.status, { status: error.status, code: error.code, params: error.params, errors: error.errors });
      if (problems.length > 0) throw new Error(`The refusal of ${name} disagrees with its catalogue entry: ${problems.join('; ')}`);
    }
    throw error;
  }
  if ('contentType' in result) throw new Error(`${name} answered a ${result.contentType} download, not a JSON answer`);
  // A cached answer is already what the wire carries.
  if (result instanceof PreparedAnswer) result = JSON.parse(result.body.toString('utf8')) as EnvelopeParts;
  const wire = JSON.parse(JSON.stringify({ data: result.data, ...(result.meta ? { meta: result.meta } : {}) })) as InvokedAnswer<N>;
  const problems = answerProblems(entry, result.status ?? 200, wire);
  if (problems.length > 0) throw new Error(`The answer of ${name} disagrees with its catalogue entry: ${problems.join('; ')}`);
  return wire;
}
