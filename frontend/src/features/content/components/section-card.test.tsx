import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderApp } from '../../../testing/render-app';
import { contentItem, listPage } from '../testing/content-fixtures';

beforeAll(() => import('../../../app/routes/content-list.page'));

/** The card whose title is `title`. */
async function card(title: string) {
  const heading = await screen.findByRole('heading', { level: 2, name: title });
  return within(heading.closest('li')!);
}

describe('the cards of each kind of section', () => {
  it('podcasts: cover, title and the length as mm:ss', async () => {
    renderApp('/podcasts', { 'GET /api/get_podcast': listPage([contentItem('podcast', 1, { title: 'Saturn return', audio_url: '/uploads/s.mp3', duration_s: 3725, image_url: '/uploads/cover.png', category: 'planets' })]) });

    const podcast = await card('Saturn return');
    expect(podcast.getByRole('link', { name: 'Saturn return' }).getAttribute('href')).toBe('/podcasts/item-1');
    expect(podcast.getByRole('img', { name: 'Saturn return' }).getAttribute('src')).toBe('/uploads/cover.png');
    expect(podcast.getByText('62:05').getAttribute('datetime')).toBe('PT62M5S');
    expect(podcast.getByText('Duration:')).toBeTruthy();
    expect(podcast.getByRole('link', { name: 'planets' }).getAttribute('href')).toBe('/podcasts?category=planets');
  });

  it('videos: the thumbnail under a play sign', async () => {
    renderApp('/videos', { 'GET /api/get_video': listPage([contentItem('video', 1, { title: 'Ganga aarti', video_url: 'https://youtu.be/dQw4w9WgXcQ', thumbnail_url: '/uploads/thumb.png' })]) });

    const video = await card('Ganga aarti');
    expect(video.getByRole('img', { name: 'Ganga aarti' }).getAttribute('src')).toBe('/uploads/thumb.png');
    // The play sign is decorative: the card's link names the video.
    expect(video.getByRole('img', { name: 'Ganga aarti' }).parentElement?.querySelector('[aria-hidden="true"] svg')).toBeTruthy();
    expect(video.getByRole('link', { name: 'Ganga aarti' }).getAttribute('href')).toBe('/videos/item-1');
  });

  it('albums: cover and summary, leading to the album', async () => {
    renderApp('/gallery', { 'GET /api/get_collection': listPage([contentItem('collection', 1, { title: 'Kashi', slug: 'kashi', summary: 'Evenings on the ghats.', image_url: '/uploads/kashi.png' })]) });

    const albumCard = await card('Kashi');
    expect(albumCard.getByRole('link', { name: 'Kashi' }).getAttribute('href')).toBe('/gallery/kashi');
    expect(albumCard.getByText('Evenings on the ghats.')).toBeTruthy();
  });

  it('aarti: the deity', async () => {
    renderApp('/aarti', { 'GET /api/get_aarti': listPage([contentItem('aarti', 1, { title: 'Shiv aarti', deity: 'Shiva' })]) });
    expect((await card('Shiv aarti')).getByText('Deity: Shiva')).toBeTruthy();
  });

  it('vrat: the day it falls on', async () => {
    renderApp('/vrat', { 'GET /api/get_vrat': listPage([contentItem('vrat', 1, { title: 'Pradosh vrat', date: '2026-12-02' })]) });
    expect((await card('Pradosh vrat')).getByText('2 Dec 2026').getAttribute('datetime')).toBe('2026-12-02');
  });

  it('testimonials: the testimonial card, with its rating and author, paged', async () => {
    const testimonials = Array.from({ length: 12 }, (_, index) =>
      contentItem('testimonial', index + 1, { title: `Helpful ${index + 1}`, author: `Author ${index + 1}`, city: 'Jaipur', rating: 4, text: `Text ${index + 1}` }),
    );
    renderApp('/testimonials', { 'GET /api/get_testimonial': listPage(testimonials, 20) });

    const first = await card('Helpful 1');
    expect(first.getByRole('img', { name: 'Rated 4 out of 5' })).toBeTruthy();
    expect(first.getByText('Author 1')).toBeTruthy();
    expect(first.getByText('Text 1')).toBeTruthy();
    expect(within(screen.getByRole('navigation', { name: 'Pages of testimonials' })).getByText('Page 1 of 2')).toBeTruthy();
  });
});
