import type { OrderView } from '@nakshatra/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { jsonResponse, type FakeRequest } from '../../../testing/fake-fetch';
import { callsTo, renderAdmin } from '../testing/admin-fixtures';

beforeAll(() => import('../../../app/routes/admin.page'));

const ORDER_ID = '5e1c1f7e-2a5b-4c1e-9a43-0d3c2b1a0f11';
const BOOKING_ID = '6f2d2a8f-3b6c-4d2f-8b54-1e4d3c2b1a22';

const order = (overrides: Partial<OrderView> = {}): OrderView => ({
  id: ORDER_ID,
  user_id: '7a3e3b9a-4c7d-4e3a-9c65-2f5e4d3c2b33',
  kind: 'product',
  status: 'packed',
  lines: [{ item_id: 'p-1', title: 'Shree Yantra', unit_price: 89_900, quantity: 2, amount: 179_800 }],
  total: 179_800,
  shipping: { name: 'Asha Rao', phone: '9876543210', address_line: '12 MG Road', city: 'Bengaluru', state: 'Karnataka', pincode: '560001' },
  booking: null,
  wallet_transaction_id: 'debit-1',
  refunded_amount: 0,
  customer: { name: 'Asha Rao', phone: '+919876543210' },
  packed_at: '2026-11-22T05:00:00.000Z',
  shipped_at: null,
  carrier: null,
  tracking_number: null,
  delivered_at: null,
  performed_at: null,
  performed_note: null,
  performed_media_url: null,
  cancelled_at: null,
  cancelled_by: null,
  cancel_reason: null,
  created_at: '2026-11-22T04:00:00.000Z',
  updated_at: '2026-11-22T05:00:00.000Z',
  ...overrides,
});
const listOf = (rows: OrderView[]) => () => jsonResponse(200, { status: 200, data: rows, meta: { page: 1, limit: 20, total: rows.length } });

describe('admin orders pages', () => {
  it('lists orders by the customer’s name and phone, with items and address, and ships one with a carrier and tracking number', async () => {
    const { requests } = renderAdmin('/admin/orders?status=packed', {
      'GET /api/get_order_history': listOf([order()]),
      [`PUT /api/update_order_history/${ORDER_ID}`]: () => jsonResponse(200, { status: 200, data: { order_id: ORDER_ID, status: 'shipped', refund: null }, position: '44' }),
    });
    const table = within(await screen.findByRole('table', { name: 'Orders, page 1 of 1' }, { timeout: 3000 }));
    const row = within(table.getByRole('rowheader', { name: 'Asha Rao · +919876543210' }).closest('tr')!);
    expect(row.getByText('Shree Yantra × 2')).toBeTruthy();
    expect(row.getByText(/12 MG Road, Bengaluru, Karnataka 560001/)).toBeTruthy();
    expect(row.getByText('Packed')).toBeTruthy();
    expect(Object.fromEntries(callsTo(requests, 'get_order_history').at(-1)!.url.searchParams)).toMatchObject({ kind: 'product', status: 'packed' });

    const user = userEvent.setup();
    await user.click(row.getByRole('button', { name: 'Ship: Asha Rao · +919876543210' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Ship this order' }));
    await user.click(dialog.getByRole('button', { name: 'Ship' }));
    // Both fields are named as missing, by the server's own schema, before anything is sent.
    expect(await dialog.findAllByText(/required/)).toHaveLength(2);
    expect(requests.filter((request: FakeRequest) => request.method === 'PUT')).toEqual([]);

    await user.type(dialog.getByRole('textbox', { name: /Carrier/ }), 'India Post');
    await user.type(dialog.getByRole('textbox', { name: /Tracking number/ }), 'EE123456789IN');
    await user.click(dialog.getByRole('button', { name: 'Ship' }));
    expect(await screen.findByText('The order is marked shipped.')).toBeTruthy();
    expect(requests.find((request: FakeRequest) => request.method === 'PUT')?.body).toEqual({ action: 'ship', carrier: 'India Post', tracking_number: 'EE123456789IN' });
  });

  it('records a pooja booking performed with a note and link, from the Pooja bookings page', async () => {
    const booking = order({
      id: BOOKING_ID,
      kind: 'pooja',
      status: 'paid',
      lines: [{ item_id: 'pj-1', title: 'Lakshmi Kuber Pooja', unit_price: 210_000, quantity: 1, amount: 210_000 }],
      total: 210_000,
      shipping: null,
      booking: { name: 'Ravi', gotra: 'Kashyap', date: '2026-12-01', for_whom: null, note: null },
      packed_at: null,
    });
    const { requests } = renderAdmin('/admin/pooja-bookings', {
      'GET /api/get_order_history': listOf([booking]),
      [`PUT /api/update_order_history/${BOOKING_ID}`]: () => jsonResponse(200, { status: 200, data: { order_id: BOOKING_ID, status: 'performed', refund: null }, position: '45' }),
    });
    const table = within(await screen.findByRole('table', { name: 'Pooja bookings, page 1 of 1' }, { timeout: 3000 }));
    const row = within(table.getByRole('rowheader', { name: 'Asha Rao · +919876543210' }).closest('tr')!);
    expect(row.getByText('Lakshmi Kuber Pooja')).toBeTruthy();
    expect(row.getByText('Ravi, on 2026-12-01')).toBeTruthy();
    expect(row.getByText('Confirmed')).toBeTruthy();
    expect(row.queryByRole('button', { name: /^Ship/ })).toBeNull();

    const user = userEvent.setup();
    await user.click(row.getByRole('button', { name: 'Mark performed: Asha Rao · +919876543210' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Record the pooja performed' }));
    await user.type(dialog.getByRole('textbox', { name: /Note for the customer/ }), 'Performed at Kolhapur at dawn');
    await user.type(dialog.getByRole('textbox', { name: /Photo or video link/ }), 'https://example.com/pooja.mp4');
    await user.click(dialog.getByRole('button', { name: 'Mark performed' }));
    expect(await screen.findByText('The pooja is marked performed.')).toBeTruthy();
    expect(requests.find((request: FakeRequest) => request.method === 'PUT')?.body).toEqual({ action: 'perform', note: 'Performed at Kolhapur at dawn', media_url: 'https://example.com/pooja.mp4' });
  });
});
