import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setUserDetailsCookie } from '../../../testing/browser-state';
import { jsonResponse, type Responder } from '../../../testing/fake-fetch';
import { renderApp } from '../../../testing/render-app';
import { ASTROLOGER_ID, ASTROLOGER_USER_ID, CUSTOMER_ID, FakeWebSocket, SESSION_ID } from './fake-websocket';

const PATH = `/call-screen/${SESSION_ID}`;
const noMessages: Responder = () => jsonResponse(200, { status: 200, data: [], meta: { page: 1, limit: 200, total: 0 } });
const profile: Responder = () => jsonResponse(200, { status: 200, data: { id: ASTROLOGER_ID, name: 'Pandit Ravi', img_url: '/uploads/ravi.png', status: 'busy' } });

/** /call-screen/<SESSION_ID> for one side (the login's phone when given), with no transcript and Pandit Ravi's profile unless `answers` say otherwise. */
export function openCallScreen(as: 'customer' | 'astrologer', answers: Record<string, Responder> = {}, phone?: string) {
  setUserDetailsCookie({ id: as === 'customer' ? CUSTOMER_ID : ASTROLOGER_USER_ID, status: 'active', role: as, ...(phone ? { phone } : {}) });
  const rendered = renderApp(PATH, { [`GET /api/get_session_message/${SESSION_ID}`]: noMessages, [`GET /api/get_single_astrologer/${ASTROLOGER_ID}`]: profile, ...answers });
  return { ...rendered, user: userEvent.setup() };
}

/** The call screen's socket, opened once the screen is up ("Connecting the call…"). */
export async function callScreenSocket(): Promise<FakeWebSocket> {
  await screen.findByText('Connecting the call…', {}, { timeout: 5000 });
  const socket = FakeWebSocket.latest();
  act(() => socket.open());
  return socket;
}

/** The server pushes a socket message. */
export const push = (socket: FakeWebSocket, message: unknown) => act(() => socket.receive(message));
