import { describe, expect, it } from 'vitest';
import { catalogueEntries } from './catalogue.js';
import { formatCatalogueReport } from './catalogue-report.js';
import { buildOpenApiDocument } from './openapi.js';

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

  it('marks planned calls with their issue and a 501 answer', () => {
    const tickets = document.paths['/api/get_support_ticket']!.get as Record<string, any>;
    expect(tickets['x-planned']).toMatchObject({ issue: 18 });
    expect(tickets.responses['501']).toBeDefined();
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
    expect(report).toMatch(/^login\s+9\s+0\s+9$/m);
    expect(report).toMatch(/served entries have response schemas\.$/m);
  });
});
