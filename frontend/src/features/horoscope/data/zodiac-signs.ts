/**
 * The twelve signs (rashis) as the product shows them. The slugs are the `sign` values of the
 * horoscope content family (contracts ZODIAC_SIGNS; a unit test keeps them equal), repeated here
 * so that pages showing signs do not load the schema library.
 */
export const ZODIAC_SIGN_SLUGS = ['aries', 'taurus', 'gemini', 'cancer', 'leo', 'virgo', 'libra', 'scorpio', 'sagittarius', 'capricorn', 'aquarius', 'pisces'] as const;

export type ZodiacSign = (typeof ZODIAC_SIGN_SLUGS)[number];

export interface ZodiacSignInfo {
  /** The glyph, with U+FE0E so that it shows as text rather than as an emoji. */
  readonly symbol: string;
  readonly english: string;
  /** The Sanskrit name in Latin letters, as Indian readers know it (Mesh, Vrishabh…). */
  readonly sanskrit: string;
  readonly hindi: string;
  /** The sun's dates in the sign, [month, day] from and to (the dates readers know from newspapers). */
  readonly from: readonly [number, number];
  readonly to: readonly [number, number];
}

export const zodiacSigns: Readonly<Record<ZodiacSign, ZodiacSignInfo>> = {
  aries: { symbol: '♈\uFE0E', english: 'Aries', sanskrit: 'Mesh', hindi: 'मेष', from: [3, 21], to: [4, 19] },
  taurus: { symbol: '♉\uFE0E', english: 'Taurus', sanskrit: 'Vrishabh', hindi: 'वृषभ', from: [4, 20], to: [5, 20] },
  gemini: { symbol: '♊\uFE0E', english: 'Gemini', sanskrit: 'Mithun', hindi: 'मिथुन', from: [5, 21], to: [6, 20] },
  cancer: { symbol: '♋\uFE0E', english: 'Cancer', sanskrit: 'Kark', hindi: 'कर्क', from: [6, 21], to: [7, 22] },
  leo: { symbol: '♌\uFE0E', english: 'Leo', sanskrit: 'Simha', hindi: 'सिंह', from: [7, 23], to: [8, 22] },
  virgo: { symbol: '♍\uFE0E', english: 'Virgo', sanskrit: 'Kanya', hindi: 'कन्या', from: [8, 23], to: [9, 22] },
  libra: { symbol: '♎\uFE0E', english: 'Libra', sanskrit: 'Tula', hindi: 'तुला', from: [9, 23], to: [10, 22] },
  scorpio: { symbol: '♏\uFE0E', english: 'Scorpio', sanskrit: 'Vrishchik', hindi: 'वृश्चिक', from: [10, 23], to: [11, 21] },
  sagittarius: { symbol: '♐\uFE0E', english: 'Sagittarius', sanskrit: 'Dhanu', hindi: 'धनु', from: [11, 22], to: [12, 21] },
  capricorn: { symbol: '♑\uFE0E', english: 'Capricorn', sanskrit: 'Makar', hindi: 'मकर', from: [12, 22], to: [1, 19] },
  aquarius: { symbol: '♒\uFE0E', english: 'Aquarius', sanskrit: 'Kumbh', hindi: 'कुंभ', from: [1, 20], to: [2, 18] },
  pisces: { symbol: '♓\uFE0E', english: 'Pisces', sanskrit: 'Meen', hindi: 'मीन', from: [2, 19], to: [3, 20] },
};

export const isZodiacSign = (value: string): value is ZodiacSign => (ZODIAC_SIGN_SLUGS as readonly string[]).includes(value);
