import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ASTROLOGER_STATUS_REFRESH_MS } from '../hooks/use-astrologers.hook';
import { jsonResponse, pending, type Responder } from '../../../testing/fake-fetch';
import { renderApp } from '../../../testing/render-app';
import { astrologer, astrologersAnswer, inTurn, notServedYet } from '../testing/astrologer-fixtures';

beforeAll(() => import('../../../app/routes/consult.page'));

function openList(path: string, ...answers: Responder[]) {
  const rendered = renderApp(path, { 'GET /api/get_astrologer': inTurn(...answers) });
  const queries = () => rendered.requests.filter((request) => request.url.pathname === '/api/get_astrologer').map((request) => Object.fromEntries(request.url.searchParams));
  return { ...rendered, queries, user: userEvent.setup() };
}

const cards = () => within(screen.getByRole('main')).queryAllByRole('article');
const filters = () => within(screen.getByRole('region', { name: 'Filter astrologers' }));

describe('astrologer lists', () => {
  it('shows a skeleton under the heading while astrologers load, asking for the chat list', async () => {
    const { queries } = openList('/chat-with-astrologer', pending);

    expect(await screen.findByRole('heading', { level: 1, name: 'Chat with an astrologer' })).toBeTruthy();
    expect(screen.getByText('Loading astrologers…').closest('[role="status"]')).toBeTruthy();
    expect(document.title).toBe('Chat with an astrologer · Nakshatra');
    await waitFor(() => expect(queries()).toEqual([{ mode: 'chat', page: '1', limit: '12', sort: 'recommended' }]));
  });

  it('treats the planned call (501) as nobody being available, with a way to register as an astrologer', async () => {
    openList('/talk-to-astrologer', notServedYet('get_astrologer'));

    expect(await screen.findByText('No astrologers are available right now')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Talk to an astrologer' })).toBeTruthy();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Register as an astrologer' }).getAttribute('href')).toBe('/astrologer-register');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('says the same when the server serves an empty list', async () => {
    openList('/talk-to-astrologer', astrologersAnswer([], 0));

    expect(await screen.findByText('No astrologers are available right now')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Talk to an astrologer' })).toBeTruthy();
  });

  it('shows a real failure as one, with a retry that brings the list', async () => {
    const { user } = openList('/chat-with-astrologer', () => jsonResponse(500, {}), astrologersAnswer([astrologer(1)]));

    expect((await screen.findByRole('alert')).textContent).toContain("We couldn't load astrologers.");
    expect(screen.queryByText('No astrologers are available right now')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'Astrologer 1' })).toBeTruthy();
  });

  it('shows each astrologer: photo, name, status, skills, languages, experience, rating, consultations and price per minute', async () => {
    openList(
      '/chat-with-astrologer',
      astrologersAnswer([
        astrologer(1, {
          name: 'Pandit Raghav Shastri',
          skills: ['vedic', 'kp', 'Jaimini' as never],
          languages: ['hindi', 'english'],
          experience_years: 12,
          price_per_min: 25_50,
          rating: 4.66,
          orders: 12_345,
          status: 'busy',
        }),
        astrologer(2, { status: 'offline', img_url: 'NA', experience_years: 1 }),
      ]),
    );

    const [first, second] = await waitFor(() => {
      const shown = cards();
      expect(shown).toHaveLength(2);
      return shown;
    });
    const card = within(first!);
    expect(card.getByRole('heading', { level: 2, name: 'Pandit Raghav Shastri' })).toBeTruthy();
    expect(first!.querySelector('img')?.getAttribute('src')).toBe('/uploads/astrologer-1.png');
    expect(card.getByText('Busy', { selector: 'p' })).toBeTruthy();
    expect(card.getByText('Skills').nextElementSibling?.textContent).toBe('Vedic, KP system, Jaimini');
    expect(card.getByText('Languages').nextElementSibling?.textContent).toBe('Hindi, English');
    expect(card.getByText('12 years of experience')).toBeTruthy();
    expect(card.getByRole('img', { name: 'Rated 4.7 out of 5' })).toBeTruthy();
    expect(card.getByText('12,345 consultations')).toBeTruthy();
    expect(card.getByText('₹ 25.50/min')).toBeTruthy();
    expect(within(second!).getByText('Offline', { selector: 'p' })).toBeTruthy();
    expect(within(second!).getByText('1 year of experience')).toBeTruthy();
    expect(second!.querySelector('img')).toBeNull();
    expect(screen.getByText('2 astrologers')).toBeTruthy();
  });

  it('filters and sorts from the address and the selects, asking the server with the price in paise', async () => {
    const { user, router, queries } = openList(
      '/chat-with-astrologer?skill=tarot&page=2',
      astrologersAnswer([astrologer(13)], 13, 2),
      astrologersAnswer([astrologer(1)]),
      astrologersAnswer([astrologer(2)]),
      astrologersAnswer([], 0),
      astrologersAnswer([astrologer(3)]),
    );

    await screen.findByRole('heading', { level: 2, name: 'Astrologer 13' });
    expect((filters().getByRole('combobox', { name: 'Skill' }) as HTMLSelectElement).value).toBe('tarot');

    await user.selectOptions(filters().getByRole('combobox', { name: 'Consultation language' }), 'Hindi');
    await screen.findByRole('heading', { level: 2, name: 'Astrologer 1' });
    expect(router.state.location.search).toBe('?skill=tarot&language=hindi');

    await user.selectOptions(filters().getByRole('combobox', { name: 'Price up to' }), 'Up to ₹50/min');
    await screen.findByRole('heading', { level: 2, name: 'Astrologer 2' });

    await user.selectOptions(filters().getByRole('combobox', { name: 'Sort by' }), 'Highest rated');
    expect(await screen.findByText('No astrologers match these filters.')).toBeTruthy();
    expect(router.state.location.search).toBe('?skill=tarot&language=hindi&max_price=50&sort=rating');

    await user.click(within(screen.getByRole('main')).getAllByRole('button', { name: 'Clear filters' }).at(-1)!);
    await screen.findByRole('heading', { level: 2, name: 'Astrologer 3' });
    expect(router.state.location.search).toBe('?sort=rating');
    expect(queries()).toEqual([
      { mode: 'chat', page: '2', limit: '12', sort: 'recommended', skill: 'tarot' },
      { mode: 'chat', page: '1', limit: '12', sort: 'recommended', skill: 'tarot', language: 'hindi' },
      { mode: 'chat', page: '1', limit: '12', sort: 'recommended', skill: 'tarot', language: 'hindi', max_price_per_min: '5000' },
      { mode: 'chat', page: '1', limit: '12', sort: 'rating', skill: 'tarot', language: 'hindi', max_price_per_min: '5000' },
      { mode: 'chat', page: '1', limit: '12', sort: 'rating' },
    ]);
  });

  it('searches by name and filters by live status, price range and most consultations, all in the address', async () => {
    const { user, router, queries } = openList(
      '/talk-to-astrologer?status=online',
      astrologersAnswer([astrologer(1)]),
      astrologersAnswer([astrologer(2)]),
      astrologersAnswer([astrologer(3)]),
      astrologersAnswer([astrologer(4)]),
    );

    await screen.findByRole('heading', { level: 2, name: 'Astrologer 1' });
    expect((filters().getByRole('combobox', { name: 'Availability' }) as HTMLSelectElement).value).toBe('online');

    await user.type(screen.getByRole('searchbox', { name: 'Search astrologers' }), 'Meera{Enter}');
    await screen.findByRole('heading', { level: 2, name: 'Astrologer 2' });
    expect(router.state.location.search).toBe('?search=Meera&status=online');

    await user.selectOptions(filters().getByRole('combobox', { name: 'Price from' }), '₹20/min or more');
    await screen.findByRole('heading', { level: 2, name: 'Astrologer 3' });

    await user.selectOptions(filters().getByRole('combobox', { name: 'Sort by' }), 'Most consultations');
    await screen.findByRole('heading', { level: 2, name: 'Astrologer 4' });
    expect(router.state.location.search).toBe('?search=Meera&status=online&min_price=20&sort=orders');
    expect(queries().at(-1)).toEqual({ mode: 'talk', page: '1', limit: '12', sort: 'orders', status: 'online', search: 'Meera', min_price_per_min: '2000' });
  });

  it('pages with Previous and Next', async () => {
    const twelve = Array.from({ length: 12 }, (_, index) => astrologer(index + 1));
    const { user, router } = openList('/talk-to-astrologer?gender=female', astrologersAnswer(twelve, 14), astrologersAnswer([astrologer(13)], 14, 2));

    await user.click(within(await screen.findByRole('navigation', { name: 'Astrologer pages' })).getByRole('link', { name: 'Next' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'Astrologer 13' })).toBeTruthy();
    expect(router.state.location.search).toBe('?gender=female&page=2');
  });

  it('speaks Hindi when the visitor chose it, names and all else from the server as written', async () => {
    window.localStorage.setItem('language', 'hi');
    openList('/chat-with-astrologer', astrologersAnswer([astrologer(1, { name: 'Acharya Meera', skills: ['tarot'] })]));

    expect(await screen.findByRole('heading', { level: 1, name: 'ज्योतिषी से चैट करें' })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 2, name: 'Acharya Meera' })).toBeTruthy();
    const card = within(cards()[0]!);
    expect(card.getByText('ऑनलाइन')).toBeTruthy();
    expect(card.getByText('विशेषज्ञता').nextElementSibling?.textContent).toBe('टैरो');
    expect(screen.getByRole('combobox', { name: 'परामर्श की भाषा' })).toBeTruthy();
  });

  it('says in Hindi that nobody is available', async () => {
    window.localStorage.setItem('language', 'hi');
    openList('/talk-to-astrologer', notServedYet('get_astrologer'));

    expect(await screen.findByText('इस समय कोई ज्योतिषी उपलब्ध नहीं है')).toBeTruthy();
  });

  describe('kept current while open', () => {
    /**
     * The list's refresh timer on the test's clock. Faked only until a test has fired it: Testing
     * Library's waits poll with setInterval too, and need the real one.
     */
    const refreshClock = () => vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const fireRefreshTimer = (times = 1) => {
      vi.advanceTimersByTime(ASTROLOGER_STATUS_REFRESH_MS * times);
      vi.useRealTimers();
    };
    const comeBackIntoView = () => document.dispatchEvent(new Event('visibilitychange'));
    /** The status under the name (an offline card's action says "Offline" too, further down). */
    const statusOn = (name: string) => within(screen.getByRole('article', { name })).getAllByText(/^(Online|Busy|Offline)$/)[0]!.textContent;

    it('reads the page again every 15 s, the cards shown meanwhile, and a busy astrologer shows free without a reload', async () => {
      refreshClock();
      let answerRefresh: (() => void) | undefined;
      const refresh: Responder = (request) => new Promise((resolve) => (answerRefresh = () => resolve(astrologersAnswer([astrologer(1, { status: 'online' })])(request))));
      const { queries } = openList('/talk-to-astrologer?sort=rating', astrologersAnswer([astrologer(1, { status: 'busy' })]), refresh);
      await screen.findByRole('heading', { level: 2, name: 'Astrologer 1' });
      expect(statusOn('Astrologer 1')).toBe('Busy');

      fireRefreshTimer();
      await waitFor(() => expect(answerRefresh).toBeDefined());
      // While the read is out: the same cards, no skeleton.
      expect(screen.queryByText('Loading astrologers…')).toBeNull();
      expect(statusOn('Astrologer 1')).toBe('Busy');
      answerRefresh!();
      await waitFor(() => expect(statusOn('Astrologer 1')).toBe('Online'));
      expect(queries()).toEqual([0, 1].map(() => ({ mode: 'talk', page: '1', limit: '12', sort: 'rating' })));
    });

    it('keeps the list shown through a refresh that fails, and takes the next one', async () => {
      const { queries } = openList(
        '/chat-with-astrologer',
        astrologersAnswer([astrologer(1, { status: 'busy' })]),
        () => jsonResponse(500, {}),
        astrologersAnswer([astrologer(1, { status: 'offline' })]),
      );
      await screen.findByRole('heading', { level: 2, name: 'Astrologer 1' });
      // Every change the page goes through is seen, so an alert shown for a moment counts.
      let alertShown = false;
      const watch = new MutationObserver(() => (alertShown ||= screen.queryByRole('alert') !== null));
      watch.observe(document.body, { childList: true, subtree: true, characterData: true });

      // One refresh at a time: the second starts only once the failed one is done with.
      await waitFor(() => {
        if (statusOn('Astrologer 1') !== 'Offline') comeBackIntoView();
        expect(statusOn('Astrologer 1')).toBe('Offline');
      });
      watch.disconnect();
      expect(queries()).toHaveLength(3);
      expect(alertShown).toBe(false);
    });

    it('brings the list back when a refresh succeeds after the page failed to load', async () => {
      openList('/chat-with-astrologer', () => jsonResponse(500, {}), astrologersAnswer([astrologer(1, { status: 'online' })]));
      expect((await screen.findByRole('alert')).textContent).toContain("We couldn't load astrologers.");

      comeBackIntoView();
      expect(await screen.findByRole('heading', { level: 2, name: 'Astrologer 1' })).toBeTruthy();
      expect(screen.queryByRole('alert')).toBeNull();
    });

    it('reads nothing while the tab is hidden, and reads at once when it comes back into view', async () => {
      refreshClock();
      const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
      const { queries } = openList('/chat-with-astrologer', astrologersAnswer([astrologer(1, { status: 'busy' })]), astrologersAnswer([astrologer(1, { status: 'offline' })]));
      await screen.findByRole('heading', { level: 2, name: 'Astrologer 1' });

      fireRefreshTimer(3);
      expect(queries()).toHaveLength(1);
      visibility.mockReturnValue('visible');
      comeBackIntoView();
      await waitFor(() => expect(statusOn('Astrologer 1')).toBe('Offline'));
      expect(queries()).toHaveLength(2);
    });
  });
});
