import { fieldIssueCatalogue, isRefusalCode, refusalCatalogue, refusalsOf, type RouteEntry } from '@nakshatra/contracts';
import type { ZodType } from 'zod';

/**
 * Checks an answer against its catalogue entry, as the wire carries it: success against the
 * response schemas, a refusal against the codes the entry can answer. Tests turn it on for every
 * answer (the dispatcher's `checkAnswers`, and `invokeRoute` for handlers called directly), so an
 * answer that drifts from the catalogue fails the test that met it. Returns what is wrong.
 */
export function answerProblems(entry: RouteEntry, status: number, wireBody: unknown): string[] {
  const body = (typeof wireBody === 'object' && wireBody !== null ? wireBody : {}) as Record<string, unknown>;
  if (status >= 500) return [];
  if (status >= 400) return refusalProblems(entry, status, body);
  const response = entry.response;
  if (!response) return [`${entry.name} answered ${status} but declares no response`];
  return [
    ...schemaProblems('data', response.data, body.data),
    ...(response.meta ? schemaProblems('meta', response.meta, body.meta) : body.meta === undefined ? [] : ['meta: answered, but the entry declares none']),
    ...(response.fields ? schemaProblems('fields', response.fields, pick(body, response.fields)) : []),
  ];
}

function refusalProblems(entry: RouteEntry, status: number, body: Record<string, unknown>): string[] {
  const code = body.code;
  if (!isRefusalCode(code)) return [`refusal ${status} has no known code (${JSON.stringify(code)})`];
  const problems: string[] = [];
  if (refusalCatalogue[code].status !== status) problems.push(`refusal ${code} answered ${status}, the catalogue says ${refusalCatalogue[code].status}`);
  if (!refusalsOf(entry).includes(code)) problems.push(`${entry.name} answered ${code}, which its entry does not list`);
  for (const error of Array.isArray(body.errors) ? (body.errors as { code?: unknown; path?: unknown }[]) : []) {
    if (typeof error.code !== 'string' || !Object.hasOwn(fieldIssueCatalogue, error.code)) problems.push(`field error ${String(error.path)} has no known code (${JSON.stringify(error.code)})`);
  }
  return problems;
}

function schemaProblems(part: string, schema: ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  if (result.success) return [];
  return result.error.issues.slice(0, 5).map((issue) => `${[part, ...issue.path.map(String)].join('.')}: ${issue.message}`);
}

/** The top-level fields a `fields` schema names, taken from the envelope. */
function pick(body: Record<string, unknown>, schema: ZodType): Record<string, unknown> {
  const shape = (schema as unknown as { shape?: Record<string, unknown> }).shape ?? {};
  return Object.fromEntries(Object.keys(shape).filter((key) => key in body).map((key) => [key, body[key]]));
}
