import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { myRecord } from '../../astrologers/testing/astrologer-fixtures';
import { setUserDetailsCookie } from '../../../testing/browser-state';
import { jsonResponse, type Responder } from '../../../testing/fake-fetch';
import { renderApp } from '../../../testing/render-app';
import { installFakeMedia } from '../testing/fake-peer-connection';
import { ASTROLOGER_USER_ID, chatSession, FakeWebSocket, SESSION_ID } from '../testing/fake-websocket';

beforeAll(() => Promise.all([import('../../../app/routes/astrologer-console.page'), import('../../../app/routes/chat-screen.page'), import('../../../app/routes/call-screen.page')]));
beforeEach(() => {
  FakeWebSocket.reset();
  vi.stubGlobal('WebSocket', FakeWebSocket);
});

const OTHER = '44444444-4444-4444-8444-444444444444';

/** The pitches the console's rings started, in order (the ring keeps one audio context for the page's life, so this one is shared). */
const tones: number[] = [];
class FakeAudioContext {
  state = 'running';
  currentTime = 0;
  destination = {};
  createOscillator() {
    const tone = { frequency: { value: 0 }, connect: (next: unknown) => next, start: () => tones.push(tone.frequency.value), stop: () => undefined };
    return tone;
  }
  createGain() {
    return { gain: { setValueAtTime: () => undefined, exponentialRampToValueAtTime: () => undefined }, connect: (next: unknown) => next };
  }
}

function openConsole(answers: Record<string, Responder> = {}) {
  setUserDetailsCookie({ id: ASTROLOGER_USER_ID, status: 'active', role: 'astrologer' });
  const rendered = renderApp('/astrologer', {
    'GET /api/get_my_astrologer': () => jsonResponse(200, { status: 200, data: myRecord({ application_status: 'approved', status: 'online', availability: 'online' }) }),
    [`GET /api/get_session_message/${SESSION_ID}`]: () => jsonResponse(200, { status: 200, data: [], meta: { page: 1, limit: 200, total: 0 } }),
    ...answers,
  });
  return { ...rendered, user: userEvent.setup() };
}

async function serverSocket(): Promise<FakeWebSocket> {
  // The requests are on the page (and listening) once their heading is.
  await screen.findByRole('heading', { level: 2, name: 'Incoming requests' }, { timeout: 5000 });
  const socket = FakeWebSocket.latest();
  act(() => socket.open());
  return socket;
}

describe('incoming chat requests on the astrologer console', () => {
  it('lists live requests with the intake and a countdown, and accepting opens the chat', async () => {
    const { user, router, requests } = openConsole({
      [`PUT /api/update_chat_session/${SESSION_ID}`]: () => jsonResponse(200, { status: 200, data: chatSession({ status: 'active', accepted_at: new Date().toISOString(), minutes_billed: 1 }) }),
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Incoming requests' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('No requests right now. Keep this page open while you are online.')).toBeTruthy();
    const socket = await serverSocket();
    // A session where this user is the customer is not a request to answer.
    act(() => socket.receive({ type: 'session', session: chatSession({ id: OTHER, customer_id: ASTROLOGER_USER_ID }) }));
    act(() => socket.receive({ type: 'session', session: chatSession() }));

    const request = within(await screen.findByRole('region', { name: 'New chat request: Asha Verma' }));
    expect(screen.getAllByRole('region', { name: /^New chat request/ })).toHaveLength(1);
    expect(request.getByText('Date of birth').nextElementSibling?.textContent).toBe('12 Apr 1990');
    expect(request.getByRole('timer').textContent).toMatch(/^(60|59) seconds left to answer$/);

    await user.click(request.getByRole('button', { name: 'Accept' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe(`/chat-screen/${SESSION_ID}`));
    expect(requests.find((entry) => entry.method === 'PUT')?.body).toEqual({ action: 'accept' });
    // The chat opens from the accept's answer, without waiting for the socket.
    expect(await screen.findByRole('textbox', { name: 'Message' }, { timeout: 5000 })).toBeTruthy();
    expect(FakeWebSocket.instances).toHaveLength(1);
  });

  it('says a call request is a call, and accepting it opens the call screen', async () => {
    installFakeMedia();
    const { user, router } = openConsole({
      [`PUT /api/update_chat_session/${SESSION_ID}`]: () => jsonResponse(200, { status: 200, data: chatSession({ channel: 'call', price_per_min: 30_00, status: 'active', accepted_at: new Date().toISOString() }) }),
    });
    const socket = await serverSocket();
    act(() => socket.receive({ type: 'session', session: chatSession({ id: OTHER }) }));
    act(() => socket.receive({ type: 'session', session: chatSession({ channel: 'call', price_per_min: 30_00 }) }));
    const chat = within(await screen.findByRole('region', { name: 'New chat request: Asha Verma' }));
    expect(chat.getByText('Chat request').parentElement?.textContent).toBe('Chat request ₹ 20/min');
    const call = within(await screen.findByRole('region', { name: 'New call request: Asha Verma' }));
    expect(call.getByText('Call request').parentElement?.textContent).toBe('Call request ₹ 30/min');
    await user.click(call.getByRole('button', { name: 'Accept' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe(`/call-screen/${SESSION_ID}`));
    expect(await screen.findByRole('button', { name: 'Hang up' }, { timeout: 5000 })).toBeTruthy();
    vi.unstubAllGlobals();
  });

  it('drops a request once it is rejected or timed out, and links the session in progress', async () => {
    openConsole();
    const socket = await serverSocket();
    act(() => socket.receive({ type: 'session', session: chatSession() }));
    expect(await screen.findByRole('region', { name: 'New chat request: Asha Verma' })).toBeTruthy();
    act(() => socket.receive({ type: 'session', session: chatSession({ status: 'rejected', rejection: { by: 'system', reason: 'timeout' } }) }));
    expect(screen.queryByRole('region', { name: 'New chat request: Asha Verma' })).toBeNull();

    act(() => socket.receive({ type: 'session', session: chatSession({ id: OTHER, status: 'active', accepted_at: new Date().toISOString() }) }));
    expect(screen.getByRole('heading', { level: 2, name: 'Active session' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the chat with Asha Verma' }).getAttribute('href')).toBe(`/chat-screen/${OTHER}`);
  });

  it('rings once for each new request, whether or not the tab is in sight', async () => {
    tones.length = 0;
    vi.stubGlobal('AudioContext', FakeAudioContext);
    openConsole();
    const socket = await serverSocket();

    act(() => socket.receive({ type: 'session', session: chatSession() }));
    expect(tones).toEqual([880, 660, 880, 660]);
    // The same request again (a minute billed, a reconnect) is no new ring.
    act(() => socket.receive({ type: 'session', session: chatSession() }));
    expect(tones).toHaveLength(4);
    act(() => socket.receive({ type: 'session', session: chatSession({ id: OTHER }) }));
    expect(tones).toHaveLength(8);
  });

  it('rings a call like a phone, again every few seconds, until the request is no longer waiting', async () => {
    tones.length = 0;
    vi.stubGlobal('AudioContext', FakeAudioContext);
    openConsole();
    const socket = await serverSocket();
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] });
    try {
      act(() => socket.receive({ type: 'session', session: chatSession({ channel: 'call' }) }));
      // Two bursts of 400 and 450 Hz together: no chat chime.
      expect(tones).toEqual([400, 450, 400, 450]);
      act(() => void vi.advanceTimersByTime(3_000));
      act(() => void vi.advanceTimersByTime(3_000));
      expect(tones).toHaveLength(12);
      // The customer withdrew: the ring stops.
      act(() => socket.receive({ type: 'session', session: chatSession({ channel: 'call', status: 'ended' }) }));
      act(() => void vi.advanceTimersByTime(9_000));
      expect(tones).toHaveLength(12);
      // Nobody answers another one: it rings until its 60 s window closes, not after.
      act(() => socket.receive({ type: 'session', session: chatSession({ id: OTHER, channel: 'call' }) }));
      act(() => void vi.advanceTimersByTime(61_000));
      const rung = tones.length;
      act(() => void vi.advanceTimersByTime(9_000));
      expect(tones).toHaveLength(rung);
      expect(rung).toBeGreaterThan(12 + 4 * 15);
    } finally {
      vi.useRealTimers();
    }
  });

  it('asks for notification permission and notifies silently of a new request while the tab is hidden', async () => {
    const shown: { title: string; options: NotificationOptions }[] = [];
    class FakeNotification {
      static permission: NotificationPermission = 'default';
      static requestPermission = vi.fn(async () => {
        FakeNotification.permission = 'granted';
        return 'granted' as const;
      });
      onclick: (() => void) | null = null;
      constructor(title: string, options: NotificationOptions) {
        shown.push({ title, options });
      }
      close() {}
    }
    vi.stubGlobal('Notification', FakeNotification);
    const { user } = openConsole();
    await user.click(await screen.findByRole('button', { name: 'Notify me of new requests' }, { timeout: 5000 }));
    expect(await screen.findByText('You will be notified of new requests while this tab is in the background.')).toBeTruthy();

    const socket = await serverSocket();
    act(() => socket.receive({ type: 'session', session: chatSession({ id: OTHER }) }));
    expect(shown).toEqual([]);

    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    act(() => socket.receive({ type: 'session', session: chatSession() }));
    act(() => socket.receive({ type: 'session', session: chatSession() }));
    expect(shown).toEqual([{ title: 'New chat request', options: { body: 'Asha Verma wants to chat. You have 60 seconds to answer.', tag: SESSION_ID, silent: true } }]);
  });
});
