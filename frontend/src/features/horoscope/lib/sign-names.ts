import type { Language } from '../../../lib/i18n/language-preference';
import { zodiacSigns, type ZodiacSign } from '../data/zodiac-signs';
import { monthName } from './calendar-names';

/** The sign's name in the visitor's language: "Leo" or "सिंह". */
export const signName = (sign: ZodiacSign, language: Language): string => (language === 'hi' ? zodiacSigns[sign].hindi : zodiacSigns[sign].english);

/** Its other names, shown under the main one: "Simha · सिंह" in English, "Leo · Simha" in Hindi. */
export function signOtherNames(sign: ZodiacSign, language: Language): string {
  const { english, sanskrit, hindi } = zodiacSigns[sign];
  return language === 'hi' ? `${english} · ${sanskrit}` : `${sanskrit} · ${hindi}`;
}

/** The sun's dates in the sign: "23 Jul – 22 Aug" or "23 जुलाई – 22 अगस्त". */
export function signDates(sign: ZodiacSign, language: Language): string {
  const { from, to } = zodiacSigns[sign];
  return `${from[1]} ${monthName(from[0], language)} – ${to[1]} ${monthName(to[0], language)}`;
}
