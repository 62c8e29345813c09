/** How far ahead a pooja can be booked: temples plan about six months out. */
export const POOJA_BOOKING_DAYS_AHEAD = 180;

// India has one time zone and no daylight saving, so a fixed +05:30 is exact.
const IST_OFFSET_MS = 330 * 60_000;
const DAY_MS = 86_400_000;

const isoDay = (instant: number): string => new Date(instant).toISOString().slice(0, 10);

/**
 * The India dates a pooja booked at `now` may be for, inclusive: today in India to
 * POOJA_BOOKING_DAYS_AHEAD days later. The command service enforces it; the SPA can bound its date picker with it.
 */
export function poojaBookingWindow(now: Date): { readonly first: string; readonly last: string } {
  const today = now.getTime() + IST_OFFSET_MS;
  return { first: isoDay(today), last: isoDay(today + POOJA_BOOKING_DAYS_AHEAD * DAY_MS) };
}
