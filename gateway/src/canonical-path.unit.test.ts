import { describe, expect, it } from 'vitest';
import { isCanonicalPath } from './canonical-path.js';

/** What URL parsing says, for every path: the definition the fast path must agree with. */
const parsedCanonical = (path: string): boolean => {
  if (path.includes('\\') || !URL.canParse(path, 'http://gateway')) return false;
  return new URL(path, 'http://gateway').pathname === path;
};

describe('canonical paths', () => {
  it.each(['/', '/api/get_blog', '/api/get_single_blog/how-to-read-a-kundli', '/api/get_blog/', '/uploads/ab12.webp', '/a/b.c/~d_e-f'])('%s is canonical', (path) => {
    expect(isCanonicalPath(path)).toBe(true);
  });

  it.each(['/api/../admin', '/api/./get_blog', '/api/%2e%2e/admin', '/api\\get_blog', '//evil.example/api', '/api/get blog', '/api/.', '/api/..', '//%zz/api', ''])('%j is not', (path) => {
    expect(isCanonicalPath(path)).toBe(false);
  });

  it('agrees with URL parsing on every path of up to four characters that matter', () => {
    const alphabet = ['/', '.', '%', '2', 'e', '\\', 'a', '~', '-', '_', ' ', '?', '#', 'é'];
    let tails = [''];
    for (let length = 0; length <= 4; length += 1) {
      for (const tail of tails) expect(isCanonicalPath(`/${tail}`), `/${tail}`).toBe(parsedCanonical(`/${tail}`));
      tails = tails.flatMap((tail) => alphabet.map((character) => tail + character));
    }
  });
});
