import { act, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../testing/fake-fetch';
import { callScreenSocket, openCallScreen, push } from '../testing/call-screen-fixtures';
import { FakePeerConnection, FakeTrack, installFakeMedia, type FakeMedia } from '../testing/fake-peer-connection';
import { chatSession, FakeWebSocket, SESSION_ID } from '../testing/fake-websocket';

beforeAll(() => import('../../../app/routes/call-screen.page'));
let media: FakeMedia;
beforeEach(() => {
  FakeWebSocket.reset();
  vi.stubGlobal('WebSocket', FakeWebSocket);
  media = installFakeMedia();
});

const call = (fields: Parameters<typeof chatSession>[0] = {}) => chatSession({ channel: 'call', price_per_min: 30_00, ...fields });
const signalsSent = (socket: FakeWebSocket) => socket.sentOfType('signal') as { signal: { kind: string; sdp?: string } }[];

async function axeProblems(): Promise<string[]> {
  const result = await axe.run(document.body, { resultTypes: ['violations'], rules: { 'color-contrast': { enabled: false } } });
  return result.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' ')}`);
}

describe('call screen', () => {
  it('customer: waits, offers once the astrologer is on the call, connects, shows time and billing, mutes, hangs up and reviews', async () => {
    const { user, requests } = openCallScreen('customer', {
      [`PUT /api/create_call_credentials/${SESSION_ID}`]: () => jsonResponse(200, { status: 200, data: { ice_servers: [{ urls: ['stun:stun.example.in:3478'] }] } }),
      [`PUT /api/end_chat_session/${SESSION_ID}`]: () =>
        jsonResponse(200, {
          status: 200,
          data: call({ status: 'ended', accepted_at: new Date(Date.now() - 70_000).toISOString(), connected_at: new Date(Date.now() - 65_000).toISOString(), minutes_billed: 2, total_billed: 60_00, end: { by: 'customer', reason: null, ended_at: new Date().toISOString(), duration_seconds: 65 } }),
          position: '9',
        }),
    });
    const socket = await callScreenSocket();
    push(socket, { type: 'session', session: call() });
    expect(await screen.findByRole('heading', { level: 2, name: 'Waiting for the astrologer' })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: 'Call with Pandit Ravi' })).toBeTruthy();
    expect(screen.queryByRole('banner')).toBeNull();

    // Accepted: the microphone is asked for; no offer until the astrologer has the call open.
    push(socket, { type: 'session', session: call({ status: 'active', accepted_at: new Date().toISOString() }) });
    push(socket, { type: 'presence', session_id: SESSION_ID, who: 'astrologer', online: false });
    expect(await screen.findByText('Waiting for Pandit Ravi to join the call…')).toBeTruthy();
    expect(screen.getByText('Billing starts when both of you are connected.')).toBeTruthy();
    expect(media.getUserMedia).toHaveBeenCalledTimes(1);
    expect(signalsSent(socket)).toEqual([]);

    push(socket, { type: 'presence', session_id: SESSION_ID, who: 'astrologer', online: true });
    await vi.waitFor(() => expect(signalsSent(socket)).toEqual([{ type: 'signal', session_id: SESSION_ID, signal: { kind: 'offer', sdp: 'offer-sdp-0' } }]));
    expect(await screen.findByText('Connecting the call…')).toBeTruthy();
    const pc = FakePeerConnection.latest();
    push(socket, { type: 'signal', session_id: SESSION_ID, from: 'astrologer', signal: { kind: 'answer', sdp: 'their-answer' } });
    push(socket, { type: 'signal', session_id: SESSION_ID, from: 'astrologer', signal: { kind: 'ice', candidate: { candidate: 'candidate:x', sdpMid: '0', sdpMLineIndex: 0 } } });
    await vi.waitFor(() => expect(pc.addedCandidates.map((each) => each.candidate)).toEqual(['candidate:x']));
    expect(pc.remoteDescription).toEqual({ type: 'answer', sdp: 'their-answer' });

    // Media flows: the heartbeat starts, the server connects the call and bills minute 1.
    pc.statsReport = new Map([
      ['cp', { type: 'candidate-pair', nominated: true, state: 'succeeded', currentRoundTripTime: 0.05 }],
      ['in', { type: 'inbound-rtp', kind: 'audio', bytesReceived: 4_321, packetsReceived: 50, packetsLost: 0 }],
    ]);
    act(() => pc.emitTrack(new FakeTrack('audio')));
    act(() => pc.setConnectionState('connected'));
    expect(socket.sentOfType('media')).toEqual([{ type: 'media', session_id: SESSION_ID, state: 'connected' }]);
    push(socket, { type: 'session', session: call({ status: 'active', accepted_at: new Date(Date.now() - 5_000).toISOString(), connected_at: new Date(Date.now() - 3_000).toISOString(), minutes_billed: 1, total_billed: 30_00, low_balance: true }) });
    const stats = within(screen.getByRole('timer').closest('dl')!);
    expect(screen.getByRole('timer').textContent).toMatch(/^0:0[34]$/);
    expect(stats.getByText('Minutes billed').nextElementSibling?.textContent).toBe('1');
    expect(stats.getByText('Billed').nextElementSibling?.textContent).toBe('₹ 30');
    expect(screen.queryByText('Billing starts when both of you are connected.')).toBeNull();
    const network = await screen.findByText((_, element) => element?.classList.contains('call-network--good') ?? false);
    expect(network.textContent).toContain('Network: Good');
    expect(network.getAttribute('data-inbound-audio-bytes')).toBe('4321');

    // The low-balance warning with the in-call recharge.
    const warning = within(screen.getByRole('alert'));
    expect(warning.getByText('Your wallet balance is low: the call ends when it runs out.')).toBeTruthy();
    expect(warning.getByRole('link', { name: 'Recharge (opens in a new tab)' }).getAttribute('href')).toBe('/recharge');

    await user.click(screen.getByRole('button', { name: 'Mute' }));
    expect(screen.getByRole('button', { name: 'Unmute' }).getAttribute('aria-pressed')).toBe('true');
    expect(media.microphone[0]?.enabled).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Turn camera on' }));
    expect(await screen.findByRole('button', { name: 'Turn camera off' })).toBeTruthy();
    expect(pc.transceivers[1]?.sender.track).toBe(media.cameras[0]);
    expect(screen.getByLabelText('Your camera').hidden).toBe(false);
    expect(await axeProblems()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Hang up' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Call ended' })).toBeTruthy();
    // Each connection first asks for this participant's ICE servers; hanging up ends the session.
    expect(requests.filter((request) => request.method === 'PUT').map((request) => request.url.pathname)).toContain(`/api/create_call_credentials/${SESSION_ID}`);
    expect(requests.filter((request) => request.method === 'PUT').at(-1)?.url.pathname).toBe(`/api/end_chat_session/${SESSION_ID}`);
    expect(screen.getByText('You ended the call.')).toBeTruthy();
    expect(screen.getByText('Amount').nextElementSibling?.textContent).toBe('₹ 60');
    expect(screen.getByRole('link', { name: /itemised bill/ }).getAttribute('href')).toBe(`/bill/${SESSION_ID}`);
    expect(screen.getByRole('button', { name: 'Submit review' })).toBeTruthy();
    expect(pc.closed).toBe(true);
    expect(media.microphone[0]?.stopped).toBe(true);
  });

  it('astrologer: answers the offer that came with the call, and sits the desk beside it', async () => {
    openCallScreen('astrologer');
    const socket = await callScreenSocket();
    // The offer may arrive as soon as the screen watches, before the session's first render.
    push(socket, { type: 'signal', session_id: SESSION_ID, from: 'customer', signal: { kind: 'offer', sdp: 'their-offer' } });
    push(socket, { type: 'session', session: call({ status: 'active', accepted_at: new Date().toISOString() }) });
    await vi.waitFor(() => expect(signalsSent(socket)).toEqual([{ type: 'signal', session_id: SESSION_ID, signal: { kind: 'answer', sdp: 'answer-sdp-0' } }]));
    expect(FakePeerConnection.latest().remoteDescription).toEqual({ type: 'offer', sdp: 'their-offer' });
    expect(screen.getByRole('heading', { level: 1, name: 'Call with Asha Verma' })).toBeTruthy();
    expect(screen.getByText("Customer's kundli")).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Recharge/ })).toBeNull();
  });

  it('astrologer: accepts a call request on the screen', async () => {
    const { user } = openCallScreen('astrologer', {
      [`PUT /api/update_chat_session/${SESSION_ID}`]: () => jsonResponse(200, { status: 200, data: call({ status: 'active', accepted_at: new Date().toISOString() }) }),
    });
    const socket = await callScreenSocket();
    push(socket, { type: 'session', session: call() });
    const request = within(await screen.findByRole('region', { name: 'New call request: Asha Verma' }));
    expect(request.getByText('Call request')).toBeTruthy();
    await user.click(request.getByRole('button', { name: 'Accept' }));
    expect(await screen.findByRole('button', { name: 'Hang up' })).toBeTruthy();
    expect(media.getUserMedia).toHaveBeenCalled();
  });

  it('says plainly when the microphone is refused', async () => {
    media = installFakeMedia({ deny: true });
    openCallScreen('customer');
    const socket = await callScreenSocket();
    push(socket, { type: 'session', session: call({ status: 'active', accepted_at: new Date().toISOString() }) });
    expect((await screen.findByRole('alert')).textContent).toMatch(/cannot use your microphone/);
    expect(FakePeerConnection.instances).toHaveLength(0);
  });

  it('says in call words that a call was not accepted, or does not exist', async () => {
    openCallScreen('customer');
    const socket = await callScreenSocket();
    push(socket, { type: 'session', session: call({ status: 'rejected', rejection: { by: 'system', reason: 'timeout' } }) });
    expect(await screen.findByRole('heading', { level: 2, name: 'Call not accepted' })).toBeTruthy();
    expect(screen.getByText('The astrologer did not answer within 60 seconds.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Choose another astrologer' }).getAttribute('href')).toBe('/talk-to-astrologer');
  });

  it('says a call that is not the visitor\'s does not exist', async () => {
    openCallScreen('customer', { [`GET /api/get_session_message/${SESSION_ID}`]: () => jsonResponse(404, { status: 404, code: 'chat.not_found', message: 'No such consultation.' }) });
    expect(await screen.findByText('This call does not exist, or it is not yours.', {}, { timeout: 5000 })).toBeTruthy();
  });

  it('ends on the server\'s word (balance exhausted) with the summary, in Hindi too', async () => {
    localStorage.setItem('language', 'hi');
    openCallScreen('customer');
    await screen.findByText('कॉल जुड़ रही है…', {}, { timeout: 5000 });
    const socket = FakeWebSocket.latest();
    act(() => socket.open());
    push(socket, { type: 'session', session: call({ status: 'ended', accepted_at: new Date().toISOString(), connected_at: new Date().toISOString(), minutes_billed: 3, total_billed: 90_00, end: { by: 'system', reason: 'balance_exhausted', ended_at: new Date().toISOString(), duration_seconds: 170 } }) });
    expect(await screen.findByRole('heading', { level: 2, name: 'कॉल समाप्त' })).toBeTruthy();
    expect(screen.getByText('आपके वॉलेट का बैलेंस ख़त्म होने से कॉल समाप्त हो गई।')).toBeTruthy();
    localStorage.removeItem('language');
  });
});
