import { ganaOf } from './kootas/gana.koota.js';
import { nadiOf } from './kootas/nadi.koota.js';
import { varnaOf } from './kootas/varna.koota.js';
import { vashyaOf } from './kootas/vashya.koota.js';
import { yoniOf } from './kootas/yoni.koota.js';
import { moonStarAt } from './moon-star.js';

export interface BirthStarAttributes {
  readonly varna: string;
  readonly vashya: string;
  readonly yoni: string;
  readonly gana: string;
  readonly nadi: string;
}

/**
 * The birth star's matching attributes for a kundli's summary, read from the same tables the
 * matchmaking scores with, so a report and a match never disagree.
 */
export const birthStarAttributes = (moonLongitude: number): BirthStarAttributes => {
  const moon = moonStarAt(moonLongitude);
  return { varna: varnaOf(moon), vashya: vashyaOf(moon), yoni: yoniOf(moon), gana: ganaOf(moon), nadi: nadiOf(moon) };
};
