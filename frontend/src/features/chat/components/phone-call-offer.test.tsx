import { act, screen, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../testing/fake-fetch';
import { callScreenSocket, openCallScreen, push } from '../testing/call-screen-fixtures';
import { FakePeerConnection, installFakeMedia } from '../testing/fake-peer-connection';
import { chatSession, FakeWebSocket, SESSION_ID } from '../testing/fake-websocket';

beforeAll(() => import('../../../app/routes/call-screen.page'));
beforeEach(() => {
  FakeWebSocket.reset();
  vi.stubGlobal('WebSocket', FakeWebSocket);
  installFakeMedia();
});

const PLACE = `PUT /api/create_phone_call/${SESSION_ID}`;
const accepted = (fields: Parameters<typeof chatSession>[0] = {}) =>
  chatSession({ channel: 'call', price_per_min: 30_00, status: 'active', accepted_at: new Date().toISOString(), phone_bridge: true, ...fields });
const ringing = { status: 'ringing' as const, failure: null, placed_at: new Date().toISOString() };




describe('call screen: the phone option (phone bridge)', () => {
  it('customer: asks to be called on the phone, is told which number rings, then the call runs and ends from the events', async () => {
    let placings = 0;
    const { user, requests } = openCallScreen('customer', {
      [PLACE]: () => {
        placings += 1;
        // The first try meets a provider that cannot be reached; the second places the call.
        if (placings === 1) return jsonResponse(502, { status: 502, code: 'chat.phone_unavailable', message: 'The phone service could not place the call. Please try again, or take the call in your browser.' });
        return jsonResponse(200, { status: 200, data: { session: accepted({ phone_call: ringing }), phone: '+919876543210' }, position: '7' });
      },
    });
    const socket = await callScreenSocket();
    push(socket, { type: 'session', session: accepted() });
    // The astrologer has the call open: the browser starts its own connection meanwhile.
    push(socket, { type: 'presence', session_id: SESSION_ID, who: 'astrologer', online: true });
    await vi.waitFor(() => expect(FakePeerConnection.instances).toHaveLength(1));
    const offer = await screen.findByRole('region', { name: 'Call on your phone' });
    await user.click(within(offer).getByRole('button', { name: 'Call me on my phone instead' }));
    expect(await within(offer).findByRole('alert')).toHaveProperty('textContent', 'The phone service could not place the call. Please try again, or take the call in your browser.');

    await user.click(within(offer).getByRole('button', { name: 'Call me on my phone instead' }));
    expect(await screen.findByText(/We are calling your phone \+91 98765 43210\. Answer it/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Call me on my phone instead' })).toBeNull();
    // The browser's own media stops while the phones carry the call: no connection, no devices, no network line, and no Hang up:
    // the phone call is ended on the phone (ended here, it would go on unbilled).
    await vi.waitFor(() => expect(FakePeerConnection.instances.map((pc) => pc.closed)).toEqual([true]));
    expect(screen.queryByRole('button', { name: 'Mute' })).toBeNull();
    expect(screen.queryByText(/^Network/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Hang up' })).toBeNull();
    expect(requests.filter((request) => request.method === 'PUT' && request.url.pathname === `/api/create_phone_call/${SESSION_ID}`)).toHaveLength(2);
    expect(requests.find((request) => request.url.pathname === `/api/create_phone_call/${SESSION_ID}`)?.body).toEqual({});

    // The provider connects the two phones: the server bills minute 1 and the session's own display takes over.
    push(socket, {
      type: 'session',
      session: accepted({ connected_at: new Date(Date.now() - 2_000).toISOString(), minutes_billed: 1, total_billed: 30_00, phone_call: { ...ringing, status: 'connected' } }),
    });
    expect(await screen.findByText('You are talking on your phone. Hang up on your phone to end the call; billing follows the phone call.')).toBeTruthy();
    expect(screen.queryByText(/We are calling your phone/)).toBeNull();
    const stats = within(screen.getByRole('timer').closest('dl')!);
    expect(stats.getByText('Minutes billed').nextElementSibling?.textContent).toBe('1');
    expect(stats.getByText('Billed').nextElementSibling?.textContent).toBe('₹ 30');

    // The phone call ends: the summary says why, in the session's own words.
    push(socket, {
      type: 'session',
      session: accepted({
        status: 'ended',
        connected_at: new Date(Date.now() - 125_000).toISOString(),
        minutes_billed: 3,
        total_billed: 90_00,
        phone_call: { ...ringing, status: 'connected' },
        end: { by: 'system', reason: 'phone_ended', ended_at: new Date().toISOString(), duration_seconds: 125 },
      }),
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Call ended' })).toBeTruthy();
    expect(screen.getByText('The phone call ended. Minutes were billed up to the end of the phone call.')).toBeTruthy();
  });

  it('customer: a phone call that did not connect says why, nothing billed, and can be tried again', async () => {
    const { user } = openCallScreen(
      'customer',
      { [PLACE]: () => jsonResponse(200, { status: 200, data: { session: accepted({ phone_call: ringing }), phone: '+919876543210' } }) },
      '+919812300000',
    );
    const socket = await callScreenSocket();
    push(socket, { type: 'session', session: accepted({ phone_call: { ...ringing, status: 'failed', failure: 'busy' } }) });
    const offer = await screen.findByRole('region', { name: 'Call on your phone' });
    expect(within(offer).getByRole('alert').textContent).toBe('Your phone call did not connect: the line was busy.Nothing was billed for it. You can try again, or stay on the call in the browser.');
    await user.click(within(offer).getByRole('button', { name: 'Call my phone again' }));
    // The number the server answered wins over the one of the login.
    expect(await screen.findByText(/We are calling your phone \+91 98765 43210/)).toBeTruthy();
  });

  it('customer: shows the ringing number from the login when the screen opens on a call already ringing', async () => {
    openCallScreen('customer', {}, '+919812300000');
    const socket = await callScreenSocket();
    push(socket, { type: 'session', session: accepted({ phone_call: ringing }) });
    expect(await screen.findByText(/We are calling your phone \+91 98123 00000/)).toBeTruthy();
  });

  it('offers nothing where the phone bridge is off, nor once the call connected in the browser, nor to the astrologer', async () => {
    openCallScreen('customer');
    const socket = await callScreenSocket();
    push(socket, { type: 'session', session: accepted({ phone_bridge: false }) });
    expect(await screen.findByText('Billing starts when both of you are connected.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Call me on my phone instead' })).toBeNull();
    push(socket, { type: 'session', session: accepted({ connected_at: new Date().toISOString(), minutes_billed: 1 }) });
    await vi.waitFor(() => expect(screen.queryByText('Billing starts when both of you are connected.')).toBeNull());
    expect(screen.queryByRole('region', { name: 'Call on your phone' })).toBeNull();
  });

  it('astrologer: is told to answer their phone while the customer’s phone call rings, in Hindi too', async () => {
    window.localStorage.setItem('language', 'hi');
    openCallScreen('astrologer');
    await screen.findByText('कॉल जुड़ रही है…', {}, { timeout: 5000 });
    const socket = FakeWebSocket.latest();
    act(() => socket.open());
    push(socket, { type: 'session', session: accepted({ phone_call: ringing }) });
    expect(await screen.findByText('ग्राहक फ़ोन पर बात करना चाहते हैं: हम उनके फ़ोन पर, फिर आपके फ़ोन पर कॉल कर रहे हैं। परामर्श शुरू करने के लिए अपना फ़ोन उठाएँ।')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'इसके बजाय मेरे फ़ोन पर कॉल करें' })).toBeNull();
  });
});
