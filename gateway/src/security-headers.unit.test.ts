import { describe, expect, it } from 'vitest';
import { API_SECURITY_HEADERS, SECURITY_HEADERS, securityHeadersFor, SUBRESOURCE_SECURITY_HEADERS } from './security-headers.js';

const names = (headers: readonly (readonly [string, string])[]) => headers.map(([name]) => name);

describe('securityHeadersFor', () => {
  it("gives API answers OWASP's set for REST answers", () => {
    for (const url of ['/api/get_blog?limit=20', '/api', '/upload/upload-image']) expect(securityHeadersFor(url)).toBe(API_SECURITY_HEADERS);
  });

  it("gives the build's scripts and style sheets all but the document-only policy and framing rule", () => {
    for (const url of ['/assets/index-C5imvjDv.js', '/assets/home.page-x1.css?v=1']) expect(securityHeadersFor(url)).toBe(SUBRESOURCE_SECURITY_HEADERS);
    expect(names(SUBRESOURCE_SECURITY_HEADERS)).toEqual(['X-Content-Type-Options', 'Referrer-Policy']);
  });

  it('gives pages and every other file the whole set, an SVG under /assets included (it could be opened as a document)', () => {
    for (const url of ['/', '/blogs/saturn', '/assets/logo.svg', '/assets/js/not-a-script.svg', '/service-worker.js', '/apiary', undefined]) expect(securityHeadersFor(url)).toBe(SECURITY_HEADERS);
    expect(names(SECURITY_HEADERS)).toEqual(['X-Content-Type-Options', 'Referrer-Policy', 'X-Frame-Options', 'Content-Security-Policy']);
  });
});
