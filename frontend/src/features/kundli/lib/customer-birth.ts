import type { BirthPlace, CalculateKundli } from '@nakshatra/contracts';

/** A customer's birth as a consultation's intake gives it: the place is null when only a name was typed. */
export interface CustomerBirth {
  readonly name: string;
  /** YYYY-MM-DD. */
  readonly date: string;
  /** HH:MM; null when not known (the chart is then cast for 12:00, as on the kundli page). */
  readonly time: string | null;
  /** The place as the customer wrote or chose it. */
  readonly placeText: string;
  readonly place: BirthPlace | null;
}

/**
 * The calculate_kundli request for a customer's birth, with the kundli page's default options. The
 * intake asks no gender and the chart does not depend on it (the request only echoes it), so
 * 'other' is sent rather than a guess.
 */
export function customerKundliInput(birth: CustomerBirth, place: BirthPlace): CalculateKundli {
  return { name: birth.name.slice(0, 50), gender: 'other', date: birth.date, time: birth.time, place, ayanamsa: 'lahiri', node: 'mean' };
}
