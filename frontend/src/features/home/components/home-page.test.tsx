import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { jsonResponse, pending, type Responder } from '../../../testing/fake-fetch';
import { renderApp } from '../../../testing/render-app';
import type { AstrologerCardView } from '@nakshatra/contracts';
import { astrologer } from '../../astrologers/testing/astrologer-fixtures';
import { fullHome, homeAnswer, inTurn } from '../testing/home-fixtures';

beforeAll(() => import('../../../app/routes/home.page'));

function openHome(...answers: Responder[]) {
  const rendered = renderApp('/', { 'GET /api/todos': inTurn(...answers) });
  const apiCalls = () => rendered.requests.filter((request) => request.url.pathname.startsWith('/api/') && request.url.pathname !== '/api/get_single_users').map((request) => request.url.pathname);
  return { ...rendered, apiCalls, user: userEvent.setup() };
}

const main = () => within(screen.getByRole('main'));
const region = (name: string) => within(screen.getByRole('region', { name }));

describe('home page', () => {
  it('shows the hero and its calls to action at once, and a skeleton while the data loads', async () => {
    const { apiCalls } = openHome(pending);

    expect(await screen.findByRole('heading', { level: 1, name: 'Nakshatra' })).toBeTruthy();
    expect(main().getByRole('link', { name: 'Chat with an astrologer' }).getAttribute('href')).toBe('/chat-with-astrologer');
    expect(main().getByRole('link', { name: 'Talk to an astrologer' }).getAttribute('href')).toBe('/talk-to-astrologer');
    expect(screen.getByText('Loading the home page…').closest('[role="status"]')).toBeTruthy();
    expect(document.title).toBe('Nakshatra · Consult verified astrologers');
    // One call brings everything: no second call for testimonials or anything else.
    await waitFor(() => expect(apiCalls()).toEqual(['/api/todos']));
  });

  it('shows every section from the one answer', async () => {
    const { apiCalls } = openHome(homeAnswer());

    const carousel = within(await screen.findByRole('region', { name: 'Featured' }));
    expect(carousel.getByRole('link', { name: 'First chat free' }).getAttribute('href')).toBe('/chat-with-astrologer');

    const services = region('Our services');
    expect(services.getByRole('link', { name: 'Free kundli' }).getAttribute('href')).toBe('/free-kundli');
    expect(services.getByText('Call verified astrologers any time')).toBeTruthy();

    const horoscope = region("Today's horoscope");
    const signs = horoscope.getAllByRole('listitem');
    expect(signs).toHaveLength(12);
    expect(within(signs[4]!).getByRole('link', { name: 'Leo' }).getAttribute('href')).toBe('/horoscope/leo');
    expect(within(signs[4]!).getByText('The Sun steadies your plans today.')).toBeTruthy();
    expect(horoscope.getByRole('link', { name: 'All horoscopes' }).getAttribute('href')).toBe('/horoscope');

    const offers = region('Offers for you');
    expect(offers.getByRole('heading', { level: 3, name: 'First recharge bonus' })).toBeTruthy();
    expect(offers.getByText('50% extra')).toBeTruthy();
    expect(offers.getByText('FIRST50').tagName).toBe('CODE');
    expect(offers.getByText('Valid till 31 Dec 2026')).toBeTruthy();
    expect(offers.getByRole('link', { name: 'Recharge your wallet' }).getAttribute('href')).toBe('/recharge');

    expect(main().getByRole('link', { name: 'Gemstones in the Astro Mall' }).getAttribute('href')).toBe('/mall');

    const blogs = region('From our blog');
    expect(blogs.getByRole('link', { name: 'Saturn transit 2026' }).getAttribute('href')).toBe('/blogs/saturn-transit-2026');
    expect(blogs.getByText('22 Nov 2026').getAttribute('datetime')).toBe('2026-11-21T19:00:00.000Z');
    expect(blogs.getByRole('link', { name: 'All blogs' }).getAttribute('href')).toBe('/blogs');

    const testimonials = region('What our customers say');
    expect(testimonials.getByText('The prediction about my job came true.')).toBeTruthy();
    expect(testimonials.getByRole('img', { name: 'Rated 5 out of 5' })).toBeTruthy();
    expect(testimonials.getByRole('link', { name: 'All testimonials' }).getAttribute('href')).toBe('/testimonials');

    const packs = region('Recharge packs');
    expect(packs.getByText('₹ 100')).toBeTruthy();
    expect(packs.getByText('+ ₹ 30 extra')).toBeTruthy();
    expect(packs.getByText('Popular').parentElement?.textContent).toContain('₹ 200');

    expect(apiCalls()).toEqual(['/api/todos']);
  });

  it('leaves out the sections that have nothing, keeps the signs and says there are no testimonials', async () => {
    openHome(homeAnswer({ ...fullHome, banners: { home_top: [], home_middle: [], home_bottom: [], mall: [], recharge: [], sidebar: [] }, offers: [], services: [], blogs: [], testimonials: [], recharge_packs: [], horoscopes: [] }));

    expect(await screen.findByText('No testimonials yet')).toBeTruthy();
    expect(region("Today's horoscope").getAllByRole('listitem')).toHaveLength(12);
    for (const name of ['Featured', 'Our services', 'Offers for you', 'From our blog', 'Recharge packs', 'Astrologers online now', 'Top astrologers']) expect(screen.queryByRole('region', { name })).toBeNull();
    expect(main().queryByRole('img')).toBeNull();
  });

  it('shows the astrologers online now and the top astrologers as astrologer cards', async () => {
    const card = (n: number, fields: Partial<AstrologerCardView> = {}) => astrologer(n, { gender: 'female', skills: ['tarot'], price_per_min: 30_00, ...fields });
    openHome(homeAnswer({ ...fullHome, astrologers: { online: [card(1)], top: [card(2, { status: 'busy' }), card(3, { status: 'offline' })] } }));

    const online = within(await screen.findByRole('region', { name: 'Astrologers online now' }));
    expect(online.getByRole('heading', { level: 3, name: 'Astrologer 1' })).toBeTruthy();
    expect(online.getByText('Online')).toBeTruthy();
    expect(online.getByText(/30(\.00)?\/min/)).toBeTruthy();
    expect(online.getByRole('link', { name: /All online astrologers/ }).getAttribute('href')).toBe('/chat-with-astrologer?status=online');
    const top = region('Top astrologers');
    expect(top.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Astrologer 2', 'Astrologer 3']);
    expect(top.getByText('Busy', { selector: 'p' })).toBeTruthy();
  });

  it('reads the page again every 15 s while it is open, so an astrologer who came online shows there without a reload', async () => {
    // Only the refresh timer on the test's clock: Testing Library's waits poll with the real setInterval.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const card = (n: number) => astrologer(n, { gender: 'female', skills: ['tarot'], price_per_min: 30_00 });
    const { apiCalls } = openHome(homeAnswer({ ...fullHome, astrologers: { online: [card(1)], top: [] } }), homeAnswer({ ...fullHome, astrologers: { online: [card(1), card(4)], top: [] } }));
    const online = within(await screen.findByRole('region', { name: 'Astrologers online now' }));
    expect(online.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Astrologer 1']);

    // ASTROLOGER_STATUS_REFRESH_MS, which the home page passes (routes/home.page.tsx).
    vi.advanceTimersByTime(15_000);
    vi.useRealTimers();

    expect(await online.findByRole('heading', { level: 3, name: 'Astrologer 4' })).toBeTruthy();
    expect(screen.queryByText('Loading the home page…')).toBeNull();
    expect(apiCalls()).toEqual(['/api/todos', '/api/todos']);
  });

  it('shows the failure with a Retry that asks again, and the sections it brings', async () => {
    const { user, apiCalls } = openHome(() => jsonResponse(500, { status: 500, message: 'boom' }), () => Promise.reject(new TypeError('Failed to fetch')), homeAnswer());

    expect((await screen.findByRole('alert')).textContent).toContain("We couldn't load today's offers, horoscopes and articles.");
    // The hero and its calls to action stay usable meanwhile.
    expect(main().getByRole('link', { name: 'Chat with an astrologer' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect((await screen.findByRole('alert')).textContent).toContain("We couldn't load");
    await user.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('region', { name: 'What our customers say' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(apiCalls()).toEqual(['/api/todos', '/api/todos', '/api/todos']);
  });

  it('speaks Hindi around the content, which shows as written', async () => {
    window.localStorage.setItem('language', 'hi');
    openHome(homeAnswer());

    expect(await screen.findByRole('region', { name: 'हमारे ग्राहक क्या कहते हैं' })).toBeTruthy();
    expect(main().getByRole('link', { name: 'किसी ज्योतिषी से चैट करें' })).toBeTruthy();
    expect(region('आज का राशिफल').getByRole('link', { name: 'सिंह' })).toBeTruthy();
    expect(region('आपके लिए ऑफ़र').getByText('50% अतिरिक्त')).toBeTruthy();
    expect(region('आपके लिए ऑफ़र').getByText('First recharge bonus')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'स्लाइड रोकें' })).toBeTruthy();
    expect(document.title).toBe('Nakshatra · सत्यापित ज्योतिषियों से परामर्श');
  });
});
