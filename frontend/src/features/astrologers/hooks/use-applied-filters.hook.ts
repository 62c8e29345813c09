import { useMessages } from '../../../lib/i18n/messages';
import { astrologersMessages } from '../astrologers.messages';
import type { AstrologerFilterName, AstrologerFilters } from '../lib/astrologer-filters';
import { useOptionLabels } from './use-option-labels.hook';

/** One filter in force, worded for its chip: which filter (label) and what it keeps (value). */
export interface AppliedFilter {
  readonly name: Exclude<AstrologerFilterName, 'search'>;
  readonly label: string;
  readonly value: string;
}

/**
 * The filters in force in the select order, in the visitor's language. The search is left out:
 * its own box above the list already shows it.
 */
export function useAppliedFilters(filters: AstrologerFilters): AppliedFilter[] {
  const t = useMessages(astrologersMessages);
  const labels = useOptionLabels();
  const applied: AppliedFilter[] = [];
  if (filters.status) applied.push({ name: 'status', label: t.status, value: t[`status_${filters.status}`] });
  if (filters.skill) applied.push({ name: 'skill', label: t.skill, value: labels.skill(filters.skill) });
  if (filters.language) applied.push({ name: 'language', label: t.language, value: labels.language(filters.language) });
  if (filters.gender) applied.push({ name: 'gender', label: t.gender, value: labels.gender(filters.gender) });
  if (filters.min_price !== undefined) applied.push({ name: 'min_price', label: t.minPrice, value: t.from(filters.min_price) });
  if (filters.max_price !== undefined) applied.push({ name: 'max_price', label: t.maxPrice, value: t.upTo(filters.max_price) });
  if (filters.min_rating !== undefined) applied.push({ name: 'min_rating', label: t.rating, value: t.atLeast(filters.min_rating) });
  return applied;
}
