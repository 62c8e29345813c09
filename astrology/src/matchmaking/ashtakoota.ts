import type { KootaView } from '@nakshatra/contracts';
import { bhakootKoota } from './kootas/bhakoot.koota.js';
import { ganaKoota } from './kootas/gana.koota.js';
import { grahaMaitriKoota } from './kootas/graha-maitri.koota.js';
import { nadiKoota } from './kootas/nadi.koota.js';
import { taraKoota } from './kootas/tara.koota.js';
import { varnaKoota } from './kootas/varna.koota.js';
import { vashyaKoota } from './kootas/vashya.koota.js';
import { yoniKoota } from './kootas/yoni.koota.js';
import type { MoonStar } from './moon-star.js';

export interface AshtakootaScore {
  /** In the contract's KOOTAS order. */
  readonly kootas: readonly KootaView[];
  /** Out of 36; a multiple of 0.5. */
  readonly total: number;
  readonly doshas: { readonly bhakoot: boolean; readonly nadi: boolean };
}

/**
 * Guna milan from the two Moons, without parihara: a dosha is reported as the tables give it
 * (docs/astrology-matchmaking.md says why).
 */
export const ashtakoota = (boy: MoonStar, girl: MoonStar): AshtakootaScore => {
  const bhakoot = bhakootKoota(boy, girl);
  const nadi = nadiKoota(boy, girl);
  const kootas = [varnaKoota(boy, girl), vashyaKoota(boy, girl), taraKoota(boy, girl), yoniKoota(boy, girl), grahaMaitriKoota(boy, girl), ganaKoota(boy, girl), bhakoot, nadi];
  return {
    kootas,
    total: kootas.reduce((sum, koota) => sum + koota.points, 0),
    doshas: { bhakoot: bhakoot.points === 0, nadi: nadi.points === 0 },
  };
};
