import { readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Logger } from '@nakshatra/platform';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sampleImages, uploadsFolderWith, type SampleImages } from '../testing/sample-images.js';
import { ImageVariants, NO_VARIANT_SUFFIX, VARIANTS_FOLDER, type VariantsOf } from './image-variants.js';

/** Real conversions by sharp (libvips) of real files, as the gateway makes them on first request (docs/web-delivery.md, "Images"). */
describe('ImageVariants', () => {
  let images: SampleImages;
  let uploadsDir: string;
  const names = { png: 'a1'.repeat(16) + '.png', jpeg: 'b2'.repeat(16) + '.jpg', tiny: 'c3'.repeat(16) + '.png', animated: 'd4'.repeat(16) + '.webp', broken: 'e5'.repeat(16) + '.png' };

  const fakeLogger = () => ({ warn: vi.fn(), debug: vi.fn(), info: vi.fn(), error: vi.fn() });
  const madeBy = async (variants: ImageVariants, name: string): Promise<VariantsOf> => {
    expect(variants.variantsOf(name)).toEqual({ ready: false });
    await variants.settled();
    return variants.variantsOf(name);
  };
  const variantsDir = () => path.join(uploadsDir, VARIANTS_FOLDER);

  beforeAll(async () => {
    images = await sampleImages();
    uploadsDir = uploadsFolderWith(images, { [names.png]: 'png', [names.jpeg]: 'jpeg', [names.tiny]: 'tinyPng', [names.animated]: 'animatedWebp', [names.broken]: 'brokenPng' });
  });
  afterAll(() => rmSync(uploadsDir, { recursive: true, force: true }));

  it('makes an AVIF and a WebP of a PNG, each a real image of the same size and smaller than the original', async () => {
    const logger = fakeLogger();
    const known = await madeBy(new ImageVariants({ uploadsDir, logger: logger as unknown as Logger }), names.png);
    expect(known.ready && known.variants.map((variant) => variant.format).sort()).toEqual(['avif', 'webp']);
    for (const variant of known.ready ? known.variants : []) {
      const file = path.join(variantsDir(), variant.file);
      expect(statSync(file).size).toBe(variant.bytes);
      expect(variant.bytes).toBeLessThan(images.png.length);
      const metadata = await sharp(file).metadata();
      expect(metadata.format).toBe(variant.format === 'avif' ? 'heif' : 'webp');
      expect([metadata.width, metadata.height]).toEqual([320, 200]);
    }
    expect(logger.warn).not.toHaveBeenCalled();
  });

  it('makes the variants of a JPEG upright, as browsers show the original by its EXIF orientation', async () => {
    const known = await madeBy(new ImageVariants({ uploadsDir, logger: fakeLogger() as unknown as Logger }), names.jpeg);
    expect(known.ready && known.variants.length).toBe(2);
    for (const variant of known.ready ? known.variants : []) {
      const metadata = await sharp(path.join(variantsDir(), variant.file)).metadata();
      // Stored 320 × 200 with orientation 6: shown 200 × 320. A variant carries no EXIF, so its pixels must be turned.
      expect([metadata.width, metadata.height, metadata.orientation]).toEqual([200, 320, undefined]);
      expect(variant.bytes).toBeLessThan(images.jpeg.length);
    }
  });

  it('keeps the original when a variant would not be smaller, and remembers that on disk', async () => {
    const known = await madeBy(new ImageVariants({ uploadsDir, logger: fakeLogger() as unknown as Logger }), names.tiny);
    const avifOfTiny = await sharp(images.tinyPng).avif({ quality: 50, effort: 2 }).toBuffer();
    expect(avifOfTiny.length).toBeGreaterThan(images.tinyPng.length); // the premise: AVIF's container alone is larger
    expect(known.ready && known.variants.map((variant) => [variant.format, variant.bytes < images.tinyPng.length])).toEqual([['webp', true]]);
    expect(readdirSync(variantsDir())).toContain(`${names.tiny}.avif${NO_VARIANT_SUFFIX}`);
    expect(readdirSync(variantsDir())).not.toContain(`${names.tiny}.avif`);
  });

  it('makes no still variant of an animated image', async () => {
    expect((await sharp(images.animatedWebp).metadata()).pages).toBe(2);
    const known = await madeBy(new ImageVariants({ uploadsDir, logger: fakeLogger() as unknown as Logger }), names.animated);
    expect(known).toEqual({ ready: true, variants: [] });
    expect(readdirSync(variantsDir())).toContain(`${names.animated}.avif${NO_VARIANT_SUFFIX}`);
  });

  it('logs a broken image (its name and the reason, never its bytes) and keeps its original, writing nothing for it', async () => {
    const logger = fakeLogger();
    const known = await madeBy(new ImageVariants({ uploadsDir, logger: logger as unknown as Logger }), names.broken);
    expect(known).toEqual({ ready: true, variants: [] });
    expect(logger.warn).toHaveBeenCalled();
    const [fields, message] = logger.warn.mock.calls[0]!;
    expect(fields).toEqual(expect.objectContaining({ upload: names.broken, reason: expect.any(String) }));
    expect(message).toMatch(/original is served/);
    expect(JSON.stringify(logger.warn.mock.calls)).not.toContain('ZZZZ'); // the broken bytes are 0x5a ('Z')
    // Nothing on disk: a restart tries again.
    expect(readdirSync(variantsDir()).filter((file) => file.startsWith(names.broken))).toEqual([]);
  });

  it('gives up an image over the pixel limit, logged, and serves its original', async () => {
    const logger = fakeLogger();
    const name = 'f6'.repeat(16) + '.png';
    writeFileSync(path.join(uploadsDir, name), images.png);
    const known = await madeBy(new ImageVariants({ uploadsDir, logger: logger as unknown as Logger, maxInputPixels: 320 * 199 }), name);
    expect(known).toEqual({ ready: true, variants: [] });
    expect(logger.warn.mock.calls[0]![0]).toEqual(expect.objectContaining({ upload: name, reason: expect.stringMatching(/pixel limit/i) }));
  });

  it('reads variants made before (a restart, another gateway) from disk instead of converting again', async () => {
    const avif = path.join(variantsDir(), `${names.png}.avif`);
    const before = statSync(avif).mtimeMs;
    const logger = fakeLogger();
    const known = await madeBy(new ImageVariants({ uploadsDir, logger: logger as unknown as Logger }), names.png);
    expect(known.ready && known.variants.map((variant) => variant.format).sort()).toEqual(['avif', 'webp']);
    expect(statSync(avif).mtimeMs).toBe(before);
    expect(logger.debug).not.toHaveBeenCalled(); // "image variant made" is logged for each conversion
  });

  it('answers at once while converting, queues an image once, and leaves no temporary files', async () => {
    const name = 'a7'.repeat(16) + '.jpg';
    writeFileSync(path.join(uploadsDir, name), images.jpeg);
    const logger = fakeLogger();
    const variants = new ImageVariants({ uploadsDir, logger: logger as unknown as Logger });
    for (let i = 0; i < 5; i++) expect(variants.variantsOf(name)).toEqual({ ready: false });
    await variants.settled();
    expect(logger.debug).toHaveBeenCalledTimes(2); // one AVIF, one WebP
    expect(readdirSync(variantsDir()).filter((file) => file.endsWith('.tmp'))).toEqual([]);
  });

  it('serves originals, logged once, when sharp cannot be loaded (an install without its libvips), and the gateway goes on', async () => {
    const logger = fakeLogger();
    const name = 'b8'.repeat(16) + '.png';
    writeFileSync(path.join(uploadsDir, name), images.png);
    const loadSharp = vi.fn(() => Promise.reject(new Error("Could not load the \"sharp\" module using the linux-x64 runtime")));
    const variants = new ImageVariants({ uploadsDir, logger: logger as unknown as Logger, loadSharp });
    expect(await madeBy(variants, name)).toEqual({ ready: true, variants: [] });
    expect(await madeBy(variants, names.tiny)).toEqual({ ready: true, variants: [{ format: 'webp', file: `${names.tiny}.webp`, bytes: expect.any(Number) }] }); // made before: read from disk
    expect(await madeBy(variants, names.broken)).toEqual({ ready: true, variants: [] });
    expect(loadSharp).toHaveBeenCalledTimes(1);
    expect(logger.error).toHaveBeenCalledTimes(1);
    expect(logger.error.mock.calls[0]![1]).toMatch(/originals are served/);
    expect(readdirSync(variantsDir()).filter((file) => file.startsWith(name))).toEqual([]);
  });

  it('knows upload names from other files', () => {
    expect(ImageVariants.isUploadName(names.png)).toBe(true);
    expect(ImageVariants.isUploadName(names.jpeg)).toBe(true);
    for (const name of ['photo.png', `${'a1'.repeat(16)}.gif`, `.${names.png}.123.tmp`, `${names.png}.avif`, VARIANTS_FOLDER]) expect(ImageVariants.isUploadName(name), name).toBe(false);
  });
});
