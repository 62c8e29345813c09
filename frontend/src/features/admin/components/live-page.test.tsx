import type { LiveSessionRecordView } from '@nakshatra/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { jsonResponse, type FakeRequest } from '../../../testing/fake-fetch';
import { callsTo, renderAdmin } from '../testing/admin-fixtures';

beforeAll(() => import('../../../app/routes/admin.page'));

const ON_AIR = '6f1c1f7e-2a5b-4c1e-9a43-0d3c2b1a0f11';
const DONE = '7a2d2a8f-3b6c-4d2f-8b54-1e4d3c2b1a22';
const ASTROLOGER = '8b3e3b9a-4c7d-4e3a-9c65-2f5e4d3c2b33';

const record = (id: string, title: string, status: LiveSessionRecordView['status']): LiveSessionRecordView => ({
  id,
  astrologer_id: ASTROLOGER,
  title,
  topic: 'Career',
  status,
  starts_at: '2026-11-27T12:30:00.000Z',
  start_by: '2026-11-27T13:00:00.000Z',
  started_at: '2026-11-27T12:31:00.000Z',
  ended_at: status === 'ended' ? '2026-11-27T13:31:00.000Z' : null,
  duration_seconds: status === 'ended' ? 3600 : 0,
  end: status === 'ended' ? { by: 'astrologer', reason: null } : null,
  cancellation: null,
  astrologer: { name: 'Tarot Reader Ananya', img_url: null },
  viewers: status === 'live' ? 12 : 0,
  followers: 40,
  astrologer_user_id: '9c4f4cab-5d8e-4f4b-8d76-3a6f5e4d3c44',
  media_room_id: null,
  scheduled_at: '2026-11-27T12:30:00.000Z',
});
const sessions = (request: FakeRequest) => {
  const status = request.url.searchParams.get('status');
  const data = [record(ON_AIR, 'Gifts evening', 'live'), record(DONE, 'Morning tarot', 'ended')].filter((session) => !status || session.status === status);
  return jsonResponse(200, { status: 200, data, meta: { page: 1, limit: 20, total: data.length } });
};
const totals = (request: FakeRequest) => {
  const ids = request.url.searchParams.get('session_ids')!.split(',');
  return jsonResponse(200, { status: 200, data: ids.map((id) => (id === ON_AIR ? { session_id: id, count: 2, gross: 42_00, astrologer_earning: 29_40, commission: 12_60 } : { session_id: id, count: 0, gross: 0, astrologer_earning: 0, commission: 0 })) });
};
const gift = { id: '1d2e3f4a-5b6c-4d7e-8f90-a1b2c3d4e5f6', session_id: ON_AIR, sender_user_id: 'ae5f5dbc-6e9f-4a5c-9e87-4b7a6f5e4d55', sender_name: 'Asha', gift: { id: 'bf606ecd-7fa0-4b6d-8f98-5c8b7a6f5e66', name: 'Rose', name_hi: 'गुलाब', emoji: '🌹', price: 21_00 }, astrologer_earning: 14_70, commission: 6_30, sent_at: '2026-11-27T12:40:00.000Z' };

describe('admin live page', () => {
  it('lists the sessions on air with the astrologer, viewers and gift totals, and opens a session’s gifts with the split', async () => {
    const { requests, router } = renderAdmin('/admin/live', {
      'GET /api/get_live_session_admin': sessions,
      'GET /api/get_live_gift_totals': totals,
      [`GET /api/get_live_session_gifts/${ON_AIR}`]: () => jsonResponse(200, { status: 200, data: { totals: { session_id: ON_AIR, count: 2, gross: 42_00, astrologer_earning: 29_40, commission: 12_60 }, gifts: [gift, { ...gift, id: '2d2e3f4a-5b6c-4d7e-8f90-a1b2c3d4e5f6' }] } }),
    });
    const table = within(await screen.findByRole('table', { name: 'Live sessions, page 1 of 1' }, { timeout: 3000 }));
    const row = within(table.getByRole('rowheader', { name: 'Gifts evening' }).closest('tr')!);
    expect(row.getByText('Tarot Reader Ananya')).toBeTruthy();
    expect(row.getByText('12')).toBeTruthy();
    expect(Object.fromEntries(callsTo(requests, 'get_live_session_admin').at(-1)!.url.searchParams)).toMatchObject({ status: 'live' });
    const user = userEvent.setup();
    await user.click(await row.findByRole('button', { name: 'Gifts of Gifts evening' }));
    const gifts = within(await screen.findByRole('region', { name: 'Gifts in “Gifts evening”' }));
    expect(gifts.getByText(/2 gifts: ₹\s?42 paid, ₹\s?29.40 to the astrologer, ₹\s?12.60 commission\./)).toBeTruthy();
    expect(gifts.getAllByText('Asha')).toHaveLength(2);

    await user.selectOptions(screen.getByLabelText('Show'), 'ended');
    expect(router.state.location.search).toBe('?status=ended');
    expect(await screen.findByRole('rowheader', { name: 'Morning tarot' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'End Morning tarot' })).toBeNull();
  });

  it('ends a session on air with a reason it checks first', async () => {
    let ended = false;
    const { requests } = renderAdmin('/admin/live', {
      'GET /api/get_live_session_admin': (request) => (ended ? jsonResponse(200, { status: 200, data: [], meta: { page: 1, limit: 20, total: 0 } }) : sessions(request)),
      'GET /api/get_live_gift_totals': totals,
      [`PUT /api/end_live_session/${ON_AIR}`]: () => {
        ended = true;
        return jsonResponse(200, { status: 200, data: { ...record(ON_AIR, 'Gifts evening', 'ended') }, position: '9.9' });
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'End Gifts evening' }, { timeout: 3000 }));
    const dialog = within(await screen.findByRole('dialog', { name: 'End “Gifts evening”?' }));
    await user.click(dialog.getByRole('button', { name: 'End session' }));
    expect(await dialog.findByText(/at least 3/)).toBeTruthy();
    expect(callsTo(requests, 'end_live_session')).toHaveLength(0);
    await user.type(dialog.getByLabelText(/Reason/), 'Breaks the community rules');
    await user.click(dialog.getByRole('button', { name: 'End session' }));
    expect(await screen.findByText('Gifts evening was ended.')).toBeTruthy();
    expect(callsTo(requests, 'end_live_session')[0]!.body).toEqual({ reason: 'Breaks the community rules' });
  });
});
