import { DeltaT_EspenakMeeus } from 'astronomy-engine';

/** Early 2006, where Espenak & Meeus's curve and the 2016 forecast meet (0.02 s apart), so ΔT has no jump. */
const FORECAST_FROM_YEAR = 2006;
const DAYS_PER_TROPICAL_YEAR = 365.24217;

/**
 * ΔT = TT − UT in seconds at a UT instant given as days since J2000.
 *
 * Until 2006 astronomy-engine's own model (Espenak & Meeus, fitted to observations; within 1 s of
 * Swiss Ephemeris over 1900–2005). From 2006 the forecast of Stephenson, Morrison & Hohenkerk
 * (2016) that Swiss Ephemeris also extrapolates with: Espenak & Meeus's 2004 forecast has the
 * Earth slowing faster than it did (74.5 s in 2025 against 69.2 s observed, 203 s in 2100 against
 * 93 s), which would move the Moon by up to 1.1′ by 2100.
 */
export function deltaTSeconds(utDaysSinceJ2000: number): number {
  const year = 2000 + (utDaysSinceJ2000 - 14) / DAYS_PER_TROPICAL_YEAR;
  if (year < FORECAST_FROM_YEAR) return DeltaT_EspenakMeeus(utDaysSinceJ2000);
  const b = year - 2000;
  return 64 + b * (521 / 3000 + b * (1 / 1250 + (b * 121) / 30_000_000));
}
