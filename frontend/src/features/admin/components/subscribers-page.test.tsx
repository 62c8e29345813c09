import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { jsonResponse, type FakeRequest } from '../../../testing/fake-fetch';
import { callsTo, ok, renderAdmin } from '../testing/admin-fixtures';

beforeAll(() => import('../../../app/routes/admin.page'));

const subscriber = (email: string, status: 'subscribed' | 'unsubscribed', id = email.replace(/\W/g, '').padEnd(64, '0').slice(0, 64)) => ({
  id,
  email,
  status,
  subscribed_at: '2026-11-20T10:00:00Z',
  updated_at: '2026-11-21T10:00:00Z',
});

describe('newsletter subscribers page', () => {
  it('lists subscribers with their status, searches and filters through the address', async () => {
    const list = (request: FakeRequest) =>
      jsonResponse(200, {
        status: 200,
        data: request.url.searchParams.get('status') === 'unsubscribed' ? [subscriber('old@example.in', 'unsubscribed')] : [subscriber('asha@example.in', 'subscribed'), subscriber('old@example.in', 'unsubscribed')],
        meta: { page: 1, limit: 20, total: 2 },
      });
    const { requests, router } = renderAdmin('/admin/subscribers', { 'GET /api/get_subscriber': list });
    const user = userEvent.setup();

    const table = await screen.findByRole('table', {}, { timeout: 3000 });
    expect(within(table).getByRole('rowheader', { name: 'asha@example.in' })).toBeTruthy();
    expect(within(table).getAllByText(/^(Subscribed|Unsubscribed)$/).map((cell) => cell.textContent)).toEqual(['Subscribed', 'Unsubscribed']);
    await user.selectOptions(screen.getByLabelText('Status'), 'unsubscribed');
    expect(router.state.location.search).toBe('?status=unsubscribed');
    await user.type(screen.getByLabelText('Search e-mail addresses'), 'old');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(router.state.location.search).toBe('?status=unsubscribed&search=old');
    const last = callsTo(requests, 'get_subscriber').at(-1)!;
    expect(Object.fromEntries(last.url.searchParams)).toEqual({ page: '1', limit: '20', search: 'old', status: 'unsubscribed' });
  });

  it('says it in Hindi, the addresses as they are', async () => {
    window.localStorage.setItem('language', 'hi');
    renderAdmin('/admin/subscribers', {
      'GET /api/get_subscriber': () => jsonResponse(200, { status: 200, data: [subscriber('asha@example.in', 'subscribed'), subscriber('old@example.in', 'unsubscribed')], meta: { page: 1, limit: 20, total: 2 } }),
    });

    const table = within(await screen.findByRole('table', { name: 'न्यूज़लेटर सदस्य, पृष्ठ 1 / 1' }, { timeout: 3000 }));
    expect(table.getAllByRole('row').slice(1).map((row) => row.querySelector('span')?.textContent)).toEqual(['सदस्य', 'सदस्यता छोड़ी']);
    expect(table.getByRole('button', { name: 'asha@example.in की सदस्यता हटाएँ' })).toBeTruthy();
    expect(table.getByRole('button', { name: 'old@example.in को फिर से सदस्य बनाएँ' })).toBeTruthy();
  });

  it('subscribes a new address, and unsubscribes or resubscribes one from its row', async () => {
    const { requests } = renderAdmin('/admin/subscribers', {
      'GET /api/get_subscriber': () => jsonResponse(200, { status: 200, data: [subscriber('asha@example.in', 'subscribed', 'a'.repeat(64)), subscriber('old@example.in', 'unsubscribed', 'b'.repeat(64))], meta: { page: 1, limit: 20, total: 2 } }),
      'POST /api/create_subscriber': () => jsonResponse(201, { status: 201, data: { id: 'c'.repeat(64) }, position: '9.1' }),
      [`PUT /api/update_subscriber/${'a'.repeat(64)}`]: ok({ id: 'a'.repeat(64) }),
      [`PUT /api/update_subscriber/${'b'.repeat(64)}`]: ok({ id: 'b'.repeat(64) }),
    });
    const user = userEvent.setup();
    await screen.findByRole('table', {}, { timeout: 3000 });

    await user.type(screen.getByLabelText('E-mail address'), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(screen.getByRole('status').textContent).toBe('Enter an e-mail address like name@example.in');
    expect(callsTo(requests, 'create_subscriber')).toHaveLength(0);

    await user.clear(screen.getByLabelText('E-mail address'));
    await user.type(screen.getByLabelText('E-mail address'), 'new@example.in');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('new@example.in is subscribed.')).toBeTruthy();
    expect(callsTo(requests, 'create_subscriber')[0]!.body).toEqual({ email: 'new@example.in' });

    await user.click(await screen.findByRole('button', { name: 'Unsubscribe asha@example.in' }));
    expect(await screen.findByText('asha@example.in is unsubscribed.')).toBeTruthy();
    expect(callsTo(requests, 'update_subscriber').at(-1)!.body).toEqual({ status: 'unsubscribed' });
    await user.click(await screen.findByRole('button', { name: 'Subscribe old@example.in again' }));
    expect(await screen.findByText('old@example.in is subscribed again.')).toBeTruthy();
    expect(callsTo(requests, 'update_subscriber').at(-1)!.body).toEqual({ status: 'subscribed' });
  });
});
