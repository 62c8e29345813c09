import { describe, expect, it } from 'vitest';
import { givenWhen } from '../shared/testing/given-when.js';
import { slugReservationDecider, type SlugEvent } from './slug-reservation.decider.js';

const given = givenWhen(slugReservationDecider);
const data = (itemId: string) => ({ family: 'blog' as const, slug: 'shani-remedies', itemId });
const reserved = (itemId: string): SlugEvent => ({ type: 'SlugReserved', data: data(itemId) });

describe('slug reservations', () => {
  it('gives a free slug to the first item, again to the same item, and 409 to any other', () => {
    expect(given([]).when({ type: 'ReserveSlug', ...data('a') })).toEqual([reserved('a')]);
    expect(given([reserved('a')]).when({ type: 'ReserveSlug', ...data('a') })).toEqual([]);
    expect(given([reserved('a')]).when({ type: 'ReserveSlug', ...data('b') })).toMatchObject({
      status: 409,
      code: 'content.slug_taken',
      params: { family: 'blog', slug: 'shani-remedies' },
      message: 'Another blog post already uses the slug "shani-remedies"',
    });
  });

  it('frees a slug only for its holder', () => {
    expect(given([reserved('a')]).when({ type: 'ReleaseSlug', ...data('b') })).toEqual([]);
    expect(given([reserved('a')]).when({ type: 'ReleaseSlug', ...data('a') })).toEqual([{ type: 'SlugReleased', data: data('a') }]);
    expect(given([reserved('a'), { type: 'SlugReleased', data: data('a') }]).when({ type: 'ReserveSlug', ...data('b') })).toEqual([reserved('b')]);
  });
});
