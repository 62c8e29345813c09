import { randomUUID } from 'node:crypto';
import { pathParams, type RouteEntry } from '@nakshatra/contracts';
import fc from 'fast-check';
import { deepArrayText } from './nasty-values.js';
import type { ProbeRequest } from './write-prober.js';

/**
 * Requests that are wrong before any field is read: the wrong media type, a body that is not what
 * its type says, a path parameter no id looks like. Every write route gets them, bodyless,
 * multipart and raw ones too (issue #19, "Fuzz").
 */

/** A body as sent: its bytes, and its Content-Type (none when undefined). */
export interface EdgeBody {
  readonly name: string;
  readonly body?: string | Uint8Array;
  readonly contentType?: string;
}

const JSON_TYPE = 'application/json';

/** The route's own (valid) body as the types a page of another site can send without asking, and as none; then no body at all. */
export const CROSS_SITE_TYPES = ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x'] as const;
const wrongMediaTypes = (validBody: string): { mustSend: EdgeBody[]; rest: EdgeBody[] } => ({
  mustSend: [
    ...CROSS_SITE_TYPES.map((contentType) => ({ name: `its body as ${contentType}`, body: validBody, contentType })),
    { name: 'its body with no Content-Type', body: validBody },
    { name: 'no body and no Content-Type' },
  ],
  rest: [
    ...['text/plain;charset=UTF-8', 'application/xml', 'application/json-patch+json', 'APPLICATION/JSON; charset=utf-16'].map((contentType) => ({ name: `its body as ${contentType}`, body: validBody, contentType })),
    { name: 'an empty JSON body', body: '', contentType: JSON_TYPE },
  ],
});

/** Bodies that say they are JSON and are not, or are JSON no call takes. */
export const GARBAGE_BODIES: readonly EdgeBody[] = [
  { name: 'unclosed JSON', body: '{"unclosed":', contentType: JSON_TYPE },
  { name: 'control bytes', body: '\u0000\u0001\u0002', contentType: JSON_TYPE },
  { name: 'invalid UTF-8', body: new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]), contentType: JSON_TYPE },
  { name: 'JSON null', body: 'null', contentType: JSON_TYPE },
  { name: 'a JSON array', body: '[1,2,3]', contentType: JSON_TYPE },
  { name: 'a JSON string', body: '"text"', contentType: JSON_TYPE },
  { name: 'an infinite number', body: '1e999', contentType: JSON_TYPE },
  { name: 'duplicate keys', body: '{"a":1,"a":{"b":2}}', contentType: JSON_TYPE },
  { name: 'a __proto__ key', body: '{"__proto__":{"isAdmin":true,"role":"admin"}}', contentType: JSON_TYPE },
  { name: 'arrays nested 5,000 deep', body: deepArrayText(5_000), contentType: JSON_TYPE },
  { name: 'a byte-order mark before JSON', body: '\ufeff{}', contentType: JSON_TYPE },
  { name: 'over a megabyte', body: JSON.stringify({ x: 'y'.repeat(1_100_000) }), contentType: JSON_TYPE },
  { name: 'a form', body: 'a=1&b=%00&__proto__[isAdmin]=true', contentType: 'application/x-www-form-urlencoded' },
];

const part = (headers: string, content: string) => `--x\r\n${headers}\r\n\r\n${content}\r\n`;
const FILE = 'Content-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png';
const MULTIPART = 'multipart/form-data; boundary=x';

/** Multipart bodies that are broken, or carry what no upload takes. */
export const MULTIPART_BODIES: readonly EdgeBody[] = [
  { name: 'a file that is not an image', body: `${part(FILE, 'not an image at all')}--x--\r\n`, contentType: MULTIPART },
  { name: 'an SVG with a script', body: `${part(FILE, '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')}--x--\r\n`, contentType: MULTIPART },
  { name: 'two files', body: `${part(FILE, '\x89PNG\r\n\x1a\n')}${part(FILE, '\x89PNG\r\n\x1a\n')}--x--\r\n`, contentType: MULTIPART },
  { name: 'no closing boundary', body: part(FILE, '\x89PNG\r\n\x1a\n'), contentType: MULTIPART },
  { name: 'no parts', body: '--x--\r\n', contentType: MULTIPART },
  { name: 'a field and no file', body: `${part('Content-Disposition: form-data; name="note"', 'hello')}--x--\r\n`, contentType: MULTIPART },
  { name: 'another boundary than declared', body: `${part(FILE, 'x')}--x--\r\n`, contentType: 'multipart/form-data; boundary=y' },
  { name: 'no boundary', body: `${part(FILE, 'x')}--x--\r\n`, contentType: 'multipart/form-data' },
  { name: 'a NUL in the file name', body: `${part('Content-Disposition: form-data; name="file"; filename="a\u0000.png"\r\nContent-Type: image/png', '\x89PNG')}--x--\r\n`, contentType: MULTIPART },
];

/** Path parameter values no id looks like: huge, NUL, broken percent-encoding, a climb out of the route. */
export const NASTY_PARAMS: readonly string[] = [
  'x'.repeat(5_000),
  'x'.repeat(20_000),
  '%ZZ',
  '%00',
  '%E0%A4%A',
  '..%2F..%2Fcreate_kundli',
  '%2F',
  '%20',
  '-1',
  '1e999',
  encodeURIComponent('नमस्ते\u202e'),
  randomUUID().toUpperCase(),
  `${randomUUID()}'--`,
];

/** Where a request goes and as whom: the route's path with its parameters filled in, and the caller's cookie. */
export interface EdgeTarget {
  readonly entry: RouteEntry;
  readonly cookie: string;
  readonly path: (fill?: (name: string) => string | undefined) => string;
}

const asRequest = (target: EdgeTarget, body: EdgeBody, path = target.path()): ProbeRequest => ({
  label: body.name,
  method: target.entry.method,
  path,
  cookie: target.cookie,
  headers: body.contentType === undefined ? {} : { 'content-type': body.contentType },
  ...(body.body === undefined ? {} : { body: body.body }),
});

/**
 * Every edge request of a route: the ones it always gets (the types a page of another site can
 * send, no type, no body, unclosed JSON, each parameter 5,000 and 20,000 characters long, NUL and
 * half-encoded, and every broken multipart body for an upload), and the rest to draw from.
 */
export function edgeRequests(target: EdgeTarget, validBody: string): { mustSend: ProbeRequest[]; rest: ProbeRequest[] } {
  const media = wrongMediaTypes(validBody);
  const [unclosed, ...garbage] = GARBAGE_BODIES;
  const multipart = target.entry.bodyFormat === 'multipart' ? MULTIPART_BODIES : [];
  const [alwaysParams, otherParams] = [NASTY_PARAMS.slice(0, 4), NASTY_PARAMS.slice(4)];
  const withParam = (values: readonly string[]) =>
    pathParams(target.entry.path).flatMap((name) =>
      values.map((value) => {
        const label = `{${name}} = ${value.length > 40 ? `${value.slice(0, 20)}… (${value.length} characters)` : value}`;
        return asRequest(target, { name: label, body: validBody, contentType: JSON_TYPE }, target.path((param) => (param === name ? value : undefined)));
      }),
    );
  return {
    mustSend: [...media.mustSend, unclosed!, ...multipart].map((body) => asRequest(target, body)).concat(withParam(alwaysParams)),
    rest: [...media.rest, ...garbage].map((body) => asRequest(target, body)).concat(withParam(otherParams)),
  };
}

/** A few more of a route's edge requests, drawn by fast-check. */
export const someOf = (requests: readonly ProbeRequest[]): fc.Arbitrary<ProbeRequest> => fc.constantFrom(...requests);
