import { describe, expect, it } from 'vitest';
import { normaliseName } from './normalise-name.js';

describe('normaliseName', () => {
  it('ignores case, spaces, punctuation and Latin accents', () => {
    expect(normaliseName('  José  María ')).toBe('josemaria');
    expect(normaliseName('JOSE-MARIA')).toBe('josemaria');
    expect(normaliseName('Zoë')).toBe(normaliseName('zoe'));
    expect(normaliseName('Shah Rukh')).toBe(normaliseName('shahrukh'));
  });

  it('treats composed and decomposed input alike', () => {
    expect(normaliseName('Ren\u00e9e')).toBe(normaliseName('Rene\u0301e'));
  });

  it('keeps Devanagari vowel signs and virama, drops the nukta and joiners', () => {
    expect(normaliseName(' राम ')).toBe('राम');
    expect(normaliseName('राम')).not.toBe(normaliseName('रम'));
    expect(normaliseName('क़मर')).toBe(normaliseName('कमर'));
    expect(normaliseName('\u0915\u093c\u092e\u0930')).toBe(normaliseName('\u0958\u092e\u0930'));
    expect(normaliseName('क्\u200dष')).toBe('क्ष');
  });
});
