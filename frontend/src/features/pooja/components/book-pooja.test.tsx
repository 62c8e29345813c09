import { fieldError, type FieldError } from '@nakshatra/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setUserDetailsCookie } from '../../../testing/browser-state';
import { jsonResponse, pending, type FakeRequest, type Responder } from '../../../testing/fake-fetch';
import { renderApp, userAnswer } from '../../../testing/render-app';
import { inTurn, pooja, poojaAnswer } from '../testing/pooja-fixtures';

beforeAll(() => import('../../../app/routes/pooja.page'));

const USER_ID = '11111111-1111-4111-8111-111111111111';
const jaap = pooja(4, { title: 'Maha Mrityunjaya Jaap', slug: 'maha-mrityunjaya-jaap', price: 1_100_000 });

// 01:30 on 23 Nov 2026 in India (still the 22nd in UTC): bookable from 23 Nov 2026 to 22 May 2027.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-22T20:00:00Z'));
  setUserDetailsCookie({ id: USER_ID, status: 'active' });
});

function openBooking({ booking, user = userAnswer({ id: USER_ID, balance: 5_000_000 }) }: { booking?: Responder; user?: Responder } = {}) {
  const rendered = renderApp('/pooja-booking/maha-mrityunjaya-jaap', {
    'GET /api/get_single_pooja_booking/maha-mrityunjaya-jaap': poojaAnswer(jaap),
    [`GET /api/get_single_users/${USER_ID}`]: user,
    ...(booking ? { 'POST /api/create_order_history': booking } : {}),
  });
  return { ...rendered, user: userEvent.setup() };
}

const bookings = (requests: FakeRequest[]) => requests.filter((request) => request.url.pathname === '/api/create_order_history');
const payButton = () => screen.getByRole('button', { name: 'Pay ₹ 11,000 from wallet' });
const field = (name: string) => screen.getByLabelText(name) as HTMLInputElement;

async function fillBooking(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByRole('textbox', { name: 'Your name' }), ' Asha Rao ');
  await user.type(screen.getByRole('textbox', { name: 'Gotra (optional)' }), 'Kashyap');
  await user.type(field('Date of the pooja'), '2026-12-01');
}

const paid: Responder = () =>
  jsonResponse(201, {
    status: 201,
    data: { order_id: 'b1b2c3d4-0000-8000-8000-000000000002', kind: 'pooja', status: 'paid', lines: [], total: 1_100_000, wallet_transaction_id: 'tx-2', balance: 3_900_000 },
    position: '7000.7000',
  });
const insufficient: Responder = () =>
  jsonResponse(409, {
    status: 409,
    code: 'wallet.insufficient_balance',
    params: { balance: 15_050, needed: 1_100_000 },
    message: 'Insufficient balance: ₹ 150.50 in the wallet, ₹ 11,000 needed. Please recharge.',
  });

describe('booking a pooja', () => {
  it('asks for the booking, with the days that can be booked in India and the wallet balance', async () => {
    openBooking();

    const form = within(await screen.findByRole('region', { name: 'Book this pooja' }));
    expect(form.getByRole('textbox', { name: 'Your name' })).toBeTruthy();
    expect(form.getByRole('textbox', { name: 'Gotra (optional)' })).toBeTruthy();
    expect(form.getByRole('textbox', { name: 'For whom (optional)' })).toBeTruthy();
    expect(form.getByRole('textbox', { name: 'Note for the priest (optional)' }).tagName).toBe('TEXTAREA');
    const date = field('Date of the pooja');
    expect([date.type, date.min, date.max]).toEqual(['date', '2026-11-23', '2027-05-22']);
    expect(document.getElementById(date.getAttribute('aria-describedby')!)?.textContent).toBe('Any day from 23 Nov 2026 to 22 May 2027, India time.');
    expect((await form.findByText('Wallet balance:')).textContent).toBe('Wallet balance: ₹ 50,000');
    expect(payButton()).toBeTruthy();
  });

  it('says it is checking the balance while it loads', async () => {
    openBooking({ user: pending });

    expect(await screen.findByText('Checking your wallet balance…')).toBeTruthy();
  });

  it('checks the booking before paying: name and a bookable date', async () => {
    const { user, requests } = openBooking({ booking: paid });

    await user.click(await screen.findByRole('button', { name: 'Pay ₹ 11,000 from wallet' }));

    const summary = screen.getByRole('heading', { name: 'Please correct these 2 fields' }).parentElement!;
    expect(document.activeElement).toBe(summary);
    expect(within(summary).getAllByRole('link').map((link) => link.textContent)).toEqual(['Your name: Please fill this in.', 'Date of the pooja: Please fill this in.']);

    await user.type(screen.getByRole('textbox', { name: 'Your name' }), 'Asha');
    await user.type(field('Date of the pooja'), '2027-05-23');
    expect(field('Date of the pooja').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Choose a day from 23 Nov 2026 to 22 May 2027.')).toBeTruthy();
    expect(bookings(requests)).toEqual([]);
  });

  it('books and pays from the wallet with an Idempotency-Key, then shows the receipt and has the header read the balance again', async () => {
    const { user, requests } = openBooking({ booking: paid });

    await fillBooking(user);
    await user.click(payButton());

    const receipt = within(await screen.findByRole('region', { name: 'Your pooja is booked and paid.' }));
    expect(document.activeElement).toBe(receipt.getByRole('heading', { name: 'Your pooja is booked and paid.' }));
    expect(receipt.getByText('Order ID').nextElementSibling?.textContent).toBe('b1b2c3d4-0000-8000-8000-000000000002');
    expect(receipt.getByText('Pooja date').nextElementSibling?.textContent).toBe('1 Dec 2026');
    expect(receipt.getByText('Paid from wallet').nextElementSibling?.textContent).toBe('₹ 11,000');
    expect(receipt.getByText('Wallet balance now').nextElementSibling?.textContent).toBe('₹ 39,000');
    expect(receipt.getByRole('link', { name: 'See your orders' }).getAttribute('href')).toBe('/order-history');

    const [sent] = bookings(requests);
    expect(sent?.body).toEqual({ kind: 'pooja', pooja_id: jaap.id, booking: { name: 'Asha Rao', gotra: 'Kashyap', date: '2026-12-01' } });
    expect(sent?.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
    await waitFor(() => {
      const userReads = requests.filter((request) => request.url.pathname === `/api/get_single_users/${USER_ID}`);
      expect(userReads.at(-1)?.headers.get('x-min-position')).toBe('7000.7000');
    });
  });

  it('says when the wallet cannot cover the booking, links to Recharge, and pays the same booking with the same key after it', async () => {
    const { user, requests } = openBooking({ booking: inTurn(insufficient, paid) });

    await fillBooking(user);
    await user.click(payButton());

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Insufficient balance: ₹ 150.50 in the wallet, ₹ 11,000 needed. Please recharge.');
    expect(within(alert).getByRole('link', { name: 'Recharge' }).getAttribute('href')).toBe('/recharge');
    await waitFor(() => expect(payButton().hasAttribute('disabled')).toBe(false));

    await user.click(payButton());

    expect(await screen.findByRole('heading', { name: 'Your pooja is booked and paid.' })).toBeTruthy();
    const [first, retry] = bookings(requests);
    expect(retry?.body).toEqual(first?.body);
    expect(retry?.headers.get('idempotency-key')).toBe(first?.headers.get('idempotency-key'));
  });

  it('keeps the refused booking across a trip to the recharge page', async () => {
    const first = openBooking({ booking: insufficient });
    await fillBooking(first.user);
    await first.user.click(payButton());
    await screen.findByRole('alert');
    first.unmount();

    const again = openBooking({ booking: paid });
    expect((await screen.findByRole('textbox', { name: 'Gotra (optional)' }) as HTMLInputElement).value).toBe('Kashyap');
    expect(field('Date of the pooja').value).toBe('2026-12-01');
    await again.user.click(payButton());

    await screen.findByRole('heading', { name: 'Your pooja is booked and paid.' });
    expect(bookings(again.requests)[0]?.headers.get('idempotency-key')).toBe(bookings(first.requests)[0]?.headers.get('idempotency-key'));
  });

  it("shows the server's field errors on their fields, and any other refusal as a whole", async () => {
    const refusal = (error: FieldError): Responder => () => jsonResponse(400, { status: 400, code: 'request.invalid', message: `${error.path}: ${error.message}`, errors: [error] });
    const { user } = openBooking({
      booking: inTurn(refusal(fieldError('booking.date', 'field.booking_date_past', { first: '2026-11-24' })), refusal(fieldError('pooja_id', 'field.pooja_unavailable'))),
    });

    await fillBooking(user);
    await user.click(payButton());

    const summary = (await screen.findByRole('heading', { name: 'Please correct this field' })).parentElement!;
    await waitFor(() => expect(document.activeElement).toBe(summary));
    expect(within(summary).getByRole('link').textContent).toBe('Date of the pooja: Must be today (2026-11-24) or later');
    expect(field('Date of the pooja').getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('alert')).toBeNull();

    await user.clear(field('Date of the pooja'));
    await user.type(field('Date of the pooja'), '2026-12-02');
    expect(screen.queryByRole('heading', { name: 'Please correct this field' })).toBeNull();
    await user.click(payButton());

    expect((await screen.findByRole('alert')).textContent).toBe('pooja_id: is not a pooja open for booking');
  });
});
