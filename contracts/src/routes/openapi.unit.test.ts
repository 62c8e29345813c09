import { describe, expect, it } from 'vitest';
import { catalogueEntries } from './catalogue.js';
import { formatCatalogueReport } from './catalogue-report.js';
import { buildOpenApiDocument } from './openapi.js';
import { get } from './route-builders.js';
import { refusalCatalogue } from '../refusals/refusal-catalogue.js';
import { refusalsOf } from './route-refusals.js';

interface Operation {
  operationId: string;
  responses: Record<string, { 'x-codes'?: string[]; content?: Record<string, { schema?: Record<string, any> }> }>;
}

describe('OpenAPI document', () => {
  const document = buildOpenApiDocument(catalogueEntries, { title: 'Nakshatra API', version: '1' });

  it('is OpenAPI 3.1 with one operation per catalogue entry', () => {
    expect(document.openapi).toBe('3.1.0');
    const operations = Object.values(document.paths).flatMap((methods) => Object.values(methods));
    expect(operations).toHaveLength(catalogueEntries.length);
  });

  it('describes the testimonial slice with its schema, access and answers', () => {
    const create = document.paths['/api/create_testimonial']!.post as Record<string, any>;
    expect(create['x-access']).toBe('admin');
    expect(create.requestBody.content['application/json'].schema.required).toEqual(expect.arrayContaining(['title', 'author', 'rating', 'text']));
    expect(Object.keys(create.responses)).toEqual(expect.arrayContaining(['201', '400', '401', '403']));
    const list = document.paths['/api/get_testimonial']!.get as Record<string, any>;
    expect(list.parameters.map((parameter: { name: string }) => parameter.name)).toEqual(expect.arrayContaining(['page', 'limit']));
  });

  it('describes what a served call answers and every refusal code it can give', () => {
    const confirm = document.paths['/api/confirm_otp']!.post as Record<string, any>;
    expect(confirm.responses['201'].content['application/json'].schema.properties.data.required).toEqual(expect.arrayContaining(['id', 'status', 'role']));
    expect(confirm.responses['400']['x-codes']).toEqual(expect.arrayContaining(['request.invalid', 'otp.invalid']));
    const user = document.paths['/api/get_single_users/{id}']!.get as Record<string, any>;
    expect(user.responses['403']['x-codes']).toEqual(['auth.owner_only']);
    expect(user.responses['404']['x-codes']).toEqual(['user.not_found']);
  });

  // Every operation of the built document, walked as /api/openapi.json serves it, beside the entry it came from.
  const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => {
      const op = operation as Operation;
      const entry = catalogueEntries.find((candidate) => candidate.name === op.operationId);
      return { label: `${method.toUpperCase()} ${path}`, op, entry: entry! };
    }),
  );

  it('gives every served operation a success answer with its schema', () => {
    const problems: string[] = [];
    for (const { label, op, entry } of operations) {
      expect(entry, label).toBeDefined();
      if (entry.planned) continue;
      const successes = Object.keys(op.responses).filter((status) => status.startsWith('2'));
      if (successes.length !== 1) {
        problems.push(`${label}: ${successes.length} success answers`);
        continue;
      }
      const schema = op.responses[successes[0]!]!.content?.['application/json']?.schema;
      const data = schema?.properties?.data as Record<string, unknown> | undefined;
      // `{}` is what a schema that says nothing (z.unknown()) becomes.
      if (!schema?.required?.includes('data') || !data || Object.keys(data).filter((key) => key !== '$schema').length === 0) problems.push(`${label}: no schema for data`);
      if (entry.response?.meta && !schema?.properties?.meta) problems.push(`${label}: no schema for meta`);
    }
    expect(problems).toEqual([]);
  });

  it('lists, by status, every refusal code each operation can answer', () => {
    const problems: string[] = [];
    for (const { label, op, entry } of operations) {
      const refusals = Object.entries(op.responses).filter(([status]) => !status.startsWith('2'));
      const listed = refusals.flatMap(([, response]) => response['x-codes'] ?? []);
      // What the entry can answer comes from the catalogue: an operation listing none (the public home call, todos) must be one that can refuse nothing.
      const expected = refusalsOf(entry);
      if ([...listed].sort().join() !== [...expected].sort().join()) problems.push(`${label}: lists [${listed.join(', ')}], can answer [${expected.join(', ')}]`);
      for (const [status, response] of refusals) {
        if (!response['x-codes']?.length) problems.push(`${label}: ${status} names no code`);
        if (response.content?.['application/json']?.schema?.$ref !== '#/components/schemas/Error') problems.push(`${label}: ${status} has no Error schema`);
        for (const code of response['x-codes'] ?? []) {
          const known = refusalCatalogue[code as keyof typeof refusalCatalogue];
          if (String(known?.status) !== status) problems.push(`${label}: ${code} under ${status}, the refusal catalogue says ${known?.status}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('marks planned calls with their issue and a 501 answer', () => {
    // An entry of its own: the catalogue's planned calls are served one issue after another.
    const planned = get('future', 'get_future_thing', 'admin', 'A call a later issue brings', { planned: { issue: 99, capability: 'the future' } });
    const future = buildOpenApiDocument([planned], { title: 'Nakshatra API', version: '1' }).paths['/api/get_future_thing']!.get as Record<string, any>;
    expect(future['x-planned']).toMatchObject({ issue: 99 });
    expect(future.responses['501']).toBeDefined();
  });
});

describe('catalogue report', () => {
  it('counts served and planned calls per family and in total', () => {
    const report = formatCatalogueReport(catalogueEntries);
    expect(report).toMatch(/^testimonial\s+5\s+0\s+\d+$/m);
    expect(report).toMatch(/^wallet\s+3\s+0\s+\d+$/m);
    expect(report).toMatch(/^astrologer\s+12\s+0\s+\d+$/m);
    const served = catalogueEntries.filter((entry) => !entry.planned).length;
    expect(report).toMatch(new RegExp(`^total\\s+${served}\\s+${catalogueEntries.length - served}\\s+\\d+$`, 'm'));
    expect(report).toMatch(/^login\s+12\s+0\s+12$/m);
    expect(report).toMatch(/served entries have response schemas\.$/m);
  });
});
