import { sanitizeRichText } from '@nakshatra/contracts';
import { describe, expect, it } from 'vitest';
import { withLazyImages } from './lazy-images';

describe('withLazyImages', () => {
  it('lets every image of a sanitized body load lazily and decode asynchronously, and leaves the rest alone', () => {
    const clean = sanitizeRichText('<p>Light a lamp</p><img src="/uploads/a.png" alt="A diya"><p><IMG SRC="/uploads/b.png" onerror="x()"></p>');
    expect(withLazyImages(clean)).toBe('<p>Light a lamp</p><img loading="lazy" decoding="async" src="/uploads/a.png" alt="A diya"><p><img loading="lazy" decoding="async" src="/uploads/b.png"></p>');
  });
});
