import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { pending, type Responder } from '../../../testing/fake-fetch';
import { renderApp } from '../../../testing/render-app';
import { contentItem, inTurn, listPage, queriesTo, serverError } from '../testing/content-fixtures';

beforeAll(() => import('../../../app/routes/content-list.page'));

// 01:30 on 6 November in India, still the 5th in UTC.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-05T20:00:00.000Z'));
});

const festival = (n: number, title: string, date: string) => contentItem('festivals', n, { title, slug: title.toLowerCase().replace(/\s+/g, '-'), date });
const diwali = festival(1, 'Diwali', '2026-11-08');
const chhath = festival(2, 'Chhath Puja', '2026-11-15');
const sankranti = festival(3, 'Makar Sankranti', '2027-01-14');
const navratri = festival(4, 'Navratri', '2026-10-11');

function openCalendar(path: string, ...answers: Responder[]) {
  const rendered = renderApp(path, { 'GET /api/get_festivals': inTurn(...answers) });
  return { ...rendered, queries: () => queriesTo(rendered.requests, 'get_festivals'), user: userEvent.setup() };
}

const calendar = () => screen.getByRole('table', { name: /2026|2027/ });
/** The calendar cell of a day of the shown month. */
const dayCell = (day: number) => {
  const cell = within(calendar())
    .getAllByRole('cell')
    .find((candidate) => candidate.querySelector('.month-grid__number')?.firstChild?.textContent === String(day));
  if (!cell) throw new Error(`no cell for day ${day}`);
  return cell;
};

describe('festival calendar', () => {
  it('switches from the list to this month in India, with each festival on its day', async () => {
    const { user, queries, router } = openCalendar('/festivals', listPage([sankranti, chhath, diwali]), listPage([sankranti, chhath, diwali, navratri]));

    const views = await screen.findByRole('group', { name: 'View' });
    expect(within(views).getByRole('link', { name: 'List' }).getAttribute('aria-current')).toBe('true');
    await screen.findByRole('link', { name: 'Diwali' });
    await user.click(within(views).getByRole('link', { name: 'Calendar' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'November 2026' })).toBeTruthy();
    expect(router.state.location.search).toBe('?view=calendar');
    expect(within(views).getByRole('link', { name: 'Calendar' }).getAttribute('aria-current')).toBe('true');
    expect(screen.queryByRole('searchbox')).toBeNull();

    await waitFor(() => expect(within(dayCell(8)).getByRole('link', { name: 'Diwali' }).getAttribute('href')).toBe('/festivals/diwali'));
    expect(within(dayCell(15)).getByRole('link', { name: 'Chhath Puja' })).toBeTruthy();
    expect(within(dayCell(9)).queryByRole('link')).toBeNull();
    // Today is the 6th in India.
    expect(dayCell(6).getAttribute('aria-current')).toBe('date');
    expect(within(calendar()).queryByRole('link', { name: 'Navratri' })).toBeNull();
    expect(within(calendar()).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);

    const agenda = within(screen.getByRole('region', { name: 'Festivals in November 2026' }));
    expect(agenda.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['8 Nov 2026Diwali', '15 Nov 2026Chhath Puja']);
    expect(queries()[1]).toEqual({ page: '1', limit: '100', sort: 'date', status: 'published' });
  });

  it('moves between months from the address, back to this month', async () => {
    const { user, queries, router } = openCalendar('/festivals?view=calendar', listPage([diwali]), listPage([sankranti, diwali]), listPage([sankranti, diwali]), listPage([diwali]));

    await screen.findByRole('heading', { level: 2, name: 'November 2026' });
    expect(screen.queryByRole('link', { name: 'This month' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Previous month' }).getAttribute('href')).toBe('/festivals?view=calendar&month=2026-10');

    await user.click(screen.getByRole('link', { name: 'Next month' }));
    await user.click(screen.getByRole('link', { name: 'Next month' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'January 2027' })).toBeTruthy();
    expect(router.state.location.search).toBe('?view=calendar&month=2027-01');
    await waitFor(() => expect(within(dayCell(14)).getByRole('link', { name: 'Makar Sankranti' })).toBeTruthy());

    await user.click(screen.getByRole('link', { name: 'This month' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'November 2026' })).toBeTruthy();
    await waitFor(() => expect(queries()).toHaveLength(4));
  });

  it('reads on while a page still reaches into the month, and no further', async () => {
    const later = Array.from({ length: 100 }, (_, index) => festival(100 + index, `Later ${index}`, index === 99 ? '2026-11-20' : '2027-02-01'));
    const { queries } = openCalendar('/festivals?view=calendar&month=2026-11', listPage(later, 250, 1, 100), listPage([diwali, navratri], 250, 2, 100));

    await waitFor(() => expect(within(dayCell(8)).getByRole('link', { name: 'Diwali' })).toBeTruthy());
    expect(within(dayCell(20)).getByRole('link', { name: 'Later 99' })).toBeTruthy();
    expect(queries().map((query) => query.page)).toEqual(['1', '2']);
  });

  it('shows the empty month, and says there is nothing in it', async () => {
    openCalendar('/festivals?view=calendar&month=2026-12', listPage([sankranti, diwali]));

    expect(await screen.findByText('No festivals in December 2026')).toBeTruthy();
    expect(within(calendar()).queryAllByRole('link')).toHaveLength(0);
    expect(dayCell(31)).toBeTruthy();
  });

  it('says it is loading, and offers a retry when the month fails', async () => {
    const { user } = openCalendar('/festivals?view=calendar', serverError, listPage([diwali]));

    expect((await screen.findByRole('alert')).textContent).toContain("We couldn't load the festivals of November 2026.");
    await user.click(screen.getByRole('button', { name: 'Retry' }));

    await waitFor(() => expect(within(dayCell(8)).getByRole('link', { name: 'Diwali' })).toBeTruthy());
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows a loading month while its festivals are on their way', async () => {
    openCalendar('/festivals?view=calendar', pending);

    expect((await screen.findByText('Loading the festivals of November 2026…')).getAttribute('role')).toBe('status');
    expect(calendar()).toBeTruthy();
  });

  it('speaks Hindi: views, month, days of the week and dates', async () => {
    window.localStorage.setItem('language', 'hi');
    openCalendar('/festivals?view=calendar', listPage([diwali]));

    const views = await screen.findByRole('group', { name: 'दृश्य' });
    expect(within(views).getByRole('link', { name: 'कैलेंडर' }).getAttribute('aria-current')).toBe('true');
    expect(await screen.findByRole('heading', { level: 2, name: 'नवंबर 2026' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'अगला महीना' })).toBeTruthy();
    expect(within(calendar()).getAllByRole('columnheader')[0]?.textContent).toBe('रवि');
    const agenda = within(await screen.findByRole('region', { name: 'नवंबर 2026 के त्योहार' }));
    expect(agenda.getByText('8 नव॰ 2026')).toBeTruthy();
  });
});
