import type { UserListItem } from '@nakshatra/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { jsonResponse } from '../../../testing/fake-fetch';
import { callsTo, ok, personOf, renderAdmin, SUPPORT_TICKET_ID, supportTicketOf } from '../testing/admin-fixtures';

beforeAll(() => import('../../../app/routes/admin.page'));

const ASHA = '6f1c1f7e-2a5b-4c1e-9a43-0d3c2b1a0f11';
const asha = (fields: Partial<UserListItem> = {}): UserListItem => personOf(ASHA, 'Asha Kulkarni', '9876543210', { last_login_at: null, ...fields });
const list = (data: UserListItem[]) => () => jsonResponse(200, { status: 200, data, meta: { page: 1, limit: 20, total: data.length } });
const TICKET_ID = SUPPORT_TICKET_ID;
const ticket = supportTicketOf({ sla: { due_at: '2026-11-21T10:30:00.000Z', state: 'overdue' } });
const nothing = () => jsonResponse(200, { status: 200, data: [], meta: { page: 1, limit: 5, total: 0 } });
const session = { id: 'b0000000-0000-4000-8000-000000000001', role: 'customer', started_at: '2026-11-25T04:30:00.000Z', expires_at: '2026-11-27T04:30:00.000Z', ended_at: null };

describe('users page: adding, details, roles and erasure', () => {
  it('adds a customer by phone and name, checking the number first', async () => {
    const { requests } = renderAdmin('/admin/users', { 'GET /api/get_users': list([]), 'POST /api/create_users': ok({ id: ASHA }) });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Add user' }, { timeout: 3000 }));
    const dialog = within(screen.getByRole('dialog', { name: 'Add user' }));
    await user.type(dialog.getByLabelText(/Mobile number/), '12345');
    await user.type(dialog.getByLabelText(/^Name/), 'Asha Kulkarni');
    await user.click(dialog.getByRole('button', { name: 'Add user' }));
    expect(callsTo(requests, 'create_users')).toHaveLength(0);
    await user.clear(dialog.getByLabelText(/Mobile number/));
    await user.type(dialog.getByLabelText(/Mobile number/), '9876543210');
    await user.click(dialog.getByLabelText('Admin'));
    await user.click(dialog.getByRole('button', { name: 'Add user' }));
    expect(await screen.findByText('Asha Kulkarni is added.')).toBeTruthy();
    expect(callsTo(requests, 'create_users').map((request) => request.body)).toEqual([{ numbers: '9876543210', country_code: '+91', name: 'Asha Kulkarni', roles: ['admin'] }]);
  });

  it('opens an account with its wallet, consultations, orders, tickets and logins, grants a role, and says why erasure is refused', async () => {
    const { requests } = renderAdmin('/admin/users', {
      'GET /api/get_users': list([asha()]),
      [`GET /api/get_single_wallet/${ASHA}`]: () => jsonResponse(200, { status: 200, data: { user_id: ASHA, balance: 125_50, currency: 'INR', recharge_count: 1, last_transactions: [], updated_at: null } }),
      'GET /api/get_chat_session': nothing,
      'GET /api/get_order_history': nothing,
      'GET /api/get_support_ticket': () => jsonResponse(200, { status: 200, data: [{ ...ticket, customer_id: ASHA }], meta: { page: 1, limit: 10, total: 1 } }),
      [`GET /api/get_user_sessions/${ASHA}`]: () => jsonResponse(200, { status: 200, data: [session], meta: { page: 1, limit: 10, total: 1 } }),
      [`PUT /api/update_user_roles/${ASHA}`]: ok({ id: ASHA }),
      [`DELETE /api/delete_users/${ASHA}`]: () =>
        jsonResponse(409, { status: 409, code: 'user.erase_wallet_not_empty', params: { balance: 125_50 }, message: 'The wallet still holds ₹ 125.50. Refund or settle it to ₹0 before erasing the account.' }),
    });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Details of Asha Kulkarni' }, { timeout: 3000 }));
    const panel = within(screen.getByRole('complementary', { name: 'Details of Asha Kulkarni' }));
    expect(await panel.findByText('₹ 125.50')).toBeTruthy();
    expect(await panel.findByText('No consultations yet.')).toBeTruthy();
    expect(await panel.findByText('No orders yet.')).toBeTruthy();
    const tickets = within(await panel.findByRole('table', { name: 'Support tickets' }));
    expect(tickets.getByRole('link', { name: 'T-7D1C3A52' }).getAttribute('href')).toBe(`/admin/support/${TICKET_ID}`);
    expect(tickets.getAllByRole('cell').slice(1).map((cell) => cell.textContent)).toEqual(['T-7D1C3A52 · The astrologer stopped answering', 'Refund request', 'Open']);
    expect(Object.fromEntries(callsTo(requests, 'get_support_ticket')[0]!.url.searchParams)).toEqual({ customer_id: ASHA, limit: '10' });
    expect(within(await panel.findByRole('table', { name: 'Login sessions' })).getByText('Customer')).toBeTruthy();
    expect(Object.fromEntries(callsTo(requests, 'get_chat_session')[0]!.url.searchParams)).toEqual({ customer_id: ASHA, limit: '5' });

    await user.click(panel.getByRole('button', { name: 'Make Astrologer' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Give Asha Kulkarni the Astrologer role?' })).getByRole('button', { name: 'Make Astrologer' }));
    expect(await screen.findByText('Asha Kulkarni now has the Astrologer role.')).toBeTruthy();
    expect(callsTo(requests, 'update_user_roles').map((request) => request.body)).toEqual([{ role: 'astrologer', action: 'grant' }]);

    await user.click(screen.getByRole('button', { name: 'Erase the account of Asha Kulkarni' }));
    const erase = within(screen.getByRole('dialog', { name: 'Erase the account of Asha Kulkarni?' }));
    await user.type(erase.getByLabelText(/Reason/), 'E-mail from the customer on 20 Nov');
    await user.click(erase.getByRole('button', { name: 'Erase account' }));
    expect(await erase.findByText('The wallet still holds ₹ 125.50. Refund or settle it to ₹0 before erasing the account.')).toBeTruthy();
    expect(callsTo(requests, 'delete_users').map((request) => request.body)).toEqual([{ reason: 'E-mail from the customer on 20 Nov' }]);
  });

  it('shows an erased account under no name, with no actions but its details', async () => {
    renderAdmin('/admin/users', { 'GET /api/get_users': list([asha({ name: 'Anonymous', phone: '', status: 'erased', status_reason: 'Asked by e-mail' })]) });
    const row = within((await screen.findByRole('rowheader', { name: 'Erased account' }, { timeout: 3000 })).closest('tr')!);
    expect(row.getByText('Erased')).toBeTruthy();
    expect(row.queryByRole('button', { name: /Suspend/ })).toBeNull();
    expect(row.getByRole('button', { name: 'Details of Erased account' })).toBeTruthy();
  });
});
