import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { clientAddressOf, trustedProxiesOf } from './client-address.js';

const request = (peer: string, forwardedFor?: string): Pick<IncomingMessage, 'headers' | 'socket'> =>
  ({ socket: { remoteAddress: peer }, headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor } }) as never;

describe('the caller’s address behind trusted proxies (TRUSTED_PROXIES)', () => {
  const proxies = trustedProxiesOf('10.0.0.0/8, 192.0.2.10, 2001:db8::/32');

  it('is the connection’s when no proxy is trusted, whatever X-Forwarded-For the client sends', () => {
    expect(clientAddressOf(request('203.0.113.7', '198.51.100.1'), trustedProxiesOf(undefined))).toBe('203.0.113.7');
    expect(clientAddressOf(request('::ffff:203.0.113.7'), trustedProxiesOf(''))).toBe('203.0.113.7');
  });

  it('is the right-most address the proxies did not add, so a client cannot choose its own', () => {
    expect(clientAddressOf(request('10.1.2.3', '203.0.113.7'), proxies)).toBe('203.0.113.7');
    // The client wrote 198.51.100.1 itself; the load balancer (192.0.2.10) appended what it saw, then the terminator (10.1.2.3).
    expect(clientAddressOf(request('10.1.2.3', '198.51.100.1, 203.0.113.7, 192.0.2.10'), proxies)).toBe('203.0.113.7');
    expect(clientAddressOf(request('2001:db8::1', '2001:db8:1::9, 2400:cb00::7'), proxies)).toBe('2400:cb00::7');
  });

  it('is the proxy’s own when it sends no caller, or one that is not an address; an untrusted peer’s header is ignored', () => {
    expect(clientAddressOf(request('10.1.2.3'), proxies)).toBe('10.1.2.3');
    expect(clientAddressOf(request('10.1.2.3', 'not-an-address'), proxies)).toBe('10.1.2.3');
    expect(clientAddressOf(request('198.51.100.1', '203.0.113.7'), proxies)).toBe('198.51.100.1');
  });

  it('refuses a setting that is not addresses and ranges', () => {
    expect(() => trustedProxiesOf('10.0.0.0/33')).toThrow('TRUSTED_PROXIES');
    expect(() => trustedProxiesOf('proxy.internal')).toThrow('TRUSTED_PROXIES');
  });
});
