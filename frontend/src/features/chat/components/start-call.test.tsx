import { screen, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { astrologer, astrologersAnswer } from '../../astrologers/testing/astrologer-fixtures';
import { jsonResponse, type Responder } from '../../../testing/fake-fetch';
import { fillIntake, openConsultationList } from '../testing/consultation-list';
import { chatSession, FakeWebSocket, SESSION_ID } from '../testing/fake-websocket';

beforeAll(() => Promise.all([import('../../../app/routes/consult.page'), import('../../../app/routes/call-screen.page'), import('./intake-dialog.component')]));
beforeEach(() => {
  FakeWebSocket.reset();
  vi.stubGlobal('WebSocket', FakeWebSocket);
});

const list = astrologersAnswer([
  astrologer(1, { id: 'a1', name: 'Pandit Ravi', status: 'online', price_per_min: 20_00, call_price_per_min: 30_00 }),
  astrologer(2, { name: 'Acharya Meera', status: 'online', call_price_per_min: null }),
  astrologer(3, { name: 'Guru Dev', status: 'busy', call_price_per_min: 25_00 }),
  astrologer(4, { name: 'Jyotish Anil', status: 'offline', call_price_per_min: 25_00 }),
  astrologer(5, { name: 'Sushila Devi', status: 'online', price_per_min: 15_00, call_price_per_min: 40_00, takes_calls: false }),
]);



const openTalkList = (answers: Record<string, Responder> = {}, loggedIn = true) => openConsultationList('/talk-to-astrologer', list, answers, loggedIn);

describe('starting a call', () => {
  it('shows Call with the call price for astrologers who take calls, Busy / Offline when they cannot, and nothing without a call price', async () => {
    openTalkList();
    const call = await screen.findByRole('button', { name: 'Call Pandit Ravi, ₹ 30 a minute' }, { timeout: 5000 });
    expect(call.textContent).toBe('Call · ₹ 30/min');
    expect(call).toHaveProperty('disabled', false);
    expect(screen.getByRole('button', { name: 'Busy: Guru Dev is in another consultation' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Offline: Jyotish Anil is not available now' })).toHaveProperty('disabled', true);
    // Acharya Meera takes no calls: her card has no button at all on this list.
    expect(screen.queryByRole('button', { name: /Acharya Meera/ })).toBeNull();
    expect(screen.queryByText(/open soon/)).toBeNull();
    // Sushila Devi is online but has switched calls off: her card says so, at her call price.
    expect(screen.getByRole('button', { name: 'Sushila Devi is not taking calls now; you can chat with them' })).toHaveProperty('disabled', true);
    const sushila = within(screen.getByRole('article', { name: 'Sushila Devi' }));
    expect(sushila.getByText('Online for chat only')).toBeTruthy();
    expect(sushila.getByText('₹ 40/min')).toBeTruthy();
    expect(within(screen.getByRole('article', { name: 'Pandit Ravi' })).getByText('₹ 30/min')).toBeTruthy();
  });

  it('asks a visitor to log in first', async () => {
    const { user } = openTalkList({}, false);
    await user.click(await screen.findByRole('button', { name: 'Call Pandit Ravi, ₹ 30 a minute' }));
    expect(await screen.findByRole('dialog', { name: 'Login' })).toBeTruthy();
  });

  it('sends the intake with channel call and opens the call screen', async () => {
    const created = chatSession({ channel: 'call', price_per_min: 30_00 });
    const { user, requests, router } = openTalkList({ 'POST /api/create_chat_session': () => jsonResponse(201, { status: 201, data: created, position: '5' }) });
    await user.click(await screen.findByRole('button', { name: 'Call Pandit Ravi, ₹ 30 a minute' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Call Pandit Ravi' }));
    expect(dialog.getByText('₹ 30/min, billed from your wallet for each started minute.')).toBeTruthy();
    await fillIntake(user, dialog);
    await user.click(dialog.getByRole('button', { name: 'Start call' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe(`/call-screen/${SESSION_ID}`));
    expect(requests.find((request) => request.url.pathname === '/api/create_chat_session')?.body).toMatchObject({ astrologer_id: 'a1', channel: 'call' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Waiting for the astrologer' })).toBeTruthy();
    expect(screen.queryByRole('banner')).toBeNull();
  });

  it('refuses a balance under 5 minutes of the call price with the Recharge button', async () => {
    const { user } = openTalkList({
      'POST /api/create_chat_session': () =>
        jsonResponse(409, { status: 409, code: 'wallet.insufficient_balance', params: { balance: 20_00, needed: 150_00 }, message: 'Insufficient balance: ₹ 20 in the wallet, ₹ 150 needed. Please recharge.' }),
    });
    await user.click(await screen.findByRole('button', { name: 'Call Pandit Ravi, ₹ 30 a minute' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Call Pandit Ravi' }));
    await fillIntake(user, dialog);
    await user.click(dialog.getByRole('button', { name: 'Start call' }));
    const alert = within(await dialog.findByRole('alert'));
    expect(alert.getByText('Insufficient balance: ₹ 20 in the wallet, ₹ 150 needed. Please recharge.')).toBeTruthy();
    expect(alert.getByRole('link', { name: 'Recharge' }).getAttribute('href')).toBe('/recharge');
  });
});
