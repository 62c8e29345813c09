import { routeCatalogue, type RouteEntry } from '@nakshatra/contracts';
import { describe, expect, it } from 'vitest';
import { edgeRefusal, isCrossSite } from './request-edge.js';

const entry = (name: string): RouteEntry => routeCatalogue.find((candidate) => candidate.name === name)!;
const json = { 'content-type': 'application/json', 'content-length': '2' };

describe('cross-site writes', () => {
  it('takes our own pages and callers that are no page', () => {
    expect(isCrossSite({ host: 'localhost:8080', origin: 'http://localhost:8080', 'sec-fetch-site': 'same-origin' }, undefined)).toBe(false);
    expect(isCrossSite({ host: 'localhost:8080' }, undefined)).toBe(false);
    expect(isCrossSite({ host: 'localhost:8080', 'sec-fetch-site': 'none' }, undefined)).toBe(false);
    // Behind a TLS terminator the Host is still the one the browser addressed.
    expect(isCrossSite({ host: 'nakshatra.app', origin: 'https://nakshatra.app' }, undefined)).toBe(false);
    expect(isCrossSite({ host: 'nakshatra.app:443', origin: 'https://nakshatra.app' }, undefined)).toBe(false);
  });

  it('refuses another origin, another port of this host, null, and a browser saying cross-site or same-site', () => {
    for (const headers of [
      { host: 'localhost:8080', origin: 'http://evil.example' },
      { host: 'localhost:8080', origin: 'http://localhost:3000' },
      { host: 'localhost:8080', origin: 'null' },
      { host: 'localhost:8080', origin: 'file://' },
      { origin: 'http://localhost:8080' },
      { host: 'localhost:8080', 'sec-fetch-site': 'cross-site' },
      { host: 'localhost:8080', 'sec-fetch-site': 'same-site', origin: 'http://localhost:8080' },
    ]) {
      expect(isCrossSite(headers, undefined), JSON.stringify(headers)).toBe(true);
    }
  });

  it('with PUBLIC_ORIGIN, takes that origin only, whatever the Host', () => {
    const own = 'https://nakshatra.app';
    expect(isCrossSite({ host: 'internal:8080', origin: 'https://nakshatra.app' }, own)).toBe(false);
    expect(isCrossSite({ host: 'nakshatra.app', origin: 'http://nakshatra.app' }, own)).toBe(true);
    expect(isCrossSite({ host: 'evil.example', origin: 'https://evil.example' }, own)).toBe(true);
  });
});

describe('what the gateway refuses before forwarding', () => {
  it('refuses in order: cross-site, then the media type, then the announced size', () => {
    const kundli = entry('create_kundli');
    expect(edgeRefusal(kundli, { ...json, host: 'h', origin: 'http://evil.example', 'content-type': 'text/plain' }, undefined)).toEqual({ code: 'request.cross_site' });
    expect(edgeRefusal(kundli, { ...json, host: 'h', 'content-type': 'text/plain', 'content-length': '2000000' }, undefined)).toEqual({ code: 'request.unsupported_media_type' });
    expect(edgeRefusal(kundli, { ...json, host: 'h', 'content-length': '2000000' }, undefined)).toEqual({ code: 'request.too_large', params: { limit: 1_000_000 } });
    expect(edgeRefusal(kundli, { ...json, host: 'h' }, undefined)).toBeUndefined();
  });

  it('takes a write without a body and without a Content-Type (logout), but not a form with an empty body', () => {
    expect(edgeRefusal(entry('logout'), { host: 'h' }, undefined)).toBeUndefined();
    expect(edgeRefusal(entry('logout'), { host: 'h', 'content-length': '0' }, undefined)).toBeUndefined();
    expect(edgeRefusal(entry('logout'), { host: 'h', 'content-type': 'application/x-www-form-urlencoded', 'content-length': '0' }, undefined)).toEqual({ code: 'request.unsupported_media_type' });
    expect(edgeRefusal(entry('delete_kundli'), { host: 'h', 'content-length': '5' }, undefined)).toEqual({ code: 'request.unsupported_media_type' });
    expect(edgeRefusal(entry('create_kundli'), { host: 'h', 'transfer-encoding': 'chunked' }, undefined)).toEqual({ code: 'request.unsupported_media_type' });
  });

  it('leaves multipart uploads and the provider’s webhook to their handlers, with their own limits', () => {
    expect(edgeRefusal(entry('upload_image'), { host: 'h', 'content-type': 'multipart/form-data; boundary=x', 'content-length': '5000000' }, undefined)).toBeUndefined();
    expect(edgeRefusal(entry('upload_image'), { host: 'h', 'content-type': 'multipart/form-data; boundary=x', 'content-length': '6291456' }, undefined)).toMatchObject({ code: 'request.too_large' });
    expect(edgeRefusal(entry('payment_webhook'), { host: 'h', 'content-type': 'application/json', 'content-length': '500', 'x-razorpay-signature': 'ab' }, undefined)).toBeUndefined();
    expect(edgeRefusal(entry('payment_webhook'), { host: 'h', 'content-type': 'text/plain', 'content-length': '500' }, undefined)).toBeUndefined();
  });

  it('does not judge reads by their origin', () => {
    expect(edgeRefusal(entry('get_blog'), { host: 'h', origin: 'http://evil.example', 'sec-fetch-site': 'cross-site' }, undefined)).toBeUndefined();
  });
});
