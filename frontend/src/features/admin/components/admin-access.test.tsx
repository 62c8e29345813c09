import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { browserLocation } from '../../../lib/browser-location';
import { setUserDetailsCookie, userDetailsCookie } from '../../../testing/browser-state';
import { jsonResponse, type Responder } from '../../../testing/fake-fetch';
import { renderApp } from '../../../testing/render-app';
import { callsTo, renderAdmin } from '../testing/admin-fixtures';

// The admin chunk is lazy: loaded once here so the first test does not wait for it.
beforeAll(() => import('../../../app/routes/admin.page'));

const USER_ID = '11111111-1111-4111-8111-111111111111';
const adminDetails = { id: USER_ID, name: 'Meera', phone: '9000000001', img_url: 'NA', status: 'active', role: 'admin' };
const otpSent: Responder = () => jsonResponse(200, { status: 200, user_id: USER_ID, data: { user_id: USER_ID }, position: '5' });
const loginAnswers = (confirm: Responder = () => jsonResponse(200, { status: 200, data: adminDetails, position: '6' })): Responder => (request) =>
  (request.body as { otp?: string }).otp === undefined ? otpSent(request) : confirm(request);

const heading = (name: string) => screen.findByRole('heading', { name, level: 1 }, { timeout: 3000 });

describe('admin access on the client', () => {
  it('sends a visitor without the admin cookie from /admin to /admin/login', async () => {
    const { router } = renderApp('/admin');

    await heading('Admin sign in');
    expect(router.state.location.pathname).toBe('/admin/login');
    expect(screen.queryByRole('navigation', { name: 'Back office' })).toBeNull();
  });

  it('sends a logged-in customer to /admin/login too, from any admin page', async () => {
    setUserDetailsCookie({ id: 'u1', status: 'active', role: 'customer' });
    const { router } = renderApp('/admin/blog?page=2', { 'GET /api/get_single_users/u1': () => jsonResponse(200, { status: 200, data: { id: 'u1', status: 'active' } }) });

    await heading('Admin sign in');
    expect(router.state.location.pathname).toBe('/admin/login');
  });

  it('renders the back office alone: no site header or footer', async () => {
    renderAdmin('/admin', { 'GET /api/get_content_counts': () => jsonResponse(200, { status: 200, data: {} }) });

    await heading('Dashboard');
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(screen.getByRole('navigation', { name: 'Back office' })).toBeTruthy();
  });

  it('goes to /admin/login when an admin call answers 401 (the session ended)', async () => {
    const { router } = renderAdmin('/admin/blog', { 'GET /api/get_blog': () => jsonResponse(401, { status: 401, message: 'Please log in' }) });

    await heading('Admin sign in');
    expect(router.state.location.pathname).toBe('/admin/login');
    expect(router.state.location.state).toEqual({ from: '/admin/blog' });
  });

  it('says "You are not an admin" when an admin call answers 403', async () => {
    renderAdmin('/admin', { 'GET /api/get_content_counts': () => jsonResponse(403, { status: 403, message: 'Admins only' }) });

    expect(await heading('You are not an admin')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Log out' })).toBeTruthy();
  });

  it('logs out with the site’s Log Out: server session ended, cookies cleared, off to /', async () => {
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
    const { requests } = renderAdmin('/admin', {
      'GET /api/get_content_counts': () => jsonResponse(200, { status: 200, data: {} }),
      'POST /api/logout': () => jsonResponse(200, { status: 200, data: null }),
    });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Log out' }, { timeout: 3000 }));

    await waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
    expect(callsTo(requests, 'logout').map((request) => request.method)).toEqual(['POST']);
    expect(userDetailsCookie()).toBeUndefined();
  });

  it('opens and closes the family menu with its Menu button (phones)', async () => {
    renderAdmin('/admin', { 'GET /api/get_content_counts': () => jsonResponse(200, { status: 200, data: {} }) });
    const user = userEvent.setup();
    const toggle = await screen.findByRole('button', { name: 'Menu' }, { timeout: 3000 });
    const nav = screen.getByRole('navigation', { name: 'Back office' });

    expect(toggle.getAttribute('aria-controls')).toBe(nav.id);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(nav.className).toContain('admin__nav--open');
    await user.click(within(nav).getByRole('link', { name: 'Blog posts' }));
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });
});

describe('admin sign-in (POST /api/login in two steps)', () => {
  it('sends the number, then the OTP, stores the answered details as userDetails and loads the back office', async () => {
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
    const { requests } = renderApp('/admin/login', { 'POST /api/login': loginAnswers() });
    const user = userEvent.setup();

    await user.type(await screen.findByLabelText('Mobile number', {}, { timeout: 3000 }), '9000000001');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    await screen.findByText("If +91 9000000001 is an admin's number, a 6 digit OTP has been sent to it.");
    await user.type(screen.getByLabelText('OTP'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));

    await waitFor(() => expect(assign).toHaveBeenCalledWith('/admin'));
    expect(callsTo(requests, 'login').map((request) => request.body)).toEqual([
      { numbers: '9000000001', route: 'otp', country_code: '+91' },
      { otp: '123456', user_id: USER_ID },
    ]);
    expect(userDetailsCookie()).toEqual(adminDetails);
  });

  it('returns to the page that sent the admin to sign in', async () => {
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
    renderAdmin('/admin/blog?status=draft', {
      'GET /api/get_blog': () => jsonResponse(401, { status: 401, message: 'Please log in' }),
      'POST /api/login': loginAnswers(),
    });
    const user = userEvent.setup();

    await user.type(await screen.findByLabelText('Mobile number', {}, { timeout: 3000 }), '9000000001');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    await user.type(await screen.findByLabelText('OTP'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));

    await waitFor(() => expect(assign).toHaveBeenCalledWith('/admin/blog?status=draft'));
  });

  it('shows a refused send step beside the number (the limit per number, 429)', async () => {
    renderApp('/admin/login', {
      'POST /api/login': () => jsonResponse(429, { status: 429, code: 'otp.too_many_for_number', params: { minutes: 7 }, message: 'Too many OTP requests for this number. Please try again in 7 minutes.' }),
    });
    const user = userEvent.setup();

    await user.type(await screen.findByLabelText('Mobile number', {}, { timeout: 3000 }), '9876543210');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Too many OTP requests for this number. Please try again in 7 minutes.');
    expect(screen.getByLabelText('Mobile number').getAttribute('aria-describedby')).toBe(alert.id);
    expect(screen.queryByLabelText('OTP')).toBeNull();
  });

  it('tells a number that is not an admin’s, at the code step, that only admins get a code here (in Hindi too)', async () => {
    // The server answers the send step alike for every number and sends no code to a stranger; their code is refused.
    const user = userEvent.setup();
    renderApp('/admin/login', { 'POST /api/login': loginAnswers(() => jsonResponse(400, { status: 400, code: 'otp.invalid', message: 'Invalid OTP. Please try again.' })) });

    await user.type(await screen.findByLabelText('Mobile number', {}, { timeout: 3000 }), '9876543210');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    await user.type(await screen.findByLabelText('OTP'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe("Invalid OTP. Please try again. Only admins get a code here: if this is not an admin's number, no code was sent.");
    expect(screen.getByLabelText('OTP').getAttribute('aria-describedby')).toBe(alert.id);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'हिन्दी');
    expect((await screen.findByRole('alert')).textContent).toBe('अमान्य OTP। कृपया फिर से कोशिश करें। कोड केवल एडमिन को भेजा जाता है: अगर यह किसी एडमिन का नंबर नहीं है, तो कोई कोड नहीं भेजा गया।');
  });

  it('checks the number and the code before sending them', async () => {
    const { requests } = renderApp('/admin/login', { 'POST /api/login': loginAnswers() });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Send OTP' }, { timeout: 3000 }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please enter your mobile number');
    await user.type(screen.getByLabelText('Mobile number'), '98765');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(screen.getByRole('alert').textContent).toBe('Please enter a valid 10-digit mobile number');
    expect(callsTo(requests, 'login')).toHaveLength(0);

    await user.type(screen.getByLabelText('Mobile number'), '43210');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    await user.type(await screen.findByLabelText('OTP'), '12345');
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    expect(screen.getByRole('alert').textContent).toBe('Please enter a 6-digit OTP.');
    expect(callsTo(requests, 'login')).toHaveLength(1);
  });

  it('shows a wrong code’s message and stays on the OTP step', async () => {
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
    renderApp('/admin/login', {
      'POST /api/login': loginAnswers(() => jsonResponse(400, { status: 400, code: 'otp.invalid', message: 'Invalid OTP. Please try again.' })),
    });
    const user = userEvent.setup();

    await user.type(await screen.findByLabelText('Mobile number', {}, { timeout: 3000 }), '9000000001');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    await user.type(await screen.findByLabelText('OTP'), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));

    expect((await screen.findByRole('alert')).textContent).toBe("Invalid OTP. Please try again. Only admins get a code here: if this is not an admin's number, no code was sent.");
    expect(assign).not.toHaveBeenCalled();
    expect(userDetailsCookie()).toBeUndefined();
  });
});
