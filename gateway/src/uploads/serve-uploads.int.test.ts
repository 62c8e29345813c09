import { rmSync, unlinkSync } from 'node:fs';
import { request } from 'node:http';
import path from 'node:path';
import { routeCatalogue } from '@nakshatra/contracts';
import type { Logger } from '@nakshatra/platform';
import { createLogger } from '@nakshatra/platform';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startGateway, type RunningGateway } from '../gateway.js';
import { sampleImages, uploadsFolderWith, type SampleImages } from '../testing/sample-images.js';
import { ImageVariants, VARIANTS_FOLDER } from './image-variants.js';

/** What Chromium sends for an <img>, Safari 14–15, and a browser that takes neither format. */
const CHROMIUM = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
const WEBP_ONLY = 'image/webp,image/png,image/svg+xml,image/*;q=0.8,video/*;q=0.8,*/*;q=0.5';
const NEITHER = 'image/png,image/svg+xml,image/*;q=0.8,*/*;q=0.5';
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** `/uploads/<hash>.<ext>` through the gateway, negotiated on Accept (docs/web-delivery.md, "Images"). */
describe('uploads in modern formats', () => {
  let images: SampleImages;
  let uploadsDir: string;
  let variants: ImageVariants;
  let gateway: RunningGateway;
  const warn = vi.fn();
  const names = { png: '1a'.repeat(16) + '.png', jpeg: '2b'.repeat(16) + '.jpg', tiny: '3c'.repeat(16) + '.png', broken: '4d'.repeat(16) + '.png', gone: '5e'.repeat(16) + '.jpg' };

  beforeAll(async () => {
    images = await sampleImages();
    uploadsDir = uploadsFolderWith(images, { [names.png]: 'png', [names.jpeg]: 'jpeg', [names.tiny]: 'tinyPng', [names.broken]: 'brokenPng', [names.gone]: 'jpeg' });
    const silent = createLogger('test', 'silent');
    const logger = Object.assign(Object.create(silent) as Logger, { warn });
    variants = new ImageVariants({ uploadsDir, logger });
    gateway = await startGateway({
      catalogue: routeCatalogue,
      commandServiceUrls: [new URL('http://127.0.0.1:9')],
      queryServiceUrls: [new URL('http://127.0.0.1:9')],
      frontendDir: uploadsDir,
      uploadsDir,
      imageVariants: variants,
      logger: silent,
      port: 0,
      host: '127.0.0.1',
    });
  });
  afterAll(async () => {
    await gateway?.stop();
    rmSync(uploadsDir, { recursive: true, force: true });
  });

  const get = (file: string, accept?: string, method = 'GET') =>
    new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
      request(`http://127.0.0.1:${gateway.port}/uploads/${file}`, { method, headers: accept === undefined ? {} : { accept } }, (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => resolve({ status: answer.statusCode ?? 0, headers: answer.headers, body: Buffer.concat(chunks) }));
      })
        .on('error', reject)
        .end();
    });
  /** The first request of a browser that takes a variant starts its conversion; this waits for it to end. */
  const converted = async (file: string) => {
    await get(file, CHROMIUM);
    await variants.settled();
  };

  it('sends the original, immutable, to a browser that takes neither format, without converting anything', async () => {
    for (const accept of [NEITHER, '*/*', undefined]) {
      const answer = await get(names.png, accept);
      expect(answer.status).toBe(200);
      expect(answer.headers['content-type']).toBe('image/png');
      expect(answer.headers['vary']).toMatch(/\bAccept\b/);
      expect(answer.headers['cache-control']).toBe(IMMUTABLE);
      expect(answer.body.equals(images.png)).toBe(true);
    }
    expect(variants.variantsOf(names.png)).toEqual({ ready: false }); // nothing was queued before this call
    await variants.settled();
  });

  it('sends the original for a minute while the variants are made, then the AVIF to Chromium and the WebP to Safari', async () => {
    const first = await get(names.jpeg, CHROMIUM);
    expect(first.headers['content-type']).toBe('image/jpeg');
    expect(first.headers['cache-control']).toBe('public, max-age=60');
    expect(first.headers['vary']).toMatch(/\bAccept\b/);
    expect(first.body.equals(images.jpeg)).toBe(true);
    await variants.settled();

    const avif = await get(names.jpeg, CHROMIUM);
    expect(avif.status).toBe(200);
    expect(avif.headers['content-type']).toBe('image/avif');
    expect(avif.headers['cache-control']).toBe(IMMUTABLE);
    expect(avif.headers['vary']).toMatch(/\bAccept\b/);
    expect(Number(avif.headers['content-length'])).toBe(avif.body.length);
    expect(avif.body.length).toBeLessThan(images.jpeg.length);
    expect((await sharp(avif.body).metadata()).format).toBe('heif');

    const webp = await get(names.jpeg, WEBP_ONLY);
    expect(webp.headers['content-type']).toBe('image/webp');
    expect(webp.body.length).toBeLessThan(images.jpeg.length);
    expect((await sharp(webp.body).metadata()).format).toBe('webp');
    // Each file has its own validator, so a revalidation never takes one format for another.
    expect(webp.headers['etag']).not.toBe(avif.headers['etag']);

    // Still the original for a browser that takes neither, now that variants exist.
    const plain = await get(names.jpeg, NEITHER);
    expect(plain.headers['content-type']).toBe('image/jpeg');
    expect(plain.body.equals(images.jpeg)).toBe(true);
  });

  it("follows the browser's weights", async () => {
    await converted(names.png);
    expect((await get(names.png, 'image/avif;q=0.5,image/webp')).headers['content-type']).toBe('image/webp');
    expect((await get(names.png, 'image/avif,image/webp;q=0')).headers['content-type']).toBe('image/avif');
    expect((await get(names.png, 'image/avif;q=0,image/webp;q=0,*/*')).headers['content-type']).toBe('image/png');
  });

  it('never sends a variant larger than the original: the original then, immutable', async () => {
    await converted(names.tiny);
    const avifOnly = await get(names.tiny, 'image/avif,*/*;q=0.8');
    expect(avifOnly.headers['content-type']).toBe('image/png');
    expect(avifOnly.headers['cache-control']).toBe(IMMUTABLE);
    expect(avifOnly.body.equals(images.tinyPng)).toBe(true);
    // Chromium takes WebP too, which is smaller here.
    const chromium = await get(names.tiny, CHROMIUM);
    expect(chromium.headers['content-type']).toBe('image/webp');
    expect(chromium.body.length).toBeLessThan(images.tinyPng.length);
  });

  it('serves the original of an image that cannot be converted, and logs why', async () => {
    await converted(names.broken);
    const answer = await get(names.broken, CHROMIUM);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('image/png');
    expect(answer.headers['cache-control']).toBe(IMMUTABLE);
    expect(answer.body.equals(images.brokenPng)).toBe(true);
    expect(warn).toHaveBeenCalledWith(expect.objectContaining({ upload: names.broken }), expect.stringMatching(/original is served/));
  });

  it("falls back to the original when a variant's file is gone, and makes it again", async () => {
    await converted(names.gone);
    expect((await get(names.gone, CHROMIUM)).headers['content-type']).toBe('image/avif');
    unlinkSync(path.join(uploadsDir, VARIANTS_FOLDER, `${names.gone}.avif`));
    const fallback = await get(names.gone, CHROMIUM);
    expect(fallback.status).toBe(200);
    expect(fallback.headers['content-type']).toBe('image/jpeg');
    expect(fallback.headers['cache-control']).toBe('public, max-age=60');
    await converted(names.gone);
    expect((await get(names.gone, CHROMIUM)).headers['content-type']).toBe('image/avif');
  });

  it('answers HEAD like GET, and 404 for missing uploads and for the variants folder itself', async () => {
    const head = await get(names.png, CHROMIUM, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['content-type']).toBe('image/avif');
    expect(head.body.length).toBe(0);
    expect((await get('9f'.repeat(16) + '.png', CHROMIUM)).status).toBe(404);
    expect((await get(`${VARIANTS_FOLDER}/${names.png}.avif`, CHROMIUM)).status).toBe(404);
    expect((await get(`%2E${VARIANTS_FOLDER.slice(1)}%2F${names.png}.avif`, CHROMIUM)).status).toBe(404);
  });
});
