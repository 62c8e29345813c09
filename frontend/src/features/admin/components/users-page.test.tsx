import { fieldError, type UserListItem } from '@nakshatra/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { jsonResponse, type FakeRequest } from '../../../testing/fake-fetch';
import { callsTo, ok, personOf, renderAdmin } from '../testing/admin-fixtures';

beforeAll(() => import('../../../app/routes/admin.page'));

const ASHA = '6f1c1f7e-2a5b-4c1e-9a43-0d3c2b1a0f11';
const RAVI = '7a2d2a8f-3b6c-4d2f-8b54-1e4d3c2b1a22';

const page = (data: UserListItem[]) => () => jsonResponse(200, { status: 200, data, meta: { page: 1, limit: 20, total: data.length } });

describe('users page', () => {
  it('lists accounts with roles and status, searching by phone or name and filtering through the address', async () => {
    const list = (request: FakeRequest) =>
      page(
        request.url.searchParams.get('status') === 'ban'
          ? [personOf(ASHA, 'Asha Kulkarni', '9876543210', { status: 'ban', status_reason: 'Abusive messages' })]
          : [personOf(ASHA, 'Asha Kulkarni', '9876543210'), personOf(RAVI, 'Pandit Ravi', '9123456780', { roles: ['customer', 'astrologer'], last_login_at: null })],
      )();
    const { requests, router } = renderAdmin('/admin/users', { 'GET /api/get_users': list });
    const user = userEvent.setup();

    const table = within(await screen.findByRole('table', { name: 'Users, page 1 of 1' }, { timeout: 3000 }));
    const ravi = within(table.getByRole('rowheader', { name: 'Pandit Ravi' }).closest('tr')!);
    expect(ravi.getByText('+91 9123456780')).toBeTruthy();
    expect(ravi.getByText('Customer, Astrologer')).toBeTruthy();
    expect(ravi.getByText('Never')).toBeTruthy();
    expect(table.getAllByText('Active')).toHaveLength(2);

    await user.selectOptions(screen.getByLabelText('Status'), 'ban');
    expect(router.state.location.search).toBe('?status=ban');
    expect(await screen.findByText('Reason: Abusive messages')).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('Role'), 'astrologer');
    await user.type(screen.getByLabelText('Phone number or name'), '98765');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(router.state.location.search).toBe('?status=ban&role=astrologer&search=98765');
    expect(Object.fromEntries(callsTo(requests, 'get_users').at(-1)!.url.searchParams)).toEqual({ page: '1', limit: '20', search: '98765', role: 'astrologer', status: 'ban' });
  });

  it('suspends an account with a reason it checks first, and lifts a suspension', async () => {
    let suspended = false;
    const { requests } = renderAdmin('/admin/users', {
      'GET /api/get_users': () => page([personOf(ASHA, 'Asha Kulkarni', '9876543210', suspended ? { status: 'ban', status_reason: 'Abusive messages' } : {})])(),
      [`PUT /api/update_users/${ASHA}`]: (request) => {
        suspended = (request.body as { status: string }).status === 'ban';
        return ok({ id: ASHA })(request);
      },
    });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Suspend Asha Kulkarni' }, { timeout: 3000 }));
    const dialog = within(screen.getByRole('dialog', { name: 'Suspend Asha Kulkarni?' }));
    await user.click(dialog.getByRole('button', { name: 'Suspend' }));
    expect(dialog.getByText(/must be at least 3 characters/i)).toBeTruthy();
    expect(callsTo(requests, 'update_users')).toHaveLength(0);

    await user.type(dialog.getByLabelText(/Reason/), 'Abusive messages');
    await user.click(dialog.getByRole('button', { name: 'Suspend' }));
    expect(await screen.findByText('Asha Kulkarni is suspended.')).toBeTruthy();
    expect(callsTo(requests, 'update_users').map((request) => request.body)).toEqual([{ status: 'ban', reason: 'Abusive messages' }]);
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(await screen.findByRole('button', { name: 'Lift the suspension of Asha Kulkarni' }));
    await user.type(screen.getByRole('dialog', { name: 'Lift the suspension of Asha Kulkarni?' }).querySelector('textarea')!, 'Apologised');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Lift suspension' }));
    expect(await screen.findByText('Asha Kulkarni can use their account again.')).toBeTruthy();
    expect(callsTo(requests, 'update_users').at(-1)?.body).toEqual({ status: 'active', reason: 'Apologised' });
  });

  it('shows the server’s refusal of the reason under it, in Hindi for a Hindi admin', async () => {
    window.localStorage.setItem('language', 'hi');
    renderAdmin('/admin/users', {
      'GET /api/get_users': page([personOf(ASHA, 'Anonymous', '9876543210')]),
      [`PUT /api/update_users/${ASHA}`]: () =>
        jsonResponse(400, { status: 400, code: 'request.invalid', message: 'reason: must be at most 500 characters', errors: [fieldError('reason', 'field.too_long', { maximum: 500 })] }),
    });
    const user = userEvent.setup();

    expect(await screen.findByRole('rowheader', { name: 'अभी कोई नाम नहीं' }, { timeout: 3000 })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '+91 9876543210 को निलंबित करें' }));
    const dialog = within(screen.getByRole('dialog'));
    await user.type(dialog.getByRole('textbox'), 'Spam');
    await user.click(dialog.getByRole('button', { name: 'निलंबित करें' }));
    expect(await dialog.findByText('अधिकतम 500 अक्षर हो सकते हैं')).toBeTruthy();
  });
});
