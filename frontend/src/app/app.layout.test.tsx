import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../testing/render-app';

const navRoutes = [
  ['Home', '/'],
  ['About us', '/about-us'],
  ['Free kundli', '/free-kundli'],
  ['Kundli matchmaking', '/kundli-matchmaking'],
  ['Horoscope', '/horoscope'],
  ['Live', '/live'],
  ['Astro Mall', '/mall'],
  ['Pooja booking', '/pooja-booking'],
  ['Blogs', '/blogs'],
];

const topBar = () => screen.getByRole('navigation', { name: 'Main navigation' });

describe('layout rules (spec §2)', () => {
  it.each(['/', '/horoscope', '/no-such-page', '/live', '/live-video-broadcasting/1', '/blogs/admin'])('frames %s with header, page and footer', async (path) => {
    renderApp(path);

    expect(await screen.findByRole('banner')).toBeTruthy();
    expect(screen.getByRole('main')).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
  });

  it('renders a chat (/chat-screen/:id) alone, without header or footer', async () => {
    renderApp('/chat-screen/42');

    expect(await screen.findByRole('heading', { level: 1, name: 'Please log in' }, { timeout: 3000 })).toBeTruthy();
    expect(screen.getByRole('main')).toBeTruthy();
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it.each([
    ['/chat-screen', 'Page not found'],
    ['/live-video-broadcasting', 'Live studio'],
  ])('renders %s alone, without header or footer', async (path, heading) => {
    renderApp(path);

    expect(await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 3000 })).toBeTruthy();
    expect(screen.getByRole('main')).toBeTruthy();
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  // The back office (its own chunk) sends a visitor who is not an admin to its sign-in page.
  it.each(['/admin', '/admin/users'])('renders %s alone, without header or footer', async (path) => {
    renderApp(path);

    expect(await screen.findByRole('heading', { level: 1, name: 'Admin sign in' }, { timeout: 3000 })).toBeTruthy();
    expect(screen.getByRole('main')).toBeTruthy();
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('keeps the home page and its testimonials inside the framed layout', async () => {
    renderApp('/');

    expect(await screen.findByRole('heading', { level: 1, name: 'Nakshatra' })).toBeTruthy();
    // The testimonials come with the rest of the home data (GET /api/todos), after the hero.
    expect(await screen.findByText('No testimonials yet')).toBeTruthy();
    expect(screen.getByRole('main').contains(screen.getByRole('region', { name: 'What our customers say' }))).toBe(true);
  });
});

describe('main navigation', () => {
  it('lists the nine routes of the spec in order in the top bar', async () => {
    renderApp('/');

    const links = within(await screen.findByRole('navigation', { name: 'Main navigation' })).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(navRoutes);
  });

  it('marks the item of the current path as active, and only that one', async () => {
    renderApp('/horoscope');
    await screen.findByRole('main');

    const active = within(topBar()).getAllByRole('link').filter((link) => link.getAttribute('aria-current') === 'page');
    expect(active.map((link) => link.textContent)).toEqual(['Horoscope']);
    expect(active[0]?.classList.contains('active')).toBe(true);
  });

  it('marks Home only on the home page itself', async () => {
    renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Nakshatra' });
    expect(within(topBar()).getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBe('page');

    await userEvent.click(within(topBar()).getByRole('link', { name: 'Blogs' }));

    // The navigation is a transition: Home stays current until the blog page's chunk has loaded.
    await waitFor(() => expect(within(topBar()).getByRole('link', { name: 'Blogs' }).getAttribute('aria-current')).toBe('page'));
    expect(within(topBar()).getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBeNull();
  });
});

describe('mobile side menu', () => {
  const sideMenu = () => screen.queryByRole('navigation', { name: 'Main menu' });
  const menuButton = () => screen.getByRole('button', { name: 'Open menu' });

  it('is closed at first and opens with the menu button, moving focus to its close button', async () => {
    renderApp('/');
    await screen.findByRole('banner');
    expect(sideMenu()).toBeNull();
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');

    await userEvent.click(menuButton());

    const menu = sideMenu()!;
    expect(within(menu).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(navRoutes.map(([, href]) => href));
    expect(menuButton().getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close menu' }));
  });

  it('closes with the close button and gives focus back to the menu button', async () => {
    renderApp('/');
    await userEvent.click(await screen.findByRole('button', { name: 'Open menu' }));

    await userEvent.click(screen.getByRole('button', { name: 'Close menu' }));

    expect(sideMenu()).toBeNull();
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(menuButton());
  });

  it('closes with a click on the backdrop', async () => {
    renderApp('/');
    await userEvent.click(await screen.findByRole('button', { name: 'Open menu' }));

    await userEvent.click(screen.getByTestId('side-menu-backdrop'));

    expect(sideMenu()).toBeNull();
  });

  it('closes with Escape', async () => {
    renderApp('/');
    await userEvent.click(await screen.findByRole('button', { name: 'Open menu' }));

    await userEvent.keyboard('{Escape}');

    expect(sideMenu()).toBeNull();
  });

  it('marks the current path, and closes when a link is followed', async () => {
    renderApp('/free-kundli');
    await userEvent.click(await screen.findByRole('button', { name: 'Open menu' }));
    expect(within(sideMenu()!).getByRole('link', { name: 'Free kundli' }).getAttribute('aria-current')).toBe('page');

    await userEvent.click(within(sideMenu()!).getByRole('link', { name: 'Live' }));

    expect(sideMenu()).toBeNull();
    expect(within(topBar()).getByRole('link', { name: 'Live' }).getAttribute('aria-current')).toBe('page');
  });

  it('keeps Tab inside the open menu', async () => {
    renderApp('/');
    await userEvent.click(await screen.findByRole('button', { name: 'Open menu' }));
    const links = within(document.getElementById('side-menu')!).getAllByRole('link');

    await userEvent.tab({ shift: true });
    expect(document.activeElement).toBe(links.at(-1));
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close menu' }));
  });
});

describe('mobile side menu: the cart', () => {
  it('holds the cart link with its count, as phones have no room for it in the header row, and closes when it is followed', async () => {
    window.localStorage.setItem('nk_cart', JSON.stringify([{ id: 'p1', slug: 'ruby', title: 'Ruby', price: 1_899_900, stock: 4, quantity: 2 }]));
    const { router } = renderApp('/');
    await userEvent.click(await screen.findByRole('button', { name: 'Open menu' }));
    const panel = document.getElementById('side-menu')!;

    const cart = within(panel).getByRole('link', { name: 'Cart, 2 items' });
    expect(cart.getAttribute('href')).toBe('/cart');
    await userEvent.click(cart);

    expect(screen.queryByRole('navigation', { name: 'Main menu' })).toBeNull();
    expect(router.state.location.pathname).toBe('/cart');
  });
});

describe('header and footer', () => {
  it('has the consult buttons and the language selector', async () => {
    renderApp('/');
    const header = await screen.findByRole('banner');

    expect(within(header).getByRole('link', { name: 'Chat with Astrologer' }).getAttribute('href')).toBe('/chat-with-astrologer');
    expect(within(header).getByRole('link', { name: 'Talk to Astrologer' }).getAttribute('href')).toBe('/talk-to-astrologer');
    expect(within(header).getByRole('combobox', { name: 'Language' })).toBeTruthy();
  });

  it('gives phones a one-row header: short verbs under icons and the language abbreviated, hidden from assistive technology', async () => {
    renderApp('/');
    const header = await screen.findByRole('banner');

    const chat = within(header).getByRole('link', { name: 'Chat with Astrologer' });
    expect(chat.querySelector('.header-cta__short')?.textContent).toBe('Chat');
    expect(chat.querySelector('.header-cta__short')?.getAttribute('aria-hidden')).toBe('true');
    expect(chat.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    const short = header.querySelector('.language-select__short')!;
    expect(short.textContent).toBe('EN');
    expect(short.getAttribute('aria-hidden')).toBe('true');
  });

  it('links the policies, astrologer registration and every service', async () => {
    renderApp('/');
    const footer = await screen.findByRole('contentinfo');
    const hrefs = within(footer)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));

    for (const href of ['/terms-and-conditions', '/privacy-policy', '/refund-policy', '/astrologer-register', '/chat-with-astrologer', '/talk-to-astrologer']) {
      expect(hrefs).toContain(href);
    }
    for (const [, href] of navRoutes) expect(hrefs).toContain(href);
  });

  it('says the product is private and confidential, with verified astrologers and secure payments', async () => {
    renderApp('/');
    const footer = await screen.findByRole('contentinfo');

    for (const promise of ['Private & Confidential', 'Verified Astrologers', 'Secure Payments']) expect(within(footer).getByText(promise)).toBeTruthy();
    expect(footer.textContent).toContain('private and confidential, our astrologers are verified and payments are secure');
  });
});

describe('scroll position', () => {
  it('opens another page at its top, keeps the place for a change of the same page, and leaves Back to the browser', async () => {
    const scrolled = vi.spyOn(window, 'scrollTo');
    const { router } = renderApp('/');
    await screen.findByRole('main');

    await userEvent.click(within(topBar()).getByRole('link', { name: 'About us' }));
    await waitFor(() => expect(scrolled).toHaveBeenCalledWith(0, 0));
    expect(scrolled).toHaveBeenCalledTimes(1);

    await act(() => router.navigate('/about-us?page=2'));
    await act(() => router.navigate(-1));
    await act(() => router.navigate(-1));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(scrolled).toHaveBeenCalledTimes(1);
  });
});

describe('language', () => {
  it('switches the navigation, header and footer to Hindi at once and keeps the choice', async () => {
    renderApp('/');
    await screen.findByRole('main');

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'हिन्दी');

    const bar = screen.getByRole('navigation', { name: 'मुख्य नेविगेशन' });
    expect(within(bar).getAllByRole('link').map((link) => link.textContent)).toEqual([
      'होम',
      'हमारे बारे में',
      'मुफ़्त कुंडली',
      'कुंडली मिलान',
      'राशिफल',
      'लाइव',
      'एस्ट्रो मॉल',
      'पूजा बुकिंग',
      'ब्लॉग',
    ]);
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'ज्योतिषी से चैट करें' }).getAttribute('href')).toBe('/chat-with-astrologer');
    expect(within(header).getByRole('button', { name: 'लॉगिन' })).toBeTruthy();
    expect(header.querySelector('.language-select__short')?.textContent).toBe('हि');
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'धनवापसी नीति' }).getAttribute('href')).toBe('/refund-policy');
    expect(within(footer).getByText('सुरक्षित भुगतान')).toBeTruthy();
    expect(window.localStorage.getItem('language')).toBe('hi');
    expect(document.documentElement.lang).toBe('hi');
  });
});
