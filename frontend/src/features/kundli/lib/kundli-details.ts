import type { AyanamsaName, CalculateKundli, NodeType, SavedKundliView } from '@nakshatra/contracts';
import { AYANAMSAS, NODE_TYPES } from '@nakshatra/contracts/client';
import { emptyBirthDetails, type BirthDetails, type Gender } from './birth-details';
import { placeLabel } from './place';

/** The free kundli form: one person's birth details and the options the chart is computed with. */
export interface KundliDetails extends BirthDetails {
  readonly ayanamsa: AyanamsaName;
  readonly node: NodeType;
}

/** Lahiri (Chitrapaksha), the Indian government's ayanamsa, and the mean node: what most Indian almanacs use. */
export const DEFAULT_CHART_OPTIONS = { ayanamsa: 'lahiri', node: 'mean' } as const satisfies Pick<KundliDetails, 'ayanamsa' | 'node'>;

export const emptyKundliDetails: KundliDetails = { ...emptyBirthDetails, ...DEFAULT_CHART_OPTIONS };

export const isAyanamsa = (value: unknown): value is AyanamsaName => (AYANAMSAS as readonly unknown[]).includes(value);
export const isNodeType = (value: unknown): value is NodeType => (NODE_TYPES as readonly unknown[]).includes(value);

/** "06:30" from a time input (which may add seconds); null when the visitor does not know the time. */
export const requestTime = ({ time, timeUnknown }: Pick<BirthDetails, 'time' | 'timeUnknown'>): string | null => (timeUnknown ? null : time.slice(0, 5));

/**
 * The calculate_kundli (and create_kundli) body of valid details. The form checks them first:
 * a gender and a chosen place are there by then.
 */
export function kundliRequest(details: KundliDetails): CalculateKundli {
  if (!details.placeChoice || !details.gender) throw new Error('kundliRequest needs checked details: a gender and a chosen place');
  return {
    name: details.name.trim(),
    gender: details.gender,
    date: details.date,
    time: requestTime(details),
    place: details.placeChoice,
    ayanamsa: details.ayanamsa,
    node: details.node,
  };
}

/** A saved kundli back in the form, as if the visitor had typed it and chosen its place. */
export function kundliDetailsOf({ input }: SavedKundliView): KundliDetails {
  return {
    name: input.name,
    gender: (input.gender ?? '') as Gender | '',
    date: input.date,
    time: input.time ?? '',
    timeUnknown: input.time === null,
    place: placeLabel(input.place),
    placeChoice: { ...input.place, state: input.place.state ?? null, country: input.place.country ?? null },
    ayanamsa: input.ayanamsa,
    node: input.node,
  };
}
