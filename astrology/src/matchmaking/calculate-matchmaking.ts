import { MATCH_ACCEPTABLE_POINTS, type CalculateMatchmaking, type ChartOptions, type ManglikView, type MatchmakingView, type MatchPerson, type MatchPersonView } from '@nakshatra/contracts';
import { castChart } from '../kundli/cast-chart.js';
import { manglik } from '../kundli/manglik.js';
import { ashtakoota } from './ashtakoota.js';
import { verdictFor } from './match-verdict.js';
import { moonStarAt, moonStarOfPada, nakshatraOf, signOf, type MoonStar } from './moon-star.js';

interface MatchedPerson {
  readonly view: MatchPersonView;
  readonly moon: MoonStar;
}

/** A person's Moon from their birth chart, or from the nakshatra and pada they know. */
const matchPerson = (person: MatchPerson, options: ChartOptions): MatchedPerson => {
  if ('nakshatra' in person) {
    const moon = moonStarOfPada(person.nakshatra, person.pada);
    return { moon, view: { name: person.name ?? null, source: 'nakshatra', nakshatra: person.nakshatra, pada: person.pada, moon_sign: signOf(moon), manglik: null } };
  }
  // Only the sky is needed (the Moon, and Mars for manglik), not a whole kundli with its dasha.
  const chart = castChart({ ...person, ...options });
  const moon = moonStarAt(chart.positions.Moon.longitude);
  const manglikView = manglik(chart.signs.Mars, chart.lagnaSign, chart.signs.Moon);
  return { moon, view: { name: person.name, source: 'birth_details', nakshatra: nakshatraOf(moon), pada: moon.pada, moon_sign: signOf(moon), manglik: manglikView } };
};

/** Both manglik or neither is compatible; unknown when either side's Mars is unknown. */
const manglikCompatible = (boy: ManglikView | null, girl: ManglikView | null): boolean | null =>
  boy && girl ? boy.is_manglik === girl.is_manglik : null;

/** Kundli matchmaking by Ashtakoota guna milan (docs/astrology-matchmaking.md). */
export const calculateMatchmaking = (request: CalculateMatchmaking): MatchmakingView => {
  const options = { ayanamsa: request.ayanamsa, node: request.node };
  const boy = matchPerson(request.boy, options);
  const girl = matchPerson(request.girl, options);
  const { kootas, total, doshas } = ashtakoota(boy.moon, girl.moon);
  return {
    boy: boy.view,
    girl: girl.view,
    kootas,
    total,
    max: 36,
    acceptable: total >= MATCH_ACCEPTABLE_POINTS,
    verdict: verdictFor(total),
    doshas,
    manglik_compatible: manglikCompatible(boy.view.manglik, girl.view.manglik),
  };
};
