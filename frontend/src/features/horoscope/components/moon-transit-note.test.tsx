import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, type Responder } from '../../../testing/fake-fetch';
import { renderApp } from '../../../testing/render-app';
import { dailyTransit, noneWritten, transitAnswer } from '../testing/horoscope-fixtures';

beforeAll(() => import('../../../app/routes/horoscope-sign.page'));

// 11:30 in India on Sunday 22 November 2026: the Moon in Virgo (Hasta), entering Libra at 4:05 pm.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-22T06:00:00Z'));
});
afterEach(() => vi.useRealTimers());

function open(path: string, transit: Responder = transitAnswer()) {
  const rendered = renderApp(path, { 'GET /api/get_horoscope': noneWritten, 'GET /api/get_daily_transit': transit });
  const transitDates = () => rendered.requests.filter((request) => request.url.pathname === '/api/get_daily_transit').map((request) => request.url.searchParams.get('date'));
  return { ...rendered, transitDates, user: userEvent.setup() };
}

const note = async (title = "Today's Moon") => within((await screen.findByRole('heading', { level: 2, name: title })).closest('section')!);

describe("a sign page's Moon note", () => {
  it('reads the Moon for the sign even when no horoscope was written for the day', async () => {
    open('/horoscope/leo');

    expect(await screen.findByText(/has not been written yet/)).toBeTruthy();
    const moon = await note();
    expect(await moon.findByText('The Moon is in Virgo, in Hasta nakshatra. It moves into Libra at 4:05 pm IST.')).toBeTruthy();
    expect(moon.getByText('For Leo, the Moon is in your 2nd house.')).toBeTruthy();
    expect(moon.getByText('A day for care')).toBeTruthy();
    expect(moon.getByText('Watch what you spend and what you say; family matters need your attention.')).toBeTruthy();
  });

  it('says so when the Moon stays in its sign all day, and reads a favourable house', async () => {
    open('/horoscope/virgo', transitAnswer(dailyTransit({ next_sign_at: null })));
    const moon = await note();
    expect(await moon.findByText('The Moon is in Virgo, in Hasta nakshatra. It stays in this sign all day.')).toBeTruthy();
    expect(moon.getByText('For Virgo, the Moon is in your 1st house.')).toBeTruthy();
    expect(moon.getByText('A favourable day')).toBeTruthy();
  });

  it("follows the day shown, and shows today's Moon for the longer periods", async () => {
    const { transitDates } = open('/horoscope/leo?date=2026-11-24');
    expect(await note('The Moon on 24 Nov 2026')).toBeTruthy();
    expect(transitDates()).toEqual(['2026-11-24']);

    const weekly = open('/horoscope/leo?period=weekly');
    expect(await note()).toBeTruthy();
    expect(weekly.transitDates()).toEqual(['2026-11-22']);
  });

  it('offers a retry when the Moon cannot be loaded', async () => {
    let calls = 0;
    const { user } = open('/horoscope/leo', (request) => (calls++ < 1 ? jsonResponse(500, {}) : transitAnswer()(request)));
    const moon = await note();
    expect((await moon.findByRole('alert')).textContent).toContain("We couldn't load the Moon's position.");
    await user.click(moon.getByRole('button', { name: 'Retry' }));
    expect(await moon.findByText('For Leo, the Moon is in your 2nd house.')).toBeTruthy();
  });

  it('speaks Hindi', async () => {
    window.localStorage.setItem('language', 'hi');
    open('/horoscope/leo');
    const moon = await note('आज का चंद्रमा');
    expect(await moon.findByText('चंद्रमा कन्या राशि में, हस्त नक्षत्र में है। यह 4:05 pm (IST) पर तुला राशि में प्रवेश करेगा।')).toBeTruthy();
    expect(moon.getByText('सिंह राशि के लिए चंद्रमा आपके दूसरे भाव में है।')).toBeTruthy();
  });
});
