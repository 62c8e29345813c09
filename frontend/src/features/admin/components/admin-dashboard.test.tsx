import { contentFamilies, contentFamilyNames } from '@nakshatra/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { jsonResponse } from '../../../testing/fake-fetch';
import { page, renderAdmin } from '../testing/admin-fixtures';

beforeAll(() => import('../../../app/routes/admin.page'));

/** The count cards, once loaded (the sidebar has links to the same lists). */
const dashboardCards = async () => {
  const list = await waitFor(() => {
    const cards = document.querySelector<HTMLElement>('.admin-cards');
    if (!cards) throw new Error('no count cards yet');
    return cards;
  }, { timeout: 3000 });
  return within(list).getAllByRole('link');
};

describe('admin dashboard', () => {
  it('shows each family’s published and draft counts from get_content_counts, each linking to its list', async () => {
    const { requests } = renderAdmin('/admin', {
      'GET /api/get_content_counts': () =>
        jsonResponse(200, { status: 200, data: { blog: { published: 21, draft: 3 }, products: { published: 8, draft: 1 }, horoscope: { published: 48, draft: 0 } } }),
    });

    const cards = await dashboardCards();
    expect(cards).toHaveLength(contentFamilyNames.length);
    const blog = cards.find((card) => card.getAttribute('href') === '/admin/blog')!;
    expect(blog.textContent).toBe('Blog posts21 published3 drafts');
    expect(cards.find((card) => card.getAttribute('href') === '/admin/products')!.textContent).toBe('Products8 published1 draft');
    // A family the answer leaves out counts as empty.
    expect(cards.find((card) => card.getAttribute('href') === '/admin/tarot')!.textContent).toBe('Tarot articles0 published0 drafts');
    expect(requests.filter((request) => request.url.pathname === '/api/get_content_counts')).toHaveLength(1);
  });

  it('names families by their catalogue labels, in the sidebar too', async () => {
    renderAdmin('/admin', { 'GET /api/get_content_counts': () => jsonResponse(200, { status: 200, data: {} }) });

    const nav = await screen.findByRole('navigation', { name: 'Back office' }, { timeout: 3000 });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Dashboard',
      'Users',
      'Astrologers',
      'Live sessions',
      'Orders',
      'Pooja bookings',
      'Support',
      'Transactions',
      'Wallets',
      'Refunds',
      'Turnover',
      ...contentFamilyNames.map((family) => expect.stringContaining(contentFamilies[family].label.slice(0, -1))),
      'Newsletter subscribers',
    ]);
    expect(within(nav).getByRole('link', { name: 'Stories' }).getAttribute('href')).toBe('/admin/story');
    expect(within(nav).getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBe('page');
  });

  it('offers to try again when the counts fail to load', async () => {
    let calls = 0;
    renderAdmin('/admin', {
      'GET /api/get_content_counts': () => ((calls += 1) === 1 ? jsonResponse(500, { status: 500 }) : jsonResponse(200, { status: 200, data: { blog: { published: 1, draft: 0 } } })),
    });
    const user = userEvent.setup();

    expect((await screen.findByRole('alert', {}, { timeout: 3000 })).textContent).toContain('Could not load the counts. Something went wrong (error 500). Please try again.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect((await dashboardCards()).find((card) => card.getAttribute('href') === '/admin/blog')?.textContent).toBe('Blog posts1 published0 drafts');
  });

  it('opens a family’s list from its card', async () => {
    const { router } = renderAdmin('/admin', {
      'GET /api/get_content_counts': () => jsonResponse(200, { status: 200, data: {} }),
      'GET /api/get_festivals': page([]),
    });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('link', { name: /^Festivals0 published/ }, { timeout: 3000 }));
    expect(await screen.findByRole('heading', { name: 'Festivals', level: 1 })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/admin/festivals');
  });
});
