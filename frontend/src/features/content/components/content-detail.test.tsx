import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { jsonResponse, pending, type Responder } from '../../../testing/fake-fetch';
import { renderApp } from '../../../testing/render-app';
import { callsTo, contentItem, inTurn, itemId, notFound, oneItem } from '../testing/content-fixtures';

beforeAll(() => import('../../../app/routes/content-detail.page'));

/** Opens /<section>/<slug>, answering get_single_<family>/<slug> in turn. */
function openItem(path: string, family: string, ...answers: Responder[]) {
  const rendered = renderApp(path, { [`GET /api/get_single_${family}/${path.split('/').pop()}`]: inTurn(...answers) });
  return { ...rendered, user: userEvent.setup() };
}

const lamps = contentItem('blog', 7, {
  title: 'Lamps for Saturn',
  slug: 'lamps-for-saturn',
  summary: 'Why a sesame-oil lamp on Saturdays.',
  image_url: '/uploads/abc123.png',
  category: 'remedies',
  tags: ['saturn', 'shani dev'],
  published_at: '2026-11-22T10:00:00.000Z',
  body: '<h2>When</h2><p>Light it at <strong>dusk</strong>.</p>',
});

describe('item page: articles (blog post)', () => {
  it('shows a skeleton while the post loads, with a way back to the list', async () => {
    const { requests } = openItem('/blogs/lamps-for-saturn', 'blog', pending);

    expect((await screen.findByText('Loading blog post…')).closest('[role="status"]')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'All blog posts' }).getAttribute('href')).toBe('/blogs');
    expect(document.title).toBe('Blogs · Nakshatra');
    await waitFor(() => expect(callsTo(requests, 'get_single_blog').map((request) => request.url.pathname)).toEqual(['/api/get_single_blog/lamps-for-saturn']));
  });

  it('shows the post: title, date, category, image, body and tags that link to their lists', async () => {
    openItem('/blogs/lamps-for-saturn', 'blog', oneItem(lamps));

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
      '<script>window.__contentPwned = true</script>',
      '<img src="/uploads/lamp.png" alt="A lamp" onerror="window.__contentPwned = true">',
      '<a href="javascript:alert(1)" onclick="alert(1)">Click</a>',
    ].join('');
    openItem('/blogs/lamps-for-saturn', 'blog', oneItem({ ...lamps, body }));

    const article = await screen.findByRole('article', { name: 'Lamps for Saturn' });
    expect(within(article).getByText('Light it at dusk.')).toBeTruthy();
    expect(within(article).getByRole('img', { name: 'A lamp' }).getAttribute('src')).toBe('/uploads/lamp.png');
    const html = document.body.innerHTML;
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/onerror|onclick/i);
    expect(html).not.toMatch(/javascript:/i);
    // The page's JSON-LD is data in a script element, not a script that runs.
    expect(document.querySelectorAll('[onerror], [onclick], script:not([type="application/ld+json"])')).toHaveLength(0);
    expect((window as unknown as { __contentPwned?: boolean }).__contentPwned).toBeUndefined();
  });

  it('shows the not-found page, with a way back to the list, for a post that does not exist', async () => {
    openItem('/blogs/no-such-post', 'blog', notFound);

    expect(await screen.findByRole('heading', { level: 1, name: 'Blog post not found' })).toBeTruthy();
    expect(screen.getByText('404')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to all blog posts' }).getAttribute('href')).toBe('/blogs');
    expect(document.title).toBe('Blog post not found · Nakshatra');
  });

  it('offers a retry when the post fails to load for another reason', async () => {
    const { user, requests } = openItem('/blogs/lamps-for-saturn', 'blog', () => jsonResponse(503, { status: 503, message: 'Try later' }), oneItem(lamps));

    expect((await screen.findByRole('alert')).textContent).toContain("We couldn't load this blog post.");
    await user.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Lamps for Saturn' })).toBeTruthy();
    expect(callsTo(requests, 'get_single_blog')).toHaveLength(2);
  });

  it('speaks Hindi around the post, which shows as written', async () => {
    window.localStorage.setItem('language', 'hi');
    openItem('/blogs/lamps-for-saturn', 'blog', oneItem(lamps));

    const article = within(await screen.findByRole('article', { name: 'Lamps for Saturn' }));
    expect(article.getByText('22 नव॰ 2026')).toBeTruthy();
    expect(article.getByRole('list', { name: 'टैग' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'सभी ब्लॉग पोस्ट' }).getAttribute('href')).toBe('/blogs');
  });

  it('says in Hindi that a post does not exist', async () => {
    window.localStorage.setItem('language', 'hi');
    openItem('/news/gone', 'news', notFound);

    expect(await screen.findByRole('heading', { level: 1, name: 'समाचार उपलब्ध नहीं' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'सभी समाचार पर वापस जाएँ' }).getAttribute('href')).toBe('/news');
  });
});

describe('item page: what each section adds', () => {
  it('names an aarti’s deity', async () => {
    openItem('/aarti/om-jai-jagdish-hare', 'aarti', oneItem(contentItem('aarti', 1, { title: 'Om Jai Jagdish Hare', deity: 'Vishnu', body: '<p>Om jai jagdish hare</p>' })));

    const article = within(await screen.findByRole('article', { name: 'Om Jai Jagdish Hare' }));
    expect(article.getByText('Deity: Vishnu')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'All aartis' }).getAttribute('href')).toBe('/aarti');
  });

  it('dates a vrat by the day it falls on, not when it was written', async () => {
    openItem('/vrat/ekadashi', 'vrat', oneItem(contentItem('vrat', 1, { title: 'Ekadashi vrat', date: '2026-12-01', published_at: '2026-11-02T10:00:00.000Z' })));

    const article = within(await screen.findByRole('article', { name: 'Ekadashi vrat' }));
    expect(article.getByText('1 Dec 2026').getAttribute('datetime')).toBe('2026-12-01');
    expect(article.queryByText('2 Nov 2026')).toBeNull();
  });

  it('plays a podcast in the browser’s audio controls, with its length as mm:ss', async () => {
    openItem(
      '/podcasts/saturn-return',
      'podcast',
      oneItem(contentItem('podcast', 1, { title: 'Saturn return', audio_url: '/uploads/saturn.mp3', duration_s: 725, summary: 'What the return brings.', image_url: '/uploads/cover.png' })),
    );

    const article = await screen.findByRole('article', { name: 'Saturn return' });
    const audio = article.querySelector('audio');
    expect(audio?.getAttribute('src')).toBe('/uploads/saturn.mp3');
    expect(audio?.hasAttribute('controls')).toBe(true);
    expect(within(audio!).getByRole('link', { name: 'Download the audio' }).getAttribute('href')).toBe('/uploads/saturn.mp3');
    const length = within(article).getByText('12:05');
    expect(length.getAttribute('datetime')).toBe('PT12M5S');
    expect(length.closest('figcaption')?.textContent).toBe('Duration: 12:05');
    expect(document.title).toBe('Saturn return · Nakshatra');
  });

  it('plays a video file in the browser’s player, with its thumbnail as the poster', async () => {
    openItem('/videos/ganga-aarti', 'video', oneItem(contentItem('video', 1, { title: 'Ganga aarti', video_url: '/uploads/ganga.mp4', thumbnail_url: '/uploads/ganga.png' })));

    const article = await screen.findByRole('article', { name: 'Ganga aarti' });
    const video = article.querySelector('video');
    expect(video?.getAttribute('src')).toBe('/uploads/ganga.mp4');
    expect(video?.getAttribute('poster')).toBe('/uploads/ganga.png');
    expect(video?.hasAttribute('controls')).toBe(true);
    expect(article.querySelector('iframe')).toBeNull();
  });

  it('plays a YouTube video in a titled frame of the no-cookie player', async () => {
    openItem('/videos/diwali-puja', 'video', oneItem(contentItem('video', 2, { title: 'Diwali puja vidhi', video_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' })));

    const article = await screen.findByRole('article', { name: 'Diwali puja vidhi' });
    const frame = within(article).getByTitle('Video: Diwali puja vidhi');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    expect(article.querySelector('video')).toBeNull();
  });

  it('leads from a story to the other stories of its collection', async () => {
    openItem('/stories/the-clever-crow', 'story', oneItem(contentItem('story', 1, { title: 'The clever crow', collection_id: itemId(90) })));

    const article = within(await screen.findByRole('article', { name: 'The clever crow' }));
    expect(article.getByRole('link', { name: 'More stories from this collection' }).getAttribute('href')).toBe(`/stories/collection/${itemId(90)}`);
  });
});
