import type { LoveBand } from '@nakshatra/contracts';

/** Highest first; a percentage falls in the first band it reaches. */
export const LOVE_BANDS: readonly { readonly from: number; readonly band: LoveBand; readonly message: string }[] = [
  { from: 81, band: 'soulmates', message: 'Soulmates! Your names were made to be written together.' },
  { from: 61, band: 'strong', message: 'A strong bond: you bring out the best in each other.' },
  { from: 41, band: 'promising', message: 'A promising match, with real chemistry and room to grow.' },
  { from: 21, band: 'friends', message: 'Friends first: warmth and laughter can grow into something more.' },
  { from: 0, band: 'spark', message: 'A small spark: every great story starts somewhere, so keep talking.' },
];

export const loveBandFor = (percentage: number): (typeof LOVE_BANDS)[number] => {
  const band = LOVE_BANDS.find((entry) => percentage >= entry.from);
  if (!band) throw new Error(`no love band for ${percentage}`);
  return band;
};
