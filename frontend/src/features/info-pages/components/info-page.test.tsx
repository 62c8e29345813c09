import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { jsonResponse, pending, type Responder } from '../../../testing/fake-fetch';
import { renderApp } from '../../../testing/render-app';
import { infoPage, inTurn, onePage } from '../testing/info-page-fixtures';

beforeAll(() => import('../../../app/routes/info.page'));

function open(slug: string, ...answers: Responder[]) {
  const rendered = renderApp(`/${slug}`, { [`GET /api/get_single_page/${slug}`]: inTurn(...answers) });
  const calls = () => rendered.requests.filter((request) => request.url.pathname.startsWith('/api/get_single_page/'));
  return { ...rendered, calls, user: userEvent.setup() };
}

const moreInformation = () => within(screen.getByRole('navigation', { name: 'More information' }));

describe('info pages', () => {
  it('asks for the page by its slug and keeps its name as the heading while it loads', async () => {
    const { calls } = open('privacy-policy', pending);

    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy policy' })).toBeTruthy();
    expect(screen.getByText('Loading the page…').closest('[role="status"]')).toBeTruthy();
    expect(document.title).toBe('Privacy policy · Nakshatra');
    await waitFor(() => expect(calls().map((request) => request.url.pathname)).toEqual(['/api/get_single_page/privacy-policy']));
  });

  it('shows the page as written: title, summary, last change in India and the cleaned body', async () => {
    const body = '<h2>Consultations</h2><p>Back to your <strong>wallet</strong>.</p><script>window.__infoPwned = true</script><a href="javascript:alert(1)" onclick="alert(1)">Click</a>';
    open('refund-policy', onePage(infoPage({ body })));

    const article = within(await screen.findByRole('article', { name: 'Refund policy' }));
    expect(article.getByRole('heading', { level: 1, name: 'Refund policy' })).toBeTruthy();
    expect(article.getByText('When money comes back to your wallet.')).toBeTruthy();
    // 19:00 UTC on the 21st is already the 22nd in India.
    expect(article.getByText('Last updated 22 Nov 2026').getAttribute('datetime')).toBe('2026-11-21T19:00:00.000Z');
    expect(article.getByRole('heading', { level: 2, name: 'Consultations' })).toBeTruthy();
    expect(article.getByText('wallet').tagName).toBe('STRONG');
    expect(document.querySelectorAll('main script, main [onclick]')).toHaveLength(0);
    expect(document.querySelector('main')?.innerHTML).not.toMatch(/javascript:/i);
    expect((window as unknown as { __infoPwned?: boolean }).__infoPwned).toBeUndefined();
    expect(document.title).toBe('Refund policy · Nakshatra');
    await waitFor(() => expect(document.querySelector<HTMLMetaElement>('meta[name="description"]')?.content).toBe('When money comes back to your wallet.'));
  });

  it('links the other info pages and marks the one being read', async () => {
    open('about-us', onePage(infoPage({ title: 'About us', slug: 'about-us' })));
    await screen.findByRole('article', { name: 'About us' });

    const links = moreInformation().getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['About us', '/about-us'],
      ['Terms and conditions', '/terms-and-conditions'],
      ['Privacy policy', '/privacy-policy'],
      ['Refund policy', '/refund-policy'],
    ]);
    expect(moreInformation().getByRole('link', { name: 'About us' }).getAttribute('aria-current')).toBe('page');
    expect(moreInformation().getByRole('link', { name: 'Refund policy' }).getAttribute('aria-current')).toBeNull();
  });

  it('says the page is not published yet, with the support address, when there is none', async () => {
    open('terms-and-conditions', () => jsonResponse(404, { status: 404, message: 'Not found' }));

    expect(await screen.findByText('This page has not been published yet.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Terms and conditions' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'support@nakshatra.app' }).getAttribute('href')).toBe('mailto:support@nakshatra.app');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('offers a retry when the page fails to load for another reason', async () => {
    const { user, calls } = open('refund-policy', () => jsonResponse(503, { status: 503, message: 'Try later' }), onePage(infoPage()));

    expect((await screen.findByRole('alert')).textContent).toContain("We couldn't load this page.");
    await user.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('article', { name: 'Refund policy' })).toBeTruthy();
    expect(calls()).toHaveLength(2);
  });

  it('speaks Hindi around the content, which shows as written', async () => {
    window.localStorage.setItem('language', 'hi');
    open('refund-policy', onePage(infoPage()));

    const article = within(await screen.findByRole('article', { name: 'Refund policy' }));
    expect(article.getByText('अंतिम बदलाव 22 नव॰ 2026')).toBeTruthy();
    const nav = within(screen.getByRole('navigation', { name: 'और जानकारी' }));
    expect(nav.getByRole('link', { name: 'धनवापसी नीति' }).getAttribute('aria-current')).toBe('page');
  });
});
