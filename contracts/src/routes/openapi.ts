import { z } from 'zod';
import type { RouteEntry } from './route-entry.js';
import { pathParams } from './route-entry.js';

/** OpenAPI 3.1 document generated from the route catalogue (served at /api/openapi.json). */
export function buildOpenApiDocument(entries: readonly RouteEntry[], info: { title: string; version: string }) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const entry of entries) {
    const operation: Record<string, unknown> = {
      operationId: entry.name,
      summary: entry.summary,
      tags: [entry.family],
      'x-side': entry.side,
      'x-access': entry.access,
      parameters: [
        ...pathParams(entry.path).map((name) => ({ name, in: 'path', required: true, schema: { type: 'string' } })),
        ...queryParameters(entry),
      ],
      responses: responsesFor(entry),
      ...(entry.access === 'public' ? {} : { security: [{ session: [] }] }),
      ...(entry.planned ? { 'x-planned': entry.planned, description: `Planned in issue #${entry.planned.issue} (${entry.planned.capability}); answers 501 until then.` } : {}),
    };
    if (entry.body) {
      operation.requestBody = { required: true, content: { 'application/json': { schema: toSchema(entry.body) } } };
    }
    (paths[entry.path] ??= {})[entry.method.toLowerCase()] = operation;
  }
  return {
    openapi: '3.1.0',
    info,
    paths,
    components: {
      securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'nk_session' } },
      schemas: {
        Error: {
          type: 'object',
          required: ['status', 'message'],
          properties: {
            status: { type: 'integer' },
            message: { type: 'string' },
            errors: { type: 'array', items: { type: 'object', properties: { path: { type: 'string' }, message: { type: 'string' } } } },
          },
        },
      },
    },
  };
}

const toSchema = (schema: z.ZodType) => z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });

function queryParameters(entry: RouteEntry) {
  if (!entry.query) return [];
  const schema = toSchema(entry.query) as { properties?: Record<string, unknown>; required?: string[] };
  return Object.entries(schema.properties ?? {}).map(([name, property]) => ({
    name,
    in: 'query',
    required: schema.required?.includes(name) ?? false,
    schema: property,
  }));
}

function responsesFor(entry: RouteEntry) {
  const error = (description: string) => ({ description, content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } });
  return {
    [entry.side === 'command' && entry.method === 'POST' ? '201' : '200']: { description: 'Success: {status, data}' },
    ...(entry.body || entry.query ? { '400': error('Invalid input, with the field and the reason') } : {}),
    ...(entry.access === 'public' ? {} : { '401': error('Not logged in'), '403': error('Not allowed') }),
    ...(entry.planned ? { '501': error('Planned, not served yet') } : {}),
  };
}
