import type { AstrologerProfileView } from '@nakshatra/contracts';
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { jsonResponse, pending } from '../../../testing/fake-fetch';
import { renderApp } from '../../../testing/render-app';
import { review, reviewsAnswer } from '../../reviews/testing/review-fixtures';
import { astrologer, astrologersAnswer } from '../testing/astrologer-fixtures';

beforeAll(() => Promise.all([import('../../../app/routes/astrologer-profile.page'), import('../../../app/routes/consult.page')]));

const profile = (fields: Partial<AstrologerProfileView> = {}): AstrologerProfileView => ({
  ...astrologer(1, { name: 'Acharya Meera', skills: ['tarot', 'vedic'], languages: ['tamil', 'english'], experience_years: 12, price_per_min: 30_00, rating: 4.3, rating_count: 3, status: 'busy' }),
  bio: 'Tarot and numerology for twelve years.',
  approved_at: '2026-11-01T00:00:00.000Z',
  ...fields,
});

describe('astrologer profile page', () => {
  it('says it is loading', async () => {
    renderApp('/astrologer-profile/a1', { 'GET /api/get_single_astrologer/a1': pending, 'GET /api/get_review': pending });
    expect((await screen.findByText('Loading the astrologer…')).closest('[role="status"]')).toBeTruthy();
  });

  it('shows photo, name, live status, skills, languages, experience, price, rating, bio and the reviews', async () => {
    const { requests } = renderApp('/astrologer-profile/a1', {
      'GET /api/get_single_astrologer/a1': () => jsonResponse(200, { status: 200, data: profile() }),
      'GET /api/get_review': reviewsAnswer([review(1, { customer_name: 'Asha K.', comment: 'Spot on' })], 1),
    });
    const main = within(screen.getByRole('main'));
    expect(await main.findByRole('heading', { level: 1, name: 'Acharya Meera' })).toBeTruthy();
    expect(document.title).toBe('Acharya Meera · Nakshatra');
    expect(main.getByText('Busy', { selector: '.astrologer-status' })).toBeTruthy();
    expect(main.getByText('Tarot, Vedic')).toBeTruthy();
    expect(main.getByText('Tamil, English')).toBeTruthy();
    expect(main.getByText('12 years of experience')).toBeTruthy();
    expect(main.getByText('₹ 30/min')).toBeTruthy();
    expect(main.getByText(/★ 4\.3 \(3 reviews\)/)).toBeTruthy();
    expect(main.getByText('Tarot and numerology for twelve years.')).toBeTruthy();
    expect(await main.findByText('Spot on')).toBeTruthy();
    expect(main.getByText('Asha K.')).toBeTruthy();
    const reviewQuery = requests.find((request) => request.url.pathname === '/api/get_review')!;
    expect(Object.fromEntries(reviewQuery.url.searchParams)).toEqual({ astrologer_id: 'a1', page: '1', limit: '5' });
  });

  it('says plainly when the astrologer is not listed (404)', async () => {
    renderApp('/astrologer-profile/gone', { 'GET /api/get_single_astrologer/gone': () => jsonResponse(404, {}) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Astrologer not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See all astrologers' }).getAttribute('href')).toBe('/chat-with-astrologer');
  });

  it('is linked from each astrologer card', async () => {
    renderApp('/chat-with-astrologer', { 'GET /api/get_astrologer': astrologersAnswer([astrologer(7)]) });
    const card = await screen.findByRole('article', { name: 'Astrologer 7' });
    expect(within(card).getByRole('link', { name: 'Astrologer 7' }).getAttribute('href')).toBe('/astrologer-profile/a7');
  });
});
