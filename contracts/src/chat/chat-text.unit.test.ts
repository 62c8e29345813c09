import { describe, expect, it } from 'vitest';
import { sanitizeChatText } from './chat-text.js';

describe('chat text as plain text', () => {
  it('removes tags, control characters and direction overrides, and trims', () => {
    expect(sanitizeChatText('  <b>Will I get the job?</b>\u202e ')).toBe('Will I get the job?');
    expect(sanitizeChatText('a < b and c > d')).toBe('a < b and c > d');
    expect(sanitizeChatText('<a href="x">link</a>\u0007\nnext')).toBe('link\nnext');
  });

  it('keeps an unclosed tag-like start and the text after it', () => {
    expect(sanitizeChatText('<a<b>text')).toBe('<atext');
  });

  // The old pattern rescanned the rest of the input from every `<` and took minutes on a 1 MB body;
  // this one is linear, so a body of the request size limit is cleaned at once (a quadratic one
  // would outlast the unit tests' bound by far).
  it('cleans a body the size of the request limit made of tag starts that never close', () => {
    const hostile = '<a'.repeat(500_000);
    expect(sanitizeChatText(hostile)).toBe(hostile);
  });
});
