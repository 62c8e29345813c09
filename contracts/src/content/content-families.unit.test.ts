import { describe, expect, it } from 'vitest';
import { contentEventType, contentStreamName } from './content-events.js';
import { contentCreateSchema, contentListQuery, contentUpdateSchema } from './content-families.js';
import { slugify } from './slugify.js';

describe('testimonial schemas', () => {
  const create = contentCreateSchema('testimonial');
  const valid = { title: 'Life changing', author: 'Asha', city: 'Pune', rating: 5, text: 'Accurate and kind.' };

  it('accepts a valid testimonial and fills defaults', () => {
    expect(create.parse(valid)).toEqual({ ...valid, status: 'draft', sort_order: 0 });
  });

  it('names each bad field and the reason', () => {
    const result = create.safeParse({ ...valid, rating: 7, text: '', extra: 1 });
    expect(result.success).toBe(false);
    const issues = result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(issues).toEqual(expect.arrayContaining([['rating', 'must be 1 to 5'], ['text', 'is required']]));
    expect(issues.some(([path, message]) => path === '' && /extra/.test(message ?? ''))).toBe(true);
  });

  it('takes partial updates but not empty ones, and applies no defaults', () => {
    const update = contentUpdateSchema('testimonial');
    expect(update.parse({ rating: 4 })).toEqual({ rating: 4 });
    expect(update.safeParse({}).success).toBe(false);
  });

  it('bounds list paging', () => {
    expect(contentListQuery.parse({ page: '2', limit: '10' })).toMatchObject({ page: 2, limit: 10, sort: 'sort_order' });
    expect(contentListQuery.safeParse({ limit: '101' }).success).toBe(false);
  });
});

describe('content names', () => {
  it('makes event types, streams and slugs', () => {
    expect(contentEventType('testimonial', 'Created')).toBe('TestimonialCreated');
    expect(contentStreamName('testimonial', 'abc')).toBe('content.testimonial-abc');
    expect(slugify('  Śani Dev — Remedies 2026! ')).toBe('sani-dev-remedies-2026');
    expect(slugify('शनि देव')).toBe('');
  });
});
