import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../testing/fake-fetch';
import { inTurn, myRecord } from '../../astrologers/testing/astrologer-fixtures';
import { review } from '../../reviews/testing/review-fixtures';
import { callsTo, ok, renderAdmin } from '../testing/admin-fixtures';

beforeAll(() => import('../../../app/routes/admin.page'));

const ID = 'b0000000-0000-4000-8000-000000000001';
const list = (data: unknown[]) => () => jsonResponse(200, { status: 200, data, meta: { page: 1, limit: 20, total: data.length } });

const session = (id: string, channel: 'chat' | 'call', fields: Record<string, unknown> = {}) => ({
  id,
  status: 'ended',
  channel,
  customer_id: 'c0000000-0000-4000-8000-000000000001',
  astrologer_id: ID,
  price_per_min: channel === 'call' ? 30_00 : 20_00,
  free_minutes: 0,
  intake: { name: 'Asha Kulkarni', birth_date: '1990-04-12', birth_time: null, birth_place: 'Pune' },
  requested_at: '2026-11-23T04:30:00.000Z',
  accepted_at: '2026-11-23T04:30:10.000Z',
  rejection: null,
  end: { by: 'customer', reason: null, ended_at: '2026-11-23T04:33:00.000Z', duration_seconds: 170 },
  minutes_billed: 3,
  total_billed: channel === 'call' ? 90_00 : 60_00,
  astrologer_earning: channel === 'call' ? 63_00 : 42_00,
  commission: channel === 'call' ? 27_00 : 18_00,
  message_count: channel === 'call' ? 0 : 12,
  ...fields,
});
const CALL = 'd0000000-0000-4000-8000-000000000001';
const CHAT = 'd0000000-0000-4000-8000-000000000002';

function openDetail(reviews = inTurn(list([review(1, { customer_name: 'Asha K.', rating: 2 })]), list([review(1, { customer_name: 'Asha K.', rating: 2, status: 'hidden' })]))) {
  return renderAdmin(`/admin/astrologers/${ID}`, {
    [`GET /api/get_single_astrologer/${ID}`]: () => jsonResponse(200, { status: 200, data: myRecord({ id: ID, name: 'Pandit Ravi Shastri', application_status: 'approved' }) }),
    [`GET /api/get_astrologer_logss/${ID}`]: () => jsonResponse(200, { status: 200, data: [] }),
    'GET /api/get_astrologer_earnings': () =>
      jsonResponse(200, { status: 200, data: [{ astrologer_id: ID, astrologer_name: 'Pandit Ravi Shastri', sessions: 3, paid_minutes: 9, gross: 180_00, commission: 54_00, astrologer_earning: 126_00 }] }),
    [`GET /api/get_astro_user/${ID}`]: list([{ customer_id: 'c1', name: 'Asha Kulkarni', phone: '******3210', sessions: 2, total_minutes: 8, total_paid: 100_00, last_session_at: '2026-11-23T04:30:00.000Z' }]),
    [`GET /api/get_single_astro_chat_session/${ID}`]: (request) =>
      list([session(CALL, 'call'), session(CHAT, 'chat')].filter((row) => !request.url.searchParams.get('channel') || row.channel === request.url.searchParams.get('channel')))(),
    'GET /api/get_review': reviews,
    'PUT /api/update_review/r1': ok(review(1, { status: 'hidden' })),
  });
}

describe('admin astrologer page: consultations', () => {
  it('shows the earnings and the customers with their masked phone', async () => {
    const { requests } = openDetail();
    const earnings = (await screen.findByText('Astrologer earning', {}, { timeout: 3000 })).closest('dl')!;
    expect(earnings.textContent).toContain('₹ 126');
    expect(earnings.textContent).toContain('₹ 54');
    const row = (await within(await screen.findByRole('table', { name: 'Customers' })).findByText('Asha Kulkarni')).closest('tr')!;
    expect(within(row).getByText('******3210')).toBeTruthy();
    expect(within(row).getByText('₹ 100')).toBeTruthy();
    expect(Object.fromEntries(callsTo(requests, 'get_astrologer_earnings')[0]!.url.searchParams)).toEqual({ astrologer_id: ID });
  });

  it('lists the sessions, calls beside chats with their type, and narrows them to calls', async () => {
    const { requests } = openDetail();
    const user = userEvent.setup();
    await screen.findByRole('table', { name: 'Sessions' });
    const rows = () => within(screen.getByRole('table', { name: 'Sessions' })).getAllByRole('row').slice(1).map((row) => [...row.querySelectorAll('td')].slice(1).map((cell) => cell.textContent));
    expect(rows()).toEqual([
      ['Call', 'Asha Kulkarni', 'Ended', '3', '₹ 90', '₹ 63'],
      ['Chat', 'Asha Kulkarni', 'Ended', '3', '₹ 60', '₹ 42'],
    ]);
    await user.selectOptions(screen.getByLabelText('Type'), 'Call');
    await vi.waitFor(() => expect(callsTo(requests, 'get_single_astro_chat_session').at(-1)!.url.searchParams.get('channel')).toBe('call'));
    await vi.waitFor(() => expect(rows()).toEqual([['Call', 'Asha Kulkarni', 'Ended', '3', '₹ 90', '₹ 63']]));
  });

  it('hides a review and shows it hidden, with a way to publish it again', async () => {
    const { requests } = openDetail();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Hide the review by Asha K.' }, { timeout: 3000 }));
    expect(await screen.findByRole('button', { name: 'Publish the review by Asha K.' })).toBeTruthy();
    expect(callsTo(requests, 'update_review')[0]!.body).toEqual({ status: 'hidden' });
  });
});
