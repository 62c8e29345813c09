import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { routeCatalogue } from '@nakshatra/contracts';
import { createLogger } from '@nakshatra/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trustedProxiesOf } from './client-address.js';
import { startGateway, type RunningGateway } from './gateway.js';

/** What a service is told of the caller, through a real gateway in front of a stand-in command service. */
describe('the caller’s address the gateway forwards', () => {
  let dir: string;
  let upstream: Server;
  const seen: IncomingHttpHeaders[] = [];
  const gateways: RunningGateway[] = [];

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'nk-client-address-'));
    upstream = createServer((req, res) => {
      seen.push(req.headers);
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"status":200,"data":{}}');
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    await Promise.all(gateways.map((gateway) => gateway.stop()));
    await new Promise<void>((resolve) => upstream.close(() => resolve()));
    rmSync(dir, { recursive: true, force: true });
  });

  async function gatewayTrusting(spec: string | undefined): Promise<string> {
    const url = new URL(`http://127.0.0.1:${(upstream.address() as AddressInfo).port}`);
    const gateway = await startGateway({
      catalogue: routeCatalogue,
      commandServiceUrls: [url],
      queryServiceUrls: [url],
      frontendDir: dir,
      uploadsDir: dir,
      logger: createLogger('test', 'silent'),
      port: 0,
      host: '127.0.0.1',
      trustedProxies: trustedProxiesOf(spec),
    });
    gateways.push(gateway);
    return `http://127.0.0.1:${gateway.port}`;
  }

  const sendOtpVia = async (origin: string, forwardedFor: string) => {
    await fetch(`${origin}/api/send_otp`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor }, body: '{"numbers":"9876543210","route":"otp"}' });
    return seen.at(-1)?.['x-forwarded-for'];
  };

  it('tells the connection’s address, whatever the caller claims, when no proxy is trusted', async () => {
    expect(await sendOtpVia(await gatewayTrusting(undefined), '198.51.100.1')).toBe('127.0.0.1');
  });

  it('tells the address the trusted proxy saw, not what the client wrote before it', async () => {
    // This test's connections come from 127.0.0.1, as a TLS terminator's would from its own address.
    expect(await sendOtpVia(await gatewayTrusting('127.0.0.1'), '198.51.100.1, 203.0.113.7')).toBe('203.0.113.7');
  });
});
