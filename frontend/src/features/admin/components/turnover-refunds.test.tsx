import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatIstDateTime } from '../../../lib/format-ist-date';
import { CUSTOMER_ID, dataAnswer, pageAnswer, transaction } from '../../../testing/wallet-fixtures';
import { ADMIN_ID, callsTo, people, personOf, renderAdmin } from '../testing/admin-fixtures';

beforeAll(() => import('../../../app/routes/admin.page'));

const sums = (recharges: number) => ({ recharge_count: recharges / 500_00, recharges, gst: (recharges * 18) / 100, bonuses: 0, consultation_revenue: 120_00, order_revenue: 0, refunds: 10_00, adjustments: -5_00 });

describe('admin turnover', () => {
  it('shows turnover by day with totals, and by month when asked', async () => {
    const { requests, router } = renderAdmin('/admin/turnover', {
      'GET /api/get_total_turnover': (request) =>
        dataAnswer(
          request.url.searchParams.get('by') === 'month'
            ? { by: 'month', rows: [{ period: '2026-11', ...sums(1000_00) }], totals: sums(1000_00) }
            : { by: 'day', rows: [{ period: '2026-11-21', ...sums(500_00) }, { period: '2026-11-22', ...sums(500_00) }], totals: { ...sums(1000_00), consultation_revenue: 240_00, refunds: 20_00, adjustments: -10_00 } },
        )(request),
    });
    const user = userEvent.setup();

    const table = within(await screen.findByRole('table', { name: 'Turnover by day' }, { timeout: 3000 }));
    expect(table.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Day', 'Recharges', 'Recharges (taxable)', 'GST', 'Bonuses', 'Consultations', 'Orders', 'Refunds', 'Adjustments']);
    const rows = table.getAllByRole('row');
    expect(Array.from(rows[1]!.querySelectorAll('th, td')).map((cell) => cell.textContent)).toEqual(['2026-11-21', '1', '₹ 500', '₹ 90', '₹ 0', '₹ 120', '₹ 0', '₹ 10', '₹ -5']);
    expect(Array.from(rows[3]!.querySelectorAll('th, td')).map((cell) => cell.textContent)).toEqual(['Total', '2', '₹ 1,000', '₹ 180', '₹ 0', '₹ 240', '₹ 0', '₹ 20', '₹ -10']);

    await user.selectOptions(screen.getByLabelText('By'), 'Month');
    await user.type(screen.getByLabelText('From (India)'), '2026-11-01');
    await user.click(screen.getByRole('button', { name: 'Show' }));

    expect(router.state.location.search).toBe('?by=month&from=2026-11-01');
    expect(await screen.findByRole('table', { name: 'Turnover by month' })).toBeTruthy();
    await waitFor(() => expect(Object.fromEntries(callsTo(requests, 'get_total_turnover').at(-1)!.url.searchParams)).toEqual({ by: 'month', from: '2026-11-01' }));
  });
});

describe('admin refunds', () => {
  it('lists refunds with their user, amount, reason, debit and who gave them; filters by a person picked by name or phone', async () => {
    const refund = transaction(5, { type: 'refund', amount: 25_00, bonus: 0, reason: 'Call dropped', refund_of: transaction(2).id, actor_id: ADMIN_ID, actor_role: 'admin', invoice_id: null, invoice_number: null });
    const { requests, router } = renderAdmin('/admin/refunds', {
      'GET /api/get_refund_transaction': pageAnswer([refund], 1, 1, 20),
      // The table names no one (no account behind the ids); the picker finds Asha by phone.
      'GET /api/get_users': (request) => people(request.url.searchParams.has('search') ? [personOf(CUSTOMER_ID, 'Asha Kulkarni', '9876543210')] : [])(request),
    });
    const user = userEvent.setup();

    const table = within(await screen.findByRole('table', { name: 'Refunds, page 1 of 1' }, { timeout: 3000 }));
    expect(Array.from(table.getAllByRole('row')[1]!.querySelectorAll('td')).map((cell) => cell.textContent)).toEqual([
      '22 Nov 2026, 4:05 pm',
      CUSTOMER_ID,
      '₹ 25',
      'Call dropped',
      transaction(2).id,
      'you',
    ]);
    expect(table.getByRole('link', { name: CUSTOMER_ID }).getAttribute('href')).toBe(`/admin/wallets/${CUSTOMER_ID}`);

    const picker = screen.getByRole('combobox', { name: 'Person' });
    await user.type(picker, '98765');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(screen.getByRole('alert').textContent).toBe('Choose a person from the list, or empty the box for everyone');
    expect(router.state.location.search).toBe('');
    // Back in the box, the list of matches opens again.
    await user.click(picker);
    await screen.findByRole('option', { name: 'Asha Kulkarni · +91 9876543210' }, { timeout: 3000 });
    await user.keyboard('{ArrowDown}{Enter}');
    expect((picker as HTMLInputElement).value).toBe('Asha Kulkarni · +91 9876543210');
    await user.click(screen.getByRole('button', { name: 'Show' }));

    expect(router.state.location.search).toBe(`?user=${CUSTOMER_ID}`);
    await waitFor(() => expect(Object.fromEntries(callsTo(requests, 'get_refund_transaction').at(-1)!.url.searchParams)).toEqual({ page: '1', limit: '20', user_id: CUSTOMER_ID }));
  });

  it('says it in Hindi, the reason as it was written', async () => {
    window.localStorage.setItem('language', 'hi');
    const refund = transaction(5, { type: 'refund', amount: 25_00, bonus: 0, reason: 'Call dropped', refund_of: transaction(2).id, actor_id: ADMIN_ID, actor_role: 'admin', invoice_id: null, invoice_number: null });
    renderAdmin('/admin/refunds', { 'GET /api/get_refund_transaction': pageAnswer([refund], 1, 1, 20) });
    const user = userEvent.setup();

    const table = within(await screen.findByRole('table', { name: 'रिफ़ंड, पृष्ठ 1 / 1' }, { timeout: 3000 }));
    expect(table.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['कब', 'उपयोगकर्ता', 'रकम', 'कारण', 'किसका रिफ़ंड', 'किसने']);
    expect(Array.from(table.getAllByRole('row')[1]!.querySelectorAll('td')).map((cell) => cell.textContent)).toEqual([
      formatIstDateTime(refund.created_at, 'hi'),
      CUSTOMER_ID,
      '₹ 25',
      'Call dropped',
      transaction(2).id,
      'आप',
    ]);
    expect(screen.getByText('1 रिफ़ंड').getAttribute('role')).toBe('status');

    await user.type(screen.getByRole('combobox', { name: 'व्यक्ति' }), 'nobody');
    await user.click(screen.getByRole('button', { name: 'दिखाएँ' }));
    expect(screen.getByRole('alert').textContent).toBe('सूची से किसी व्यक्ति को चुनें, या सभी के लिए बॉक्स खाली छोड़ें');
  });

  it('says when there are none', async () => {
    renderAdmin('/admin/refunds', { 'GET /api/get_refund_transaction': pageAnswer([]) });

    expect(await screen.findByText('No refunds.', {}, { timeout: 3000 })).toBeTruthy();
  });
});
