import { contentFamilyNames } from '@nakshatra/contracts';
import { describe, expect, it } from 'vitest';
import { contentFields, type FieldDescriptor } from './content-fields';
import { fieldLabel } from './field-texts';

const kinds = (fields: FieldDescriptor[]) => Object.fromEntries(fields.map((field) => [field.name, field.kind]));
const field = (family: Parameters<typeof contentFields>[0], name: string) => contentFields(family).find((entry) => entry.name === name)!;

describe('admin form fields derived from the content catalogue', () => {
  it('gives a blog the base fields, its article fields and a rich-text body', () => {
    expect(kinds(contentFields('blog'))).toEqual({
      title: 'text',
      slug: 'text',
      summary: 'textarea',
      body: 'rich-text',
      image_url: 'image',
      category: 'text',
      tags: 'string-list',
      published_at: 'datetime',
      status: 'select',
      sort_order: 'number',
    });
    expect(field('blog', 'title').required).toBe(true);
    expect(field('blog', 'slug').required).toBe(false);
    expect(field('blog', 'status')).toMatchObject({ options: ['draft', 'published'], defaultValue: 'draft', required: false });
    expect(field('blog', 'sort_order')).toMatchObject({ defaultValue: 0, min: 0, max: 1_000_000 });
  });

  it('shows product money in rupees, images as uploads and the category as a choice of product categories', () => {
    expect(kinds(contentFields('products'))).toMatchObject({ price: 'money', mrp: 'money', stock: 'number', images: 'image-list', category_id: 'relation', body: 'rich-text' });
    expect(field('products', 'price')).toMatchObject({ required: true });
    expect(fieldLabel(field('products', 'price'), 'en')).toBe('Price (₹)');
    expect(fieldLabel(field('products', 'mrp'), 'en')).toBe('MRP (₹)');
    expect(field('products', 'category_id')).toMatchObject({ relatedFamily: 'product_category' });
    expect(fieldLabel(field('products', 'category_id'), 'en')).toBe('Category');
    expect(field('products', 'images')).toMatchObject({ required: false, defaultValue: [] });
  });

  it('gives a horoscope the twelve signs, the four periods and a date', () => {
    expect(kinds(contentFields('horoscope'))).toMatchObject({ sign: 'select', period: 'select', date: 'date', body: 'rich-text', lucky_number: 'number', lucky_color: 'text' });
    expect(field('horoscope', 'sign').options).toHaveLength(12);
    expect(field('horoscope', 'period')).toMatchObject({ options: ['daily', 'weekly', 'monthly', 'yearly'], required: true });
    expect(field('horoscope', 'body').required).toBe(true);
  });

  it('links gallery items to albums and stories to story collections', () => {
    expect(field('gallery', 'images')).toMatchObject({ kind: 'image-list', required: true });
    expect(field('gallery', 'collection_id').relatedFamily).toBe('collection');
    expect(field('story', 'collection_id').relatedFamily).toBe('story_collection');
  });

  it('gives banners an image, a placement and datetimes, and recharge packs a checkbox', () => {
    expect(kinds(contentFields('banners'))).toMatchObject({ image_url: 'image', link: 'text', placement: 'select', starts_at: 'datetime', ends_at: 'datetime' });
    expect(field('banners', 'image_url').required).toBe(true);
    expect(kinds(contentFields('price'))).toMatchObject({ amount: 'money', bonus_amount: 'money', popular: 'boolean' });
    expect(field('video', 'thumbnail_url').kind).toBe('image');
    expect(field('video', 'video_url').kind).toBe('text');
  });

  it('gives a live gift its Hindi name, emoji and a price in rupees, all required, and an optional image', () => {
    expect(kinds(contentFields('gift'))).toMatchObject({ title_hi: 'text', emoji: 'text', price: 'money', image_url: 'image' });
    expect([field('gift', 'title_hi').required, field('gift', 'emoji').required, field('gift', 'price').required, field('gift', 'image_url').required]).toEqual([true, true, true, false]);
    expect(fieldLabel(field('gift', 'price'), 'en')).toBe('Price (₹)');
  });

  it('keeps plain long text plain: a notification body and a testimonial are textareas without rich text', () => {
    expect(field('notification', 'body').kind).toBe('textarea');
    expect(field('testimonial', 'text').kind).toBe('textarea');
    expect(field('pooja_booking', 'benefits').kind).toBe('string-list');
  });

  it('derives a form for every family, each field with a label in English and Hindi', () => {
    for (const family of contentFamilyNames) {
      const fields = contentFields(family);
      expect(fields[0]?.name).toBe('title');
      for (const entry of fields) {
        for (const language of ['en', 'hi'] as const) {
          const label = fieldLabel(entry, language);
          expect(label, `${family}.${entry.name} (${language})`).not.toBe('');
          expect(label, `${family}.${entry.name} (${language})`).not.toBe(entry.name);
        }
      }
    }
  });
});
