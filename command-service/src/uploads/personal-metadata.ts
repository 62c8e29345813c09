import sharp, { type Metadata } from 'sharp';
import type { ImageType } from './image-type.js';

/** Largest image decoded at upload (about 8K by 6K), as the gateway's variants: a decompression bomb stops here. */
const MAX_INPUT_PIXELS = 50_000_000;

/**
 * An upload as it is kept: without what its camera wrote about the person (EXIF with the place a
 * photo was taken, the device and its serial number; XMP; IPTC). Astrologers' photos are public
 * and every upload is served at its URL, to any browser that takes no AVIF or WebP as it was sent
 * (the gateway's variants carry no metadata, but the original is served too). An image that
 * carries such data is re-encoded in its own format, upright by its EXIF orientation (which goes
 * with the rest) and with its colour profile kept; one that carries none is kept byte for byte.
 * Undefined when the bytes do not decode as the image their first bytes say.
 */
export async function withoutPersonalMetadata(bytes: Buffer, type: ImageType): Promise<Buffer | undefined> {
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  } catch {
    return undefined;
  }
  if (!metadata.exif && !metadata.xmp && !metadata.iptc && !(metadata.comments && metadata.comments.length > 0)) return bytes;
  const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', autoOrient: true }).keepIccProfile();
  try {
    switch (type.extension) {
      case 'jpg':
        return await image.jpeg({ quality: 90, mozjpeg: true }).toBuffer();
      case 'png':
        return await image.png({ compressionLevel: 9 }).toBuffer();
      case 'webp':
        return await image.webp({ quality: 90 }).toBuffer();
    }
  } catch {
    return undefined;
  }
}
