import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, pending, type Responder } from '../../../testing/fake-fetch';
import { renderApp } from '../../../testing/render-app';
import { found, horoscope, horoscopeQueries, inTurn, noneWritten, transitAnswer } from '../testing/horoscope-fixtures';

beforeAll(() => import('../../../app/routes/horoscope-sign.page'));

// 11:30 in India on Sunday 22 November 2026. Only Date is faked, so Testing Library's timers still run.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-22T06:00:00Z'));
});
afterEach(() => vi.useRealTimers());

function open(path: string, ...answers: Responder[]) {
  const rendered = renderApp(path, { 'GET /api/get_horoscope': inTurn(...answers), 'GET /api/get_daily_transit': transitAnswer() });
  return { ...rendered, queries: () => horoscopeQueries(rendered.requests), user: userEvent.setup() };
}

const tab = (name: string) => screen.getByRole('tab', { name });
const selectedTab = () => screen.getAllByRole('tab').find((element) => element.getAttribute('aria-selected') === 'true');
const dateNavigation = (name = 'Choose the date') => within(screen.getByRole('navigation', { name }));

describe('sign horoscope page', () => {
  it("asks for today's daily horoscope and shows a skeleton meanwhile", async () => {
    const { queries } = open('/horoscope/leo', pending);

    expect(await screen.findByRole('heading', { level: 1, name: 'Leo horoscope' })).toBeTruthy();
    expect(screen.getByText('Simha · सिंह · 23 Jul – 22 Aug')).toBeTruthy();
    expect(screen.getByText('Loading the horoscope…').closest('[role="status"]')).toBeTruthy();
    expect(selectedTab()?.textContent).toBe('Daily');
    expect(document.title).toBe('Leo daily horoscope · Nakshatra');
    await waitFor(() => expect(queries()).toEqual([{ sign: 'leo', period: 'daily', date: '2026-11-22', status: 'published', limit: '1' }]));
  });

  it('shows the horoscope, cleaned, with its lucky number and colour', async () => {
    const body = '<p>The Sun <strong>steadies</strong> you.</p><img src="x" onerror="window.__horoscopePwned = true"><script>window.__horoscopePwned = true</script>';
    open('/horoscope/leo', found(horoscope({ body })));

    const panel = await screen.findByRole('tabpanel', { name: 'Daily' });
    expect(within(panel).getByRole('heading', { level: 2, name: 'Sunday, 22 Nov 2026' })).toBeTruthy();
    expect((await within(panel).findByText('steadies')).tagName).toBe('STRONG');
    expect(within(panel).getByText('Lucky number').nextElementSibling?.textContent).toBe('1');
    expect(within(panel).getByText('Lucky colour').nextElementSibling?.textContent).toBe('Gold');
    expect(document.querySelectorAll('main script, main [onerror]')).toHaveLength(0);
    expect((window as unknown as { __horoscopePwned?: boolean }).__horoscopePwned).toBeUndefined();
  });

  it('says so when no horoscope is written for the date', async () => {
    open('/horoscope/leo?date=2026-11-23', noneWritten);

    expect(await screen.findByText('The daily horoscope of Leo for Monday, 23 Nov 2026 has not been written yet.')).toBeTruthy();
    expect(screen.queryByText('Lucky number')).toBeNull();
  });

  it('offers a retry when the horoscope fails to load', async () => {
    const { user, queries } = open('/horoscope/leo', () => jsonResponse(500, { status: 500, message: 'boom' }), found(horoscope()));

    expect((await screen.findByRole('alert')).textContent).toContain("We couldn't load this horoscope.");
    await user.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByText('steadies')).toBeTruthy();
    expect(queries()).toHaveLength(2);
  });

  it('switches period with the tabs, by click or arrow keys, keeping the state in the address', async () => {
    const { user, queries, router } = open('/horoscope/leo', noneWritten, noneWritten, noneWritten, noneWritten);
    await screen.findByText(/has not been written yet/);

    await user.click(tab('Weekly'));
    expect(router.state.location.search).toBe('?period=weekly');
    expect(await screen.findByRole('heading', { level: 2, name: '16 – 22 Nov 2026' })).toBeTruthy();
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(tab('Weekly').id);

    tab('Weekly').focus();
    await user.keyboard('{ArrowRight}');
    expect(router.state.location.search).toBe('?period=monthly');
    expect(document.activeElement).toBe(tab('Monthly'));
    expect(tab('Monthly').getAttribute('tabindex')).toBe('0');
    expect(tab('Weekly').getAttribute('tabindex')).toBe('-1');

    await user.keyboard('{End}');
    expect(router.state.location.search).toBe('?period=yearly');
    expect(await screen.findByRole('heading', { level: 2, name: '2026' })).toBeTruthy();
    await waitFor(() =>
      expect(queries().map((query) => [query.period, query.date])).toEqual([
        ['daily', '2026-11-22'],
        ['weekly', '2026-11-16'],
        ['monthly', '2026-11-01'],
        ['yearly', '2026-01-01'],
      ]),
    );
  });

  it('moves a day at a time, offers a way back to today, and stops a day ahead', async () => {
    const { user, queries, router } = open('/horoscope/leo', noneWritten, noneWritten, noneWritten);
    await screen.findByText(/has not been written yet/);
    expect(dateNavigation().queryByRole('link', { name: 'Today' })).toBeNull();

    await user.click(dateNavigation().getByRole('link', { name: 'Previous day' }));
    expect(router.state.location.search).toBe('?date=2026-11-21');
    expect(await screen.findByRole('heading', { level: 2, name: 'Saturday, 21 Nov 2026' })).toBeTruthy();
    expect(dateNavigation().getByRole('link', { name: 'Today' }).getAttribute('href')).toBe('/horoscope/leo');

    await user.click(dateNavigation().getByRole('link', { name: 'Next day' }));
    await user.click(await screen.findByRole('link', { name: 'Next day' }));
    expect(router.state.location.search).toBe('?date=2026-11-23');
    expect(dateNavigation().queryByRole('link', { name: 'Next day' })).toBeNull();
    await waitFor(() => expect(queries().map((query) => query.date)).toEqual(['2026-11-22', '2026-11-21', '2026-11-22', '2026-11-23']));
  });

  it("opens another tab on the period around the date shown, and links the other signs to the same period", async () => {
    const { user, router } = open('/horoscope/leo?period=weekly&date=2026-10-12', noneWritten, noneWritten);
    await screen.findByText(/has not been written yet/);
    const others = within(screen.getByRole('navigation', { name: 'Other signs' }));
    expect(others.getAllByRole('link')).toHaveLength(11);
    expect(others.getByRole('link', { name: 'Virgo' }).getAttribute('href')).toBe('/horoscope/virgo?period=weekly&date=2026-10-12');

    await user.click(tab('Monthly'));
    expect(router.state.location.search).toBe('?period=monthly&date=2026-10-01');
  });

  it('shows the not-found page for a name that is no sign', async () => {
    const { queries } = open('/horoscope/dragon');

    expect(await screen.findByRole('heading', { level: 1, name: 'Sign not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See all twelve signs' }).getAttribute('href')).toBe('/horoscope');
    expect(queries()).toEqual([]);
  });

  it('speaks Hindi when the visitor chose it; the horoscope shows as written', async () => {
    window.localStorage.setItem('language', 'hi');
    open('/horoscope/leo', found(horoscope()));

    expect(await screen.findByRole('heading', { level: 1, name: 'सिंह राशिफल' })).toBeTruthy();
    expect(selectedTab()?.textContent).toBe('दैनिक');
    expect(screen.getByRole('heading', { level: 2, name: 'रविवार, 22 नवंबर 2026' })).toBeTruthy();
    expect(await screen.findByText('शुभ अंक')).toBeTruthy();
    expect(screen.getByText('steadies')).toBeTruthy();
    expect(dateNavigation('तारीख़ चुनें').getByRole('link', { name: 'पिछला दिन' })).toBeTruthy();
  });
});
