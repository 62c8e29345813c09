import { z } from 'zod';
import { isoTime } from '../routes/response-schemas.js';
import { AYANAMSAS, BIRTH_GENDERS, GRAHAS, KOOTAS, NAKSHATRAS, NODE_TYPES, SIGNS } from './astrology-names.js';

const sign = z.enum(SIGNS);
const nakshatra = z.enum(NAKSHATRAS);
const graha = z.enum(GRAHAS);
/** A calendar day, `YYYY-MM-DD`. */
const calendarDay = z.iso.date();
/** 1–4: quarters of a nakshatra, 3°20′ each. */
const pada = z.number().int().min(1).max(4);
/** 1–12, whole sign. */
const house = z.number().int().min(1).max(12);
/** Lists are read-only, as the views were before they were schemas (the computations build some as such). */
const list = <const T extends z.ZodType>(item: T) => z.array(item).readonly();

/** A birth place as get_suggest answers it, and as calculate_kundli takes it back. */
export const placeView = z.strictObject({
  name: z.string(),
  /** First-level division (state, province); null where the database has none. */
  state: z.string().nullable(),
  country: z.string(),
  /** ISO 3166-1 alpha-2, e.g. `IN`. */
  country_code: z.string(),
  /** Degrees, north positive. */
  lat: z.number(),
  /** Degrees, east positive. */
  lon: z.number(),
  /** IANA zone, e.g. `Asia/Kolkata`: local birth times convert to UTC through its history. */
  timezone: z.string(),
});
export type PlaceView = z.infer<typeof placeView>;

/** A place as a chart needs it (get_suggest's answer fits; state and country may be left out, as the request allows). */
export const birthPlaceView = z.strictObject({
  name: z.string(),
  state: z.string().nullish(),
  country: z.string().nullish(),
  lat: z.number(),
  lon: z.number(),
  timezone: z.string(),
});
export type BirthPlace = z.infer<typeof birthPlaceView>;

/** What a chart is computed from. */
export const birthInputView = z.strictObject({
  name: z.string(),
  /** Matchmaking's birth details may leave it out; kundlis always have one. */
  gender: z.enum(BIRTH_GENDERS).optional(),
  /** Local calendar date at the place. */
  date: calendarDay,
  /** Local clock time at the place, `HH:mm`; null when unknown (the chart is then cast for 12:00 and the lagna is uncertain). */
  time: z.string().nullable(),
  place: birthPlaceView,
});
export type BirthInput = z.infer<typeof birthInputView>;

export const chartOptionsView = z.strictObject({ ayanamsa: z.enum(AYANAMSAS), node: z.enum(NODE_TYPES) });
export type ChartOptions = z.infer<typeof chartOptionsView>;

/** The input a kundli is computed from, echoed by calculate_kundli and kept by saved kundlis. */
const kundliInputView = birthInputView.extend(chartOptionsView.shape);

/** A point of the sidereal zodiac. */
export const zodiacPositionView = z.strictObject({
  /** Sidereal ecliptic longitude, degrees in [0, 360). */
  longitude: z.number(),
  sign,
  /** Degrees within the sign, [0, 30). */
  degree: z.number(),
  nakshatra,
  /** The nakshatra's Vimshottari lord. */
  nakshatra_lord: graha,
  pada,
  /** The sign this point falls in in the navamsa (D9). */
  navamsa_sign: sign,
});
export type ZodiacPosition = z.infer<typeof zodiacPositionView>;

export const planetPositionView = zodiacPositionView.extend({
  name: graha,
  /** Whole sign from the lagna. */
  house,
  retrograde: z.boolean(),
  /** Degrees per day along the ecliptic (negative when retrograde). */
  speed: z.number(),
});
export type PlanetPosition = z.infer<typeof planetPositionView>;

export const chartHouseView = z.strictObject({
  /** Counted from the ascendant's sign. */
  house,
  sign,
  planets: list(graha),
});
export type ChartHouse = z.infer<typeof chartHouseView>;

/** A divisional chart as data: twelve houses from the ascendant's sign, for the SVG to draw. */
export const divisionalChartView = z.strictObject({
  name: z.enum(['D1', 'D9']),
  ascendant_sign: sign,
  houses: list(chartHouseView),
});
export type DivisionalChart = z.infer<typeof divisionalChartView>;

export const dashaPeriodView = z.strictObject({
  lord: graha,
  /** UTC instants. */
  start: isoTime,
  end: isoTime,
});
export type DashaPeriod = z.infer<typeof dashaPeriodView>;

export const mahadashaView = dashaPeriodView.extend({ antardashas: list(dashaPeriodView) });
export type Mahadasha = z.infer<typeof mahadashaView>;

export const vimshottariDashaView = z.strictObject({
  /** Length of the dasha year in days (stated in docs/astrology.md). */
  year_days: z.number(),
  at_birth: z.strictObject({
    lord: graha,
    /** What remains of the birth mahadasha, in dasha years, months of 1/12 year and days. */
    balance: z.strictObject({ years: z.number().int(), months: z.number().int(), days: z.number().int() }),
  }),
  /** From the birth mahadasha (its start lies before birth) until 120 years after birth. */
  mahadashas: list(mahadashaView),
});
export type VimshottariDasha = z.infer<typeof vimshottariDashaView>;

/** Mars's house counted from a reference sign, and whether it is one of 1, 2, 4, 7, 8, 12. */
const marsPlacement = z.strictObject({ mars_house: house, manglik: z.boolean() });

export const manglikView = z.strictObject({
  is_manglik: z.boolean(),
  /** Counted from the lagna. */
  from_lagna: marsPlacement,
  /** Counted from the Moon's sign. */
  from_moon: marsPlacement,
});
export type ManglikView = z.infer<typeof manglikView>;

/** The birth star's attributes used in matching (the "avakhada" summary of a report). */
export const birthStarSummaryView = z.strictObject({
  moon_sign: sign,
  sun_sign: sign,
  lagna_sign: sign,
  nakshatra,
  pada,
  varna: z.string(),
  vashya: z.string(),
  yoni: z.string(),
  gana: z.string(),
  nadi: z.string(),
});
export type BirthStarSummary = z.infer<typeof birthStarSummaryView>;

/** calculate_kundli's answer. */
export const kundliView = z.strictObject({
  input: kundliInputView,
  birth: z.strictObject({
    /** The birth instant in UTC. */
    utc: isoTime,
    /** The place's offset from UTC at that instant, minutes (330 for IST; 390 in India's war time; fractional for old local mean times, 321.1666… for Madras time). */
    utc_offset_minutes: z.number(),
    julian_day_ut: z.number(),
    time_known: z.boolean(),
  }),
  ayanamsa: z.strictObject({ name: z.enum(AYANAMSAS), degrees: z.number() }),
  lagna: zodiacPositionView,
  /** The nine grahas in `GRAHAS` order. */
  planets: list(planetPositionView),
  charts: z.strictObject({ d1: divisionalChartView, d9: divisionalChartView }),
  summary: birthStarSummaryView,
  dasha: vimshottariDashaView,
  manglik: manglikView,
});
export type KundliView = z.infer<typeof kundliView>;

export const matchPersonView = z.strictObject({
  name: z.string().nullable(),
  /** Whether the person gave birth details or only their janma nakshatra. */
  source: z.enum(['birth_details', 'nakshatra']),
  nakshatra,
  pada,
  moon_sign: sign,
  /** Null when only the nakshatra is known (Mars's place is then unknown). */
  manglik: manglikView.nullable(),
});
export type MatchPersonView = z.infer<typeof matchPersonView>;

export const kootaView = z.strictObject({
  name: z.enum(KOOTAS.map((koota) => koota.name)),
  points: z.number(),
  max: z.number(),
  /** What was compared for each side, e.g. `Brahmin` / `Kshatriya`, `Deva` / `Manushya`. */
  boy: z.string(),
  girl: z.string(),
});
export type KootaView = z.infer<typeof kootaView>;

export const matchVerdict = z.enum(['not_recommended', 'acceptable', 'good', 'excellent']);
export type MatchVerdict = z.infer<typeof matchVerdict>;

/** calculate_matchmaking's answer. */
export const matchmakingView = z.strictObject({
  boy: matchPersonView,
  girl: matchPersonView,
  /** The eight kootas in `KOOTAS` order. */
  kootas: list(kootaView),
  total: z.number(),
  max: z.literal(36),
  /** total ≥ 18. */
  acceptable: z.boolean(),
  verdict: matchVerdict,
  doshas: z.strictObject({ bhakoot: z.boolean(), nadi: z.boolean() }),
  /** Both manglik or neither: compatible; null when either side's Mars is unknown. */
  manglik_compatible: z.boolean().nullable(),
});
export type MatchmakingView = z.infer<typeof matchmakingView>;

export const loveBand = z.enum(['spark', 'friends', 'promising', 'strong', 'soulmates']);
export type LoveBand = z.infer<typeof loveBand>;

/** calculate_love's answer. */
export const loveView = z.strictObject({
  name1: z.string(),
  name2: z.string(),
  /** 0–100, the same for the same two names in either order. */
  percentage: z.number().int().min(0).max(100),
  band: loveBand,
  /** The band's message in English; the SPA words `band` in the chosen language. */
  message: z.string(),
});
export type LoveView = z.infer<typeof loveView>;

/** get_daily_transit: where the Moon is on an Indian calendar day, and what that means for each Moon sign. */
export const dailyTransitView = z.strictObject({
  /** India's calendar day. */
  date: calendarDay,
  moon: z.strictObject({
    /** The Moon's sign at sunrise-time 06:00 IST, the one the day's notes are read from. */
    sign,
    nakshatra,
    /** When during the day the Moon enters the next sign, or null if it stays. */
    next_sign_at: isoTime.nullable(),
    next_sign: sign,
  }),
  /** One per Moon sign (janma rashi), in `SIGNS` order. */
  signs: list(
    z.strictObject({
      sign,
      /** The house the transiting Moon occupies counted from this sign. */
      house,
      favourable: z.boolean(),
      /** The classical reading of that house in English; the SPA words `house` in the chosen language. */
      note: z.string(),
    }),
  ),
});
export type DailyTransitView = z.infer<typeof dailyTransitView>;

/** A kundli a logged-in user saved: its input; the chart is computed again when opened. */
export const savedKundliView = z.strictObject({
  id: z.uuid(),
  input: kundliInputView,
  created_at: isoTime,
});
export type SavedKundliView = z.infer<typeof savedKundliView>;
