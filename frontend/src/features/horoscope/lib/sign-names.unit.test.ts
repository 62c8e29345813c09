import { ZODIAC_SIGNS } from '@nakshatra/contracts';
import { describe, expect, it } from 'vitest';
import { ZODIAC_SIGN_SLUGS, isZodiacSign } from '../data/zodiac-signs';
import { signDates, signName, signOtherNames } from './sign-names';

describe('zodiac signs', () => {
  it('are the signs of the horoscope content family, in the same order', () => {
    expect([...ZODIAC_SIGN_SLUGS]).toEqual([...ZODIAC_SIGNS]);
    expect(isZodiacSign('leo')).toBe(true);
    expect(isZodiacSign('Leo')).toBe(false);
    expect(isZodiacSign('toString')).toBe(false);
  });

  it('are named in the visitor’s language, with their other names beside', () => {
    expect(signName('leo', 'en')).toBe('Leo');
    expect(signName('leo', 'hi')).toBe('सिंह');
    expect(signOtherNames('leo', 'en')).toBe('Simha · सिंह');
    expect(signOtherNames('leo', 'hi')).toBe('Leo · Simha');
  });

  it('give the dates of the sun in the sign, across the year end for Capricorn', () => {
    expect(signDates('aries', 'en')).toBe('21 Mar – 19 Apr');
    expect(signDates('capricorn', 'en')).toBe('22 Dec – 19 Jan');
    expect(signDates('leo', 'hi')).toBe('23 जुलाई – 22 अगस्त');
  });
});
