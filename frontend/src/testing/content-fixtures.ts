import type { ContentFamilyName, ContentItemOf } from '@nakshatra/contracts';

/** The n-th fixture id: a valid uuid that says which fixture it is. */
export const fixtureId = (n: number): string => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

type ServerSet = 'id' | 'family' | 'slug' | 'status' | 'sort_order' | 'created_at' | 'updated_at';

/** A family's own fields, as its items are served; what the server sets may be given too. */
export type ItemFields<F extends ContentFamilyName> = Omit<ContentItemOf<F>, ServerSet> & Partial<Pick<ContentItemOf<F>, ServerSet>>;

/**
 * A published item of a family as get_X and get_single_X serve it (ContentItemOf), the n-th one:
 * the fields the server sets are made up, the family's own are the test's.
 */
export function servedItem<F extends ContentFamilyName>(family: F, n: number, fields: ItemFields<F>): ContentItemOf<F> {
  const made = { id: fixtureId(n), family, slug: `${family}-${n}`, status: 'published', sort_order: n, created_at: '2026-11-20T04:30:00.000Z', updated_at: '2026-11-20T04:30:00.000Z' };
  // For a generic F the compiler cannot join the two halves into ContentItemOf<F>; ItemFields<F> checked the test's half.
  return { ...made, ...fields } as ContentItemOf<F>;
}
