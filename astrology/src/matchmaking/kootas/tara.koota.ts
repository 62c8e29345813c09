import type { KootaView } from '@nakshatra/contracts';
import type { MoonStar } from '../moon-star.js';
import { cell, kootaView } from './koota-view.js';

/** The nine taras: the 1st, 10th and 19th star counted from a star are its Janma tara, and so on. */
export const TARAS = ['Janma', 'Sampat', 'Vipat', 'Kshema', 'Pratyari', 'Sadhaka', 'Vadha', 'Mitra', 'Parama Mitra'] as const;
export type Tara = (typeof TARAS)[number];

/** Vipat (3rd), Pratyari (5th) and Vadha (7th) are the inauspicious taras. */
export const INAUSPICIOUS_TARAS: ReadonlySet<Tara> = new Set<Tara>(['Vipat', 'Pratyari', 'Vadha']);
/** Each direction that lands on an auspicious tara earns half of the koota's 3 points. */
const POINTS_PER_AUSPICIOUS_DIRECTION = 1.5;

/** The tara that `to`'s star makes counted from `from`'s star (counting from's own star as 1). */
export const taraCounted = (from: MoonStar, to: MoonStar): Tara => {
  const count = ((to.nakshatraIndex - from.nakshatraIndex + 27) % 27) + 1;
  return cell(TARAS, (count - 1) % 9);
};

/** Counted both ways: the boy's star from the girl's, and the girl's from the boy's. */
export const taraKoota = (boy: MoonStar, girl: MoonStar): KootaView => {
  const boyTara = taraCounted(girl, boy);
  const girlTara = taraCounted(boy, girl);
  const auspicious = [boyTara, girlTara].filter((tara) => !INAUSPICIOUS_TARAS.has(tara)).length;
  return kootaView('tara', auspicious * POINTS_PER_AUSPICIOUS_DIRECTION, boyTara, girlTara);
};
