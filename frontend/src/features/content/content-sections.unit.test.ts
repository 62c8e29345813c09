import { routeTable } from '@nakshatra/contracts/client';
import { describe, expect, it } from 'vitest';
import { contentSectionLabels, contentSections } from './content-sections';

const served = (name: string) => routeTable.some((entry) => entry.name === name && entry.access === 'public' && entry.method === 'GET' && !entry.planned);

describe('content sections', () => {
  it('read public calls that are served today', () => {
    for (const { family, detail, collections } of contentSections) {
      expect(served(`get_${family}`), `get_${family}`).toBe(true);
      if (detail === 'album') expect(served('get_single_gallery_collection')).toBe(true);
      else if (detail) expect(served(`get_single_${family}`), `get_single_${family}`).toBe(true);
      if (collections) expect(served(`get_${collections}`) && served(`get_single_${collections}`), collections).toBe(true);
    }
  });

  it('each have their own address and a name in English and Hindi', () => {
    expect(new Set(contentSections.map((section) => section.path)).size).toBe(contentSections.length);
    for (const { id } of contentSections) {
      expect(contentSectionLabels.en[id]).toMatch(/^[A-Z]/);
      expect(contentSectionLabels.hi[id]).toMatch(/[\u0900-\u097F]/);
    }
  });

  it('cover every list of the issue', () => {
    expect(contentSections.map((section) => section.path)).toEqual([
      '/blogs',
      '/news',
      '/remedies',
      '/vastu',
      '/numerology',
      '/tarot',
      '/aarti',
      '/vrat',
      '/festivals',
      '/podcasts',
      '/videos',
      '/gallery',
      '/stories',
      '/testimonials',
    ]);
  });
});
