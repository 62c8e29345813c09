import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { jsonResponse, pending, type Responder } from '../../../testing/fake-fetch';
import { renderApp } from '../../../testing/render-app';
import { blogPost, callsTo, inTurn, onePost } from '../testing/blog-fixtures';

beforeAll(() => import('../../../app/routes/blog-post.page'));

function openPost(path: string, ...answers: Responder[]) {
  const rendered = renderApp(path, { [`GET /api/get_single_blog/${path.split('/').pop()}`]: inTurn(...answers) });
  return { ...rendered, user: userEvent.setup() };
}

const lamps = blogPost(7, {
  title: 'Lamps for Saturn',
  slug: 'lamps-for-saturn',
  summary: 'Why a sesame-oil lamp on Saturdays.',
  image_url: '/uploads/abc123.png',
  category: 'remedies',
  tags: ['saturn', 'shani dev'],
  published_at: '2026-11-22T10:00:00.000Z',
  body: '<h2>When</h2><p>Light it at <strong>dusk</strong>.</p>',
});

describe('blog post page', () => {
  it('shows a skeleton while the post loads, with a way back to the list', async () => {
    const { requests } = openPost('/blogs/lamps-for-saturn', pending);

    expect((await screen.findByText('Loading blog post…')).closest('[role="status"]')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'All blogs' }).getAttribute('href')).toBe('/blogs');
    await waitFor(() => expect(callsTo(requests, 'get_single_blog').map((request) => request.url.pathname)).toEqual(['/api/get_single_blog/lamps-for-saturn']));
  });

  it('shows the post: title, date, category, image, body and tags that link to their lists', async () => {
    openPost('/blogs/lamps-for-saturn', onePost(lamps));

    const article = within(await screen.findByRole('article', { name: 'Lamps for Saturn' }));
    expect(article.getByRole('heading', { level: 1, name: 'Lamps for Saturn' })).toBeTruthy();
    expect(article.getByText('22 Nov 2026').getAttribute('datetime')).toBe('2026-11-22T10:00:00.000Z');
    expect(article.getByRole('link', { name: 'remedies' }).getAttribute('href')).toBe('/blogs?category=remedies');
    expect(article.getByRole('img', { name: 'Lamps for Saturn' }).getAttribute('src')).toBe('/uploads/abc123.png');
    expect(article.getByRole('heading', { level: 2, name: 'When' })).toBeTruthy();
    expect(article.getByText('dusk').tagName).toBe('STRONG');
    const tags = within(article.getByRole('list', { name: 'Tags' }));
    expect(tags.getByRole('link', { name: '#saturn' }).getAttribute('href')).toBe('/blogs?tag=saturn');
    expect(tags.getByRole('link', { name: '#shani dev' }).getAttribute('href')).toBe('/blogs?tag=shani+dev');
    expect(document.title).toBe('Lamps for Saturn · Nakshatra');
    await waitFor(() => expect(document.querySelector<HTMLMetaElement>('meta[name="description"]')?.content).toBe('Why a sesame-oil lamp on Saturdays.'));
  });

  it('cleans the body before it reaches the page: no scripts, no event handlers, no javascript: links', async () => {
    const body = [
      '<p>Light it at dusk.</p>',
      '<script>window.__blogPwned = true</script>',
      '<img src="/uploads/lamp.png" alt="A lamp" onerror="window.__blogPwned = true">',
      '<a href="javascript:alert(1)" onclick="alert(1)">Click</a>',
    ].join('');
    openPost('/blogs/lamps-for-saturn', onePost({ ...lamps, body }));

    const article = await screen.findByRole('article', { name: 'Lamps for Saturn' });
    expect(within(article).getByText('Light it at dusk.')).toBeTruthy();
    expect(within(article).getByRole('img', { name: 'A lamp' }).getAttribute('src')).toBe('/uploads/lamp.png');
    const html = document.body.innerHTML;
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/onerror|onclick/i);
    expect(html).not.toMatch(/javascript:/i);
    expect(document.querySelectorAll('[onerror], [onclick], script')).toHaveLength(0);
    expect((window as unknown as { __blogPwned?: boolean }).__blogPwned).toBeUndefined();
  });

  it('shows the not-found page, with a way back to the list, for a post that does not exist', async () => {
    openPost('/blogs/no-such-post', () => jsonResponse(404, { status: 404, message: 'Not found' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Blog post not found' })).toBeTruthy();
    expect(screen.getByText('404')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to all blogs' }).getAttribute('href')).toBe('/blogs');
    expect(document.title).toBe('Blog post not found · Nakshatra');
  });

  it('offers a retry when the post fails to load for another reason', async () => {
    const { user, requests } = openPost('/blogs/lamps-for-saturn', () => jsonResponse(503, { status: 503, message: 'Try later' }), onePost(lamps));

    expect((await screen.findByRole('alert')).textContent).toContain("We couldn't load this blog post.");
    await user.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Lamps for Saturn' })).toBeTruthy();
    expect(callsTo(requests, 'get_single_blog')).toHaveLength(2);
  });
});
