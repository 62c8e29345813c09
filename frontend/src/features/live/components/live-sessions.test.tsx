import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { setUserDetailsCookie } from '../../../testing/browser-state';
import { jsonResponse, pending } from '../../../testing/fake-fetch';
import { FakeWebSocket } from '../../../testing/fake-websocket';
import { renderApp, userAnswer } from '../../../testing/render-app';
import { ASTROLOGER_ID, followAnswer, liveCard, liveOverview, myFollows, sessionId } from '../testing/live-fixtures';

beforeAll(() => Promise.all([import('../../../app/routes/live.page'), import('../../../app/routes/live-session.page')]));

const asCustomer = () => setUserDetailsCookie({ id: 'u1', status: 'active', role: 'customer', phone: '9876543210' });
const section = (name: string) => within(screen.getByRole('region', { name }));

describe('/live', () => {
  it('says it is loading, under the page title', async () => {
    renderApp('/live', { 'GET /api/get_live_sessions': pending });
    expect(await screen.findByRole('heading', { level: 1, name: 'Live astrologers' })).toBeTruthy();
    expect(screen.getByText('Loading live sessions…').closest('[role="status"]')).toBeTruthy();
    expect(document.title).toBe('Live astrologers · Nakshatra');
  });

  it('shows who is live now, with a Watch link, and who is coming up, in India time', async () => {
    const { requests } = renderApp('/live', {
      'GET /api/get_live_sessions': liveOverview(
        [liveCard(1, { status: 'live', title: 'Saturn return Q&A', topic: 'Saturn', viewers: 0, started_at: '2030-03-01T12:00:00.000Z' })],
        [liveCard(2, { title: 'Marriage timing', astrologer_id: '00000000-0000-4000-8000-0000000000b2', astrologer: { name: 'Acharya Meera', img_url: null }, starts_at: '2030-03-01T13:30:00.000Z' })],
      ),
    });

    const card = within(await screen.findByRole('article', { name: 'Saturn return Q&A' }));
    expect(card.getByText('Pandit Ravi')).toBeTruthy();
    expect(card.getByText('Topic: Saturn')).toBeTruthy();
    expect(card.getByText('0 watching')).toBeTruthy();
    expect(card.getByRole('link', { name: 'Watch Saturn return Q&A' }).getAttribute('href')).toBe(`/live/${sessionId(1)}`);

    const next = within(section('Coming up').getByRole('article', { name: 'Marriage timing' }));
    expect(next.getByText('with Acharya Meera')).toBeTruthy();
    expect(next.getByText('1 Mar 2030, 7:00 pm (India time)')).toBeTruthy();
    expect(next.getByRole('button', { name: 'Notify me when Acharya Meera goes live' })).toBeTruthy();
    expect(requests.find((request) => request.url.pathname === '/api/get_live_sessions')?.url.searchParams.get('limit')).toBe('20');
    // Nobody logged in: nobody's follows are asked for.
    expect(requests.some((request) => request.url.pathname === '/api/get_my_follows')).toBe(false);
  });

  it('says honestly that nobody is live, and when the next session starts', async () => {
    renderApp('/live', { 'GET /api/get_live_sessions': liveOverview([], [liveCard(2, { starts_at: '2030-03-02T04:00:00.000Z' })]) });
    expect(await screen.findByText('Nobody is live right now')).toBeTruthy();
    expect(screen.getByText('The next session starts 2 Mar 2030, 9:30 am (India time).')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Watch/ })).toBeNull();
  });

  it('says when no session is scheduled at all', async () => {
    renderApp('/live', { 'GET /api/get_live_sessions': liveOverview([], []) });
    expect(await screen.findByText('Nobody is live right now')).toBeTruthy();
    expect(screen.getAllByText('No live session is scheduled yet. Follow an astrologer to be told when they go live.')).toHaveLength(2);
  });

  it('shows a failed load with a retry', async () => {
    let calls = 0;
    renderApp('/live', { 'GET /api/get_live_sessions': (request) => (++calls === 1 ? jsonResponse(500, {}) : liveOverview([], [])(request)) });
    expect((await screen.findByRole('alert')).textContent).toContain("We couldn't load the live sessions.");
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Nobody is live right now')).toBeTruthy();
  });

  it('asks a visitor to log in before following', async () => {
    const { requests } = renderApp('/live', { 'GET /api/get_live_sessions': liveOverview([], [liveCard(2)]) });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Notify me when Pandit Ravi goes live' }));
    expect(await screen.findByRole('dialog', { name: 'Login' })).toBeTruthy();
    expect(requests.some((request) => request.url.pathname.startsWith('/api/follow_astrologer'))).toBe(false);
  });

  it('follows and unfollows for a logged-in customer, starting from get_my_follows, every session of the astrologer at once', async () => {
    asCustomer();
    const { requests } = renderApp('/live', {
      'GET /api/get_live_sessions': liveOverview([], [liveCard(2, { title: 'Morning' }), liveCard(3, { title: 'Evening' })]),
      'GET /api/get_single_users/u1': userAnswer(),
      'GET /api/get_my_follows': myFollows(false),
      [`PUT /api/follow_astrologer/${ASTROLOGER_ID}`]: followAnswer(true),
      [`DELETE /api/unfollow_astrologer/${ASTROLOGER_ID}`]: followAnswer(false),
    });
    const user = userEvent.setup();

    const morning = within(await screen.findByRole('article', { name: 'Morning' }));
    await user.click(morning.getByRole('button', { name: 'Notify me when Pandit Ravi goes live' }));
    expect(await morning.findByRole('button', { name: 'Unfollow Pandit Ravi' })).toBeTruthy();
    expect(morning.getByText('You follow Pandit Ravi: we will tell you when they go live.')).toBeTruthy();
    expect(within(screen.getByRole('article', { name: 'Evening' })).getByRole('button', { name: 'Unfollow Pandit Ravi' })).toBeTruthy();
    await user.click(morning.getByRole('button', { name: 'Unfollow Pandit Ravi' }));
    expect(await morning.findByRole('button', { name: 'Notify me when Pandit Ravi goes live' })).toBeTruthy();

    const follows = requests.filter((request) => request.url.pathname === '/api/get_my_follows');
    expect(follows.map((request) => Object.fromEntries(request.url.searchParams))).toEqual([{ astrologer_id: ASTROLOGER_ID, limit: '1' }]);
    const writes = requests.filter((request) => request.method !== 'GET');
    expect(writes.map((request) => [request.method, request.url.pathname, request.body])).toEqual([
      ['PUT', `/api/follow_astrologer/${ASTROLOGER_ID}`, {}],
      ['DELETE', `/api/unfollow_astrologer/${ASTROLOGER_ID}`, undefined],
    ]);
  });

  it('shows an astrologer already followed as followed, and a refused follow', async () => {
    asCustomer();
    renderApp('/live', {
      'GET /api/get_live_sessions': liveOverview([], [liveCard(2, { title: 'Morning' }), liveCard(3, { title: 'Evening', astrologer_id: '00000000-0000-4000-8000-0000000000b2', astrologer: { name: 'Acharya Meera', img_url: null } })]),
      'GET /api/get_single_users/u1': userAnswer(),
      'GET /api/get_my_follows': (request) => myFollows(request.url.searchParams.get('astrologer_id') === ASTROLOGER_ID)(request),
      'PUT /api/follow_astrologer/00000000-0000-4000-8000-0000000000b2': () =>
        jsonResponse(409, { status: 409, code: 'live.too_many_follows', params: { maximum: 500 }, message: 'You can follow at most 500 astrologers. Unfollow someone first.' }),
    });
    expect(await within(await screen.findByRole('article', { name: 'Morning' })).findByRole('button', { name: 'Unfollow Pandit Ravi' })).toBeTruthy();
    const evening = within(screen.getByRole('article', { name: 'Evening' }));
    await userEvent.setup().click(evening.getByRole('button', { name: 'Notify me when Acharya Meera goes live' }));
    expect((await evening.findByRole('alert')).textContent).toBe('You can follow at most 500 astrologers. Unfollow someone first.');
    expect(evening.getByRole('button', { name: 'Notify me when Acharya Meera goes live' })).toBeTruthy();
  });

  it('speaks Hindi', async () => {
    window.localStorage.setItem('language', 'hi');
    renderApp('/live', { 'GET /api/get_live_sessions': liveOverview([], [liveCard(2, { starts_at: '2030-03-02T04:00:00.000Z' })]) });
    expect(await screen.findByRole('heading', { level: 1, name: 'लाइव ज्योतिषी' })).toBeTruthy();
    expect(await screen.findByText('इस समय कोई लाइव नहीं है')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'मुझे बताएँ जब Pandit Ravi लाइव आएँ' })).toBeTruthy();
  });
});

describe('/live/:sessionId', () => {
  it('shows a scheduled session: title, astrologer, start time and Follow', async () => {
    const { requests } = renderApp(`/live/${sessionId(2)}`, { [`GET /api/get_live_session/${sessionId(2)}`]: () => jsonResponse(200, { status: 200, data: liveCard(2, { title: 'Marriage timing' }) }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Marriage timing' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Pandit Ravi' }).getAttribute('href')).toBe(`/astrologer-profile/${ASTROLOGER_ID}`);
    expect(screen.getByText('Scheduled: starts 1 Mar 2030, 7:00 pm (India time)')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Notify me when Pandit Ravi goes live' })).toBeTruthy();
    expect(screen.queryByText('The broadcast player is coming in the next release.')).toBeNull();
    expect(document.title).toBe('Marriage timing · Live astrologers · Nakshatra');
    expect(requests.some((request) => request.url.pathname === '/api/get_my_follows')).toBe(false);
  });

  it('plays a live session: joins its room, shows who watches and the chat, and asks a visitor to log in to chat', async () => {
    vi.stubGlobal('WebSocket', FakeWebSocket);
    FakeWebSocket.reset();
    try {
      const card = liveCard(1, { status: 'live', started_at: '2030-03-01T13:30:00.000Z' });
      renderApp(`/live/${sessionId(1)}`, { [`GET /api/get_live_session/${sessionId(1)}`]: () => jsonResponse(200, { status: 200, data: card }) });
      expect(await screen.findByText('Live now')).toBeTruthy();
      expect(screen.getByLabelText(`Live video: ${card.title}`).tagName).toBe('VIDEO');
      expect(screen.getByText('Connecting to the live session…')).toBeTruthy();
      await vi.waitFor(() => expect(FakeWebSocket.instances).toHaveLength(1));
      const socket = FakeWebSocket.latest();
      expect(socket.url).toMatch(/\/api\/live_socket$/);
      act(() => socket.open());
      expect(socket.sentOfType('join')).toEqual([{ type: 'join', session_id: sessionId(1) }]);
      const { astrologer: _a, viewers: _v, followers: _f, ...session } = card;
      const chat = { id: sessionId(7), user_id: sessionId(8), name: 'Asha', text: 'Will I get the job?', from_astrologer: false, sent_at: '2030-03-01T13:35:00.000Z' };
      act(() => socket.receive({ type: 'ready', you: { peer_id: sessionId(5), role: 'viewer', user_id: null, muted: false }, session, viewers: 3, media: { engine: 'p2p', ice_servers: [], max_viewers: 20 }, chat: [chat] }));
      expect(await screen.findByText('Waiting for the astrologer’s video…')).toBeTruthy();
      expect(screen.getByText('3 watching now')).toBeTruthy();
      expect(screen.getByText('Will I get the job?')).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Log in to chat' })).toBeTruthy();
      act(() => socket.receive({ type: 'chat_removed', message_id: chat.id }));
      expect(screen.queryByText('Will I get the job?')).toBeNull();
      act(() => socket.receive({ type: 'session', session: { ...session, status: 'ended', ended_at: '2030-03-01T14:00:00.000Z' } }));
      expect(await screen.findByText('This live session has ended.')).toBeTruthy();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('says so when the room of the embedded engine is full', async () => {
    vi.stubGlobal('WebSocket', FakeWebSocket);
    FakeWebSocket.reset();
    try {
      renderApp(`/live/${sessionId(1)}`, { [`GET /api/get_live_session/${sessionId(1)}`]: () => jsonResponse(200, { status: 200, data: liveCard(1, { status: 'live', started_at: '2030-03-01T13:30:00.000Z' }) }) });
      await vi.waitFor(() => expect(FakeWebSocket.instances).toHaveLength(1));
      act(() => FakeWebSocket.latest().open());
      act(() => FakeWebSocket.latest().receive({ type: 'room_full', max_viewers: 20 }));
      expect(await screen.findByText('This live session is full (20 viewers). Please try again in a while.')).toBeTruthy();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('shows an ended session as ended', async () => {
    renderApp(`/live/${sessionId(1)}`, {
      [`GET /api/get_live_session/${sessionId(1)}`]: () =>
        jsonResponse(200, { status: 200, data: liveCard(1, { status: 'ended', started_at: '2030-03-01T13:30:00.000Z', ended_at: '2030-03-01T14:30:00.000Z', duration_seconds: 3600 }) }),
    });
    expect(await screen.findByText('Ended 1 Mar 2030, 8:00 pm (India time)')).toBeTruthy();
  });

  it('says when the session does not exist', async () => {
    renderApp(`/live/${sessionId(9)}`, { [`GET /api/get_live_session/${sessionId(9)}`]: () => jsonResponse(404, { status: 404 }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'This live session was not found.' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'All live sessions' }).getAttribute('href')).toBe('/live');
  });

  it('follows from the session page for a logged-in customer', async () => {
    asCustomer();
    const { requests } = renderApp(`/live/${sessionId(2)}`, {
      [`GET /api/get_live_session/${sessionId(2)}`]: () => jsonResponse(200, { status: 200, data: liveCard(2) }),
      'GET /api/get_single_users/u1': userAnswer(),
      'GET /api/get_my_follows': myFollows(false),
      [`PUT /api/follow_astrologer/${ASTROLOGER_ID}`]: followAnswer(true),
    });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Notify me when Pandit Ravi goes live' }));
    expect(await screen.findByRole('button', { name: 'Unfollow Pandit Ravi' })).toBeTruthy();
    await vi.waitFor(() => expect(requests.find((request) => request.method === 'PUT')?.body).toEqual({}));
  });
});
