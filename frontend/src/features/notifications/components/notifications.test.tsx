import type { NotificationView } from '@nakshatra/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setUserDetailsCookie } from '../../../testing/browser-state';
import { jsonResponse, type FakeRequest } from '../../../testing/fake-fetch';
import { renderApp, userAnswer } from '../../../testing/render-app';

const sentAt = '2026-11-27T10:00:00.000Z';
const declined: NotificationView = {
  id: '11111111-1111-4111-8111-111111111111',
  kind: 'chat_declined',
  title: 'Your chat request was declined',
  body: 'Pandit Ravi could not take your chat request. Nothing was charged.',
  link: '/chat-screen/22222222-2222-4222-8222-222222222222',
  data: { astrologer_name: 'Pandit Ravi', session_id: '22222222-2222-4222-8222-222222222222' },
  sent_at: sentAt,
  read: false,
};
/** A kind this build does not word: the server's text shows. */
const unknownKind: NotificationView = { ...declined, id: '33333333-3333-4333-8333-333333333333', kind: 'festival_greeting', title: 'Happy Diwali', body: 'From all of us.', link: null, data: null, read: true };

/** get_my_notifications and read_notifications over an inbox held here, as the server would keep it. */
function inboxServer(notifications: NotificationView[]) {
  const inbox = notifications.map((notification) => ({ ...notification }));
  const unread = () => inbox.filter((notification) => !notification.read).length;
  return {
    inbox,
    answers: {
      'GET /api/get_single_users/u1': userAnswer(),
      'GET /api/get_my_notifications': (request: FakeRequest) => {
        const limit = Number(request.url.searchParams.get('limit') ?? 20);
        const page = Number(request.url.searchParams.get('page') ?? 1);
        return jsonResponse(200, { status: 200, data: inbox.slice((page - 1) * limit, page * limit), meta: { page, limit, total: inbox.length, unread: unread() } });
      },
      'PUT /api/read_notifications': (request: FakeRequest) => {
        const ids = (request.body as { ids?: string[] }).ids;
        for (const notification of inbox) if (!ids || ids.includes(notification.id)) notification.read = true;
        return jsonResponse(200, { status: 200, data: { unread: unread() }, position: '10.1' });
      },
    },
  };
}

const loggedIn = () => setUserDetailsCookie({ id: 'u1', status: 'active' });

afterEach(() => {
  window.localStorage.clear();
  vi.unstubAllGlobals();
});

describe('the bell', () => {
  it('shows the unread count, opens the latest worded by kind, and marks all read so the count drops', async () => {
    loggedIn();
    const server = inboxServer([declined, unknownKind]);
    const { requests } = renderApp('/', server.answers);

    const bell = await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    expect(within(bell).getByText('1', { exact: true })).toBeTruthy();
    await userEvent.click(bell);

    const dropdown = screen.getByRole('region', { name: 'Latest notifications' });
    expect(await within(dropdown).findByRole('link', { name: 'Your chat request was declined' })).toBeTruthy();
    expect(within(dropdown).getByText('Pandit Ravi could not take your chat request. Nothing was charged.')).toBeTruthy();
    expect(within(dropdown).getByText('Happy Diwali')).toBeTruthy();
    expect(within(dropdown).getByRole('link', { name: 'See all notifications' }).getAttribute('href')).toBe('/notifications');

    await userEvent.click(within(dropdown).getByRole('button', { name: 'Mark all read' }));
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeTruthy();
    expect(requests.find((request) => request.method === 'PUT')?.body).toEqual({});
  });

  it('words a notification in Hindi from its kind, and keeps the server’s text for a kind it does not know', async () => {
    window.localStorage.setItem('language', 'hi');
    loggedIn();
    renderApp('/', inboxServer([declined, unknownKind]).answers);

    await userEvent.click(await screen.findByRole('button', { name: 'सूचनाएँ, 1 अपठित' }));
    const dropdown = screen.getByRole('region', { name: 'नई सूचनाएँ' });
    expect(await within(dropdown).findByRole('link', { name: 'आपका चैट अनुरोध स्वीकार नहीं हुआ' })).toBeTruthy();
    expect(within(dropdown).getByText('Pandit Ravi आपका चैट अनुरोध नहीं ले सके। कोई शुल्क नहीं लिया गया।')).toBeTruthy();
    expect(within(dropdown).getByText('Happy Diwali')).toBeTruthy();
  });

  it('following a notification’s link marks it read and opens what it is about', async () => {
    loggedIn();
    const server = inboxServer([declined]);
    const { router } = renderApp('/', server.answers);
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    await userEvent.click(await screen.findByRole('link', { name: 'Your chat request was declined' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(declined.link));
    await waitFor(() => expect(server.inbox[0]!.read).toBe(true));
  });

  it('is not there for a visitor', async () => {
    renderApp('/');
    expect(await screen.findByRole('button', { name: 'Login' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Notifications/ })).toBeNull();
  });
});

describe('the inbox page', () => {
  it('lists the notifications with their time in India, marks one read, and the bell follows', async () => {
    loggedIn();
    const second = { ...declined, id: '44444444-4444-4444-8444-444444444444', kind: 'waitlist_offer', data: { astrologer_name: 'Ananya' }, link: '/astrologer-profile/a-1' };
    const server = inboxServer([second, declined]);
    const { requests } = renderApp('/notifications', server.answers);

    const inbox = await screen.findByRole('region', { name: 'Notifications' });
    expect(await within(inbox).findByRole('link', { name: 'Ananya is free for your consultation' })).toBeTruthy();
    expect(within(inbox).getAllByText('27 Nov 2026, 3:30 pm').length).toBe(2);
    expect(await screen.findByRole('button', { name: 'Notifications, 2 unread' })).toBeTruthy();

    const offer = within(inbox).getByRole('article', { name: 'Ananya is free for your consultation' });
    await userEvent.click(within(offer).getByRole('button', { name: 'Mark read' }));

    expect(requests.find((request) => request.method === 'PUT')?.body).toEqual({ ids: [second.id] });
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeTruthy();
    await waitFor(() => expect(within(offer).queryByRole('button', { name: 'Mark read' })).toBeNull());
  });

  it('says so when there is nothing yet', async () => {
    loggedIn();
    renderApp('/notifications', inboxServer([]).answers);
    expect(await screen.findByText('No notifications yet')).toBeTruthy();
  });

  it('asks a visitor to log in', async () => {
    renderApp('/notifications');
    expect(await screen.findByRole('dialog', { name: 'Login' })).toBeTruthy();
  });
});

describe('turning on notifications for this device', () => {
  /** The browser's push machinery, as Chromium offers it; the permission is asked only when the page asks. */
  function fakePushBrowser({ granted = false }: { granted?: boolean } = {}) {
    const asked: string[] = [];
    const subscription = {
      endpoint: 'https://push.example.com/send/abc',
      toJSON: () => ({ endpoint: 'https://push.example.com/send/abc', keys: { p256dh: 'B'.repeat(87), auth: 'a'.repeat(22) } }),
      unsubscribe: vi.fn(async () => true),
    };
    // Granted already: this browser turned push on in an earlier login.
    let subscribed: typeof subscription | null = granted ? subscription : null;
    const registration = { pushManager: { getSubscription: async () => subscribed, subscribe: vi.fn(async () => (subscribed = subscription)) } };
    class FakeNotification {
      static permission: NotificationPermission = granted ? 'granted' : 'default';
      static requestPermission = async () => {
        asked.push('permission');
        FakeNotification.permission = 'granted';
        return 'granted' as const;
      };
    }
    vi.stubGlobal('Notification', FakeNotification);
    vi.stubGlobal('PushManager', class {});
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { register: vi.fn(async () => registration), ready: Promise.resolve(registration), getRegistration: async () => (subscribed ? registration : undefined), addEventListener: () => undefined, removeEventListener: () => undefined },
    });
    return { asked, registration };
  }

  afterEach(() => {
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  it('asks for permission only after the click, subscribes with the server’s key and registers the subscription in the visitor’s language', async () => {
    loggedIn();
    const browser = fakePushBrowser();
    const publicKey = Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 1)]).toString('base64url');
    const server = inboxServer([]);
    const { requests } = renderApp('/notifications', {
      ...server.answers,
      'GET /api/get_web_push_key': () => jsonResponse(200, { status: 200, data: { public_key: publicKey } }),
      'POST /api/register_web_push': () => jsonResponse(200, { status: 200, data: { registered: true } }),
    });

    const turnOn = await screen.findByRole('button', { name: 'Turn on notifications' });
    expect(browser.asked).toEqual([]);
    await userEvent.click(turnOn);

    expect(await screen.findByText('Notifications are on for this device.')).toBeTruthy();
    expect(browser.asked).toEqual(['permission']);
    const subscribeOptions = browser.registration.pushManager.subscribe.mock.calls[0] as unknown as [{ userVisibleOnly: boolean; applicationServerKey: Uint8Array }];
    expect(subscribeOptions[0].userVisibleOnly).toBe(true);
    expect(Buffer.from(subscribeOptions[0].applicationServerKey).toString('base64url')).toBe(publicKey);
    expect(requests.find((request) => request.url.pathname === '/api/register_web_push')?.body).toEqual({
      endpoint: 'https://push.example.com/send/abc',
      keys: { p256dh: 'B'.repeat(87), auth: 'a'.repeat(22) },
      language: 'en',
    });
    expect(screen.getByRole('button', { name: 'Turn off notifications' })).toBeTruthy();
  });

  it('registers a browser that turned push on before again as the app starts logged in, asking nothing: pushes follow the login', async () => {
    loggedIn();
    const browser = fakePushBrowser({ granted: true });
    const { requests } = renderApp('/', { ...inboxServer([]).answers, 'POST /api/register_web_push': () => jsonResponse(200, { status: 200, data: { registered: true } }) });
    await waitFor(() => expect(requests.some((request) => request.url.pathname === '/api/register_web_push')).toBe(true));
    expect(requests.find((request) => request.url.pathname === '/api/register_web_push')?.body).toEqual({ endpoint: 'https://push.example.com/send/abc', keys: { p256dh: 'B'.repeat(87), auth: 'a'.repeat(22) }, language: 'en' });
    expect(browser.asked).toEqual([]);
  });

  it('registers nothing as the app starts where push was never turned on', async () => {
    loggedIn();
    fakePushBrowser();
    const { requests } = renderApp('/', inboxServer([]).answers);
    // The bell's count is read once the header is up: by then the start-up registration would have gone.
    await waitFor(() => expect(requests.some((request) => request.url.pathname === '/api/get_my_notifications')).toBe(true));
    expect(requests.some((request) => request.url.pathname === '/api/register_web_push')).toBe(false);
  });

  it('shows nothing where the site has Web Push off', async () => {
    loggedIn();
    fakePushBrowser();
    renderApp('/notifications', { ...inboxServer([]).answers, 'GET /api/get_web_push_key': () => jsonResponse(200, { status: 200, data: { public_key: null } }) });
    expect(await screen.findByText('No notifications yet')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Turn on notifications' })).toBeNull();
  });
});
