import { describe, expect, it } from 'vitest';
import { validateLoveNames } from './love-names';

describe('the love calculator names', () => {
  it('takes two names with letters, in any script', () => {
    expect(validateLoveNames({ name1: 'Raj', name2: 'सिमरन' })).toEqual({});
  });

  it('needs both, each with a letter, of up to 50 characters', () => {
    expect(validateLoveNames({ name1: '  ', name2: '' })).toEqual({ name1: 'required', name2: 'required' });
    expect(validateLoveNames({ name1: '123', name2: 'a'.repeat(51) })).toEqual({ name1: 'noLetters', name2: 'tooLong' });
  });
});
