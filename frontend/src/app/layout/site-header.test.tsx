import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import defaultAvatar from '../../features/account/assets/default-avatar.svg';
import { USER_FETCH_RETRY_MS } from '../../features/account/hooks/use-current-user.hook';
import { browserLocation } from '../../lib/browser-location';
import { setUserDetailsCookie } from '../../testing/browser-state';
import { jsonResponse, pending } from '../../testing/fake-fetch';
import { renderApp, userAnswer } from '../../testing/render-app';

const loggedIn = (fields: Record<string, unknown> = {}) => setUserDetailsCookie({ id: 'u1', status: 'active', ...fields });
const accountButton = () => screen.findByRole('button', { name: 'My account' });
const avatar = async () => (await accountButton()).querySelector('img')!;

describe('header: logged out', () => {
  it('shows the Login button and no account menu, and fetches no user', async () => {
    const { requests } = renderApp('/');

    expect(await screen.findByRole('button', { name: 'Login' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'My account' })).toBeNull();
    expect(requests.some((request) => request.url.pathname.startsWith('/api/get_single_users'))).toBe(false);
  });

  it('opens the login popup from the Login button', async () => {
    renderApp('/');
    await userEvent.click(await screen.findByRole('button', { name: 'Login' }));

    expect(await screen.findByRole('dialog', { name: 'Login' })).toBeTruthy();
  });
});

describe('header: logged in', () => {
  it('fetches the user named by the cookie and shows the avatar instead of Login', async () => {
    loggedIn();
    const { requests } = renderApp('/', { 'GET /api/get_single_users/u1': userAnswer() });

    await waitFor(async () => expect((await avatar()).getAttribute('src')).toBe('https://img.example/asha.jpg'));
    expect(screen.queryByRole('button', { name: 'Login' })).toBeNull();
    const userCall = requests.find((request) => request.url.pathname === '/api/get_single_users/u1');
    expect(userCall?.method).toBe('GET');
  });

  it('opens the dropdown on hover with the balance in rupees and the account links', async () => {
    loggedIn();
    renderApp('/', { 'GET /api/get_single_users/u1': userAnswer({ balance: 15050 }) });
    const button = await accountButton();

    await userEvent.hover(button);

    expect(button.getAttribute('aria-expanded')).toBe('true');
    const dropdown = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(await within(dropdown).findByText('₹ 150.50')).toBeTruthy();
    expect(within(dropdown).getByText('Asha')).toBeTruthy();
    const links = within(dropdown).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Wallet', '/recharge'],
      ['Order history', '/order-history'],
      ['My profile', '/my-profile?id=u1'],
      ['Cart', '/cart'],
      ['Help & support', '/support'],
    ]);
    expect(within(dropdown).getByRole('button', { name: 'Log Out' })).toBeTruthy();

    await userEvent.unhover(button.parentElement!);
    expect(dropdown.hidden).toBe(true);
  });

  it('closes the dropdown opened by a tap when one of its links is followed, so it does not cover the next page', async () => {
    loggedIn();
    renderApp('/', { 'GET /api/get_single_users/u1': userAnswer() });
    const button = await accountButton();
    const dropdown = document.getElementById(button.getAttribute('aria-controls')!)!;
    // A phone has no pointer to leave the menu with: the tap opens it, and nothing else closes it.
    button.click();
    await waitFor(() => expect(dropdown.hidden).toBe(false));

    within(dropdown).getByRole('link', { name: 'Order history' }).click();

    await waitFor(() => expect(dropdown.hidden).toBe(true));
  });

  it('shows a whole-rupee balance without paise', async () => {
    loggedIn();
    renderApp('/', { 'GET /api/get_single_users/u1': userAnswer({ balance: 15000 }) });
    await userEvent.hover(await accountButton());

    expect(await screen.findByText('₹ 150')).toBeTruthy();
  });

  it('opens the dropdown on keyboard focus, and Escape closes it', async () => {
    loggedIn();
    renderApp('/', { 'GET /api/get_single_users/u1': userAnswer() });
    const button = await accountButton();
    const dropdown = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(dropdown.hidden).toBe(true);

    button.focus();
    await waitFor(() => expect(dropdown.hidden).toBe(false));
    await userEvent.tab();
    expect(document.activeElement).toBe(within(dropdown).getByRole('link', { name: 'Wallet' }));

    await userEvent.keyboard('{Escape}');
    expect(dropdown.hidden).toBe(true);
    expect(document.activeElement).toBe(button);
  });

  it('encodes the user id in the profile link', async () => {
    loggedIn({ id: 'a b&c' });
    renderApp('/', { 'GET /api/get_single_users/a%20b%26c': userAnswer({ id: 'a b&c' }) });
    await userEvent.hover(await accountButton());

    expect(screen.getByRole('link', { name: 'My profile' }).getAttribute('href')).toBe('/my-profile?id=a%20b%26c');
  });

  it.each([
    ['a name of Anonymous', { name: 'Anonymous' }],
    ['an img_url of NA', { img_url: 'NA' }],
    ['an empty img_url', { img_url: '' }],
  ])('shows the default avatar for %s', async (_case, fields) => {
    loggedIn();
    renderApp('/', { 'GET /api/get_single_users/u1': userAnswer(fields) });
    await userEvent.hover(await accountButton());
    await screen.findByText('₹ 150.50');

    expect((await avatar()).getAttribute('src')).toBe(defaultAvatar);
  });

  it('shows the default avatar while the user loads', async () => {
    loggedIn();
    renderApp('/', { 'GET /api/get_single_users/u1': pending });

    expect((await avatar()).getAttribute('src')).toBe(defaultAvatar);
  });

  it('falls back to the default avatar when the photo fails to load', async () => {
    loggedIn();
    renderApp('/', { 'GET /api/get_single_users/u1': userAnswer() });

    await waitFor(async () => expect((await avatar()).getAttribute('src')).toBe('https://img.example/asha.jpg'));
    (await avatar()).dispatchEvent(new Event('error'));
    await waitFor(async () => expect((await avatar()).getAttribute('src')).toBe(defaultAvatar));
  });

  it.each([
    ['a 500', () => jsonResponse(500, { status: 500, message: 'boom' }), 1 + USER_FETCH_RETRY_MS.length],
    ['a 404 (not projected yet)', () => jsonResponse(404, { status: 404, message: 'Not found' }), 1 + USER_FETCH_RETRY_MS.length],
    ['a 401', () => jsonResponse(401, { status: 401, message: 'Log in first' }), 1],
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch')), 1 + USER_FETCH_RETRY_MS.length],
  ])('logs "Unable to fetch user data" on %s once its tries are spent, and shows nothing to the user', async (_case, answer, tries) => {
    vi.useFakeTimers();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    loggedIn();
    const { requests } = renderApp('/', { 'GET /api/get_single_users/u1': answer });
    const userFetches = () => requests.filter((request) => request.url.pathname === '/api/get_single_users/u1').length;

    // The waits before each new try pass on the test's clock (a 401 is not tried again).
    const allWaits = USER_FETCH_RETRY_MS.reduce((sum, wait) => sum + wait, 0);
    for (let waited = 0; waited <= allWaits && logged.mock.calls.length === 0; waited += 250) await vi.advanceTimersByTimeAsync(250);
    vi.useRealTimers();
    await waitFor(() => expect(logged).toHaveBeenCalledWith('Unable to fetch user data'));
    expect(userFetches()).toBe(tries);
    expect(logged.mock.calls.filter(([message]) => message === 'Unable to fetch user data')).toHaveLength(1);
    expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.hover(await accountButton());
    expect(screen.queryByText(/₹/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Wallet' })).toBeTruthy();
  });
});

describe('Log Out', () => {
  function stubCaches(names: string[]) {
    const deleted: string[] = [];
    vi.stubGlobal('caches', {
      keys: vi.fn(async () => names),
      delete: vi.fn(async (name: string) => {
        deleted.push(name);
        return true;
      }),
    });
    return deleted;
  }

  it('clears storage, cookies and caches, ends the server session, then loads /', async () => {
    loggedIn();
    document.cookie = 'theme=dark; path=/';
    document.cookie = 'visited=yes';
    window.localStorage.setItem('recent-search', 'mars');
    window.sessionStorage.setItem('draft', 'x');
    const deleted = stubCaches(['pages-v1', 'images-v1']);
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
    const { requests } = renderApp('/horoscope', {
      'GET /api/get_single_users/u1': userAnswer(),
      'POST /api/logout': () => {
        expect(assign).not.toHaveBeenCalled();
        // The server answers the logout's write position, as every command does.
        return jsonResponse(200, { status: 200, data: null, position: '2486465.3' }, { 'x-position': '2486465.3' });
      },
    });
    await userEvent.hover(await accountButton());

    await userEvent.click(screen.getByRole('button', { name: 'Log Out' }));

    await waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
    expect(requests.filter((request) => request.url.pathname === '/api/logout').map((request) => request.method)).toEqual(['POST']);
    expect(window.localStorage.length).toBe(0);
    expect(window.sessionStorage.length).toBe(0);
    expect(document.cookie).toBe('');
    expect(deleted).toEqual(['pages-v1', 'images-v1']);
  });

  it.each([
    ['fails', () => jsonResponse(500, { status: 500, message: 'boom' })],
    ['cannot be reached', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('still leaves for / when the server logout %s, and without Cache Storage', async (_case, answer) => {
    loggedIn();
    vi.stubGlobal('caches', undefined);
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
    renderApp('/', { 'GET /api/get_single_users/u1': userAnswer(), 'POST /api/logout': answer });
    await userEvent.hover(await accountButton());

    await userEvent.click(screen.getByRole('button', { name: 'Log Out' }));

    await waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
    expect(document.cookie).toBe('');
  });

  it('shows that it is logging out while the server answers', async () => {
    loggedIn();
    stubCaches([]);
    vi.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
    renderApp('/', { 'GET /api/get_single_users/u1': userAnswer(), 'POST /api/logout': pending });
    await userEvent.hover(await accountButton());

    await userEvent.click(screen.getByRole('button', { name: 'Log Out' }));

    const button = screen.getByRole('button', { name: 'Log Out' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.querySelector('.spinner')).not.toBeNull();
  });
});

describe('header cart link', () => {
  it('leads to /cart and says how many items the cart holds, for visitors too', async () => {
    window.localStorage.setItem(
      'nk_cart',
      JSON.stringify([
        { id: 'p1', slug: 'ruby', title: 'Ruby', price: 1_899_900, stock: 4, quantity: 2 },
        { id: 'p2', slug: 'mala', title: 'Mala', price: 149_900, stock: 40, quantity: 1 },
      ]),
    );
    renderApp('/');

    const link = await screen.findByRole('link', { name: 'Cart, 3 items' });
    expect(link.getAttribute('href')).toBe('/cart');
    expect(link.textContent).toBe('3');
  });

  it('is a plain Cart link when the cart is empty', async () => {
    renderApp('/');
    expect((await screen.findByRole('link', { name: 'Cart' })).textContent).toBe('');
  });
});
