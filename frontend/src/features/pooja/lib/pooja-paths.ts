const MAX_PAGE = 100_000;

/** The list's page from its address (`/pooja-booking?page=2`); anything but a sensible page number is the first. */
export function readPoojaPage(params: URLSearchParams): number {
  const page = Number(params.get('page') ?? '1');
  return Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1;
}

export const poojaListSearch = (page: number): string => (page > 1 ? `?page=${page}` : '');

export const poojaPath = (slugOrId: string): string => `/pooja-booking/${encodeURIComponent(slugOrId)}`;

/** A duration in whole hours and the minutes left over, for "3 h" or "1 h 30 min". */
export function splitDuration(minutes: number): { readonly hours: number; readonly minutes: number } {
  const whole = Math.max(0, Math.round(minutes));
  return { hours: Math.floor(whole / 60), minutes: whole % 60 };
}
