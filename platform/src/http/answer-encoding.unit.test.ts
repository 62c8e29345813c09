import { describe, expect, it } from 'vitest';
import { preferredCoding } from './answer-encoding.js';

describe('preferred content coding', () => {
  it('takes brotli when the caller accepts it, else gzip, else none', () => {
    expect(preferredCoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredCoding('gzip, deflate')).toBe('gzip');
    expect(preferredCoding('deflate')).toBeUndefined();
    expect(preferredCoding(undefined)).toBeUndefined();
    expect(preferredCoding('')).toBeUndefined();
    expect(preferredCoding('identity')).toBeUndefined();
  });

  it('honours weights: q=0 refuses a coding, a higher weight wins, `*` stands for any coding not named', () => {
    expect(preferredCoding('br;q=0, gzip')).toBe('gzip');
    expect(preferredCoding('br;q=0.5, gzip;q=0.9')).toBe('gzip');
    expect(preferredCoding('BR; Q=1, GZIP;q=0.5')).toBe('br');
    expect(preferredCoding('*')).toBe('br');
    expect(preferredCoding('*;q=0, gzip')).toBe('gzip');
    expect(preferredCoding('gzip;q=nonsense')).toBeUndefined();
  });
});
