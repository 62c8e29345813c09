import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeFetch, jsonResponse, pending, type Responder } from '../../../testing/fake-fetch';
import type { Testimonial } from '../api/get-testimonials.api';
import { TestimonialsSection } from './testimonials-section.component';

function testimonial(n: number, fields: Partial<Testimonial> = {}): Testimonial {
  return {
    id: `t${n}`,
    family: 'testimonial',
    title: `Title ${n}`,
    slug: `title-${n}`,
    status: 'published',
    sort_order: n,
    created_at: '2025-01-01T00:00:00.000Z',
    updated_at: '2025-01-01T00:00:00.000Z',
    author: `Author ${n}`,
    rating: 5,
    text: `Text ${n}`,
    ...fields,
  };
}

const page = (items: Testimonial[], total: number, pageNumber = 1) =>
  jsonResponse(200, { status: 200, data: items, meta: { page: pageNumber, limit: 6, total } });

function renderWith(...answers: Responder[]) {
  const network = fakeFetch((request) => {
    const answer = answers.shift();
    if (!answer) throw new Error(`unexpected request ${request.url.href}`);
    return answer(request);
  });
  vi.stubGlobal('fetch', network.fetch);
  render(<TestimonialsSection />);
  return network.requests;
}

const cards = () => within(screen.getByRole('region', { name: 'What our customers say' })).queryAllByRole('listitem');

describe('TestimonialsSection', () => {
  it('shows a loading skeleton while the first page is on its way', () => {
    const requests = renderWith(pending);

    expect(screen.getByRole('heading', { name: 'What our customers say' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Loading testimonials…');
    expect(requests[0]?.url.pathname + (requests[0]?.url.search ?? '')).toBe('/api/get_testimonial?page=1&limit=6');
  });

  it('says so when there are no testimonials', async () => {
    renderWith(() => page([], 0));

    expect(await screen.findByText('No testimonials yet')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows each testimonial with its rating, text, author and city', async () => {
    renderWith(() => page([testimonial(1, { rating: 4, city: 'Varanasi' }), testimonial(2, { rating: 2 })], 2));

    await screen.findByText('Text 1');
    const [first, second] = cards();
    expect(within(first!).getByRole('img', { name: 'Rated 4 out of 5' })).toBeTruthy();
    expect(within(first!).getByRole('heading', { name: 'Title 1' })).toBeTruthy();
    expect(within(first!).getByText('Author 1')).toBeTruthy();
    expect(within(first!).getByText('Varanasi')).toBeTruthy();
    expect(within(second!).getByRole('img', { name: 'Rated 2 out of 5' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('offers a retry when the first page fails, and shows the testimonials it brings', async () => {
    const requests = renderWith(
      () => jsonResponse(500, { status: 500, message: 'boom' }),
      () => Promise.reject(new TypeError('Failed to fetch')),
      () => page([testimonial(1)], 1),
    );

    expect((await screen.findByRole('alert')).textContent).toContain("We couldn't load testimonials.");
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect((await screen.findByRole('alert')).textContent).toContain("We couldn't load testimonials.");
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByText('Text 1')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(requests.map((request) => request.url.searchParams.get('page'))).toEqual(['1', '1', '1']);
  });

  it('loads more pages while there are more, then hides the button', async () => {
    const firstSix = [1, 2, 3, 4, 5, 6].map((n) => testimonial(n));
    const requests = renderWith(
      () => page(firstSix, 8),
      () => page([testimonial(7), testimonial(8)], 8, 2),
    );

    await userEvent.click(await screen.findByRole('button', { name: 'Load more' }));

    expect(await screen.findByText('Text 8')).toBeTruthy();
    expect(cards()).toHaveLength(8);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(requests.map((request) => request.url.searchParams.get('page'))).toEqual(['1', '2']);
  });

  it('shows an item once when a testimonial published meanwhile shifts the next page', async () => {
    const firstSix = [1, 2, 3, 4, 5, 6].map((n) => testimonial(n));
    renderWith(
      () => page(firstSix, 8),
      () => page([testimonial(6), testimonial(7)], 8, 2),
    );

    await userEvent.click(await screen.findByRole('button', { name: 'Load more' }));

    expect(await screen.findByText('Text 7')).toBeTruthy();
    expect(screen.getAllByText('Text 6')).toHaveLength(1);
  });

  it('keeps what is shown when the next page fails, and retries that page', async () => {
    const firstSix = [1, 2, 3, 4, 5, 6].map((n) => testimonial(n));
    const requests = renderWith(
      () => page(firstSix, 7),
      () => jsonResponse(503, { status: 503, message: 'Try later' }),
      () => page([testimonial(7)], 7, 2),
    );

    await userEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    expect((await screen.findByRole('alert')).textContent).toContain("We couldn't load more testimonials.");
    expect(cards()).toHaveLength(6);

    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByText('Text 7')).toBeTruthy();
    expect(requests.map((request) => request.url.searchParams.get('page'))).toEqual(['1', '2', '2']);
  });
});
