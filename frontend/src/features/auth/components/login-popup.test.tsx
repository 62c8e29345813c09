import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { describe, expect, it, vi } from 'vitest';
import { browserLocation } from '../../../lib/browser-location';
import { userDetailsCookie } from '../../../testing/browser-state';
import { jsonResponse, pending, type FakeRequest, type Responder } from '../../../testing/fake-fetch';
import { renderApp } from '../../../testing/render-app';

const PHONE = '9876543210';
/** send_otp's answer: the user id top level (spec §3) and as `data` (the catalogue). */
const otpSent = (status: number, userId: string) => jsonResponse(status, { status, data: { user_id: userId }, user_id: userId });
const sent = (status = 200): Responder => () => otpSent(status, 'user-1');
const verified: Responder = () =>
  jsonResponse(200, { status: 200, data: { id: 'user-1', name: 'Anonymous', phone: PHONE, img_url: 'NA', status: 'active', role: 'customer', balance: 0 } });
const wrongCode: Responder = () => jsonResponse(400, { status: 400, code: 'otp.invalid', message: 'Invalid OTP. Please try again.' });

type Answers = Record<string, Responder>;
type User = ReturnType<typeof userEvent.setup>;

async function openLogin(answers: Answers = {}, user: User = userEvent.setup()) {
  const app = renderApp('/horoscope?sign=leo', answers);
  await user.click(await screen.findByRole('button', { name: 'Login' }));
  const dialog = await screen.findByRole('dialog', { name: 'Login' });
  return { ...app, user, dialog };
}

async function reachOtpStep(answers: Answers = {}, user?: User) {
  const opened = await openLogin({ 'POST /api/send_otp': sent(), ...answers }, user);
  await opened.user.type(screen.getByPlaceholderText('Mobile Number'), PHONE);
  await opened.user.click(screen.getByRole('checkbox'));
  await opened.user.click(screen.getByRole('button', { name: 'GET OTP' }));
  await screen.findByRole('heading', { name: 'OTP Verification' });
  return opened;
}

const box = (n: number) => screen.getByRole('textbox', { name: `OTP digit ${n}` }) as HTMLInputElement;
const boxValues = () => [1, 2, 3, 4, 5, 6].map((n) => box(n).value).join('');
const calls = (requests: FakeRequest[], name: string) => requests.filter((request) => request.url.pathname === `/api/${name}`);
const toast = async (message: string) => (await screen.findByText(message)).closest('.Toastify');

describe('login popup: opening and closing', () => {
  it('is one modal dialog named by its step, opened by the Login button', async () => {
    const { dialog } = await openLogin();

    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(within(dialog).getByRole('heading', { name: 'Login' })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByPlaceholderText('Mobile Number'));
  });

  it('closes with its close button and gives focus back to Login', async () => {
    const { user } = await openLogin();

    await user.click(screen.getByRole('button', { name: 'Close' }));

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Login' }));
  });

  it('closes with Escape', async () => {
    const { user } = await openLogin();

    await user.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps Tab inside the dialog', async () => {
    const { user, dialog } = await openLogin();
    screen.getByRole('button', { name: 'Close' }).focus();

    await user.tab({ shift: true });
    expect(document.activeElement).toBe(within(dialog).getAllByRole('link').at(-1));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
  });

  it('has a download-the-app footer whose store badges lead to the home page\'s get-the-app section', async () => {
    const { dialog } = await openLogin();

    expect(within(dialog).getByRole('heading', { name: 'Download the app' })).toBeTruthy();
    expect(within(dialog).getByText("Nakshatra works in your phone's browser too.")).toBeTruthy();
    for (const name of ['Get it on Google Play', 'Download on the App Store']) {
      expect(within(dialog).getByRole('link', { name }).getAttribute('href')).toBe('/#get-the-app');
    }
  });

  it('closes when a store badge is followed, on the way to the home page', async () => {
    const { user, dialog, router } = await openLogin();

    await user.click(within(dialog).getByRole('link', { name: 'Get it on Google Play' }));

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.location.hash).toBe('#get-the-app');
  });
});

describe('login popup: step 1', () => {
  it('has the country picker at India +91, the mobile field, the consent checkbox with its links and GET OTP, and no email field', async () => {
    const { dialog } = await openLogin();

    expect(within(dialog).getByRole('button', { name: 'Country code +91, India' })).toBeTruthy();
    expect(within(dialog).getByPlaceholderText('Mobile Number')).toBeTruthy();
    const consent = within(dialog).getByRole('checkbox', { name: 'I agree to the Terms and Conditions and Privacy Policy' }) as HTMLInputElement;
    expect(consent.checked).toBe(false);
    expect(within(dialog).getByRole('link', { name: 'Terms and Conditions' }).getAttribute('href')).toBe('/terms-and-conditions');
    expect(within(dialog).getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/privacy-policy');
    expect(within(dialog).getByRole('button', { name: 'GET OTP' })).toBeTruthy();
    expect(within(dialog).queryByRole('textbox', { name: /mail/i })).toBeNull();
    expect(dialog.querySelector('input[type="email"]')).toBeNull();
  });

  it('keeps only digits in the mobile field, at most 10', async () => {
    const { user } = await openLogin();
    const mobile = screen.getByPlaceholderText('Mobile Number') as HTMLInputElement;

    await user.type(mobile, '98a76-54 3210999');

    expect(mobile.value).toBe(PHONE);
    expect(mobile.maxLength).toBe(10);
  });

  it.each([
    ['', true, 'Please enter your mobile number'],
    ['98765', true, 'Please enter a valid 10-digit mobile number'],
    [PHONE, false, 'Please accept the terms and conditions to proceed'],
  ])('refuses mobile "%s" (consent %s) with the toast "%s" and sends nothing', async (mobile, consent, message) => {
    const { user, requests } = await openLogin();
    if (mobile) await user.type(screen.getByPlaceholderText('Mobile Number'), mobile);
    if (consent) await user.click(screen.getByRole('checkbox'));

    await user.click(screen.getByRole('button', { name: 'GET OTP' }));

    expect(await toast(message)).not.toBeNull();
    expect(calls(requests, 'send_otp')).toHaveLength(0);
    expect(screen.getByRole('heading', { name: 'Login' })).toBeTruthy();
  });

  it('shows one problem at a time: a newer one replaces the toast in place, so toasts never pile up over the dialog', async () => {
    const { user } = await openLogin();
    await user.click(screen.getByRole('button', { name: 'GET OTP' }));
    await toast('Please enter your mobile number');

    await user.type(screen.getByPlaceholderText('Mobile Number'), '98765');
    await user.click(screen.getByRole('button', { name: 'GET OTP' }));

    await waitFor(() => expect(screen.queryByText('Please enter your mobile number')).toBeNull());
    expect(await toast('Please enter a valid 10-digit mobile number')).not.toBeNull();
    expect(document.querySelectorAll('.Toastify__toast')).toHaveLength(1);
  });

  it('sends its toast away when it closes', async () => {
    const { user } = await openLogin();
    await user.click(screen.getByRole('button', { name: 'GET OTP' }));
    await toast('Please enter your mobile number');

    const shown = screen.getByText('Please enter your mobile number').closest('.Toastify__toast')!;

    await user.click(screen.getByRole('button', { name: 'Close' }));

    // jsdom runs no CSS animations, so the toast stays in its exit animation instead of leaving.
    await waitFor(() => expect(shown.className).toContain('Toastify__bounce-exit'));
  });

  it('sends numbers, route otp and the country code, then shows step 2 with the number it went to', async () => {
    const { requests, dialog } = await reachOtpStep();

    expect(calls(requests, 'send_otp').map((request) => [request.method, request.body])).toEqual([
      ['POST', { numbers: PHONE, route: 'otp', country_code: '+91' }],
    ]);
    expect(within(dialog).getByText(`A 6 digit OTP has been sent to +91 ${PHONE}`)).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'OTP Verification' })).toBe(dialog);
    expect(screen.getByText('Resend OTP in 30s')).toBeTruthy();
    expect(document.activeElement).toBe(box(1));
  });

  it('sends the dial code chosen in the picker, whose Escape closes only the list', async () => {
    const { user, requests, dialog } = await openLogin({ 'POST /api/send_otp': sent() });
    await user.click(within(dialog).getByRole('button', { name: 'Country code +91, India' }));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBe(dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Country code +91, India' }));
    await user.type(within(dialog).getByRole('searchbox'), 'canada');
    await user.click(within(dialog).getByRole('option', { name: '+1 Canada' }));

    await user.type(screen.getByPlaceholderText('Mobile Number'), PHONE);
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'GET OTP' }));

    expect(await within(dialog).findByText(`A 6 digit OTP has been sent to +1 ${PHONE}`)).toBeTruthy();
    expect(calls(requests, 'send_otp')[0]?.body).toEqual({ numbers: PHONE, route: 'otp', country_code: '+1' });
  });

  it('goes to step 2 on a 202 too', async () => {
    await reachOtpStep({ 'POST /api/send_otp': sent(202) });

    expect(screen.getAllByRole('textbox', { name: /^OTP digit \d$/ })).toHaveLength(6);
  });

  it.each([400, 429, 500, 503])('stays on step 1 with "Failed to send OTP. Please try again." on a %i', async (status) => {
    const { user } = await openLogin({ 'POST /api/send_otp': () => jsonResponse(status, { status, message: 'no' }) });
    await user.type(screen.getByPlaceholderText('Mobile Number'), PHONE);
    await user.click(screen.getByRole('checkbox'));

    await user.click(screen.getByRole('button', { name: 'GET OTP' }));

    expect(await toast('Failed to send OTP. Please try again.')).not.toBeNull();
    expect(screen.getByRole('heading', { name: 'Login' })).toBeTruthy();
  });

  it('says "Error sending OTP. Please try again." when the call fails', async () => {
    const { user } = await openLogin({ 'POST /api/send_otp': () => Promise.reject(new TypeError('Failed to fetch')) });
    await user.type(screen.getByPlaceholderText('Mobile Number'), PHONE);
    await user.click(screen.getByRole('checkbox'));

    await user.click(screen.getByRole('button', { name: 'GET OTP' }));

    expect(await toast('Error sending OTP. Please try again.')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'GET OTP' })).toBeTruthy();
  });

  it('disables GET OTP with a spinner while sending, and sends once however often it is pressed', async () => {
    const { user, requests } = await openLogin({ 'POST /api/send_otp': pending });
    await user.type(screen.getByPlaceholderText('Mobile Number'), PHONE);
    await user.click(screen.getByRole('checkbox'));

    await user.click(screen.getByRole('button', { name: 'GET OTP' }));
    await user.type(screen.getByPlaceholderText('Mobile Number'), '{Enter}');

    const button = screen.getByRole('button', { name: 'GET OTP' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.querySelector('.spinner')).not.toBeNull();
    expect(calls(requests, 'send_otp')).toHaveLength(1);
  });

  it('sends with Enter in the mobile field', async () => {
    const { user, requests } = await openLogin({ 'POST /api/send_otp': sent() });
    await user.click(screen.getByRole('checkbox'));
    await user.type(screen.getByPlaceholderText('Mobile Number'), `${PHONE}{Enter}`);

    await screen.findByRole('heading', { name: 'OTP Verification' });
    expect(calls(requests, 'send_otp')).toHaveLength(1);
  });
});

describe('login popup: step 2', () => {
  it('goes back to step 1 with Change, keeping the number', async () => {
    const { user } = await reachOtpStep();

    await user.click(screen.getByRole('button', { name: 'Change' }));

    expect(screen.getByRole('heading', { name: 'Login' })).toBeTruthy();
    expect((screen.getByPlaceholderText('Mobile Number') as HTMLInputElement).value).toBe(PHONE);
    expect(document.activeElement).toBe(screen.getByPlaceholderText('Mobile Number'));
  });

  it('moves focus forward as digits are typed, and ignores anything but digits', async () => {
    const { user } = await reachOtpStep({ 'POST /api/confirm_otp': pending });

    await user.keyboard('1');
    expect(document.activeElement).toBe(box(2));
    await user.keyboard('x');
    expect(box(2).value).toBe('');
    expect(document.activeElement).toBe(box(2));
    await user.keyboard('23');
    expect(boxValues()).toBe('123');
    expect(document.activeElement).toBe(box(4));
  });

  it('clears the box and moves focus back with Backspace', async () => {
    const { user } = await reachOtpStep();
    await user.keyboard('123');
    await user.click(box(3));

    await user.keyboard('{Backspace}');

    expect(boxValues()).toBe('12');
    expect(document.activeElement).toBe(box(2));
    await user.keyboard('{Backspace}');
    expect(boxValues()).toBe('1');
    expect(document.activeElement).toBe(box(1));
  });

  it('replaces a digit typed over an existing one', async () => {
    const { user } = await reachOtpStep();
    await user.keyboard('123');
    await user.click(box(2));

    await user.keyboard('7');

    expect(boxValues()).toBe('173');
  });

  it('moves on when a digit is typed over the same digit', async () => {
    const { user } = await reachOtpStep();
    await user.keyboard('000');
    await user.click(box(1));

    await user.keyboard('07');

    expect(boxValues()).toBe('070');
    expect(document.activeElement).toBe(box(3));
  });

  it('takes a whole code put into the first box at once (the phone filling in the SMS code)', async () => {
    const { requests } = await reachOtpStep({ 'POST /api/confirm_otp': wrongCode });

    fireEvent.change(box(1), { target: { value: '246810' } });

    expect(boxValues()).toBe('246810');
    await waitFor(() => expect(calls(requests, 'confirm_otp').map((request) => request.body)).toEqual([{ otp: '246810', user_id: 'user-1' }]));
  });

  it('fills all six boxes from a pasted code and verifies it', async () => {
    const { user, requests } = await reachOtpStep({ 'POST /api/confirm_otp': wrongCode });

    await user.paste('654321');

    expect(boxValues()).toBe('654321');
    await waitFor(() => expect(calls(requests, 'confirm_otp').map((request) => request.body)).toEqual([{ otp: '654321', user_id: 'user-1' }]));
  });

  it('verifies by itself when the sixth digit is filled', async () => {
    const { user, requests } = await reachOtpStep({ 'POST /api/confirm_otp': wrongCode });

    await user.keyboard('12345');
    expect(calls(requests, 'confirm_otp')).toHaveLength(0);
    await user.keyboard('6');

    await screen.findByText('Invalid OTP. Please try again.');
    expect(calls(requests, 'confirm_otp').map((request) => [request.method, request.body])).toEqual([['POST', { otp: '123456', user_id: 'user-1' }]]);
  });

  it('verifies with the Enter key and with Submit', async () => {
    const { user, requests } = await reachOtpStep({ 'POST /api/confirm_otp': wrongCode });
    await user.keyboard('123456');
    await screen.findByText('Invalid OTP. Please try again.');

    await user.keyboard('{Enter}');
    await waitFor(() => expect(calls(requests, 'confirm_otp')).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(calls(requests, 'confirm_otp')).toHaveLength(3));
  });

  it.each([
    ['Submit', async (user: User) => user.click(screen.getByRole('button', { name: 'Submit' }))],
    ['Enter', async (user: User) => user.keyboard('{Enter}')],
  ])('refuses an incomplete code on %s with "Please enter a 6-digit OTP."', async (_how, press) => {
    const { user, requests } = await reachOtpStep();
    await user.keyboard('12345');

    await press(user);

    expect(await toast('Please enter a 6-digit OTP.')).not.toBeNull();
    expect(calls(requests, 'confirm_otp')).toHaveLength(0);
  });

  it('stores the user details cookie for 2 days on path / and reloads the same path', async () => {
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
    const setCookie = vi.spyOn(Cookies, 'set');
    const { user } = await reachOtpStep({ 'POST /api/confirm_otp': verified });

    await user.keyboard('123456');

    await waitFor(() => expect(assign).toHaveBeenCalledWith(`${window.location.origin}/horoscope?sign=leo`));
    expect(document.cookie).toContain('userDetails=');
    expect(userDetailsCookie()).toMatchObject({ id: 'user-1', status: 'active', name: 'Anonymous' });
    expect(setCookie).toHaveBeenCalledWith('userDetails', expect.any(String), expect.objectContaining({ expires: 2, path: '/' }));
    expect(screen.queryByText('Invalid OTP. Please try again.')).toBeNull();
  });

  it('shows "Invalid OTP. Please try again." inline (not a toast) for any other status, and stores nothing', async () => {
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
    const { user, dialog } = await reachOtpStep({ 'POST /api/confirm_otp': () => jsonResponse(500, { status: 500, message: 'boom' }) });

    await user.keyboard('123456');

    const message = await within(dialog).findByText('Invalid OTP. Please try again.');
    expect(message.getAttribute('role')).toBe('alert');
    expect(message.classList.contains('login-step__error')).toBe(true);
    expect(message.closest('.Toastify')).toBeNull();
    expect(box(1).getAttribute('aria-invalid')).toBe('true');
    expect(userDetailsCookie()).toBeUndefined();
    expect(assign).not.toHaveBeenCalled();

    await user.click(box(6));
    await user.keyboard('{Backspace}');
    expect(screen.queryByText('Invalid OTP. Please try again.')).toBeNull();
  });

  it('says "Error verifying OTP. Please try again later." when the call fails', async () => {
    const { user } = await reachOtpStep({ 'POST /api/confirm_otp': () => Promise.reject(new TypeError('Failed to fetch')) });

    await user.keyboard('123456');

    expect(await toast('Error verifying OTP. Please try again later.')).not.toBeNull();
    expect(userDetailsCookie()).toBeUndefined();
    expect((screen.getByRole('button', { name: 'Submit' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('disables Submit with a spinner while verifying, and verifies once', async () => {
    const { user, requests } = await reachOtpStep({ 'POST /api/confirm_otp': pending });

    await user.keyboard('123456');
    await user.keyboard('{Enter}');

    const submit = screen.getByRole('button', { name: 'Submit' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    expect(submit.getAttribute('aria-busy')).toBe('true');
    expect(submit.querySelector('.spinner')).not.toBeNull();
    expect(calls(requests, 'confirm_otp')).toHaveLength(1);
  });
});

describe('login popup: resend countdown', () => {
  const withFakeTimers = () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    return userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  };
  const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

  it('counts down from 30 a second at a time, offering Resend OTP only at 0', async () => {
    await reachOtpStep({}, withFakeTimers());
    expect(screen.getByText('Resend OTP in 30s')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Resend OTP' })).toBeNull();

    await wait(1000);
    expect(screen.getByText('Resend OTP in 29s')).toBeTruthy();
    await wait(28_000);
    expect(screen.getByText('Resend OTP in 1s')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Resend OTP' })).toBeNull();
    await wait(1000);

    expect(screen.getByRole('button', { name: 'Resend OTP' })).toBeTruthy();
    expect(screen.queryByText(/Resend OTP in/)).toBeNull();
  });

  it('resends: clears the boxes, sends again, shows a spinner meanwhile and restarts at 30', async () => {
    let answerResend: (response: Response) => void = () => undefined;
    const answers = [sent(), () => new Promise<Response>((resolve) => (answerResend = resolve))];
    const { user, requests } = await reachOtpStep({ 'POST /api/send_otp': (request) => answers.shift()!(request), 'POST /api/confirm_otp': pending }, withFakeTimers());
    await user.keyboard('123');
    await wait(30_000);

    await user.click(screen.getByRole('button', { name: 'Resend OTP' }));

    expect(boxValues()).toBe('');
    const resend = screen.getByRole('button', { name: 'Resend OTP' }) as HTMLButtonElement;
    expect(resend.disabled).toBe(true);
    expect(resend.querySelector('.spinner')).not.toBeNull();
    await act(async () => answerResend(otpSent(200, 'user-1')));

    expect(await screen.findByText('Resend OTP in 30s')).toBeTruthy();
    expect(calls(requests, 'send_otp').map((request) => request.body)).toEqual([
      { numbers: PHONE, route: 'otp', country_code: '+91' },
      { numbers: PHONE, route: 'otp', country_code: '+91' },
    ]);
  });

  it('verifies against the user id the resend returned', async () => {
    const answers = [sent(), () => otpSent(202, 'user-2')];
    const { user, requests } = await reachOtpStep({ 'POST /api/send_otp': (request) => answers.shift()!(request), 'POST /api/confirm_otp': wrongCode }, withFakeTimers());
    await wait(30_000);
    await user.click(screen.getByRole('button', { name: 'Resend OTP' }));
    await screen.findByText('Resend OTP in 30s');

    await user.click(box(1));
    await user.keyboard('123456');

    await waitFor(() => expect(calls(requests, 'confirm_otp').map((request) => request.body)).toEqual([{ otp: '123456', user_id: 'user-2' }]));
  });

  it('keeps Resend OTP available when the resend fails', async () => {
    const answers = [sent(), () => jsonResponse(429, { status: 429, message: 'Too many requests' })];
    const { user } = await reachOtpStep({ 'POST /api/send_otp': (request) => answers.shift()!(request) }, withFakeTimers());
    await wait(30_000);

    await user.click(screen.getByRole('button', { name: 'Resend OTP' }));

    expect(await toast('Failed to send OTP. Please try again.')).not.toBeNull();
    expect((screen.getByRole('button', { name: 'Resend OTP' }) as HTMLButtonElement).disabled).toBe(false);
  });
});

describe('login popup in Hindi', () => {
  it('speaks Hindi when the visitor chose it, messages included', async () => {
    window.localStorage.setItem('language', 'hi');
    const user = userEvent.setup();
    renderApp('/', { 'POST /api/send_otp': sent() });
    await user.click(await screen.findByRole('button', { name: 'लॉगिन' }));
    const dialog = await screen.findByRole('dialog', { name: 'लॉगिन' });

    await user.click(within(dialog).getByRole('button', { name: 'OTP पाएँ' }));
    expect(await toast('कृपया अपना मोबाइल नंबर दर्ज करें')).toBeTruthy();

    await user.type(within(dialog).getByPlaceholderText('मोबाइल नंबर'), PHONE);
    await user.click(within(dialog).getByRole('checkbox'));
    await user.click(within(dialog).getByRole('button', { name: 'OTP पाएँ' }));
    expect(await screen.findByRole('heading', { name: 'OTP सत्यापन' })).toBeTruthy();
    expect(screen.getByText(`+91 ${PHONE} पर 6 अंकों का OTP भेजा गया है`)).toBeTruthy();
  });
});
