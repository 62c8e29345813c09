import type { AyanamsaName, BirthGender, GrahaName, KootaName, NakshatraName, NodeType, SignName } from './astrology-names.js';

/** A birth place as get_suggest answers it, and as calculate_kundli takes it back. */
export interface PlaceView {
  readonly name: string;
  /** First-level division (state, province); null where the database has none. */
  readonly state: string | null;
  readonly country: string;
  /** ISO 3166-1 alpha-2, e.g. `IN`. */
  readonly country_code: string;
  /** Degrees, north positive. */
  readonly lat: number;
  /** Degrees, east positive. */
  readonly lon: number;
  /** IANA zone, e.g. `Asia/Kolkata`: local birth times convert to UTC through its history. */
  readonly timezone: string;
}

/** A place as a chart needs it (get_suggest's answer fits; state and country are optional). */
export interface BirthPlace {
  readonly name: string;
  readonly state?: string | null;
  readonly country?: string | null;
  readonly lat: number;
  readonly lon: number;
  readonly timezone: string;
}

/** What a chart is computed from. */
export interface BirthInput {
  readonly name: string;
  readonly gender?: BirthGender;
  /** Local calendar date at the place, `YYYY-MM-DD`. */
  readonly date: string;
  /** Local clock time at the place, `HH:mm`; null when unknown (the chart is then cast for 12:00 and the lagna is uncertain). */
  readonly time: string | null;
  readonly place: BirthPlace;
}

export interface ChartOptions {
  readonly ayanamsa: AyanamsaName;
  readonly node: NodeType;
}

/** A point of the sidereal zodiac. */
export interface ZodiacPosition {
  /** Sidereal ecliptic longitude, degrees in [0, 360). */
  readonly longitude: number;
  readonly sign: SignName;
  /** Degrees within the sign, [0, 30). */
  readonly degree: number;
  readonly nakshatra: NakshatraName;
  /** The nakshatra's Vimshottari lord. */
  readonly nakshatra_lord: GrahaName;
  /** 1–4: quarters of 3°20′. */
  readonly pada: number;
  /** The sign this point falls in in the navamsa (D9). */
  readonly navamsa_sign: SignName;
}

export interface PlanetPosition extends ZodiacPosition {
  readonly name: GrahaName;
  /** 1–12, whole sign from the lagna. */
  readonly house: number;
  readonly retrograde: boolean;
  /** Degrees per day along the ecliptic (negative when retrograde). */
  readonly speed: number;
}

export interface ChartHouse {
  /** 1–12, counted from the ascendant's sign. */
  readonly house: number;
  readonly sign: SignName;
  readonly planets: readonly GrahaName[];
}

/** A divisional chart as data: twelve houses from the ascendant's sign, for the SVG to draw. */
export interface DivisionalChart {
  readonly name: 'D1' | 'D9';
  readonly ascendant_sign: SignName;
  readonly houses: readonly ChartHouse[];
}

export interface DashaPeriod {
  readonly lord: GrahaName;
  /** UTC instants, ISO 8601. */
  readonly start: string;
  readonly end: string;
}

export interface Mahadasha extends DashaPeriod {
  readonly antardashas: readonly DashaPeriod[];
}

export interface VimshottariDasha {
  /** Length of the dasha year in days (stated in docs/astrology.md). */
  readonly year_days: number;
  readonly at_birth: {
    readonly lord: GrahaName;
    /** What remains of the birth mahadasha, in dasha years, months of 1/12 year and days. */
    readonly balance: { readonly years: number; readonly months: number; readonly days: number };
  };
  /** From the birth mahadasha (its start lies before birth) until 120 years after birth. */
  readonly mahadashas: readonly Mahadasha[];
}

export interface ManglikView {
  readonly is_manglik: boolean;
  /** Mars's house counted from the lagna, and whether it is one of 1, 2, 4, 7, 8, 12. */
  readonly from_lagna: { readonly mars_house: number; readonly manglik: boolean };
  /** The same counted from the Moon's sign. */
  readonly from_moon: { readonly mars_house: number; readonly manglik: boolean };
}

/** The birth star's attributes used in matching (the "avakhada" summary of a report). */
export interface BirthStarSummary {
  readonly moon_sign: SignName;
  readonly sun_sign: SignName;
  readonly lagna_sign: SignName;
  readonly nakshatra: NakshatraName;
  readonly pada: number;
  readonly varna: string;
  readonly vashya: string;
  readonly yoni: string;
  readonly gana: string;
  readonly nadi: string;
}

/** calculate_kundli's answer. */
export interface KundliView {
  readonly input: BirthInput & ChartOptions;
  readonly birth: {
    /** The birth instant in UTC, ISO 8601. */
    readonly utc: string;
    /** The place's offset from UTC at that instant, minutes (330 for IST; 390 in India's war time; fractional for old local mean times, 321.1666… for Madras time). */
    readonly utc_offset_minutes: number;
    readonly julian_day_ut: number;
    readonly time_known: boolean;
  };
  readonly ayanamsa: { readonly name: AyanamsaName; readonly degrees: number };
  readonly lagna: ZodiacPosition;
  /** The nine grahas in `GRAHAS` order. */
  readonly planets: readonly PlanetPosition[];
  readonly charts: { readonly d1: DivisionalChart; readonly d9: DivisionalChart };
  readonly summary: BirthStarSummary;
  readonly dasha: VimshottariDasha;
  readonly manglik: ManglikView;
}

export interface MatchPersonView {
  readonly name: string | null;
  /** Whether the person gave birth details or only their janma nakshatra. */
  readonly source: 'birth_details' | 'nakshatra';
  readonly nakshatra: NakshatraName;
  readonly pada: number;
  readonly moon_sign: SignName;
  /** Null when only the nakshatra is known (Mars's place is then unknown). */
  readonly manglik: ManglikView | null;
}

export interface KootaView {
  readonly name: KootaName;
  readonly points: number;
  readonly max: number;
  /** What was compared for each side, e.g. `Brahmin` / `Kshatriya`, `Deva` / `Manushya`. */
  readonly boy: string;
  readonly girl: string;
}

export type MatchVerdict = 'not_recommended' | 'acceptable' | 'good' | 'excellent';

/** calculate_matchmaking's answer. */
export interface MatchmakingView {
  readonly boy: MatchPersonView;
  readonly girl: MatchPersonView;
  /** The eight kootas in `KOOTAS` order. */
  readonly kootas: readonly KootaView[];
  readonly total: number;
  readonly max: 36;
  /** total ≥ 18. */
  readonly acceptable: boolean;
  readonly verdict: MatchVerdict;
  readonly doshas: { readonly bhakoot: boolean; readonly nadi: boolean };
  /** Both manglik or neither: compatible; null when either side's Mars is unknown. */
  readonly manglik_compatible: boolean | null;
}

export type LoveBand = 'spark' | 'friends' | 'promising' | 'strong' | 'soulmates';

/** calculate_love's answer. */
export interface LoveView {
  readonly name1: string;
  readonly name2: string;
  /** 0–100, the same for the same two names in either order. */
  readonly percentage: number;
  readonly band: LoveBand;
  /** The band's message in English; the SPA words `band` in the chosen language. */
  readonly message: string;
}

/** get_daily_transit: where the Moon is on an Indian calendar day, and what that means for each Moon sign. */
export interface DailyTransitView {
  /** India's calendar day, `YYYY-MM-DD`. */
  readonly date: string;
  readonly moon: {
    /** The Moon's sign at sunrise-time 06:00 IST, the one the day's notes are read from. */
    readonly sign: SignName;
    readonly nakshatra: NakshatraName;
    /** When during the day (UTC, ISO 8601) the Moon enters the next sign, or null if it stays. */
    readonly next_sign_at: string | null;
    readonly next_sign: SignName;
  };
  /** One per Moon sign (janma rashi), in `SIGNS` order. */
  readonly signs: readonly {
    readonly sign: SignName;
    /** The house the transiting Moon occupies counted from this sign, 1–12. */
    readonly house: number;
    readonly favourable: boolean;
    /** The classical reading of that house in English; the SPA words `house` in the chosen language. */
    readonly note: string;
  }[];
}

/** A kundli a logged-in user saved: its input; the chart is computed again when opened. */
export interface SavedKundliView {
  readonly id: string;
  readonly input: BirthInput & ChartOptions;
  readonly created_at: string;
}
