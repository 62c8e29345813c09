import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CHAT_SOCKET_UNAUTHORIZED, type ChatMessageView } from '@nakshatra/contracts';
import axe from 'axe-core';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setUserDetailsCookie } from '../../../testing/browser-state';
import { jsonResponse, type Responder } from '../../../testing/fake-fetch';
import { renderApp, userAnswer } from '../../../testing/render-app';
import { disposeSharedChatSocket } from '../lib/chat-socket-context';
import { transitAnswer } from '../../horoscope/testing/horoscope-fixtures';
import { kundliFixture, VELLORE_PLACE } from '../../kundli/testing/kundli-fixtures';
import { dataAnswer } from '../../../testing/wallet-fixtures';
import { ASTROLOGER_ID, ASTROLOGER_USER_ID, chatSession, CUSTOMER_ID, FakeWebSocket, SESSION_ID } from '../testing/fake-websocket';

beforeAll(() => import('../../../app/routes/chat-screen.page'));
beforeEach(() => {
  FakeWebSocket.reset();
  vi.stubGlobal('WebSocket', FakeWebSocket);
});

const PATH = `/chat-screen/${SESSION_ID}`;
const M1 = '33333333-3333-4333-8333-000000000001';
const M2 = '33333333-3333-4333-8333-000000000002';

const message = (id: string, from: 'customer' | 'astrologer', text: string, minute = 0): ChatMessageView => ({
  id,
  session_id: SESSION_ID,
  from,
  text,
  sent_at: new Date(Date.UTC(2026, 10, 23, 10, minute)).toISOString(),
});

const history =
  (...messages: ChatMessageView[]): Responder =>
  () =>
    jsonResponse(200, { status: 200, data: messages, meta: { page: 1, limit: 200, total: messages.length } });

const profile: Responder = () => jsonResponse(200, { status: 200, data: { id: ASTROLOGER_ID, name: 'Pandit Ravi', img_url: '/uploads/ravi.png', status: 'busy' } });

function openScreen(as: 'customer' | 'astrologer', answers: Record<string, Responder> = {}) {
  setUserDetailsCookie({ id: as === 'customer' ? CUSTOMER_ID : ASTROLOGER_USER_ID, status: 'active', role: as });
  const rendered = renderApp(PATH, {
    [`GET /api/get_session_message/${SESSION_ID}`]: history(),
    [`GET /api/get_single_astrologer/${ASTROLOGER_ID}`]: profile,
    ...answers,
  });
  return { ...rendered, user: userEvent.setup() };
}

/** The socket the screen opened, opened by the "server". */
async function serverSocket(): Promise<FakeWebSocket> {
  // The screen is on the page (and listening) once it says it is connecting.
  await screen.findByText('Connecting to the chat…', {}, { timeout: 5000 });
  const socket = FakeWebSocket.latest();
  act(() => socket.open());
  return socket;
}

function serverSocketOpened(): FakeWebSocket {
  const socket = FakeWebSocket.latest();
  act(() => socket.open());
  return socket;
}

const push = (socket: FakeWebSocket, message: unknown) => act(() => socket.receive(message));

/** Serious or critical axe findings (jsdom: no layout, so contrast is left to the browser tests). */
async function axeProblems(): Promise<string[]> {
  const result = await axe.run(document.body, { resultTypes: ['violations'], rules: { 'color-contrast': { enabled: false } } });
  return result.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' ')}`);
}

describe('chat screen', () => {
  it('renders alone and shows the customer a request waiting for the astrologer, with a countdown and Withdraw', async () => {
    const { user, requests } = openScreen('customer', {
      [`PUT /api/end_chat_session/${SESSION_ID}`]: () =>
        jsonResponse(200, { status: 200, data: chatSession({ status: 'ended', end: { by: 'customer', reason: null, ended_at: new Date().toISOString(), duration_seconds: 0 } }), position: '9' }),
    });
    const socket = await serverSocket();
    expect(socket.url).toBe(`${window.location.origin.replace(/^http/, 'ws')}/api/chat_socket`);
    await vi.waitFor(() => expect(socket.sent).toContainEqual({ type: 'watch', session_id: SESSION_ID }));

    push(socket, { type: 'session', session: chatSession({ free_minutes: 3, answer_by: new Date(Date.now() + 45_000).toISOString() }) });
    expect(await screen.findByRole('heading', { level: 2, name: 'Waiting for the astrologer' })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: 'Chat with Pandit Ravi' })).toBeTruthy();
    expect(screen.getByRole('timer').textContent).toMatch(/^4[45] seconds left to accept$/);
    expect(screen.getByText('First 3 minutes free')).toBeTruthy();
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Withdraw request' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Chat ended' })).toBeTruthy();
    expect(screen.getByText('You withdrew the request.')).toBeTruthy();
    expect(requests.find((request) => request.method === 'PUT')?.url.pathname).toBe(`/api/end_chat_session/${SESSION_ID}`);
  });

  it('shows the astrologer the intake and accepts the request', async () => {
    const { user, requests } = openScreen('astrologer', {
      [`PUT /api/update_chat_session/${SESSION_ID}`]: () => jsonResponse(200, { status: 200, data: chatSession({ status: 'active', accepted_at: new Date().toISOString(), minutes_billed: 1 }) }),
    });
    const socket = await serverSocket();
    push(socket, { type: 'session', session: chatSession({ intake: { name: 'Asha Verma', birth_date: '1990-04-12', birth_time: null, birth_place: 'Varanasi', resolved_place: null } }) });

    const request = within(await screen.findByRole('region', { name: 'New chat request: Asha Verma' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Chat with Asha Verma' })).toBeTruthy();
    expect(request.getByText('Place of birth').nextElementSibling?.textContent).toBe('Varanasi');
    expect(request.getByText('Time of birth').nextElementSibling?.textContent).toBe('Not known');
    expect(request.getByRole('timer').textContent).toMatch(/seconds left to answer$/);

    await user.click(request.getByRole('button', { name: 'Accept' }));
    const composer = await screen.findByRole('textbox', { name: 'Message' });
    expect(document.activeElement).toBe(composer);
    expect(requests.find((entry) => entry.method === 'PUT')?.body).toEqual({ action: 'accept' });
    expect(screen.queryByRole('link', { name: /Recharge/ })).toBeNull();
    expect(await axeProblems()).toEqual([]);
  });

  it('lets the astrologer reject with an optional reason of 3 to 300 characters', async () => {
    const { user, requests } = openScreen('astrologer', {
      [`PUT /api/update_chat_session/${SESSION_ID}`]: () => jsonResponse(200, { status: 200, data: chatSession({ status: 'rejected', rejection: { by: 'astrologer', reason: 'On a break' } }) }),
    });
    push(await serverSocket(), { type: 'session', session: chatSession() });
    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    await user.type(screen.getByLabelText('Reason (optional)'), 'no');
    await user.click(screen.getByRole('button', { name: 'Reject request' }));
    expect(screen.getByText('Write 3 to 300 characters, or leave the reason empty')).toBeTruthy();
    await user.type(screen.getByLabelText('Reason (optional)'), 't today');
    await user.click(screen.getByRole('button', { name: 'Reject request' }));
    expect(await screen.findByText('You rejected this request.')).toBeTruthy();
    expect(requests.find((entry) => entry.method === 'PUT')?.body).toEqual({ action: 'reject', reason: 'not today' });
    expect(screen.getByRole('link', { name: 'Back to the astrologer console' }).getAttribute('href')).toBe('/astrologer');
  });

  it('shows the customer why a request was not accepted, with a way to choose another astrologer', async () => {
    openScreen('customer');
    push(await serverSocket(), { type: 'session', session: chatSession({ status: 'rejected', rejection: { by: 'astrologer', reason: 'On a break' } }) });
    expect(await screen.findByRole('heading', { level: 2, name: 'Request not accepted' })).toBeTruthy();
    expect(screen.getByText('Reason: On a break')).toBeTruthy();
    expect(screen.getByText('Nothing was charged.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Choose another astrologer' }).getAttribute('href')).toBe('/chat-with-astrologer');
  });

  it('runs an active chat: history, ticks, typing, read receipts, low balance, sending with Enter, text never as HTML', async () => {
    const M3 = '33333333-3333-4333-8333-000000000003';
    const M4 = '33333333-3333-4333-8333-000000000004';
    const { user, requests } = openScreen('customer', {
      [`GET /api/get_session_message/${SESSION_ID}`]: history(message(M1, 'customer', 'Namaste, will I get the job?', 1), message(M2, 'astrologer', 'Let me look at your chart.', 2)),
      'POST /api/create_message': () =>
        jsonResponse(201, { status: 201, data: { id: M3, session: chatSession({ status: 'active', accepted_at: new Date().toISOString(), minutes_billed: 3, total_billed: 60_00, message_count: 3 }) } }),
    });
    const socket = await serverSocket();
    push(socket, {
      type: 'session',
      session: chatSession({ status: 'active', accepted_at: new Date(Date.now() - 125_000).toISOString(), minutes_billed: 3, total_billed: 60_00, low_balance: true, message_count: 2, read: { customer: null, astrologer: M1 } }),
    });
    push(socket, { type: 'presence', session_id: SESSION_ID, who: 'astrologer', online: true });

    const log = within(await screen.findByRole('region', { name: 'Messages' }));
    expect(await log.findByText('Namaste, will I get the job?')).toBeTruthy();
    const mine = log.getByText('Namaste, will I get the job?').closest('li')!;
    expect(mine.className).toContain('chat-message--own');
    expect(within(mine).getByRole('img', { name: 'Read' })).toBeTruthy();
    expect(log.getByText('Let me look at your chart.').closest('li')!.className).toContain('chat-message--other');
    expect(screen.getByText('Minutes billed').nextElementSibling?.textContent).toBe('3');
    expect(screen.getByText('Billed').nextElementSibling?.textContent).toBe('₹ 60');
    expect(screen.getByText('Chat time').nextElementSibling?.textContent).toMatch(/^2:0\d$/);
    expect(screen.getByText('Online')).toBeTruthy();

    const banner = screen.getByText('Your wallet balance is low: the chat ends when it runs out.').closest('[role="alert"]')!;
    const recharge = within(banner as HTMLElement).getByRole('link', { name: 'Recharge (opens in a new tab)' });
    expect(recharge.getAttribute('href')).toBe('/recharge');
    expect(recharge.getAttribute('target')).toBe('_blank');

    // The last message from the astrologer is read while the page is visible.
    await vi.waitFor(() => expect(socket.sentOfType('read')).toEqual([{ type: 'read', session_id: SESSION_ID, message_id: M2 }]));

    push(socket, { type: 'typing', session_id: SESSION_ID, from: 'astrologer' });
    expect(screen.getByText('Pandit Ravi is typing…')).toBeTruthy();

    const box = screen.getByRole('textbox', { name: 'Message' });
    await user.type(box, 'Thank you{Shift>}{Enter}{/Shift}Dhanyavaad');
    expect(socket.sentOfType('typing')).toHaveLength(1);
    expect(screen.getByText('20 / 2000 characters')).toBeTruthy();
    await user.keyboard('{Enter}');
    const sent = await log.findByText((_, element) => element?.tagName === 'P' && element.textContent === 'Thank you\nDhanyavaad');
    expect(within(sent.closest('li')!).getByRole('img', { name: 'Sent' })).toBeTruthy();
    expect(requests.find((request) => request.url.pathname === '/api/create_message')?.body).toEqual({ session_id: SESSION_ID, text: 'Thank you\nDhanyavaad' });
    expect((box as HTMLTextAreaElement).value).toBe('');

    push(socket, { type: 'message', message: { ...message(M4, 'astrologer', '<b>Yes</b><img src=x onerror=alert(1)>'), sent_at: new Date(Date.now() + 1000).toISOString() } });
    const html = await log.findByText('<b>Yes</b><img src=x onerror=alert(1)>');
    expect(html.querySelector('b, img')).toBeNull();
    expect(screen.queryByText('Pandit Ravi is typing…')).toBeNull();
    expect(screen.getByText('New message from Pandit Ravi: <b>Yes</b><img src=x onerror=alert(1)>').getAttribute('aria-live')).toBe('polite');
    expect(await axeProblems()).toEqual([]);
  });

  it('keeps an active chat going when the earlier messages cannot be read: new ones show, and Retry brings the rest', async () => {
    // The read fails until Retry is pressed (the screen's own retries in between fail too).
    let failing = true;
    const { user } = openScreen('astrologer', {
      [`GET /api/get_session_message/${SESSION_ID}`]: (request) =>
        failing ? jsonResponse(503, { status: 503, code: 'service.unavailable', message: 'Try again' }) : history(message(M1, 'customer', 'Namaste, will I get the job?', 1))(request),
    });
    const socket = await serverSocket();
    push(socket, { type: 'session', session: chatSession({ status: 'active', accepted_at: new Date().toISOString(), minutes_billed: 1 }) });

    const failed = await screen.findByRole('alert');
    expect(failed.textContent).toContain('Earlier messages could not be loaded.');
    const log = within(screen.getByRole('region', { name: 'Messages' }));
    expect(log.queryByText('No messages yet. Say namaste!')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Message' })).toBeTruthy();

    push(socket, { type: 'message', message: { ...message(M2, 'customer', 'Are you there?'), sent_at: new Date(Date.now() + 1000).toISOString() } });
    expect(await log.findByText('Are you there?')).toBeTruthy();

    failing = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await log.findByText('Namaste, will I get the job?')).toBeTruthy();
    expect(log.getByText('Are you there?')).toBeTruthy();
    expect(screen.queryByText('Earlier messages could not be loaded.')).toBeNull();
  });

  it('reads the earlier messages again by itself after a failed read, without Retry being pressed', async () => {
    let historyAnswers = 0;
    openScreen('customer', {
      [`GET /api/get_session_message/${SESSION_ID}`]: (request) => {
        historyAnswers += 1;
        return historyAnswers === 1 ? jsonResponse(503, { status: 503, code: 'service.unavailable', message: 'Try again' }) : history(message(M1, 'customer', 'Namaste, will I get the job?', 1))(request);
      },
    });
    const socket = await serverSocket();
    push(socket, { type: 'session', session: chatSession({ status: 'active', accepted_at: new Date().toISOString(), minutes_billed: 1 }) });
    expect((await screen.findByRole('alert')).textContent).toContain('Earlier messages could not be loaded.');
    const log = within(screen.getByRole('region', { name: 'Messages' }));
    expect(await log.findByText('Namaste, will I get the job?')).toBeTruthy();
    expect(screen.queryByText('Earlier messages could not be loaded.')).toBeNull();
    expect(historyAnswers).toBe(2);
  });

  it("puts the customer's kundli on the astrologer's desk beside an active chat", async () => {
    const intake = { name: 'Asha Verma', birth_date: '1990-04-12', birth_time: '06:30', birth_place: 'Vellore, Tamil Nadu, India', resolved_place: VELLORE_PLACE };
    const active = chatSession({ status: 'active', accepted_at: new Date().toISOString(), minutes_billed: 1, intake });
    const { user } = openScreen('astrologer', { 'POST /api/calculate_kundli': dataAnswer(kundliFixture({ name: 'Asha Verma' })), 'GET /api/get_daily_transit': transitAnswer() });
    push(await serverSocket(), { type: 'session', session: active });
    // jsdom has no wide screen: the desk starts folded above the transcript, one tap away.
    await user.click(await screen.findByText("Customer's kundli"));
    const desk = within((await screen.findByRole('heading', { level: 2, name: "Asha Verma's kundli" })).closest('section')!);
    expect((await desk.findByText('Lagna')).nextElementSibling?.textContent).toMatch(/^Scorpio/);
    expect(await desk.findByRole('heading', { name: "Today's Moon" })).toBeTruthy();
    expect(await desk.findByText(/Counted from their Moon sign, Virgo, the Moon transits the 1st house\./)).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /message/i })).toBeTruthy();
    expect(await axeProblems()).toEqual([]);
  });

  it("says plainly on the desk why a typed place gives no chart, and tells the customer", async () => {
    const active = chatSession({ status: 'active', accepted_at: new Date().toISOString(), minutes_billed: 1 });
    const astrologer = openScreen('astrologer');
    push(await serverSocket(), { type: 'session', session: active });
    await astrologer.user.click(await screen.findByText("Customer's kundli"));
    expect(await screen.findByRole('heading', { name: 'No chart for this consultation' })).toBeTruthy();
    astrologer.unmount();
    disposeSharedChatSocket();

    openScreen('customer');
    push(await serverSocket(), { type: 'session', session: active });
    expect(await screen.findByText(/Your astrologer sees the birth details you gave, but not a birth chart/)).toBeTruthy();
    expect(screen.queryByText("Customer's kundli")).toBeNull();
  });

  it('ends a chat after a confirmation and shows the summary', async () => {
    const ended = chatSession({
      status: 'ended',
      accepted_at: new Date(Date.now() - 185_000).toISOString(),
      minutes_billed: 4,
      total_billed: 80_00,
      end: { by: 'customer', reason: null, ended_at: new Date().toISOString(), duration_seconds: 185 },
    });
    const { user } = openScreen('customer', { [`PUT /api/end_chat_session/${SESSION_ID}`]: () => jsonResponse(200, { status: 200, data: ended }) });
    push(await serverSocket(), { type: 'session', session: chatSession({ status: 'active', accepted_at: new Date().toISOString(), minutes_billed: 1 }) });
    await user.click(await screen.findByRole('button', { name: 'End chat' }));
    const dialog = within(screen.getByRole('dialog', { name: 'End this chat?' }));
    await user.click(dialog.getByRole('button', { name: 'End chat' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Chat ended' })).toBeTruthy();
    expect(screen.getByText('You ended the chat.')).toBeTruthy();
    expect(screen.getByText('Duration').nextElementSibling?.textContent).toBe('3:05');
    expect(screen.getByText('Minutes billed').nextElementSibling?.textContent).toBe('4 minutes');
    expect(screen.getByText('Amount').nextElementSibling?.textContent).toBe('₹ 80');
    expect(screen.getByRole('link', { name: 'See the itemised bill: every minute, print, CSV or PDF' }).getAttribute('href')).toBe(`/bill/${SESSION_ID}`);
    expect(await axeProblems()).toEqual([]);
  });

  it("reads the customer's record again when a minute is billed and when the chat ends, so the header's balance is current after it", async () => {
    const ended = chatSession({ status: 'ended', accepted_at: new Date().toISOString(), minutes_billed: 1, total_billed: 20_00, end: { by: 'astrologer', reason: null, ended_at: new Date().toISOString(), duration_seconds: 40 } });
    const { requests } = openScreen('customer', { [`GET /api/get_single_users/${CUSTOMER_ID}`]: userAnswer({ id: CUSTOMER_ID }) });
    const userReads = () => requests.filter((request) => request.url.pathname === `/api/get_single_users/${CUSTOMER_ID}`).length;
    const socket = await serverSocket();
    push(socket, { type: 'session', session: chatSession() });
    await screen.findByText('Waiting for the astrologer');
    await vi.waitFor(() => expect(userReads()).toBe(1));

    push(socket, { type: 'session', session: chatSession({ status: 'active', accepted_at: new Date().toISOString(), minutes_billed: 1, total_billed: 20_00 }) });
    await vi.waitFor(() => expect(userReads()).toBe(2));
    push(socket, { type: 'session', session: ended });
    await vi.waitFor(() => expect(userReads()).toBe(3));
  });

  it('says in plain words that the balance ran out', async () => {
    openScreen('astrologer');
    push(await serverSocket(), {
      type: 'session',
      session: chatSession({ status: 'ended', accepted_at: new Date().toISOString(), minutes_billed: 2, total_billed: 40_00, end: { by: 'system', reason: 'balance_exhausted', ended_at: new Date().toISOString(), duration_seconds: 95 } }),
    });
    expect(await screen.findByText("The chat ended because the customer's wallet balance ran out.")).toBeTruthy();
    expect(screen.getByText('Duration').nextElementSibling?.textContent).toBe('1:35');
    // The bill shows the customer's balance: the astrologer's summary does not link it.
    expect(screen.queryByRole('link', { name: /itemised bill/ })).toBeNull();
  });

  it("shows on the summary what an automatic rule refunded, when it comes after the end, linked to the rule", async () => {
    openScreen('customer');
    const socket = await serverSocket();
    const ended = chatSession({ status: 'ended', accepted_at: new Date().toISOString(), minutes_billed: 3, total_billed: 60_00, end: { by: 'customer', reason: null, ended_at: new Date().toISOString(), duration_seconds: 150 } });
    push(socket, { type: 'session', session: ended });
    expect(await screen.findByRole('heading', { level: 2, name: 'Chat ended' })).toBeTruthy();
    expect(screen.queryByText(/^Refunded/)).toBeNull();

    // The refund-rules workflow records the refund a few seconds later; the server pushes the session again.
    push(socket, { type: 'session', session: { ...ended, rule_refund: { rule: 'astrologer_silent', amount: 60_00 } } });
    const note = await screen.findByText(/^Refunded ₹ 60 —/);
    expect(note.textContent).toBe('Refunded ₹ 60 — The astrologer did not reply');
    expect(note.closest('[role="status"]')).toBeTruthy();
    expect(within(note).getByRole('link', { name: 'The astrologer did not reply' }).getAttribute('href')).toBe('/refund-policy#refund-rule-astrologer_silent');
    expect(screen.getByText('Amount').nextElementSibling?.textContent).toBe('₹ 60');
  });

  it('words a rule refund on the summary in Hindi', async () => {
    window.localStorage.setItem('language', 'hi');
    setUserDetailsCookie({ id: CUSTOMER_ID, status: 'active', role: 'customer' });
    renderApp(PATH, { [`GET /api/get_session_message/${SESSION_ID}`]: history(), [`GET /api/get_single_astrologer/${ASTROLOGER_ID}`]: profile });
    await screen.findByText('चैट से जुड़ रहे हैं…', {}, { timeout: 5000 });
    const ended = chatSession({ status: 'ended', accepted_at: new Date().toISOString(), minutes_billed: 1, total_billed: 30_00, end: { by: 'system', reason: 'connection_lost', ended_at: new Date().toISOString(), duration_seconds: 40 } });
    push(serverSocketOpened(), { type: 'session', session: { ...ended, rule_refund: { rule: 'lost_first_minute', amount: 30_00 } } });
    const note = await screen.findByText(/लौटाए गए —/);
    expect(note.textContent).toBe('₹ 30 लौटाए गए — पहले मिनट में कनेक्शन टूट गया');
  });

  it('asks to log in again when the server closes the socket as unauthorized, and does not reconnect', async () => {
    openScreen('customer');
    const socket = await serverSocket();
    act(() => socket.drop(CHAT_SOCKET_UNAUTHORIZED));
    expect(await screen.findByText('Your login has ended. Please log in again to continue the chat.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeTruthy();
    expect(FakeWebSocket.instances).toHaveLength(1);
  });

  it('speaks Hindi when the visitor chose it', async () => {
    window.localStorage.setItem('language', 'hi');
    setUserDetailsCookie({ id: CUSTOMER_ID, status: 'active', role: 'customer' });
    renderApp(PATH, { [`GET /api/get_session_message/${SESSION_ID}`]: history(), [`GET /api/get_single_astrologer/${ASTROLOGER_ID}`]: profile });
    await screen.findByText('चैट से जुड़ रहे हैं…', {}, { timeout: 5000 });
    push(serverSocketOpened(), { type: 'session', session: chatSession({ status: 'active', accepted_at: new Date().toISOString(), minutes_billed: 1 }) });
    expect(await screen.findByRole('button', { name: 'चैट समाप्त करें' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'संदेश' })).toBeTruthy();
  });

  it('says when the chat is not the user’s', async () => {
    openScreen('customer', { [`GET /api/get_session_message/${SESSION_ID}`]: () => jsonResponse(404, { status: 404, message: 'Not found' }) });
    expect(await screen.findByText('This chat does not exist, or it is not yours.')).toBeTruthy();
  });
});
