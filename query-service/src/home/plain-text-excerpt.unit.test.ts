import { describe, expect, it } from 'vitest';
import { plainTextExcerpt } from './plain-text-excerpt.js';

describe('plainTextExcerpt', () => {
  it('drops tags, keeps words of separate blocks apart and decodes entities', () => {
    expect(plainTextExcerpt('<h2>Love</h2><p>Patience&nbsp;pays &amp; <strong>family</strong> time&#39;s good.</p><ul><li>Gold</li><li>7</li></ul>')).toBe(
      "Love Patience pays & family time's good. Gold 7",
    );
  });

  it('leaves short text whole and unknown entities as written', () => {
    expect(plainTextExcerpt('<p>A &unknown; day &#x2014; calm</p>')).toBe('A &unknown; day — calm');
    // References to no character (past U+10FFFF, a surrogate) become U+FFFD rather than throw.
    expect(plainTextExcerpt('<p>Calm &#1114112; &#xD800; day</p>')).toBe('Calm \ufffd \ufffd day');
  });

  it('cuts a long text at a word and marks the cut', () => {
    const excerpt = plainTextExcerpt(`<p>${'steady '.repeat(40)}</p>`, 30);
    expect(excerpt).toBe('steady steady steady steady…');
    expect(excerpt.length).toBeLessThanOrEqual(30);
  });

  it('cuts inside a word only when there is no space to cut at', () => {
    expect(plainTextExcerpt('x'.repeat(50), 10)).toBe(`${'x'.repeat(9)}…`);
  });
});
