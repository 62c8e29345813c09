import type { ContentItemOf } from '@nakshatra/contracts';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setUserDetailsCookie } from '../../../testing/browser-state';
import { jsonResponse, type Responder } from '../../../testing/fake-fetch';
import { FakeWebSocket } from '../../../testing/fake-websocket';
import { renderApp, userAnswer } from '../../../testing/render-app';
import { liveCard, myFollows, sessionId } from '../testing/live-fixtures';

beforeAll(() => import('../../../app/routes/live-session.page'));

const card = liveCard(1, { status: 'live', started_at: '2030-03-01T13:30:00.000Z' });
const { astrologer: _a, viewers: _v, followers: _f, ...session } = card;

const gift = (n: number, title: string, titleHi: string, emoji: string, price: number): ContentItemOf<'gift'> => ({
  id: sessionId(100 + n),
  family: 'gift',
  title,
  slug: title.toLowerCase(),
  status: 'published',
  sort_order: n,
  created_at: '2030-01-01T00:00:00.000Z',
  updated_at: '2030-01-01T00:00:00.000Z',
  title_hi: titleHi,
  emoji,
  price,
});
const rose = gift(1, 'Rose', 'गुलाब', '🌹', 21_00);
const crown = gift(2, 'Crown', 'मुकुट', '👑', 501_00);
const catalogue: Responder = () => jsonResponse(200, { status: 200, data: [rose, crown], meta: { page: 1, limit: 50, total: 2 } });
const sentView = { id: sessionId(200), session_id: sessionId(1), sender_name: 'Asha', gift: { id: rose.id, name: 'Rose', name_hi: 'गुलाब', emoji: '🌹', price: 21_00 }, sent_at: '2030-03-01T13:40:00.000Z' };

/** The watch page of a live session, its socket joined as this viewer. */
async function watching(routes: Record<string, Responder>, userId: string | null) {
  const rendered = renderApp(`/live/${sessionId(1)}`, { [`GET /api/get_live_session/${sessionId(1)}`]: () => jsonResponse(200, { status: 200, data: card }), 'GET /api/get_gift': catalogue, ...routes });
  await vi.waitFor(() => expect(FakeWebSocket.instances).toHaveLength(1));
  const socket = FakeWebSocket.latest();
  act(() => socket.open());
  act(() => socket.receive({ type: 'ready', you: { peer_id: sessionId(5), role: 'viewer', user_id: userId, muted: false }, session, viewers: 3, media: { engine: 'p2p', ice_servers: [], max_viewers: 20 }, chat: [] }));
  const tray = within(await screen.findByRole('region', { name: 'Send a gift' }));
  return { ...rendered, socket, tray };
}

describe('gifts on the watch page', () => {
  beforeEach(() => {
    vi.stubGlobal('WebSocket', FakeWebSocket);
    FakeWebSocket.reset();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('lists the gifts with their prices, asks to confirm, then pays with an Idempotency-Key and says it was sent', async () => {
    setUserDetailsCookie({ id: 'u1', status: 'active', role: 'customer', phone: '9876543210' });
    const { tray, requests } = await watching(
      {
        'GET /api/get_single_users/u1': userAnswer(),
        'GET /api/get_my_follows': myFollows(false),
        [`POST /api/send_live_gift/${sessionId(1)}`]: () => jsonResponse(201, { status: 201, data: { ...sentView, wallet_transaction_id: sessionId(300), balance: 79_00 }, position: '9.9' }),
      },
      'u1',
    );
    const user = userEvent.setup();
    await user.click(await tray.findByRole('button', { name: '🌹 Rose, ₹ 21' }));
    expect(tray.getByRole('button', { name: '👑 Crown, ₹ 501' })).toBeTruthy();
    expect(tray.getByText('Send 🌹 Rose for ₹ 21 from your wallet?')).toBeTruthy();
    expect(requests.some((request) => request.method === 'POST')).toBe(false);
    await user.click(tray.getByRole('button', { name: 'Send' }));
    expect(await tray.findByText('🌹 Rose sent. Thank you!')).toBeTruthy();
    const sent = requests.filter((request) => request.method === 'POST');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toEqual({ gift_id: rose.id });
    expect(sent[0]!.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('says the balance is too low, with Recharge, and keeps the key for the same gift again', async () => {
    setUserDetailsCookie({ id: 'u1', status: 'active', role: 'customer', phone: '9876543210' });
    const refused = { status: 409, code: 'wallet.insufficient_balance', params: { balance: 10_00, needed: 501_00 }, message: 'Insufficient balance' };
    const { tray, requests } = await watching(
      { 'GET /api/get_single_users/u1': userAnswer(), 'GET /api/get_my_follows': myFollows(false), [`POST /api/send_live_gift/${sessionId(1)}`]: () => jsonResponse(409, refused) },
      'u1',
    );
    const user = userEvent.setup();
    await user.click(await tray.findByRole('button', { name: '👑 Crown, ₹ 501' }));
    await user.click(tray.getByRole('button', { name: 'Send' }));
    const alert = await tray.findByRole('alert');
    expect(alert.textContent).toMatch(/₹\s?10 in the wallet, ₹\s?501 needed/);
    expect(alert.textContent).toContain('Recharge, then send the gift again.');
    expect(within(alert).getByRole('link', { name: 'Recharge' }).getAttribute('href')).toBe('/recharge');
    await user.click(tray.getByRole('button', { name: '👑 Crown, ₹ 501' }));
    await user.click(tray.getByRole('button', { name: 'Send' }));
    await vi.waitFor(() => expect(requests.filter((request) => request.method === 'POST')).toHaveLength(2));
    const [first, second] = requests.filter((request) => request.method === 'POST');
    expect(second!.headers.get('idempotency-key')).toBe(first!.headers.get('idempotency-key'));
  });

  it('asks a visitor to log in instead of sending', async () => {
    const { tray, requests } = await watching({}, null);
    expect(tray.getByText('Log in to send gifts')).toBeTruthy();
    await userEvent.setup().click(await tray.findByRole('button', { name: '🌹 Rose, ₹ 21' }));
    expect(await screen.findByRole('dialog', { name: 'Login' })).toBeTruthy();
    expect(requests.some((request) => request.method === 'POST')).toBe(false);
  });

  it('shows the gifts arriving on air with who sent them', async () => {
    const { socket } = await watching({}, null);
    const arrived = within(screen.getByRole('region', { name: 'Gifts' }));
    expect(arrived.getByText('No gifts yet.')).toBeTruthy();
    act(() => socket.receive({ type: 'gift', gift: sentView }));
    expect(await arrived.findByText('Asha sent 🌹 Rose · ₹ 21')).toBeTruthy();
  });
});
