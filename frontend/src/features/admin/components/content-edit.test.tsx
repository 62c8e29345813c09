import { contentUpdateSchema, fieldErrorsOf } from '@nakshatra/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { jsonResponse, type FakeRequest, type Responder } from '../../../testing/fake-fetch';
import { ADMIN_ID, callsTo, created, item, noHistory, ok, one, page, renderAdmin } from '../testing/admin-fixtures';

beforeAll(() => import('../../../app/routes/admin.page'));
// The body's editor is a lazy chunk; loaded here, its first transform in a busy test run is not
// counted against a findBy's wait.
beforeAll(() => import('./rich-text-field.component'), 60_000);

const BLOG_ID = '5b0e6f64-0d3c-4d8e-9a55-0c1f2a3b4c5d';
const blog = item('blog', {
  id: BLOG_ID,
  title: 'Shani remedies',
  slug: 'shani-remedies',
  status: 'draft',
  summary: 'Simple, safe remedies.',
  body: '<p>Light a lamp.</p>',
  tags: ['saturn'],
  published_at: '2026-11-22T10:35:00.000Z',
});

function messageOf(control: HTMLElement): string | undefined {
  const ids = (control.getAttribute('aria-describedby') ?? '').split(' ').filter((id) => id.endsWith('-error'));
  return ids.map((id) => document.getElementById(id)?.textContent).find(Boolean) ?? undefined;
}

async function openEdit(answers: Record<string, Responder> = {}, path = `/admin/blog/${BLOG_ID}`) {
  const rendered = renderAdmin(path, {
    [`GET /api/get_single_blog/${BLOG_ID}`]: one(blog),
    [`GET /api/get_content_history/${BLOG_ID}`]: noHistory,
    [`PUT /api/update_blog/${BLOG_ID}`]: ok({ id: BLOG_ID }),
    'GET /api/get_blog': page([blog]),
    ...answers,
  });
  await screen.findByRole('heading', { name: 'Edit blog post', level: 1 }, { timeout: 3000 });
  return { ...rendered, user: userEvent.setup() };
}

const updates = (requests: FakeRequest[]) => callsTo(requests, 'update_blog').map((request) => request.body);

describe('editing an item', () => {
  it('fills the form from get_single_blog: datetimes in India time, lists as entries', async () => {
    await openEdit();

    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveProperty('value', 'Shani remedies');
    expect(screen.getByRole('textbox', { name: 'Slug' })).toHaveProperty('value', 'shani-remedies');
    expect(screen.getByLabelText('Published at')).toHaveProperty('value', '2026-11-22T16:05');
    expect(within(screen.getByRole('group', { name: 'Tags' })).getByText('saturn')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveProperty('value', 'draft');
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeTruthy();
  });

  it('sends only the fields that changed, then goes back to the list', async () => {
    const { user, requests, router } = await openEdit();

    const title = screen.getByRole('textbox', { name: 'Title' });
    await user.clear(title);
    await user.type(title, 'Shani remedies that work');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'published');
    await user.click(screen.getByRole('button', { name: 'Remove saturn' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/blog'));
    expect(updates(requests)).toEqual([{ title: 'Shani remedies that work', status: 'published', tags: [] }]);
    expect(callsTo(requests, 'update_blog')[0]?.method).toBe('PUT');
    expect(await screen.findByText('Blog post saved')).toBeTruthy();
  });

  it('says, as the update schema does, that nothing changed when nothing did', async () => {
    const { user, requests } = await openEdit();

    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    const [expected] = fieldErrorsOf(contentUpdateSchema('blog').safeParse({}).error!.issues, {});
    expect((await screen.findByRole('alert')).textContent).toBe(expected!.message);
    expect(expected).toMatchObject({ code: 'field.no_change', message: 'must change at least one field' });
    expect(updates(requests)).toEqual([]);
  });

  it('shows a 400’s field errors beside their fields, and the rest above the form', async () => {
    const { user } = await openEdit({
      [`PUT /api/update_blog/${BLOG_ID}`]: () =>
        jsonResponse(400, {
          status: 400,
          code: 'request.invalid',
          message: 'Please correct the fields shown.',
          errors: [
            { path: 'summary', code: 'field.too_long', params: { maximum: 500 }, message: 'must be at most 500 characters' },
            { path: 'tags.1', code: 'field.too_long', params: { maximum: 40 }, message: 'must be at most 40 characters' },
            { path: 'data', code: 'field.invalid', message: 'unexpected' },
          ],
        }),
    });

    await user.type(screen.getByRole('textbox', { name: 'Summary' }), ' More.');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(messageOf(screen.getByRole('textbox', { name: 'Summary' }))).toBe('must be at most 500 characters'));
    expect(messageOf(screen.getByRole('textbox', { name: 'Add tags (comma-separated)' }))).toBe('must be at most 40 characters');
    expect((await screen.findByRole('alert')).textContent).toContain('data: unexpected');
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Summary' }));
    expect(screen.getByRole('button', { name: 'Save changes' })).toHaveProperty('disabled', false);
  });

  it('shows a taken slug (409) on the slug field', async () => {
    const { user } = await openEdit({
      [`PUT /api/update_blog/${BLOG_ID}`]: () => jsonResponse(409, { status: 409, code: 'content.slug_taken', params: { family: 'blog', slug: 'saturn' }, message: 'Another blog post already uses the slug "saturn"' }),
    });

    const slug = screen.getByRole('textbox', { name: 'Slug' });
    await user.clear(slug);
    await user.type(slug, 'saturn');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(messageOf(slug)).toBe('Another blog post already uses the slug "saturn"'));
    expect(slug.getAttribute('aria-invalid')).toBe('true');
  });

  it('shows a taken slug (409) on create too, and a 400 from create by field', async () => {
    let attempt = 0;
    renderAdmin('/admin/news/new', {
      'POST /api/create_news': (request) => {
        attempt += 1;
        if (attempt === 1) return jsonResponse(409, { status: 409, code: 'content.slug_taken', params: { family: 'news', slug: 'eclipse' }, message: 'Another news item already uses the slug "eclipse"' });
        if (attempt === 2) return jsonResponse(400, { status: 400, code: 'request.invalid', message: 'Please correct the fields shown.', errors: [{ path: 'title', code: 'field.required', message: 'is required' }] });
        return created()(request);
      },
    });
    const user = userEvent.setup();

    await user.type(await screen.findByRole('textbox', { name: 'Title' }, { timeout: 3000 }), 'Eclipse tonight');
    await user.type(screen.getByRole('textbox', { name: 'Slug' }), 'eclipse');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(messageOf(screen.getByRole('textbox', { name: 'Slug' }))).toBe('Another news item already uses the slug "eclipse"'));

    await user.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(messageOf(screen.getByRole('textbox', { name: 'Title' }))).toBe('is required'));
  });

  it('edits money in rupees and sends the changed price in paise', async () => {
    const product = item('products', { title: 'Rudraksha', price: 49_900, mrp: 59_900, stock: 3, images: [], status: 'published' });
    const { requests } = renderAdmin(`/admin/products/${product.id}`, {
      [`GET /api/get_single_products/${product.id}`]: one(product),
      [`GET /api/get_content_history/${product.id}`]: noHistory,
      [`PUT /api/update_products/${product.id}`]: ok({ id: product.id }),
      'GET /api/get_product_category': page([]),
      'GET /api/get_products': page([product]),
    });
    const user = userEvent.setup();

    const price = await screen.findByRole('spinbutton', { name: 'Price (₹)' }, { timeout: 3000 });
    expect(price).toHaveProperty('value', '499');
    expect(screen.getByRole('spinbutton', { name: 'MRP (₹)' })).toHaveProperty('value', '599');
    await user.clear(price);
    await user.type(price, '450.25');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(callsTo(requests, 'update_products').map((request) => request.body)).toEqual([{ price: 45_025 }]));
  });
});

describe('deleting an item', () => {
  it('asks first: Cancel (which has the focus) and Escape keep the item', async () => {
    const { user, requests } = await openEdit();

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this blog post?' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(within(dialog).getByText('“Shani remedies” will no longer be shown anywhere. Its history is kept.')).toBeTruthy();
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }));

    // Tab stays inside the dialog.
    await user.tab();
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Delete' }));
    await user.tab();
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }));

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Delete' }));
    expect(callsTo(requests, 'delete_blog')).toEqual([]);
  });

  it('deletes on confirmation and goes back to the list', async () => {
    const { user, requests, router } = await openEdit({ [`DELETE /api/delete_blog/${BLOG_ID}`]: ok({ id: BLOG_ID }) });

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/blog'));
    expect(callsTo(requests, 'delete_blog').map((request) => [request.method, request.url.pathname])).toEqual([['DELETE', `/api/delete_blog/${BLOG_ID}`]]);
    expect(await screen.findByText('Blog post deleted')).toBeTruthy();
  });

  it('keeps the dialog open with the reason when the delete fails', async () => {
    const { user } = await openEdit({ [`DELETE /api/delete_blog/${BLOG_ID}`]: () => jsonResponse(409, { status: 409, code: 'record.busy', message: 'This record is being changed by someone else right now. Please try again.' }) });

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));

    expect((await within(screen.getByRole('dialog')).findByRole('alert')).textContent).toBe('This record is being changed by someone else right now. Please try again.');
  });

  it('says so when the item does not exist (or was deleted)', async () => {
    renderAdmin(`/admin/blog/${BLOG_ID}`, { [`GET /api/get_single_blog/${BLOG_ID}`]: () => jsonResponse(404, { status: 404, message: 'Blog post not found' }) });
    expect(await screen.findByText('This blog post does not exist or was deleted.', {}, { timeout: 3000 })).toBeTruthy();
  });
});

describe('history timeline', () => {
  it('shows who changed which fields, when (India time), newest first', async () => {
    const other = 'c0ffee00-1234-4567-89ab-cdef01234567';
    await openEdit({
      [`GET /api/get_content_history/${BLOG_ID}`]: () =>
        jsonResponse(200, {
          status: 200,
          data: [
            { id: 'e3', change: 'deleted', actor: { id: other, role: 'admin' }, fields: null, occurred_at: '2026-11-23T03:00:00.000Z' },
            { id: 'e2', change: 'updated', actor: { id: ADMIN_ID, role: 'admin' }, fields: { title: 'Shani remedies', status: 'published', body: '<p>Long text</p>' }, occurred_at: '2026-11-22T10:35:00.000Z' },
            { id: 'e1', change: 'created', actor: { id: 'system', role: 'system' }, fields: { title: 'Shani', status: 'draft', sort_order: 0, tags: ['saturn', 'career'] }, occurred_at: '2026-11-20T04:30:00.000Z' },
          ],
        }),
    });

    const history = screen.getByRole('region', { name: 'History' });
    const entries = await within(history).findAllByRole('listitem').then(() => [...history.querySelectorAll('.admin-timeline__entry')] as HTMLElement[]);
    expect(entries.map((entry) => entry.querySelector('.admin-timeline__what')?.textContent)).toEqual(['Deleted by admin c0ffee00', 'Updated by you', 'Created by the system']);
    expect(entries.map((entry) => entry.querySelector('time')?.textContent)).toEqual(['23 Nov 2026, 8:30 am', '22 Nov 2026, 4:05 pm', '20 Nov 2026, 10:00 am']);
    expect(within(entries[1]!).getByRole('list', { name: 'Fields changed' }).textContent).toBe('Title: Shani remediesStatus: publishedBody');
    expect(within(entries[2]!).getByRole('list', { name: 'Fields set' }).textContent).toBe('Title: ShaniStatus: draftSort order: 0Tags: saturn, career');
    expect(entries[0]!.querySelector('ul')).toBeNull();
    expect(entries[1]!.querySelector('time')?.getAttribute('datetime')).toBe('2026-11-22T10:35:00.000Z');
  });

  it('shows money in history as rupees', async () => {
    const product = item('products', { title: 'Rudraksha', price: 45_000, mrp: 59_900, stock: 3, images: [] });
    renderAdmin(`/admin/products/${product.id}`, {
      [`GET /api/get_single_products/${product.id}`]: one(product),
      'GET /api/get_product_category': page([]),
      [`GET /api/get_content_history/${product.id}`]: () =>
        jsonResponse(200, { status: 200, data: [{ id: 'e1', change: 'updated', actor: { id: ADMIN_ID, role: 'admin' }, fields: { price: 45_000 }, occurred_at: '2026-11-22T10:35:00.000Z' }] }),
    });

    expect(await screen.findByText('Price: ₹ 450', {}, { timeout: 3000 })).toBeTruthy();
  });
});
