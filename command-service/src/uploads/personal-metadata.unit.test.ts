import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { sniffImageType } from './image-type.js';
import { withoutPersonalMetadata } from './personal-metadata.js';

/** A 60 × 40 photo as a phone writes it: EXIF with where it was taken and the device, turned by its orientation tag. */
async function phonePhoto(format: 'jpeg' | 'png' | 'webp'): Promise<Buffer> {
  return sharp({ create: { width: 60, height: 40, channels: 3, background: '#c0392b' } })
    .withExif({ IFD0: { Make: 'PhoneMaker', Model: 'Phone 12', Copyright: 'Asha' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '18/1 31/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '73/1 51/1 0/1' } })
    .withMetadata({ orientation: 6 })
    .toFormat(format)
    .toBuffer();
}

describe('uploads without personal metadata', () => {
  it.each(['jpeg', 'png', 'webp'] as const)('drops a %s photo’s EXIF (its place and device), keeping it upright and in its format', async (format) => {
    const sent = await phonePhoto(format);
    expect((await sharp(sent).metadata()).exif).toBeDefined();
    expect(sent.includes('PhoneMaker')).toBe(true);
    const kept = (await withoutPersonalMetadata(sent, sniffImageType(sent)!))!;
    const metadata = await sharp(kept).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(kept.includes('PhoneMaker')).toBe(false);
    expect(sniffImageType(kept)).toEqual(sniffImageType(sent));
    // Orientation 6 is a quarter turn: the kept image is upright, so its sides swap.
    expect([metadata.width, metadata.height]).toEqual([40, 60]);
  });

  it('keeps an image with no such metadata byte for byte', async () => {
    const plain = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } }).png().toBuffer();
    expect((await withoutPersonalMetadata(plain, sniffImageType(plain)!))!.equals(plain)).toBe(true);
  });

  it('answers nothing for bytes that only start like an image', async () => {
    const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.from('not a photo at all')]);
    expect(await withoutPersonalMetadata(fake, sniffImageType(fake)!)).toBeUndefined();
  });
});
