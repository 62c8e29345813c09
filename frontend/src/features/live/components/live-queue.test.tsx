import type { LiveQueueView, MyQueueEntryView } from '@nakshatra/contracts';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AppProvider } from '../../../app/app.provider';
import { setUserDetailsCookie } from '../../../testing/browser-state';
import { fakeFetch, jsonResponse, type Responder } from '../../../testing/fake-fetch';
import { FakeWebSocket } from '../../../testing/fake-websocket';
import { renderApp, userAnswer } from '../../../testing/render-app';
import { astrologer } from '../../astrologers/testing/astrologer-fixtures';
import { EMPTY_LIVE_ROOM, type LiveRoom } from '../hooks/use-live-room.hook';
import { ASTROLOGER_ID, liveCard, sessionId } from '../testing/live-fixtures';
import { LiveQueuePanel } from './live-queue-panel.component';

beforeAll(() => import('../../../app/routes/live-session.page'));
afterEach(() => vi.unstubAllGlobals());

const SESSION = sessionId(1);
const CALL = sessionId(30);
const OTHER = sessionId(40);
const profile: Responder = () => jsonResponse(200, { status: 200, data: { ...astrologer(1, { id: ASTROLOGER_ID, name: 'Pandit Ravi', call_price_per_min: 3000 }), bio: 'Vedic', approved_at: null } });
const entry = (fields: Partial<MyQueueEntryView> = {}): MyQueueEntryView => ({
  entry_id: sessionId(20),
  astrologer_id: ASTROLOGER_ID,
  astrologer_name: 'Pandit Ravi',
  source: 'live',
  live_session_id: SESSION,
  status: 'waiting',
  left_reason: null,
  position: 2,
  waiting: 2,
  estimated_wait_minutes: 5,
  chat_session_id: null,
  offer_expires_at: null,
  joined_at: '2030-03-01T13:40:00.000Z',
  ...fields,
});

async function watch(asCustomer: boolean, answers: Record<string, Responder> = {}) {
  vi.stubGlobal('WebSocket', FakeWebSocket);
  FakeWebSocket.reset();
  if (asCustomer) setUserDetailsCookie({ id: 'u1', status: 'active', role: 'customer', phone: '9876543210' });
  const card = liveCard(1, { status: 'live', started_at: '2030-03-01T13:30:00.000Z' });
  const rendered = renderApp(`/live/${SESSION}`, {
    [`GET /api/get_live_session/${SESSION}`]: () => jsonResponse(200, { status: 200, data: card }),
    [`GET /api/get_single_astrologer/${ASTROLOGER_ID}`]: profile,
    'GET /api/get_single_users/u1': userAnswer(),
    'GET /api/get_my_follows': () => jsonResponse(200, { status: 200, data: [], meta: { page: 1, limit: 1, total: 0 } }),
    ...answers,
  });
  await vi.waitFor(() => expect(FakeWebSocket.instances).toHaveLength(1));
  const socket = FakeWebSocket.latest();
  act(() => socket.open());
  const { astrologer: _a, viewers: _v, followers: _f, ...session } = card;
  act(() => socket.receive({ type: 'ready', you: { peer_id: sessionId(5), role: 'viewer', user_id: asCustomer ? 'u1' : null, muted: false }, session, viewers: 3, media: { engine: 'p2p', ice_servers: [], max_viewers: 20 }, chat: [] }));
  const queue = within(await screen.findByRole('region', { name: 'Ask on a call' }));
  return { ...rendered, socket, queue, user: userEvent.setup() };
}

describe('the queue for a paid turn on the watch page', () => {
  it('asks a visitor to log in to join, and says how many wait and at what price', async () => {
    const { socket, queue } = await watch(false);
    act(() => socket.receive({ type: 'queue', waiting: [OTHER, sessionId(41)], turn_user_id: null, position: '7' }));
    expect(queue.getByText('Wait in the queue for a private turn: a call with the astrologer at ₹ 30/min, billed for each started minute once it connects.')).toBeTruthy();
    expect(queue.getByText('2 people are waiting.')).toBeTruthy();
    expect(queue.getByRole('button', { name: 'Log in to join the queue' })).toBeTruthy();
  });

  it('joins with the intake, shows the place and wait as the line moves, leaves for free, and leads to the call at the turn', async () => {
    const { socket, queue, user, requests } = await watch(true, {
      [`PUT /api/join_live_queue/${SESSION}`]: () => jsonResponse(200, { status: 200, data: entry(), position: '8' }),
      [`DELETE /api/leave_live_queue/${SESSION}`]: () => jsonResponse(200, { status: 200, data: entry({ status: 'left', left_reason: 'left', position: 0 }), position: '9' }),
      'GET /api/get_my_queue_entries': () => jsonResponse(200, { status: 200, data: [entry({ status: 'in_turn', position: 0, chat_session_id: CALL })], meta: { page: 1, limit: 1, total: 1 } }),
    });
    act(() => socket.receive({ type: 'queue', waiting: [OTHER], turn_user_id: null, position: '7' }));
    await user.click(queue.getByRole('button', { name: 'Join the queue' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Queue for a turn with Pandit Ravi' }));
    await user.type(dialog.getByLabelText('Name'), 'Asha');
    await user.type(dialog.getByLabelText('Date of birth'), '1990-04-01');
    await user.click(dialog.getByLabelText("I don't know my birth time"));
    await user.type(dialog.getByLabelText('Place of birth'), 'Pune');
    await user.click(dialog.getByRole('button', { name: 'Join the queue' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requests.find((request) => request.method === 'PUT')?.body).toEqual({ intake: { name: 'Asha', birth_date: '1990-04-01', birth_place: 'Pune' } });

    act(() => socket.receive({ type: 'queue', waiting: [OTHER, 'u1'], turn_user_id: null, position: '8' }));
    expect(queue.getByText('You are number 2 in the queue · about 5 min to wait')).toBeTruthy();
    act(() => socket.receive({ type: 'queue', waiting: ['u1'], turn_user_id: OTHER, position: '10' }));
    expect(queue.getByText('The astrologer is on a private call with a viewer; they will be back shortly.')).toBeTruthy();
    expect(queue.getByText('You are number 1 in the queue · about 5 min to wait')).toBeTruthy();
    await user.click(queue.getByRole('button', { name: 'Leave the queue' }));
    expect(requests.some((request) => request.method === 'DELETE' && request.url.pathname === `/api/leave_live_queue/${SESSION}`)).toBe(true);

    act(() => socket.receive({ type: 'queue', waiting: [], turn_user_id: 'u1', position: '12' }));
    expect(await queue.findByText('It is your turn: the astrologer is calling you.')).toBeTruthy();
    expect((await queue.findByRole('link', { name: 'Join your call' })).getAttribute('href')).toBe(`/call-screen/${CALL}`);
    // Read at the socket's position, later than the customer's own writes.
    expect(requests.find((request) => request.url.pathname === '/api/get_my_queue_entries')?.headers.get('x-min-position')).toBe('12');
  });
});

describe("the studio's queue panel", () => {
  const room = (queue: LiveRoom['queue']): LiveRoom => ({ ...EMPTY_LIVE_ROOM, status: 'open', maxViewers: 20, queue });
  const view = (fields: Partial<LiveQueueView> = {}): LiveQueueView => ({
    live_session_id: SESSION,
    waiting: [
      { entry_id: sessionId(21), name: 'Asha', position: 1, joined_at: '2030-03-01T13:40:00.000Z' },
      { entry_id: sessionId(22), name: 'Meera', position: 2, joined_at: '2030-03-01T13:41:00.000Z' },
    ],
    turn: null,
    ...fields,
  });

  function panel(answers: Responder, queue: LiveRoom['queue']) {
    const network = fakeFetch(answers);
    vi.stubGlobal('fetch', network.fetch);
    const router = createMemoryRouter([{ path: '*', element: <LiveQueuePanel sessionId={SESSION} room={room(queue)} /> }]);
    render(
      <AppProvider>
        <RouterProvider router={router} />
      </AppProvider>,
    );
    return { requests: network.requests, user: userEvent.setup(), section: () => within(screen.getByRole('region', { name: 'Queue for paid turns' })) };
  }

  it('lists who waits, takes the next one, skips one, and ends the turn in progress with its call a tab away', async () => {
    let answer = view();
    const { requests, user, section } = panel((request) => {
      if (request.method === 'GET') return jsonResponse(200, { status: 200, data: answer });
      const entryId = request.url.pathname.startsWith('/api/skip') ? sessionId(22) : sessionId(21);
      return jsonResponse(200, { status: 200, data: { live_session_id: SESSION, entry_id: entryId, chat_session_id: CALL, status: 'in_turn' }, position: '20' });
    }, { waiting: ['c1', 'c2'], turn_user_id: null, position: '15' });
    expect(await screen.findByText('Asha')).toBeTruthy();
    expect(Number(requests[0]?.headers.get('x-min-position'))).toBeGreaterThanOrEqual(15);
    await user.click(section().getByRole('button', { name: 'Skip Meera' }));
    // The panel reads the queue again after its write.
    await vi.waitFor(() => expect(requests.filter((request) => request.method === 'GET')).toHaveLength(2));
    expect(requests.some((request) => request.method === 'PUT' && request.url.pathname === `/api/skip_queue_entry/${SESSION}` && JSON.stringify(request.body) === JSON.stringify({ entry_id: sessionId(22) }))).toBe(true);
    answer = view({ waiting: [], turn: { entry_id: sessionId(21), name: 'Asha', chat_session_id: CALL, started_at: '2030-03-01T13:45:00.000Z' } });
    await user.click(section().getByRole('button', { name: 'Take the next one' }));
    expect(await screen.findByText('On a private call with Asha. Your viewers see you but do not hear you until the turn ends.')).toBeTruthy();
    const open = section().getByRole('link', { name: 'Open the call' });
    expect([open.getAttribute('href'), open.getAttribute('target')]).toEqual([`/call-screen/${CALL}`, '_blank']);
    answer = view({ waiting: [] });
    await user.click(section().getByRole('button', { name: 'End the turn' }));
    await vi.waitFor(() => expect(section().queryByRole('link', { name: 'Open the call' })).toBeNull());
    expect(section().getByText('Nobody is waiting.')).toBeTruthy();
    expect(requests.filter((request) => request.method === 'PUT').map((request) => request.url.pathname)).toEqual([`/api/skip_queue_entry/${SESSION}`, `/api/take_next_in_queue/${SESSION}`, `/api/end_live_turn/${SESSION}`]);
  });
});
