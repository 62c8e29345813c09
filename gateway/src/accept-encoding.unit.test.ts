import { describe, expect, it } from 'vitest';
import { acceptableVariants } from './accept-encoding.js';

const order = (header: string | undefined) => acceptableVariants(header).map((variant) => variant.encoding);

describe('acceptableVariants', () => {
  it('prefers brotli when the client weighs both alike, whatever order it lists them in', () => {
    expect(order('gzip, deflate, br, zstd')).toEqual(['br', 'gzip']);
    expect(order('br;q=1.0, gzip;q=1.0')).toEqual(['br', 'gzip']);
  });
  it('follows the client’s weights, and drops what it refuses or does not name', () => {
    expect(order('br;q=0.2, gzip;q=0.8')).toEqual(['gzip', 'br']);
    expect(order('br;q=0, gzip')).toEqual(['gzip']);
    expect(order('gzip')).toEqual(['gzip']);
    expect(order('deflate')).toEqual([]);
  });
  it('reads `*` for the encodings not named, and nothing from no header or identity alone', () => {
    expect(order('*')).toEqual(['br', 'gzip']);
    expect(order('gzip;q=0, *;q=0.5')).toEqual(['br']);
    expect(order(undefined)).toEqual([]);
    expect(order('identity')).toEqual([]);
    expect(order('BR ; Q=0.9 , GZIP')).toEqual(['gzip', 'br']);
  });
});
