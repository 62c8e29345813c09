import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { jsonResponse, pending, type Responder } from '../../../testing/fake-fetch';
import { renderApp } from '../../../testing/render-app';
import { contentItem, inTurn, listPage, queriesTo } from '../testing/content-fixtures';

beforeAll(() => import('../../../app/routes/content-list.page'));

function openList(path: string, ...answers: Responder[]) {
  const rendered = renderApp(path, { 'GET /api/get_blog': inTurn(...answers) });
  return { ...rendered, queries: () => queriesTo(rendered.requests, 'get_blog'), user: userEvent.setup() };
}

const post = (n: number, fields: Record<string, unknown> = {}) => contentItem('blog', n, { title: `Post ${n}`, slug: `post-${n}`, ...fields });
const cards = () => within(screen.getByRole('main')).queryAllByRole('article');
const twelve = Array.from({ length: 12 }, (_, index) => post(index + 1));

describe('content list (blogs)', () => {
  it('shows a skeleton under the heading while the first page loads, and names the page', async () => {
    const { queries } = openList('/blogs', pending);

    expect(await screen.findByRole('heading', { level: 1, name: 'Blogs' })).toBeTruthy();
    expect(screen.getByText('Loading blog posts…').closest('[role="status"]')).toBeTruthy();
    expect(document.title).toBe('Blogs · Nakshatra');
    // The request and the description come from effects, which may run just after the first paint.
    await waitFor(() => expect(queries()).toEqual([{ page: '1', limit: '12', sort: 'newest', status: 'published' }]));
    expect(document.querySelector<HTMLMetaElement>('meta[name="description"]')?.content).toMatch(/astrology/);
  });

  it('says so when there are no posts', async () => {
    openList('/blogs', listPage([], 0));

    expect(await screen.findByText('No blog posts yet')).toBeTruthy();
    expect(cards()).toHaveLength(0);
    expect(screen.queryByRole('navigation', { name: 'Pages of blog posts' })).toBeNull();
  });

  it('shows each post as a card: image, title linking to the post, summary, category and the day in India', async () => {
    openList(
      '/blogs',
      listPage([
        post(1, {
          title: 'Lamps for Saturn',
          slug: 'lamps-for-saturn',
          summary: 'Why a sesame-oil lamp on Saturdays.',
          image_url: '/uploads/abc123.png',
          category: 'remedies',
          // 00:30 on the 22nd in India, still the 21st in UTC.
          published_at: '2026-11-21T19:00:00.000Z',
        }),
        post(2, { title: 'Without extras' }),
      ]),
    );

    const [first, second] = await waitFor(() => {
      const shown = cards();
      expect(shown).toHaveLength(2);
      return shown;
    });
    const card = within(first!);
    expect(card.getByRole('img', { name: 'Lamps for Saturn' }).getAttribute('src')).toBe('/uploads/abc123.png');
    expect(card.getByRole('heading', { level: 2, name: 'Lamps for Saturn' })).toBeTruthy();
    expect(card.getByRole('link', { name: 'Lamps for Saturn' }).getAttribute('href')).toBe('/blogs/lamps-for-saturn');
    expect(card.getByText('Why a sesame-oil lamp on Saturdays.')).toBeTruthy();
    expect(card.getByRole('link', { name: 'remedies' }).getAttribute('href')).toBe('/blogs?category=remedies');
    expect(card.getByText('22 Nov 2026').getAttribute('datetime')).toBe('2026-11-21T19:00:00.000Z');
    // No image, no category: the date falls back to when the post was created.
    expect(within(second!).queryByRole('img')).toBeNull();
    expect(within(second!).getByText('20 Nov 2026')).toBeTruthy();
    expect(screen.getByText('2 blog posts')).toBeTruthy();
  });

  it('offers a retry when the page fails to load, and shows the posts it brings', async () => {
    const { user, queries } = openList(
      '/blogs',
      () => jsonResponse(500, { status: 500, message: 'boom' }),
      () => Promise.reject(new TypeError('Failed to fetch')),
      listPage([post(1)]),
    );

    expect((await screen.findByRole('alert')).textContent).toContain("We couldn't load blog posts.");
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect((await screen.findByRole('alert')).textContent).toContain("We couldn't load blog posts.");
    await user.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('link', { name: 'Post 1' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(queries().map((query) => query.page)).toEqual(['1', '1', '1']);
  });

  it('pages with Previous and Next, keeping the page and the filters in the address', async () => {
    const { user, queries, router } = openList('/blogs?category=remedies', listPage(twelve, 30), listPage(twelve, 30, 2), listPage(twelve.slice(0, 6), 30, 3), listPage(twelve, 30, 2));

    const paging = await screen.findByRole('navigation', { name: 'Pages of blog posts' });
    expect(within(paging).getByText('Page 1 of 3')).toBeTruthy();
    expect(within(paging).queryByRole('link', { name: 'Previous' })).toBeNull();
    expect(within(paging).getByRole('link', { name: 'Next' }).getAttribute('href')).toBe('/blogs?category=remedies&page=2');

    await user.click(within(paging).getByRole('link', { name: 'Next' }));
    await screen.findByText('Page 2 of 3');
    expect(router.state.location.search).toBe('?category=remedies&page=2');
    // The page starts again at its heading, not at a link that is gone.
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: 'Blogs' }));
    expect(screen.getByRole('link', { name: 'Previous' }).getAttribute('href')).toBe('/blogs?category=remedies');

    await user.click(screen.getByRole('link', { name: 'Next' }));
    await screen.findByText('Page 3 of 3');
    expect(cards()).toHaveLength(6);
    expect(screen.queryByRole('link', { name: 'Next' })).toBeNull();

    await user.click(screen.getByRole('link', { name: 'Previous' }));
    await screen.findByText('Page 2 of 3');
    expect(queries().map((query) => [query.page, query.category])).toEqual([
      ['1', 'remedies'],
      ['2', 'remedies'],
      ['3', 'remedies'],
      ['2', 'remedies'],
    ]);
  });

  it('filters by the category in the address, shown as a chip that removes it', async () => {
    const { user, queries, router } = openList('/blogs?category=remedies&page=2', listPage([post(13)], 13, 2), listPage(twelve, 40));

    const chips = await screen.findByRole('list', { name: 'Filters' });
    expect(within(chips).getByText('remedies')).toBeTruthy();
    await screen.findByRole('link', { name: 'Post 13' });

    await user.click(within(chips).getByRole('button', { name: 'Remove category filter: remedies' }));

    await screen.findByText('Page 1 of 4');
    expect(router.state.location.search).toBe('');
    expect(screen.queryByRole('list', { name: 'Filters' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: 'Blogs' }));
    expect(queries()).toEqual([
      { page: '2', limit: '12', sort: 'newest', status: 'published', category: 'remedies' },
      { page: '1', limit: '12', sort: 'newest', status: 'published' },
    ]);
  });

  it('filters by a tag from a post, and says so when nothing matches', async () => {
    const { queries } = openList('/blogs?tag=saturn', listPage([], 0));

    expect(await screen.findByText('No blog posts match these filters.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove tag filter: saturn' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Show all blog posts' }).getAttribute('href')).toBe('/blogs');
    expect(queries()[0]?.tag).toBe('saturn');
  });

  it('searches titles from the labelled search box, from the first page and keeping the category', async () => {
    const { user, queries, router } = openList('/blogs?category=remedies&page=3', listPage([post(25)], 25, 3), listPage([post(4, { title: 'Lamps for Saturn' })], 1));

    await screen.findByRole('link', { name: 'Post 25' });
    const search = within(screen.getByRole('search'));
    await user.type(search.getByRole('searchbox', { name: 'Search blog posts' }), '  lamps ');
    await user.click(search.getByRole('button', { name: 'Search' }));

    expect(await screen.findByRole('link', { name: 'Lamps for Saturn' })).toBeTruthy();
    expect(router.state.location.search).toBe('?category=remedies&search=lamps');
    expect(queries()[1]).toEqual({ page: '1', limit: '12', sort: 'newest', status: 'published', category: 'remedies', search: 'lamps' });
    expect(screen.getByRole('button', { name: 'Remove search filter: lamps' })).toBeTruthy();

    // Removing the search chip empties the box too.
    await user.click(screen.getByRole('button', { name: 'Remove search filter: lamps' }));
    await waitFor(() => expect((screen.getByRole('searchbox', { name: 'Search blog posts' }) as HTMLInputElement).value).toBe(''));
    expect(router.state.location.search).toBe('?category=remedies');
  });

  it('points back to the first page from an address past the last one', async () => {
    openList('/blogs?page=9', listPage([], 14, 9));

    expect(await screen.findByText('There is nothing on this page.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the first page' }).getAttribute('href')).toBe('/blogs');
  });

  it('speaks Hindi when the visitor chose it: heading, search, count, paging and empty states', async () => {
    window.localStorage.setItem('language', 'hi');
    openList('/blogs?category=remedies', listPage([post(1, { published_at: '2026-11-21T19:00:00.000Z' })], 13), listPage([], 0));

    expect(await screen.findByRole('heading', { level: 1, name: 'ब्लॉग' })).toBeTruthy();
    expect(document.title).toBe('ब्लॉग · Nakshatra');
    expect(await screen.findByText('13 ब्लॉग पोस्ट')).toBeTruthy();
    expect(screen.getByRole('searchbox', { name: 'ब्लॉग पोस्ट खोजें' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'श्रेणी फ़िल्टर हटाएँ: remedies' })).toBeTruthy();
    expect(screen.getByText('22 नव॰ 2026')).toBeTruthy();
    const paging = screen.getByRole('navigation', { name: 'ब्लॉग पोस्ट के पृष्ठ' });
    expect(within(paging).getByText('पृष्ठ 1 / 2')).toBeTruthy();
    // Content shows as written.
    expect(screen.getByRole('link', { name: 'Post 1' })).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'श्रेणी फ़िल्टर हटाएँ: remedies' }));
    expect(await screen.findByText('अभी कोई ब्लॉग पोस्ट नहीं है')).toBeTruthy();
  });
});
