import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { routeCatalogue } from '@nakshatra/contracts';
import { createLogger } from '@nakshatra/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type RunningGateway } from './gateway.js';

/** The built SPA as the gateway serves it: precompressed copies by Accept-Encoding, caching by kind (docs/web-delivery.md). */
describe('static assets', () => {
  const script = `export const greeting = ${JSON.stringify('namaste '.repeat(200))};\n`;
  const html = `<!doctype html><html><head><title>Nakshatra</title><script type="module" src="/assets/app-1a2b3c.js"></script></head><body><div id="root"></div>${' '.repeat(600)}</body></html>`;
  let frontendDir: string;
  let gateway: RunningGateway;
  let origin: string;

  beforeAll(async () => {
    frontendDir = mkdtempSync(path.join(tmpdir(), 'nk-static-'));
    mkdirSync(path.join(frontendDir, 'assets'));
    // What frontend/build-tools/precompress.ts writes: each text file with its brotli and gzip copies; a small file alone.
    const withCopies = (file: string, text: string) => {
      writeFileSync(path.join(frontendDir, file), text);
      writeFileSync(path.join(frontendDir, `${file}.br`), brotliCompressSync(text));
      writeFileSync(path.join(frontendDir, `${file}.gz`), gzipSync(text));
    };
    withCopies('index.html', html);
    withCopies('assets/app-1a2b3c.js', script);
    writeFileSync(path.join(frontendDir, 'assets', 'tiny-9f8e7d.js'), 'export {};\n');
    writeFileSync(path.join(frontendDir, 'service-worker.js'), 'self.addEventListener("push", () => {});\n');
    gateway = await startGateway({
      catalogue: routeCatalogue,
      // No call reaches a service in these tests.
      commandServiceUrls: [new URL('http://127.0.0.1:9')],
      queryServiceUrls: [new URL('http://127.0.0.1:9')],
      frontendDir,
      uploadsDir: frontendDir,
      logger: createLogger('test', 'silent'),
      port: 0,
      host: '127.0.0.1',
    });
    origin = `http://127.0.0.1:${gateway.port}`;
  });
  afterAll(async () => {
    await gateway?.stop();
    rmSync(frontendDir, { recursive: true, force: true });
  });

  // fetch() would decode the body and hide the encoding; this reads the bytes as they came.
  const get = async (path: string, headers: Record<string, string> = {}) => {
    const { request } = await import('node:http');
    return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
      request(origin + path, { headers }, (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => resolve({ status: answer.statusCode ?? 0, headers: answer.headers, body: Buffer.concat(chunks) }));
      })
        .on('error', reject)
        .end();
    });
  };

  it('sends the brotli copy when brotli is accepted, even listed after gzip, with Vary and the script type', async () => {
    const answer = await get('/assets/app-1a2b3c.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['vary']).toMatch(/Accept-Encoding/i);
    expect(answer.headers['content-type']).toMatch(/^text\/javascript/);
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(answer.body).toString()).toBe(script);
    // A script is ruled by its document's policy: the document-only headers stay off; nosniff stays on.
    expect(answer.headers['content-security-policy']).toBeUndefined();
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
  });

  it('sends the gzip copy to a client without brotli, or one that weighs gzip higher', async () => {
    for (const accepted of ['gzip', 'br;q=0.5, gzip', 'br;q=0, *']) {
      const answer = await get('/assets/app-1a2b3c.js', { 'accept-encoding': accepted });
      expect(answer.headers['content-encoding'], accepted).toBe('gzip');
      expect(gunzipSync(answer.body).toString()).toBe(script);
    }
  });

  it('sends the plain file to a client that accepts no compression, and when the build wrote no copy', async () => {
    for (const accepted of [undefined, 'identity', 'br;q=0, gzip;q=0']) {
      const answer = await get('/assets/app-1a2b3c.js', accepted ? { 'accept-encoding': accepted } : {});
      expect(answer.headers['content-encoding'], accepted).toBeUndefined();
      expect(answer.headers['vary']).toMatch(/Accept-Encoding/i);
      expect(answer.body.toString()).toBe(script);
    }
    const small = await get('/assets/tiny-9f8e7d.js', { 'accept-encoding': 'br, gzip' });
    expect(small.status).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.headers['content-type']).toMatch(/^text\/javascript/);
    expect(small.body.toString()).toBe('export {};\n');
  });

  it('answers a missing asset 404, never the HTML', async () => {
    const answer = await get('/assets/gone-000000.js', { 'accept-encoding': 'br' });
    expect(answer.status).toBe(404);
    expect(answer.headers['content-type']).toMatch(/^text\/plain/);
    expect((await get('/assets/..%2findex.html')).status).toBe(404);
  });

  it('serves the HTML for every page path, compressed, revalidated on each use: a 304 for a current copy', async () => {
    const first = await get('/blogs/some-post', { 'accept-encoding': 'br' });
    expect(first.status).toBe(200);
    expect(first.headers['content-type']).toMatch(/^text\/html/);
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.headers['content-security-policy']).toMatch(/default-src 'self'/);
    expect(brotliDecompressSync(first.body).toString()).toBe(html);
    const etag = first.headers['etag'] as string;
    expect(etag).toBeTruthy();

    const again = await get('/', { 'accept-encoding': 'br', 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    // Another encoding is another representation: its validator differs, so it is not taken for the brotli copy.
    const plain = await get('/', { 'if-none-match': etag });
    expect(plain.status).toBe(200);
    expect(plain.body.toString()).toBe(html);
  });

  it('keeps other files of the build for an hour, and robots.txt is not the HTML', async () => {
    const worker = await get('/service-worker.js');
    expect(worker.status).toBe(200);
    expect(worker.headers['cache-control']).toBe('public, max-age=3600');
    expect(worker.headers['content-type']).toMatch(/^text\/javascript/);
    const robots = await get('/robots.txt');
    expect(robots.headers['content-type']).toMatch(/^text\/plain/);
    expect(robots.body.toString()).toMatch(/^User-agent: \*/);
  });
});
