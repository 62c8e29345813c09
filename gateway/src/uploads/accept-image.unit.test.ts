import { describe, expect, it } from 'vitest';
import { acceptedImageFormats } from './accept-image.js';

describe('acceptedImageFormats', () => {
  it("reads browsers' own image Accept headers", () => {
    // Chromium and Firefox ask for images with these.
    expect(acceptedImageFormats('image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8')).toEqual([
      { format: 'avif', q: 1 },
      { format: 'webp', q: 1 },
    ]);
    expect(acceptedImageFormats('image/avif,image/webp,*/*')).toEqual([
      { format: 'avif', q: 1 },
      { format: 'webp', q: 1 },
    ]);
    // Safari 14–15: WebP only.
    expect(acceptedImageFormats('image/webp,image/png,image/svg+xml,image/*;q=0.8,video/*;q=0.8,*/*;q=0.5')).toEqual([{ format: 'webp', q: 1 }]);
  });

  it('counts only formats named outright: wildcards are sent by browsers that cannot decode WebP', () => {
    expect(acceptedImageFormats('image/png,image/svg+xml,image/*;q=0.8,*/*;q=0.5')).toEqual([]);
    expect(acceptedImageFormats('*/*')).toEqual([]);
    expect(acceptedImageFormats(undefined)).toEqual([]);
    expect(acceptedImageFormats('')).toEqual([]);
  });

  it('orders by weight, AVIF first on a tie, and takes q=0 (or a weight that is no number) as a refusal', () => {
    expect(acceptedImageFormats('image/avif;q=0.5, image/webp')).toEqual([
      { format: 'webp', q: 1 },
      { format: 'avif', q: 0.5 },
    ]);
    expect(acceptedImageFormats('image/webp;q=0.9, image/avif;q=0.9')).toEqual([
      { format: 'avif', q: 0.9 },
      { format: 'webp', q: 0.9 },
    ]);
    expect(acceptedImageFormats('image/avif;q=0, image/webp')).toEqual([{ format: 'webp', q: 1 }]);
    expect(acceptedImageFormats('image/avif;q=high, IMAGE/WEBP ; Q=0.7')).toEqual([{ format: 'webp', q: 0.7 }]);
  });
});
