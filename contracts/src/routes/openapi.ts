import { z } from 'zod';
import { fieldIssueCatalogue } from '../refusals/field-issues.js';
import { refusalCatalogue, type RefusalCode } from '../refusals/refusal-catalogue.js';
import type { RouteEntry, RouteResponse } from './route-entry.js';
import { pathParams } from './route-entry.js';
import { refusalsOf } from './route-refusals.js';

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
    } else if (entry.bodyFormat === 'multipart') {
      operation.requestBody = { required: true, content: { 'multipart/form-data': { schema: { type: 'object' } } } };
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
          required: ['status', 'code', 'message'],
          properties: {
            status: { type: 'integer' },
            code: { type: 'string', enum: Object.keys(refusalCatalogue), description: 'Stable: clients word the refusal from it (docs/refusals.md)' },
            params: { type: 'object', additionalProperties: { type: ['string', 'number'] }, description: 'What the message needs' },
            message: { type: 'string', description: 'English' },
            errors: {
              type: 'array',
              items: {
                type: 'object',
                required: ['path', 'code', 'message'],
                properties: { path: { type: 'string' }, code: { type: 'string', enum: Object.keys(fieldIssueCatalogue) }, params: { type: 'object' }, message: { type: 'string' } },
              },
            },
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
  const byStatus = new Map<number, RefusalCode[]>();
  for (const code of refusalsOf(entry)) byStatus.set(refusalCatalogue[code].status, [...(byStatus.get(refusalCatalogue[code].status) ?? []), code]);
  const refusals = Object.fromEntries(
    [...byStatus].map(([status, codes]) => [
      String(status),
      { description: `Refused: ${codes.join(', ')}`, 'x-codes': codes, content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } },
    ]),
  );
  const success = entry.response ? { description: 'Success: {status, data}', content: { 'application/json': { schema: envelopeSchema(entry.response) } } } : undefined;
  return {
    ...(success ? { [entry.side === 'command' && entry.method === 'POST' ? '201' : '200']: success } : {}),
    ...refusals,
  };
}

/** The success envelope of a response: `{status, data}` plus `meta`, `position` and top-level fields where they apply. */
function envelopeSchema(response: RouteResponse) {
  const fields = response.fields ? (toOutputSchema(response.fields) as { properties?: Record<string, unknown> }).properties ?? {} : {};
  return {
    type: 'object',
    required: ['status', 'data', ...(response.meta ? ['meta'] : [])],
    properties: {
      status: { type: 'integer' },
      data: toOutputSchema(response.data),
      ...(response.meta ? { meta: toOutputSchema(response.meta) } : {}),
      position: { type: 'string', description: 'Commands: the position of the appended events, to send back as X-Min-Position' },
      ...fields,
    },
  };
}

const toOutputSchema = (schema: z.ZodType) => z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' });
