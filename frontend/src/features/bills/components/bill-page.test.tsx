import type { ConsultationBillView } from '@nakshatra/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { setUserDetailsCookie } from '../../../testing/browser-state';
import { jsonResponse, pending, type Responder } from '../../../testing/fake-fetch';
import { renderApp, userAnswer } from '../../../testing/render-app';
import { CUSTOMER_ID as USER_ID, dataAnswer } from '../../../testing/wallet-fixtures';

beforeAll(() => import('../../../app/routes/bill.page'));

const SESSION_ID = '22222222-2222-4222-8222-222222222222';
const eventId = (minute: number) => `33333333-3333-4333-8333-33333333333${minute}`;

/** A chat accepted at 15:30 IST: one free minute, two paid at ₹ 25, the second refunded by support. */
const bill = (fields: Partial<ConsultationBillView> = {}): ConsultationBillView => ({
  session_id: SESSION_ID,
  channel: 'chat',
  status: 'ended',
  astrologer_id: '44444444-4444-4444-8444-444444444444',
  astrologer_name: 'Pandit Ravi Shastri',
  customer_name: 'Asha',
  requested_at: '2026-11-23T09:59:40.000Z',
  billed_from: '2026-11-23T10:00:00.000Z',
  ended_at: '2026-11-23T10:02:30.000Z',
  price_per_min: 25_00,
  free_minutes: 1,
  lines: [
    { minute: 1, starts_at: '2026-11-23T10:00:00.000Z', rate: 25_00, amount: 0, free: true, balance_after: 500_00, event_id: eventId(1), wallet_transaction_id: null },
    { minute: 2, starts_at: '2026-11-23T10:01:00.000Z', rate: 25_00, amount: 25_00, free: false, balance_after: 475_00, event_id: eventId(2), wallet_transaction_id: 'debit-2' },
    { minute: 3, starts_at: '2026-11-23T10:02:00.000Z', rate: 25_00, amount: 25_00, free: false, balance_after: 450_00, event_id: eventId(3), wallet_transaction_id: 'debit-3' },
  ],
  total: 50_00,
  refunds: [{ id: 'refund-1', amount: 25_00, reason: 'The astrologer was disconnected', by: 'admin', refund_of: 'debit-3', refunded_at: '2026-11-23T11:00:00.000Z', balance_after: 475_00 }],
  refunded: 25_00,
  net: 25_00,
  gst_rate_bp: 1800,
  ...fields,
});

function openBill(answer: Responder = dataAnswer(bill()), loggedIn = true) {
  if (loggedIn) setUserDetailsCookie({ id: USER_ID, status: 'active' });
  return { ...renderApp(`/bill/${SESSION_ID}`, { [`GET /api/get_consultation_bill/${SESSION_ID}`]: answer, [`GET /api/get_single_users/${USER_ID}`]: userAnswer({ id: USER_ID }) }), user: userEvent.setup() };
}

const billDocument = () => within(screen.getByRole('article', { name: 'Itemised bill' }));
const value = (label: string) => billDocument().getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe("a consultation's itemised bill", () => {
  it('asks a visitor to log in', async () => {
    openBill(dataAnswer(bill()), false);
    expect(await screen.findByRole('heading', { level: 1, name: 'Please log in' })).toBeTruthy();
  });

  it('shows a placeholder while it loads', async () => {
    openBill(pending);
    expect((await screen.findByText('Loading the bill…')).closest('[role="status"]')).toBeTruthy();
  });

  it('lists every minute in India time with its rate, amount, free or paid, the balance after and the event; then the total, the refund, the net and the GST note', async () => {
    openBill();

    await screen.findByRole('article', { name: 'Itemised bill' });
    expect(document.title).toBe('Bill of your consultation with Pandit Ravi Shastri · Nakshatra');
    expect(billDocument().getByText('Chat consultation')).toBeTruthy();
    expect(value('Astrologer')).toBe('Pandit Ravi Shastri');
    expect(value('Billing started')).toBe('23 Nov 2026, 3:30 pm');
    expect(value('Rate')).toBe('₹ 25 per minute');
    const rows = within(billDocument().getByRole('table', { name: 'Billed minutes (times in IST)' })).getAllByRole('row').slice(1);
    expect(rows.map((row) => Array.from(row.querySelectorAll('td')).map((cell) => cell.textContent))).toEqual([
      ['1', '23 Nov 2026, 3:30:00 pm', '₹ 25', '₹ 0', 'Free', '₹ 500', eventId(1)],
      ['2', '23 Nov 2026, 3:31:00 pm', '₹ 25', '₹ 25', 'Paid', '₹ 475', eventId(2)],
      ['3', '23 Nov 2026, 3:32:00 pm', '₹ 25', '₹ 25', 'Paid', '₹ 450', eventId(3)],
    ]);
    expect(value('Total for the minutes')).toBe('₹ 50');
    const refunds = within(billDocument().getByRole('region', { name: 'Refunds' }));
    expect(refunds.getByText(/Refund by support: The astrologer was disconnected/)).toBeTruthy();
    expect(value('Refunded to your wallet')).toBe('− ₹ 25');
    expect(value('Net cost')).toBe('₹ 25');
    expect(billDocument().getByText(/GST \(18%\) was charged when the wallet was recharged/)).toBeTruthy();
  });

  it('offers the CSV and the PDF in the page language, and prints', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const { user } = openBill();

    const csv = await screen.findByRole('link', { name: 'Download CSV' });
    expect(csv.getAttribute('href')).toBe(`/api/get_consultation_bill/${SESSION_ID}?format=csv&lang=en`);
    expect(csv.hasAttribute('download')).toBe(true);
    expect(screen.getByRole('link', { name: 'Download PDF' }).getAttribute('href')).toBe(`/api/get_consultation_bill/${SESSION_ID}?format=pdf&lang=en`);
    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
  });

  it('says when no minute was billed, and shows no refunds it does not have', async () => {
    openBill(dataAnswer(bill({ lines: [], total: 0, refunds: [], refunded: 0, net: 0, billed_from: null })));

    expect(await screen.findByText('No minute was billed for this consultation.')).toBeTruthy();
    expect(value('Billing started')).toBe('Not started');
    expect(screen.queryByRole('region', { name: 'Refunds' })).toBeNull();
  });

  it('says when there is no such bill', async () => {
    openBill(() => jsonResponse(404, { status: 404, code: 'chat.not_found', message: 'Chat session not found' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Bill not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to your history' }).getAttribute('href')).toBe('/order-history');
  });

  it("tells the consultation's astrologer that the bill is the customer's", async () => {
    openBill(() => jsonResponse(403, { status: 403, code: 'chat.bill_customer_only', message: "The bill is the customer's." }));
    expect((await screen.findByRole('alert')).textContent).toBe("The bill is the customer's. Your earnings from this consultation are on your earnings page.");
  });

  it('speaks Hindi when the visitor chose it, and asks for the PDF in Hindi', async () => {
    window.localStorage.setItem('language', 'hi');
    openBill();

    expect(await screen.findByRole('heading', { level: 1, name: 'विस्तृत बिल' })).toBeTruthy();
    expect(await screen.findByText('शुद्ध लागत')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'प्रिंट करें' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'PDF डाउनलोड करें' }).getAttribute('href')).toBe(`/api/get_consultation_bill/${SESSION_ID}?format=pdf&lang=hi`);
  });
});
