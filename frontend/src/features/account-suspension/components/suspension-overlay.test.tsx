import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserLocation } from '../../../lib/browser-location';
import { setUserDetailsCookie, userDetailsCookie } from '../../../testing/browser-state';
import { renderApp, userAnswer } from '../../../testing/render-app';

const SUSPENDED_TEXT = 'Your account has been temporarily suspended due to violation of our terms of service.';

function windowSizes({ outerWidth = 1024, innerWidth = 1024, outerHeight = 768, innerHeight = 768 }) {
  for (const [name, value] of Object.entries({ outerWidth, innerWidth, outerHeight, innerHeight })) {
    Object.defineProperty(window, name, { value, configurable: true });
  }
}

function banned(path = '/') {
  setUserDetailsCookie({ id: 'u1', status: 'ban' });
  return renderApp(path, { 'GET /api/get_single_users/u1': userAnswer({ status: 'ban' }) });
}

const overlay = () => screen.findByRole('alertdialog', { name: 'Account Suspended' });

describe('account suspension overlay (spec §4)', () => {
  it('covers the app with the spec texts and the support e-mail', async () => {
    banned();
    const dialog = await overlay();

    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(screen.getByRole('heading', { level: 1, name: 'Account Suspended' })).toBeTruthy();
    expect(screen.getByText(SUSPENDED_TEXT)).toBeTruthy();
    expect(screen.getByText('For assistance, please contact our support team')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'support@nakshatra.app' }).getAttribute('href')).toBe('mailto:support@nakshatra.app');
    expect(dialog.classList.contains('suspension')).toBe(true);
  });

  it('blocks the app behind it: inert, hidden from assistive technology, focus kept in the overlay', async () => {
    const { container } = banned();
    const dialog = await overlay();
    const shell = container.querySelector('.app-shell')!;

    expect(shell.hasAttribute('inert')).toBe(true);
    expect(shell.getAttribute('aria-hidden')).toBe('true');
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('button', { name: 'My account' })).toBeNull();
    expect(document.activeElement).toBe(dialog);
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'support@nakshatra.app' }));
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'support@nakshatra.app' }));
    await userEvent.tab({ shift: true });
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'support@nakshatra.app' }));
  });

  it('blocks pages that render alone too', async () => {
    banned('/admin');

    expect(await overlay()).toBeTruthy();
  });

  it('shows when the fetched user is banned though the cookie still says active, and records it in the cookie', async () => {
    setUserDetailsCookie({ id: 'u1', status: 'active', name: 'Asha' });
    renderApp('/', { 'GET /api/get_single_users/u1': userAnswer({ status: 'ban' }) });

    expect(await overlay()).toBeTruthy();
    await waitFor(() => expect(userDetailsCookie()).toEqual({ id: 'u1', status: 'ban', name: 'Asha' }));
  });

  it('goes when the ban has been lifted since the cookie was written', async () => {
    setUserDetailsCookie({ id: 'u1', status: 'ban' });
    renderApp('/', { 'GET /api/get_single_users/u1': userAnswer({ status: 'active' }) });

    await waitFor(() => expect(userDetailsCookie()?.status).toBe('active'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(await screen.findByRole('button', { name: 'My account' })).toBeTruthy();
  });

  it.each([
    ['visitors', undefined],
    ['active users', 'active'],
  ])('is not shown to %s', async (_who, status) => {
    if (status) setUserDetailsCookie({ id: 'u1', status });
    const { container } = renderApp('/', { 'GET /api/get_single_users/u1': userAnswer() });

    await screen.findByRole('banner');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(container.querySelector('.app-shell')!.hasAttribute('inert')).toBe(false);
  });
});

describe('suspension: docked developer tools (spec §4)', () => {
  afterEach(() => windowSizes({}));
  // The overlay shows from the cookie on the first render, so these tests need no waiting and run on fake time only.
  const shownAtOnce = async () => {
    // Lets the user fetch answer inside act.
    await act(async () => undefined);
    return screen.getByRole('alertdialog', { name: 'Account Suspended' });
  };
  const reloads = () => vi.spyOn(browserLocation, 'reload').mockImplementation(() => undefined);
  const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

  it.each([
    ['wider', { outerWidth: 1400, innerWidth: 1239 }],
    ['taller', { outerHeight: 1000, innerHeight: 839 }],
  ])('reloads every 2 s from load while the outer window is more than 160 px %s than the inner', async (_way, sizes) => {
    windowSizes(sizes);
    vi.useFakeTimers();
    const reload = reloads();
    banned();
    await shownAtOnce();

    await wait(1999);
    expect(reload).toHaveBeenCalledTimes(0);
    await wait(1);
    expect(reload).toHaveBeenCalledTimes(1);
    await wait(2000);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('does not reload at exactly 160 px', async () => {
    windowSizes({ outerWidth: 1184, innerWidth: 1024, outerHeight: 928, innerHeight: 768 });
    vi.useFakeTimers();
    const reload = reloads();
    banned();
    await shownAtOnce();

    await wait(10_000);
    expect(reload).not.toHaveBeenCalled();
  });

  it('checks again on resize: starts reloading when tools dock, stops when they go', async () => {
    windowSizes({});
    vi.useFakeTimers();
    const reload = reloads();
    banned();
    await shownAtOnce();
    await wait(4000);
    expect(reload).not.toHaveBeenCalled();

    windowSizes({ innerWidth: 700 });
    act(() => {
      window.dispatchEvent(new Event('resize'));
    });
    await wait(2000);
    expect(reload).toHaveBeenCalledTimes(1);

    windowSizes({});
    act(() => {
      window.dispatchEvent(new Event('resize'));
    });
    await wait(6000);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('never reloads a user who is not banned', async () => {
    windowSizes({ outerWidth: 1400, innerWidth: 800 });
    vi.useFakeTimers();
    const reload = reloads();
    setUserDetailsCookie({ id: 'u1', status: 'active' });
    renderApp('/', { 'GET /api/get_single_users/u1': userAnswer() });
    await act(async () => undefined);
    screen.getByRole('button', { name: 'My account' });

    await wait(10_000);
    expect(reload).not.toHaveBeenCalled();
  });
});
