import { randomUUID } from 'node:crypto';
import { readdirSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { contentCreateSchema } from '@nakshatra/contracts';
import { describe, expect, it } from 'vitest';
import { DEMO_ASTROLOGERS } from './demo-astrologers.js';
import { demoCatalogue, seedImageNames } from './demo-catalogue.js';

// The seed writes through the real commands, which validate; a bad item would stop `npm start`'s
// first run halfway. This checks every item against its family's schema first, with bundled images
// and earlier items standing in as an upload URL and an id.
const standIn = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(standIn);
  if (typeof value !== 'string') return value;
  if (value.startsWith('image:')) return `/uploads/${value.slice('image:'.length)}.png`;
  if (value.startsWith('ref:')) return randomUUID();
  return value;
};

const SEED_IMAGES = new URL('../../seed-images/', import.meta.url);

describe('demo catalogue', () => {
  const items = demoCatalogue('2026-11-22');

  it('has only items their family accepts', () => {
    const problems = items.flatMap((item) => {
      const fields = Object.fromEntries(Object.entries(item.fields).map(([key, value]) => [key, standIn(value)]));
      const parsed = contentCreateSchema(item.family).safeParse(fields);
      return parsed.success ? [] : [`${item.family} "${String(item.fields.title)}": ${parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`).join('; ')}`];
    });
    expect(problems).toEqual([]);
  });

  it('refers only to items defined before', () => {
    const defined = new Set<string>();
    for (const item of items) {
      for (const value of Object.values(item.fields).flat()) {
        if (typeof value === 'string' && value.startsWith('ref:')) expect(defined, value).toContain(value.slice(4));
      }
      if (item.ref) defined.add(item.ref);
    }
  });

  it('gives every item a picture of its own, and names only bundled images that are small', () => {
    const named = items.flatMap((item) => Object.values(item.fields).flat()).filter((value) => typeof value === 'string' && value.startsWith('image:'));
    const portraits = DEMO_ASTROLOGERS.map((astrologer) => astrologer.portrait);
    const shared = [...named, ...portraits.map((name) => `image:${name}`)].filter((value, index, all) => all.indexOf(value) !== index);
    expect(shared).toEqual([]);
    const pictured = items.filter((item) => ['products', 'pooja_booking', 'blog', 'news', 'remedies', 'vastu', 'numerology', 'tarot', 'aarti', 'festivals', 'vrat', 'story', 'gallery', 'testimonial'].includes(item.family));
    expect(pictured.filter((item) => !item.fields.image_url && !(item.fields.images as unknown[] | undefined)?.length).map((item) => item.fields.title)).toEqual([]);

    const names = seedImageNames(items, portraits);
    expect(names).toHaveLength(named.length + portraits.length);
    // Every drawn image is used, so none is bundled for nothing.
    const bundled = readdirSync(fileURLToPath(SEED_IMAGES)).filter((file) => file.endsWith('.webp'));
    expect(bundled.sort()).toEqual(names.map((name) => `${name}.webp`).sort());
    for (const name of names) {
      // The seed uploads each through StoreImage on a fresh start; small keeps that quick.
      const bytes = statSync(fileURLToPath(new URL(`${name}.webp`, SEED_IMAGES))).size;
      expect(bytes, name).toBeLessThan(60_000);
    }
  });

  it('fills every public library section but podcasts and videos', () => {
    const families = new Set(items.map((item) => item.family));
    for (const family of ['blog', 'news', 'remedies', 'vastu', 'numerology', 'tarot', 'aarti', 'vrat', 'festivals', 'gallery', 'collection', 'story', 'story_collection', 'testimonial'] as const) {
      expect(families, family).toContain(family);
    }
  });
});
