import type { within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setUserDetailsCookie } from '../../../testing/browser-state';
import type { Responder } from '../../../testing/fake-fetch';
import { renderApp } from '../../../testing/render-app';
import { CUSTOMER_ID } from './fake-websocket';

/** A consultation list (/chat-with-astrologer or /talk-to-astrologer) answering `list`, for a logged-in customer unless told otherwise. */
export function openConsultationList(path: '/chat-with-astrologer' | '/talk-to-astrologer', list: Responder, answers: Record<string, Responder> = {}, loggedIn = true) {
  if (loggedIn) setUserDetailsCookie({ id: CUSTOMER_ID, status: 'active', role: 'customer' });
  const rendered = renderApp(path, { 'GET /api/get_astrologer': list, ...answers });
  return { ...rendered, user: userEvent.setup() };
}

/** Types a whole intake (birth time known, place typed without choosing it) into the dialog. */
export async function fillIntake(user: ReturnType<typeof userEvent.setup>, dialog: ReturnType<typeof within>): Promise<void> {
  await user.type(dialog.getByLabelText('Name'), 'Asha Verma');
  await user.type(dialog.getByLabelText('Date of birth'), '1990-04-12');
  await user.type(dialog.getByLabelText('Time of birth'), '06:30');
  await user.type(dialog.getByLabelText('Place of birth'), 'Varanasi');
}
