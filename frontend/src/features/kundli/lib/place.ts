import type { BirthPlace, PlaceView } from '@nakshatra/contracts';

/**
 * "Vellore, Tamil Nadu, India": how a place is shown in the list, in the box once chosen, and in
 * the report. A state named like its city ("Delhi, Delhi") is said once.
 */
export function placeLabel({ name, state, country }: BirthPlace): string {
  const parts = [name, state, country].filter((part): part is string => Boolean(part?.trim()));
  return parts.filter((part, index) => part !== parts[index - 1]).join(', ');
}

/** What the chart request takes of a suggested place (calculate_kundli refuses fields it does not know). */
export const toBirthPlace = ({ name, state, country, lat, lon, timezone }: PlaceView | BirthPlace): BirthPlace => ({
  name,
  state: state ?? null,
  country: country ?? null,
  lat,
  lon,
  timezone,
});

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const optionalText = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** A place read back from storage, or null when it is not one (then the visitor chooses again). */
export function readBirthPlace(value: unknown): BirthPlace | null {
  if (!isRecord(value)) return null;
  const { name, state, country, lat, lon, timezone } = value;
  if (typeof name !== 'string' || typeof timezone !== 'string' || typeof lat !== 'number' || typeof lon !== 'number') return null;
  if (!Number.isFinite(lat) || !Number.isFinite(lon)) return null;
  return { name, state: optionalText(state), country: optionalText(country), lat, lon, timezone };
}
