import { contentCreateSchema, sanitizeRichText } from '@nakshatra/contracts';
import { describe, expect, it } from 'vitest';
import { demoCatalogue } from './demo-catalogue.js';
import { infoPages } from './info-pages.js';

describe('seeded info pages', () => {
  const pages = infoPages();

  it('are the four pages the SPA routes to, by slug, in the demo catalogue', () => {
    expect(pages.map((page) => page.fields.slug)).toEqual(['about-us', 'terms-and-conditions', 'privacy-policy', 'refund-policy']);
    expect(demoCatalogue('2026-11-22').filter((item) => item.family === 'page')).toEqual(pages);
  });

  it.each(pages.map((page) => [page.fields.slug, page] as const))('%s is a valid, published page whose body the rich-text filter keeps whole', (_slug, page) => {
    const parsed: Record<string, unknown> = contentCreateSchema('page').parse(page.fields);
    expect(parsed).toMatchObject({ status: 'published', title: page.fields.title, body: page.fields.body });
    expect(sanitizeRichText(String(page.fields.body))).toBe(page.fields.body);
  });

  it('keeps the refund policy consistent with a prepaid wallet', () => {
    const refunds = String(pages.find((page) => page.fields.slug === 'refund-policy')?.fields.body);
    expect(refunds).toMatch(/prepaid wallet/);
    expect(refunds).toMatch(/credited back to your wallet/);
    expect(refunds).toMatch(/Bonus and promotional credits are not refundable/);
  });
});
