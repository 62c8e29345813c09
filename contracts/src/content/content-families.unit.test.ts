import { describe, expect, it } from 'vitest';
import { fieldErrorsOf } from '../refusals/field-errors.js';
import { contentEventType, contentStreamName } from './content-events.js';
import { contentCreateSchema, contentListQuery, contentUpdateSchema } from './content-families.js';
import { contentItemSchema } from './content-items.js';
import { slugify } from './slugify.js';

describe('testimonial schemas', () => {
  const create = contentCreateSchema('testimonial');
  const valid = { title: 'Life changing', author: 'Asha', city: 'Pune', rating: 5, text: 'Accurate and kind.' };

  it('accepts a valid testimonial and fills defaults', () => {
    expect(create.parse(valid)).toEqual({ ...valid, status: 'draft', sort_order: 0 });
  });

  it('names each bad field with a code and the reason', () => {
    const input = { ...valid, rating: 7, text: '', slug: 'Not A Slug', image_url: 'http://x', extra: 1 };
    const result = create.safeParse(input);
    expect(fieldErrorsOf(result.error!.issues, input)).toEqual(
      expect.arrayContaining([
        { path: 'rating', code: 'field.too_big', params: { maximum: 5 }, message: 'must be at most 5' },
        { path: 'text', code: 'field.required', message: 'is required' },
        { path: 'slug', code: 'field.slug', message: 'must be lowercase letters, digits and single hyphens' },
        { path: 'image_url', code: 'field.image_url', message: 'must be an https:// URL or an /uploads/ path' },
        { path: '', code: 'field.unknown', params: { keys: 'extra' }, message: 'has fields this call does not take: extra' },
      ]),
    );
  });

  it('keeps an /uploads/ image inside /uploads/ as the browser resolves it', () => {
    const imageOf = (image_url: string) => create.safeParse({ ...valid, image_url });
    expect(imageOf('/uploads/0123456789abcdef.webp').success).toBe(true);
    const escaping = imageOf('/uploads/../api/get_blog');
    expect(fieldErrorsOf(escaping.error!.issues, { image_url: '/uploads/../api/get_blog' })).toEqual([{ path: 'image_url', code: 'field.image_url', message: 'must be an https:// URL or an /uploads/ path' }]);
    expect(imageOf('/uploads/%2e%2e/api/get_blog').success).toBe(false);
  });

  it('takes partial updates but not empty ones, and applies no defaults', () => {
    const update = contentUpdateSchema('testimonial');
    expect(update.parse({ rating: 4 })).toEqual({ rating: 4 });
    const empty = update.safeParse({});
    expect(fieldErrorsOf(empty.error!.issues, {})).toEqual([{ path: '', code: 'field.no_change', message: 'must change at least one field' }]);
  });

  it('bounds list paging', () => {
    expect(contentListQuery.parse({ page: '2', limit: '10' })).toMatchObject({ page: 2, limit: 10, sort: 'sort_order' });
    expect(contentListQuery.safeParse({ limit: '101' }).success).toBe(false);
  });
});

describe('product schemas', () => {
  const product = { title: 'Ruby', price: 500_000, mrp: 400_000, stock: 2 };

  it('refuses an MRP below the price, and money that is not whole paise', () => {
    const input = { ...product, price: 10.5, mrp: 5, images: ['/uploads/a.png'], code: 'X' };
    const errors = fieldErrorsOf(contentCreateSchema('products').safeParse(input).error!.issues, input);
    expect(errors).toEqual(expect.arrayContaining([{ path: 'price', code: 'field.whole_paise', message: 'must be whole paise' }]));
    const below = fieldErrorsOf(contentCreateSchema('products').safeParse(product).error!.issues, product);
    expect(below).toEqual([{ path: 'mrp', code: 'field.mrp_below_price', message: 'must not be below the price' }]);
  });

  it('serves a product as it was stored, and catches a field the family does not have', () => {
    const served = {
      id: '6f1c1f7e-2a5b-4c1e-9a43-0d3c2b1a0f11',
      family: 'products',
      title: 'Ruby',
      slug: 'ruby',
      status: 'published',
      sort_order: 0,
      created_at: '2026-11-22T10:00:00.000Z',
      updated_at: '2026-11-22T10:00:00.000Z',
      body: '<p>  Untouched: an answer is described, never cleaned again  </p>',
      price: 500_000,
      mrp: 600_000,
      stock: 2,
      images: [],
    };
    const item = contentItemSchema('products');
    expect(item.parse(served)).toEqual(served);
    expect(item.safeParse({ ...served, images: undefined }).success).toBe(false);
    expect(item.safeParse({ ...served, rating: 5 }).success).toBe(false);
    expect(item.safeParse({ ...served, family: 'blog' }).success).toBe(false);
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

describe('service links', () => {
  it('take https and paths on this site, never another host spelled as a path', () => {
    const create = contentCreateSchema('services');
    for (const link of ['https://example.com/x', '/mall/ruby', '/blogs?page=2']) expect(create.safeParse({ title: 'Pooja', link }).success, link).toBe(true);
    for (const link of ['//evil.example', '/\\evil.example', '\\\\evil', 'javascript:alert(1)', 'http://example.com']) {
      const input = { title: 'Pooja', link };
      expect(fieldErrorsOf(create.safeParse(input).error!.issues, input), link).toEqual([{ path: 'link', code: 'field.link', message: 'must be an https:// URL or a path on this site' }]);
    }
  });
});
