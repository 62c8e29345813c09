import type { DivisionalChart, GrahaName, KundliView, Mahadasha, MatchmakingView, PlaceView, PlanetPosition, SavedKundliView, SignName, ZodiacPosition } from '@nakshatra/contracts';
import { GRAHAS, NAKSHATRAS, SIGNS } from '@nakshatra/contracts/client';

// Answers as the astrology routes give them, built from a few longitudes so that every derived
// field (sign, nakshatra, pada, house, navamsa, the charts) agrees with the others.

export const VELLORE: PlaceView = { name: 'Vellore', state: 'Tamil Nadu', country: 'India', country_code: 'IN', lat: 12.9165, lon: 79.1325, timezone: 'Asia/Kolkata' };
export const VELLORE_PLACE = { name: 'Vellore', state: 'Tamil Nadu', country: 'India', lat: 12.9165, lon: 79.1325, timezone: 'Asia/Kolkata' };
export const VELLUR: PlaceView = { name: 'Vellur', state: 'Kerala', country: 'India', country_code: 'IN', lat: 11.9, lon: 75.5, timezone: 'Asia/Kolkata' };
export const VELLORE_CANTONMENT: PlaceView = { ...VELLORE, name: 'Vellore Cantonment' };

const NAKSHATRA_SPAN = 360 / 27;
const DASHA_ORDER: readonly GrahaName[] = ['Ketu', 'Venus', 'Sun', 'Moon', 'Mars', 'Rahu', 'Jupiter', 'Saturn', 'Mercury'];
const DASHA_YEARS: Readonly<Record<GrahaName, number>> = { Ketu: 7, Venus: 20, Sun: 6, Moon: 10, Mars: 7, Rahu: 18, Jupiter: 16, Saturn: 19, Mercury: 17 };
const YEAR_DAYS = 365.2425;
const DAY_MS = 86_400_000;

const signAt = (longitude: number): SignName => SIGNS[Math.floor(longitude / 30) % 12]!;

export function zodiacPosition(longitude: number): ZodiacPosition {
  const nakshatraIndex = Math.floor(longitude / NAKSHATRA_SPAN);
  return {
    longitude,
    sign: signAt(longitude),
    degree: longitude % 30,
    nakshatra: NAKSHATRAS[nakshatraIndex]!,
    nakshatra_lord: DASHA_ORDER[nakshatraIndex % 9]!,
    pada: Math.floor((longitude % NAKSHATRA_SPAN) / (NAKSHATRA_SPAN / 4)) + 1,
    navamsa_sign: SIGNS[Math.floor(longitude / (30 / 9)) % 12]!,
  };
}

function chart(name: 'D1' | 'D9', ascendant: SignName, placed: readonly { name: GrahaName; sign: SignName }[]): DivisionalChart {
  const first = SIGNS.indexOf(ascendant);
  return {
    name,
    ascendant_sign: ascendant,
    houses: Array.from({ length: 12 }, (_, index) => {
      const sign = SIGNS[(first + index) % 12]!;
      return { house: index + 1, sign, planets: placed.filter((planet) => planet.sign === sign).map((planet) => planet.name) };
    }),
  };
}

function dashas(birthUtc: string, moonLongitude: number): { at_birth: KundliView['dasha']['at_birth']; mahadashas: Mahadasha[] } {
  const index = Math.floor(moonLongitude / NAKSHATRA_SPAN);
  const passed = (moonLongitude % NAKSHATRA_SPAN) / NAKSHATRA_SPAN;
  const first = index % 9;
  const birth = Date.parse(birthUtc);
  const yearsMs = (years: number) => years * YEAR_DAYS * DAY_MS;
  let start = birth - yearsMs(DASHA_YEARS[DASHA_ORDER[first]!] * passed);
  const mahadashas: Mahadasha[] = [];
  for (let step = 0; start < birth + yearsMs(120); step += 1) {
    const lord = DASHA_ORDER[(first + step) % 9]!;
    const end = start + yearsMs(DASHA_YEARS[lord]);
    let subStart = start;
    const antardashas = Array.from({ length: 9 }, (_, sub) => {
      const subLord = DASHA_ORDER[(first + step + sub) % 9]!;
      const subEnd = subStart + yearsMs((DASHA_YEARS[lord] * DASHA_YEARS[subLord]) / 120);
      const period = { lord: subLord, start: new Date(subStart).toISOString(), end: new Date(subEnd).toISOString() };
      subStart = subEnd;
      return period;
    });
    mahadashas.push({ lord, start: new Date(start).toISOString(), end: new Date(end).toISOString(), antardashas });
    start = end;
  }
  const balanceYears = DASHA_YEARS[DASHA_ORDER[first]!] * (1 - passed);
  const years = Math.floor(balanceYears);
  const months = Math.floor((balanceYears - years) * 12);
  const days = Math.floor(((balanceYears - years) * 12 - months) * 30);
  return { at_birth: { lord: DASHA_ORDER[first]!, balance: { years, months, days } }, mahadashas };
}

interface FixtureBirth {
  readonly name?: string;
  readonly time?: string | null;
  readonly lagna?: number;
  readonly longitudes?: Partial<Record<GrahaName, number>>;
  readonly retrograde?: readonly GrahaName[];
}

// P.V.R. Narasimha Rao's example birth (1954-11-12 07:52 IST near Vellore): a Moon dasha at birth.
const EXAMPLE_LONGITUDES: Readonly<Record<GrahaName, number>> = {
  Sun: 206.5,
  Moon: 167.2,
  Mars: 298.0,
  Mercury: 216.0,
  Jupiter: 95.0,
  Venus: 192.0,
  Saturn: 196.5,
  Rahu: 262.0,
  Ketu: 82.0,
};

/** calculate_kundli's answer for a birth near Vellore; change what a test needs. */
export function kundliFixture({ name = 'Asha Sharma', time = '07:52', lagna = 219.5, longitudes = {}, retrograde = ['Venus', 'Rahu', 'Ketu'] }: FixtureBirth = {}): KundliView {
  const all = { ...EXAMPLE_LONGITUDES, ...longitudes };
  const lagnaPosition = zodiacPosition(lagna);
  const lagnaSign = SIGNS.indexOf(lagnaPosition.sign);
  const planets: PlanetPosition[] = GRAHAS.map((graha) => {
    const position = zodiacPosition(all[graha]);
    const isRetrograde = retrograde.includes(graha);
    return { ...position, name: graha, house: ((SIGNS.indexOf(position.sign) - lagnaSign + 12) % 12) + 1, retrograde: isRetrograde, speed: isRetrograde ? -0.05 : 0.9 };
  });
  const moon = planets[1]!;
  const mars = planets[2]!;
  const birthUtc = time === null ? '1954-11-12T06:30:00.000Z' : '1954-11-12T02:22:00.000Z';
  const marsFromMoon = ((SIGNS.indexOf(mars.sign) - SIGNS.indexOf(moon.sign) + 12) % 12) + 1;
  const manglikHouses = [1, 2, 4, 7, 8, 12];
  return {
    input: { name, gender: 'female', date: '1954-11-12', time, place: VELLORE_PLACE, ayanamsa: 'lahiri', node: 'mean' },
    birth: { utc: birthUtc, utc_offset_minutes: 330, julian_day_ut: 2434998.599, time_known: time !== null },
    ayanamsa: { name: 'lahiri', degrees: 23.1466 },
    lagna: lagnaPosition,
    planets,
    charts: {
      d1: chart('D1', lagnaPosition.sign, planets),
      d9: chart('D9', lagnaPosition.navamsa_sign, planets.map((planet) => ({ name: planet.name, sign: planet.navamsa_sign }))),
    },
    summary: {
      moon_sign: moon.sign,
      sun_sign: planets[0]!.sign,
      lagna_sign: lagnaPosition.sign,
      nakshatra: moon.nakshatra,
      pada: moon.pada,
      varna: 'Vaishya',
      vashya: 'Manava',
      yoni: 'Mahisha',
      gana: 'Deva',
      nadi: 'Adi',
    },
    dasha: { year_days: YEAR_DAYS, ...dashas(birthUtc, moon.longitude) },
    manglik: {
      is_manglik: manglikHouses.includes(mars.house) || manglikHouses.includes(marsFromMoon),
      from_lagna: { mars_house: mars.house, manglik: manglikHouses.includes(mars.house) },
      from_moon: { mars_house: marsFromMoon, manglik: manglikHouses.includes(marsFromMoon) },
    },
  };
}

export function savedKundliFixture(id: string, name: string, createdAt = '2026-11-20T10:00:00.000Z'): SavedKundliView {
  return { id, input: { ...kundliFixture({ name }).input }, created_at: createdAt };
}

/** calculate_matchmaking's answer: a boy from birth details, a girl who knows only her nakshatra. */
export const matchmakingFixture: MatchmakingView = {
  boy: {
    name: 'Rahul Verma',
    source: 'birth_details',
    nakshatra: 'Hasta',
    pada: 3,
    moon_sign: 'Virgo',
    manglik: { is_manglik: false, from_lagna: { mars_house: 3, manglik: false }, from_moon: { mars_house: 5, manglik: false } },
  },
  girl: { name: 'Meera Nair', source: 'nakshatra', nakshatra: 'Rohini', pada: 2, moon_sign: 'Taurus', manglik: null },
  kootas: [
    { name: 'varna', points: 1, max: 1, boy: 'Vaishya', girl: 'Vaishya' },
    { name: 'vashya', points: 1, max: 2, boy: 'Manava', girl: 'Chatushpada' },
    { name: 'tara', points: 3, max: 3, boy: 'Mitra', girl: 'Sadhaka' },
    { name: 'yoni', points: 2, max: 4, boy: 'Mahisha', girl: 'Sarpa' },
    { name: 'graha_maitri', points: 4, max: 5, boy: 'Mercury', girl: 'Venus' },
    { name: 'gana', points: 6, max: 6, boy: 'Deva', girl: 'Manushya' },
    { name: 'bhakoot', points: 7, max: 7, boy: 'Virgo', girl: 'Taurus' },
    { name: 'nadi', points: 0, max: 8, boy: 'Adi', girl: 'Adi' },
  ],
  total: 24,
  max: 36,
  acceptable: true,
  verdict: 'acceptable',
  doshas: { bhakoot: false, nadi: true },
  manglik_compatible: null,
};
