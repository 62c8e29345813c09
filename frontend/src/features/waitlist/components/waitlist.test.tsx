import type { MyQueueEntryView } from '@nakshatra/contracts';
import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { jsonResponse, type Responder } from '../../../testing/fake-fetch';
import { astrologer, astrologersAnswer } from '../../astrologers/testing/astrologer-fixtures';
import { openConsultationList } from '../../chat/testing/consultation-list';

beforeAll(() => import('../../../app/routes/consult.page'));

const MEERA = '00000000-0000-4000-8000-0000000000b2';
const list = astrologersAnswer([astrologer(1, { name: 'Pandit Ravi', status: 'online' }), astrologer(2, { id: MEERA, name: 'Acharya Meera', status: 'busy' })]);
const entry = (fields: Partial<MyQueueEntryView> = {}): MyQueueEntryView => ({
  entry_id: '00000000-0000-4000-8000-000000000020',
  astrologer_id: MEERA,
  astrologer_name: 'Acharya Meera',
  source: 'consultation',
  live_session_id: null,
  status: 'waiting',
  left_reason: null,
  position: 2,
  waiting: 2,
  estimated_wait_minutes: 10,
  chat_session_id: null,
  offer_expires_at: null,
  joined_at: '2030-03-01T13:40:00.000Z',
  ...fields,
});
const mine =
  (...answers: MyQueueEntryView[][]): Responder =>
  () => {
    const data = answers.length > 1 ? answers.shift()! : answers[0]!;
    return jsonResponse(200, { status: 200, data, meta: { page: 1, limit: 50, total: data.length } });
  };

describe("a busy astrologer's waitlist on the lists", () => {
  it('joins, shows the place and estimated wait, and leaves for free', async () => {
    const { user, requests } = openConsultationList('/chat-with-astrologer', list, {
      'GET /api/get_my_queue_entries': mine([], [entry()], []),
      [`PUT /api/join_waitlist/${MEERA}`]: () => jsonResponse(200, { status: 200, data: entry(), position: '4' }),
      [`DELETE /api/leave_waitlist/${MEERA}`]: () => jsonResponse(200, { status: 200, data: entry({ status: 'left', left_reason: 'left', position: 0 }), position: '5' }),
    });
    expect(await screen.findByRole('button', { name: 'Busy: Acharya Meera is in another consultation' })).toBeTruthy();
    // Only a busy astrologer has a waitlist to join.
    expect(screen.getAllByRole('button', { name: /waitlist/ })).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: "Join Acharya Meera's waitlist: you are offered the consultation when it is your turn" }));
    expect(await screen.findByText('You are number 2 on the waitlist · about 10 min')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: "Leave Acharya Meera's waitlist" }));
    await vi.waitFor(() => expect(screen.queryByText('You are number 2 on the waitlist · about 10 min')).toBeNull());
    expect(requests.filter((request) => request.method !== 'GET').map((request) => `${request.method} ${request.url.pathname}`)).toEqual([`PUT /api/join_waitlist/${MEERA}`, `DELETE /api/leave_waitlist/${MEERA}`]);
  });

  it('shows the offer held for the customer, with the consultation to start', async () => {
    const offered = entry({ status: 'offered', position: 0, offer_expires_at: new Date(Date.now() + 45_000).toISOString() });
    openConsultationList('/chat-with-astrologer', list, { 'GET /api/get_my_queue_entries': mine([offered]) });
    expect(await screen.findByText(/^Acharya Meera is free for you: start your consultation within (44|45) s\.$/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Chat with Acharya Meera' })).toHaveProperty('disabled', false);
  });

  it('asks a visitor to log in before joining', async () => {
    const { user } = openConsultationList('/chat-with-astrologer', list, {}, false);
    await user.click(await screen.findByRole('button', { name: "Join Acharya Meera's waitlist: you are offered the consultation when it is your turn" }));
    expect(await screen.findByRole('dialog', { name: 'Login' })).toBeTruthy();
  });
});
