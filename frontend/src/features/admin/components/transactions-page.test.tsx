import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { jsonResponse, pending, type FakeRequest } from '../../../testing/fake-fetch';
import { CUSTOMER_ID, pageAnswer, pendingRecharge, transaction } from '../../../testing/wallet-fixtures';
import { callsTo, people, personOf, renderAdmin } from '../testing/admin-fixtures';

beforeAll(() => import('../../../app/routes/admin.page'));

const ASHA = personOf(CUSTOMER_ID, 'Asha Kulkarni', '9876543210');
const debit = transaction(2, { type: 'debit', amount: -125_50, bonus: 0, balance_after: 575_00, reason: 'Chat, 5 minutes', invoice_id: null, invoice_number: null, refunded_amount: 25_00 });
const query = (request: FakeRequest) => Object.fromEntries(request.url.searchParams);
/** What the server answers for a `from` that is not a date. */
const FROM_REFUSED = {
  status: 400,
  code: 'request.invalid',
  message: 'Please correct the fields shown.',
  errors: [{ path: 'query.from', code: 'field.date', message: 'must be a date like 2026-11-22' }],
};

describe('admin transactions', () => {
  it('is in the back office menu with the other wallet pages', async () => {
    renderAdmin('/admin/transactions', { 'GET /api/get_transactions': pending });

    const nav = within(await screen.findByRole('navigation', { name: 'Back office' }, { timeout: 3000 }));
    expect(['Transactions', 'Wallets', 'Refunds', 'Turnover'].map((name) => nav.getByRole('link', { name }).getAttribute('href'))).toEqual([
      '/admin/transactions',
      '/admin/wallets',
      '/admin/refunds',
      '/admin/turnover',
    ]);
    expect(nav.getByRole('link', { name: 'Transactions' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByText('Loading transactions…').getAttribute('role')).toBe('status');
  });

  it('lists everyone’s transactions: user (to their wallet), type, status, signed amount, balance after, reason, invoice', async () => {
    renderAdmin('/admin/transactions', { 'GET /api/get_transactions': pageAnswer([transaction(1), debit, pendingRecharge(3, { status: 'expired' })], 3, 1, 20) });

    const table = await screen.findByRole('table', { name: 'Transactions, page 1 of 1' }, { timeout: 3000 });
    const [, first, second, third] = within(table).getAllByRole('row');
    expect(Array.from(first!.querySelectorAll('td')).map((cell) => cell.textContent)).toEqual([
      '22 Nov 2026, 4:05 pm',
      CUSTOMER_ID,
      'Recharge',
      'Success',
      '+ ₹ 550',
      '₹ 700.50',
      'Wallet recharge',
      'NK/26-27/000001',
    ]);
    expect(within(first!).getByRole('link', { name: CUSTOMER_ID }).getAttribute('href')).toBe(`/admin/wallets/${CUSTOMER_ID}`);
    expect(within(second!).getByText('− ₹ 125.50')).toBeTruthy();
    expect(within(second!).getByText('(₹ 25 refunded)', { exact: false })).toBeTruthy();
    expect(within(third!).getByText('Expired')).toBeTruthy();
    expect(screen.getByText('3 transactions').getAttribute('role')).toBe('status');
  });

  it('filters by person, type, status, days and amounts (₹ in the address, paise to the server), and downloads the same list as CSV', async () => {
    const { requests, router } = renderAdmin('/admin/transactions', { 'GET /api/get_transactions': pageAnswer([]), 'GET /api/get_users': people([ASHA]) });
    const user = userEvent.setup();
    const filters = within(await screen.findByRole('search', { name: 'Filter transactions' }, { timeout: 3000 }));

    await user.type(filters.getByRole('combobox', { name: 'Person' }), 'Asha');
    await user.click(await screen.findByRole('option', { name: 'Asha Kulkarni · +91 9876543210' }, { timeout: 3000 }));
    await user.selectOptions(filters.getByLabelText('Type'), 'Debit');
    await user.selectOptions(filters.getByLabelText('Status'), 'Success');
    await user.type(filters.getByLabelText('From (India)'), '2026-11-01');
    await user.type(filters.getByLabelText('To (India)'), '2026-11-30');
    await user.type(filters.getByLabelText('Smallest amount (₹)'), 'ten');
    await user.click(filters.getByRole('button', { name: 'Apply' }));
    expect(screen.getByRole('alert').textContent).toBe('Smallest amount: enter rupees, like 250 or 99.50');

    await user.clear(filters.getByLabelText('Smallest amount (₹)'));
    await user.type(filters.getByLabelText('Smallest amount (₹)'), '99.50');
    await user.type(filters.getByLabelText('Largest amount (₹)'), '1,000');
    await user.click(filters.getByRole('button', { name: 'Apply' }));

    expect(router.state.location.search).toBe(`?user=${CUSTOMER_ID}&type=debit&status=success&from=2026-11-01&to=2026-11-30&min=99.50&max=1%2C000`);
    await waitFor(() =>
      expect(query(callsTo(requests, 'get_transactions').at(-1)!)).toEqual({
        page: '1',
        limit: '20',
        user_id: CUSTOMER_ID,
        type: 'debit',
        status: 'success',
        from: '2026-11-01',
        to: '2026-11-30',
        min_amount: '9950',
        max_amount: '100000',
      }),
    );
    expect(await screen.findByText('No transactions match.')).toBeTruthy();
    const csv = new URL(screen.getByRole('link', { name: 'Download CSV' }).getAttribute('href')!, 'http://localhost');
    expect(csv.pathname).toBe('/api/get_transactions');
    expect(Object.fromEntries(csv.searchParams)).toEqual({ user_id: CUSTOMER_ID, type: 'debit', status: 'success', from: '2026-11-01', to: '2026-11-30', min_amount: '9950', max_amount: '100000', format: 'csv' });
  });

  it('pages through the list', async () => {
    const twenty = Array.from({ length: 20 }, (_, index) => transaction(index + 1));
    const { requests, router } = renderAdmin('/admin/transactions?type=recharge', {
      'GET /api/get_transactions': (request) => (request.url.searchParams.get('page') === '2' ? pageAnswer([transaction(21)], 21, 2, 20) : pageAnswer(twenty, 21, 1, 20))(request),
    });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Next page' }, { timeout: 3000 }));

    expect(router.state.location.search).toBe('?type=recharge&page=2');
    expect(await screen.findByText('NK/26-27/000021')).toBeTruthy();
    expect(query(callsTo(requests, 'get_transactions').at(-1)!)).toMatchObject({ type: 'recharge', page: '2' });
  });

  it('names a filter the server refused, and retries', async () => {
    let calls = 0;
    renderAdmin('/admin/transactions?from=soon', {
      'GET /api/get_transactions': (request) =>
        ++calls === 1 ? jsonResponse(400, FROM_REFUSED) : pageAnswer([transaction(1)], 1, 1, 20)(request),
    });
    const user = userEvent.setup();

    expect((await screen.findByRole('alert', {}, { timeout: 3000 })).textContent).toContain('Could not load transactions. query.from: must be a date like 2026-11-22');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table')).toBeTruthy();
  });
});
