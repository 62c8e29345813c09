import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';

/**
 * Real images for the uploads' tests, drawn by sharp: a photo-like PNG (gradients over noise,
 * large as PNGs of photos are), a JPEG whose EXIF says "turn me upright" (orientation 6, stored
 * 320 × 200, shown 200 × 320), a tiny palette PNG that no AVIF can undercut (the container alone
 * is larger), an animated WebP, and bytes that only begin like a PNG.
 */
export async function sampleImages() {
  const width = 320;
  const height = 200;
  const pixels = Buffer.alloc(width * height * 3);
  let seed = 7;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      const at = (y * width + x) * 3;
      pixels[at] = ((x * 255) / width + (seed & 31)) & 255;
      pixels[at + 1] = ((y * 255) / height + ((seed >> 5) & 15)) & 255;
      pixels[at + 2] = (x + y) & 255;
    }
  }
  const raw = { raw: { width, height, channels: 3 as const } };
  const png = await sharp(pixels, raw).png().toBuffer();
  const jpeg = await sharp(pixels, raw).jpeg({ quality: 92 }).withMetadata({ orientation: 6 }).toBuffer();
  const tinyPng = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#cc3333' } }).png({ palette: true }).toBuffer();
  // Two frames of noise, lossless: large, so a still AVIF of its first frame would be much smaller.
  const frame = (offset: number) => Buffer.from(pixels.subarray(offset, offset + 96 * 96 * 3));
  const animatedWebp = await sharp(Buffer.concat([frame(0), frame(50_000)]), { raw: { width: 96, height: 192, channels: 3, pageHeight: 96 } })
    .webp({ lossless: true, loop: 0, delay: [200, 200] })
    .toBuffer();
  const brokenPng = Buffer.concat([png.subarray(0, 33), Buffer.alloc(4000, 0x5a)]);
  return { png, jpeg, tinyPng, animatedWebp, brokenPng };
}

export type SampleImages = Awaited<ReturnType<typeof sampleImages>>;

/** A new temporary uploads folder holding, under each file name, the sample it names. */
export function uploadsFolderWith(images: SampleImages, files: Readonly<Record<string, keyof SampleImages>>): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'nk-uploads-'));
  for (const [name, sample] of Object.entries(files)) writeFileSync(path.join(folder, name), images[sample]);
  return folder;
}
