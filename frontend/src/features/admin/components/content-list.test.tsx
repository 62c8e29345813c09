import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FakeRequest } from '../../../testing/fake-fetch';
import { jsonResponse } from '../../../testing/fake-fetch';
import { callsTo, item, renderAdmin } from '../testing/admin-fixtures';

beforeAll(() => import('../../../app/routes/admin.page'));

const blogs = Array.from({ length: 20 }, (_, index) => item('blog', { title: `Blog ${index + 1}`, status: index % 3 === 0 ? 'draft' : 'published' }));

/** get_blog answering 45 items, 20 a page; the answer echoes the page asked for. */
const blogPages = (request: FakeRequest) => {
  const pageNumber = Number(request.url.searchParams.get('page'));
  return jsonResponse(200, { status: 200, data: pageNumber === 3 ? blogs.slice(0, 5) : blogs, meta: { page: pageNumber, limit: 20, total: 45 } });
};

const queries = (requests: FakeRequest[]) => callsTo(requests, 'get_blog').map((request) => Object.fromEntries(request.url.searchParams));

async function openList(path = '/admin/blog') {
  const rendered = renderAdmin(path, { 'GET /api/get_blog': blogPages });
  await screen.findByRole('table', {}, { timeout: 3000 });
  return { ...rendered, user: userEvent.setup() };
}

describe('admin list of a family', () => {
  it('asks get_blog for the first page, drafts included, and lists each item with its status, linking to its edit page', async () => {
    const { requests } = await openList();

    expect(queries(requests)).toEqual([{ page: '1', limit: '20', sort: 'sort_order' }]);
    expect(screen.getByRole('heading', { name: 'Blog posts', level: 1 })).toBeTruthy();
    expect(screen.getByText('45 blog posts')).toBeTruthy();
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(20);
    const first = within(rows[0]!);
    expect(first.getByRole('link', { name: 'Blog 1' }).getAttribute('href')).toBe(`/admin/blog/${blogs[0]!.id}`);
    expect(first.getByText('Draft')).toBeTruthy();
    expect(within(rows[1]!).getByText('Published')).toBeTruthy();
    expect(first.getByText('22 Nov 2026, 4:05 pm').getAttribute('datetime')).toBe('2026-11-22T10:35:00.000Z');
    expect(screen.getByRole('link', { name: 'New blog post' }).getAttribute('href')).toBe('/admin/blog/new');
  });

  it('pages forward and back, keeping the page in the address', async () => {
    const { requests, user, router } = await openList();

    expect(screen.getByText('Page 1 of 3')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Previous page' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByText('Page 2 of 3');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByText('Page 3 of 3');
    expect((screen.getByRole('button', { name: 'Next page' }) as HTMLButtonElement).disabled).toBe(true);
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(6);
    expect(router.state.location.search).toBe('?page=3');
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    await screen.findByText('Page 2 of 3');

    expect(queries(requests).map((query) => query.page)).toEqual(['1', '2', '3', '2']);
  });

  it('searches titles on submit and filters by status at once, back to page 1', async () => {
    const { requests, user, router } = await openList('/admin/blog?page=2');

    await user.type(screen.getByRole('searchbox', { name: 'Search titles' }), 'shani{Enter}');
    await screen.findByText('45 blog posts matching “shani”');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'draft');
    await screen.findByText('Page 1 of 3');

    expect(queries(requests)).toEqual([
      { page: '2', limit: '20', sort: 'sort_order' },
      { page: '1', limit: '20', search: 'shani', sort: 'sort_order' },
      { page: '1', limit: '20', search: 'shani', status: 'draft', sort: 'sort_order' },
    ]);
    expect(router.state.location.search).toBe('?search=shani&status=draft');
    // Focus stays on the control that changed the list.
    expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'Status' }));
  });

  it('sorts, and filters by category and tag for families that have them', async () => {
    const { requests, user } = await openList();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'newest');
    await user.type(screen.getByRole('textbox', { name: 'Category' }), 'Remedies');
    await user.type(screen.getByRole('textbox', { name: 'Tag' }), 'saturn');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByText('45 blog posts');

    expect(queries(requests).at(-1)).toEqual({ page: '1', limit: '20', category: 'Remedies', tag: 'saturn', sort: 'newest' });
    expect(screen.queryByRole('option', { name: 'Date' })).toBeNull();
  });

  it('offers no category or tag filter to a family without them', async () => {
    renderAdmin('/admin/price', { 'GET /api/get_price': () => jsonResponse(200, { status: 200, data: [], meta: { page: 1, limit: 20, total: 0 } }) });
    await screen.findByText('Nothing here yet. Change the filters, or add a new one.', {}, { timeout: 3000 });
    expect(screen.queryByRole('textbox', { name: 'Category' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Tag' })).toBeNull();
    expect(screen.getByText('0 recharge packs')).toBeTruthy();
  });

  it('shows a failed load with a way to try again', async () => {
    renderAdmin('/admin/news', { 'GET /api/get_news': () => jsonResponse(500, {}) });
    expect((await screen.findByRole('alert', {}, { timeout: 3000 })).textContent).toContain('Could not load news items. Something went wrong (error 500). Please try again.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('says so for a family the catalogue does not have', async () => {
    renderAdmin('/admin/wallet');
    expect(await screen.findByRole('heading', { name: 'Not found' }, { timeout: 3000 })).toBeTruthy();
  });
});
