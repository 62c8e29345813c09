import { describe, expect, it } from 'vitest';
import type { GalleryItem } from '../api/content-items';
import { albumPhotos } from './album-photos';

const item = (id: string, title: string, images: string[]): GalleryItem => ({
  id,
  family: 'gallery',
  title,
  slug: id,
  status: 'published',
  sort_order: 0,
  created_at: '2026-11-01T00:00:00.000Z',
  updated_at: '2026-11-01T00:00:00.000Z',
  images,
});

describe('albumPhotos', () => {
  it('lists every photo in order, described by its item’s title, numbered when the item has several', () => {
    const photos = albumPhotos([item('a', 'Ganga aarti', ['/uploads/1.jpg', '/uploads/2.jpg']), item('b', 'Diyas', ['/uploads/3.jpg'])], (title, n, count) => `${title} ${n}/${count}`);

    expect(photos).toEqual([
      { key: 'a-0', src: '/uploads/1.jpg', alt: 'Ganga aarti 1/2' },
      { key: 'a-1', src: '/uploads/2.jpg', alt: 'Ganga aarti 2/2' },
      { key: 'b-0', src: '/uploads/3.jpg', alt: 'Diyas' },
    ]);
  });
});
