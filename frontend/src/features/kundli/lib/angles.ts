/** How the report writes angles and offsets. */

const twoDigits = (value: number): string => String(value).padStart(2, '0');

const inMinutes = (totalMinutes: number): string => `${Math.floor(totalMinutes / 60)}°${twoDigits(totalMinutes % 60)}′`;

/**
 * "23°15′": a longitude or a degree in a sign. The minutes are cut, never rounded: 29.9999° is
 * still in the 29th degree of its sign, and a rounded "30°00′" would put it in the next sign.
 * (The epsilon keeps 23.25, stored as 23.2499999…, at 23°15′.)
 */
export const formatDegrees = (value: number): string => inMinutes(Math.floor(Math.abs(value) * 60 + 1e-7));

/** "12°30′N 78°50′E": a place's coordinates, as atlases write them (to the nearest minute). */
export function formatCoordinates(lat: number, lon: number): string {
  const nearest = (value: number) => inMinutes(Math.round(Math.abs(value) * 60));
  return `${nearest(lat)}${lat < 0 ? 'S' : 'N'} ${nearest(lon)}${lon < 0 ? 'W' : 'E'}`;
}

/** "UTC+05:30" (India), "UTC+06:30" (India's war time), "UTC−05:00" (with a true minus sign). */
export function formatUtcOffset(offsetMinutes: number): string {
  const sign = offsetMinutes < 0 ? '−' : '+';
  const minutes = Math.abs(offsetMinutes);
  return `UTC${sign}${twoDigits(Math.floor(minutes / 60))}:${twoDigits(minutes % 60)}`;
}
