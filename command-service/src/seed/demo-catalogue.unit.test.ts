import { randomUUID } from 'node:crypto';
import { contentCreateSchema } from '@nakshatra/contracts';
import { describe, expect, it } from 'vitest';
import { demoCatalogue } from './demo-catalogue.js';

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

  it('fills every public library section but podcasts and videos', () => {
    const families = new Set(items.map((item) => item.family));
    for (const family of ['blog', 'news', 'remedies', 'vastu', 'numerology', 'tarot', 'aarti', 'vrat', 'festivals', 'gallery', 'collection', 'story', 'story_collection', 'testimonial'] as const) {
      expect(families, family).toContain(family);
    }
  });
});
