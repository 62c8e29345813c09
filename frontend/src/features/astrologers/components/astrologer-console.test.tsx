import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { browserLocation } from '../../../lib/browser-location';
import { setUserDetailsCookie, userDetailsCookie } from '../../../testing/browser-state';
import { jsonResponse, type Responder } from '../../../testing/fake-fetch';
import { renderApp } from '../../../testing/render-app';
import { myRecord } from '../testing/astrologer-fixtures';
import { review, reviewsAnswer } from '../../reviews/testing/review-fixtures';
import { earningsAnswer } from '../testing/earnings-fixtures';

beforeAll(() => import('../../../app/routes/astrologer-console.page'));
afterEach(() => vi.restoreAllMocks());

const asAstrologer = () => setUserDetailsCookie({ id: 'u1', status: 'active', role: 'astrologer', phone: '9876543210' });
const USER_ID = '00000000-0000-4000-8000-000000000001';
const mine = (fields: Parameters<typeof myRecord>[0] = {}): Responder => () => jsonResponse(200, { status: 200, data: myRecord({ application_status: 'approved', ...fields }) });

describe('astrologer console', () => {
  it('logs an astrologer in with user_send_otp and user_confirm_otp, and reloads', async () => {
    const reload = vi.spyOn(browserLocation, 'reload').mockImplementation(() => undefined);
    const { requests } = renderApp('/astrologer', {
      'POST /api/user_send_otp': () => jsonResponse(200, { status: 200, data: { user_id: USER_ID }, user_id: USER_ID }),
      'POST /api/user_confirm_otp': () =>
        jsonResponse(200, { status: 200, data: { id: USER_ID, name: 'Meera Joshi', phone: '9876543210', email: null, img_url: '', status: 'active', role: 'astrologer' } }),
    });
    const user = userEvent.setup();

    expect(await screen.findByRole('heading', { level: 2, name: 'Log in as an astrologer' })).toBeTruthy();
    await user.type(screen.getByLabelText('Mobile number'), '98765');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(screen.getByText('Please enter a valid 10-digit mobile number')).toBeTruthy();
    await user.type(screen.getByLabelText('Mobile number'), '43210');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    await user.type(await screen.findByLabelText('OTP'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify and log in' }));

    await vi.waitFor(() => expect(reload).toHaveBeenCalled());
    expect(userDetailsCookie()?.role).toBe('astrologer');
    expect(requests.find((request) => request.url.pathname === '/api/user_send_otp')?.body).toEqual({ numbers: '9876543210', route: 'otp', country_code: '+91' });
    expect(requests.find((request) => request.url.pathname === '/api/user_confirm_otp')?.body).toEqual({ otp: '123456', user_id: USER_ID });
  });

  it('tells a number that is not an approved astrologer, at the code step, that only approved astrologers get a code', async () => {
    // The server answers the send step alike for every number and sends no code to a stranger; their code is refused.
    renderApp('/astrologer', {
      'POST /api/user_send_otp': () => jsonResponse(200, { status: 200, data: { user_id: USER_ID }, user_id: USER_ID }),
      'POST /api/user_confirm_otp': () => jsonResponse(400, { status: 400, code: 'otp.invalid', message: 'Invalid OTP. Please try again.' }),
    });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Mobile number'), '9876543210');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText("If +91 9876543210 is an approved astrologer's number, we have sent it a code by SMS.")).toBeTruthy();
    await user.type(screen.getByLabelText('OTP'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify and log in' }));
    expect(
      await screen.findByText('This code is not valid. Please check it and try again. Only approved astrologers get a code here: if your application is not approved yet, apply first or wait for the review.'),
    ).toBeTruthy();
    expect(screen.getByLabelText('OTP')).toBeTruthy();
  });

  it('shows an approved astrologer their status and switches them online and back offline', async () => {
    asAstrologer();
    const { requests } = renderApp('/astrologer', {
      'GET /api/get_my_astrologer': mine(),
      'POST /api/update_astrologer_status': (request) => {
        const status = (request.body as { status: string }).status;
        return jsonResponse(200, { status: 200, data: { id: 'a1', application_status: 'approved', active: true, availability: status, status }, position: '7' });
      },
    });
    const user = userEvent.setup();

    expect(await screen.findByRole('heading', { level: 2, name: 'Acharya Meera Joshi' })).toBeTruthy();
    expect(screen.getByText(/Offline: seekers see you as unavailable/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Go online' }));
    expect(await screen.findByText(/Online: seekers see you as available/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Go offline' }));
    expect(await screen.findByText(/Offline: seekers see you as unavailable/)).toBeTruthy();
    expect(requests.filter((request) => request.url.pathname === '/api/update_astrologer_status').map((request) => request.body)).toEqual([{ status: 'online' }, { status: 'offline' }]);
  });

  it('shows the call price and switches calls off and on with the "Take calls" switch', async () => {
    asAstrologer();
    let takesCalls = true;
    const { requests } = renderApp('/astrologer', {
      'GET /api/get_my_astrologer': mine({ availability: 'online', status: 'online', call_price_per_min: 35_00 }),
      'POST /api/update_astrologer_status': (request) => {
        takesCalls = (request.body as { takes_calls: boolean }).takes_calls;
        return jsonResponse(200, { status: 200, data: { id: 'a1', application_status: 'approved', active: true, availability: 'online', takes_calls: takesCalls, status: 'online' } });
      },
      'GET /api/get_my_earnings': earningsAnswer(),
      'GET /api/get_review': reviewsAnswer([]),
    });
    const user = userEvent.setup();

    const toggle = await screen.findByRole('switch', { name: /Take calls/ });
    expect(screen.getByText('Your call price: ₹ 35/min')).toBeTruthy();
    expect(toggle).toHaveProperty('checked', true);
    await user.click(toggle);
    await vi.waitFor(() => expect(screen.getByRole('switch', { name: /Take calls/ })).toHaveProperty('checked', false));
    await user.click(screen.getByRole('switch', { name: /Take calls/ }));
    await vi.waitFor(() => expect(screen.getByRole('switch', { name: /Take calls/ })).toHaveProperty('checked', true));
    expect(requests.filter((request) => request.url.pathname === '/api/update_astrologer_status').map((request) => request.body)).toEqual([{ takes_calls: false }, { takes_calls: true }]);
  });

  it('has no calls switch for an astrologer without a call price', async () => {
    asAstrologer();
    renderApp('/astrologer', { 'GET /api/get_my_astrologer': mine({ call_price_per_min: null }), 'GET /api/get_my_earnings': earningsAnswer(), 'GET /api/get_review': reviewsAnswer([]) });
    expect(await screen.findByRole('button', { name: 'Go online' })).toBeTruthy();
    expect(screen.queryByRole('switch')).toBeNull();
  });

  it('shows a refused switch', async () => {
    asAstrologer();
    renderApp('/astrologer', {
      'GET /api/get_my_astrologer': mine(),
      // An admin deactivated the profile after the page loaded it.
      'POST /api/update_astrologer_status': () =>
        jsonResponse(403, { status: 403, code: 'astrologer.profile_deactivated', message: 'Your astrologer profile is deactivated. Please contact support.' }),
      'GET /api/get_my_earnings': earningsAnswer(),
      'GET /api/get_review': reviewsAnswer([]),
      // The console's live desk (features/live), with no sessions.
      'GET /api/get_my_live_sessions': () => jsonResponse(200, { status: 200, data: [], meta: { page: 1, limit: 20, total: 0 } }),
    });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Go online' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Your astrologer profile is deactivated. Please contact support.');
  });

  it('has no switch for a deactivated astrologer', async () => {
    asAstrologer();
    renderApp('/astrologer', { 'GET /api/get_my_astrologer': mine({ active: false }) });
    expect(await screen.findByText('Deactivated: you cannot go online. Please contact support.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Go online' })).toBeNull();
  });

  it("shows the customers' reviews of the astrologer, as the profile does", async () => {
    asAstrologer();
    const { requests } = renderApp('/astrologer', {
      'GET /api/get_my_astrologer': mine({ id: 'a7' }),
      'GET /api/get_my_earnings': earningsAnswer(),
      'GET /api/get_review': reviewsAnswer([review(1, { astrologer_id: 'a7', customer_name: 'Asha K.', comment: 'Clear and kind advice.' })], 1),
    });
    const reviews = await screen.findByRole('region', { name: 'Reviews' });
    expect(await within(reviews).findByText('Clear and kind advice.')).toBeTruthy();
    expect(within(reviews).getByText('Asha K.')).toBeTruthy();
    expect(requests.find((request) => request.url.pathname === '/api/get_review')?.url.searchParams.get('astrologer_id')).toBe('a7');
  });

  it('offers a retry when the record cannot be loaded', async () => {
    asAstrologer();
    renderApp('/astrologer', { 'GET /api/get_my_astrologer': () => jsonResponse(500, { status: 500, message: 'boom' }) });
    expect(await screen.findByText('Your astrologer account could not be loaded.')).toBeTruthy();
  });
});
