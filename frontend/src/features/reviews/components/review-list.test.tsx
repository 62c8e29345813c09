import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, pending } from '../../../testing/fake-fetch';
import { inTurn } from '../../astrologers/testing/astrologer-fixtures';
import { ReviewList } from '../index';
import { renderWithApi, review, reviewsAnswer, summary } from '../testing/review-fixtures';

describe('review list', () => {
  it('says it is loading', () => {
    renderWithApi(<ReviewList astrologerId="a1" />, pending);
    expect(screen.getByRole('status').textContent).toContain('Loading reviews…');
  });

  it('shows the rating summary and the reviews, and adds the next page with Show more', async () => {
    const { requests } = renderWithApi(
      <ReviewList astrologerId="a1" />,
      inTurn(reviewsAnswer([1, 2, 3, 4, 5].map((n) => review(n)), 6), reviewsAnswer([review(6, { rating: 2, comment: null })], 6, 2)),
    );
    expect(await screen.findByText('4.3 out of 5')).toBeTruthy();
    expect(screen.getByText('Based on 3 reviews')).toBeTruthy();
    const histogram = screen.getByRole('list', { name: 'How customers rated' });
    expect(within(histogram).getAllByRole('listitem').map((row) => row.getAttribute('aria-label'))).toEqual(['5 star: 1', '4 star: 2', '3 star: 0', '2 star: 0', '1 star: 0']);
    expect(screen.getByText('Comment 1')).toBeTruthy();
    expect(screen.getByText('Customer 1.')).toBeTruthy();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Show more reviews' }));
    expect(await screen.findByText('Customer 6.')).toBeTruthy();
    expect(screen.getByText('Comment 1')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Show more reviews' })).toBeNull();
    expect(requests.map((request) => Object.fromEntries(request.url.searchParams))).toEqual([
      { astrologer_id: 'a1', page: '1', limit: '5' },
      { astrologer_id: 'a1', page: '2', limit: '5' },
    ]);
  });

  it('says when there are no reviews yet', async () => {
    renderWithApi(<ReviewList astrologerId="a1" />, reviewsAnswer([], 0, 1, summary({ average: 0, count: 0, histogram: { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 } })));
    expect(await screen.findByText('No reviews yet. Reviews appear here after consultations.')).toBeTruthy();
    expect(screen.queryByText(/out of 5/)).toBeNull();
  });

  it('offers a retry when the reviews cannot be loaded', async () => {
    renderWithApi(<ReviewList astrologerId="a1" />, inTurn(() => jsonResponse(500, {}), reviewsAnswer([review(1)])));
    expect((await screen.findByRole('alert')).textContent).toContain("We couldn't load the reviews.");
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Comment 1')).toBeTruthy();
  });

  it('speaks Hindi when the visitor chose it, the reviews as written', async () => {
    window.localStorage.setItem('language', 'hi');
    renderWithApi(<ReviewList astrologerId="a1" />, reviewsAnswer([review(1, { comment: 'Very accurate' })], 2));
    expect(await screen.findByRole('heading', { name: 'समीक्षाएँ' })).toBeTruthy();
    // The heading is there while the reviews load: wait for them.
    expect(await screen.findByText('5 में से 4.3')).toBeTruthy();
    expect(screen.getByText('3 समीक्षाओं के आधार पर')).toBeTruthy();
    expect(screen.getByText('Very accurate')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'और समीक्षाएँ दिखाएँ' })).toBeTruthy();
  });
});
