import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../testing/render-app';
import { transitAnswer } from '../testing/horoscope-fixtures';

beforeAll(() => import('../../../app/routes/horoscope.page'));

const signCards = (name = 'The twelve signs') => within(screen.getByRole('list', { name })).getAllByRole('listitem');

describe('horoscope index', () => {
  it('shows the twelve signs with symbol, Sanskrit and Hindi names and dates, each linking to its page', async () => {
    const { requests } = renderApp('/horoscope');

    expect(await screen.findByRole('heading', { level: 1, name: 'Horoscope' })).toBeTruthy();
    const cards = signCards();
    expect(cards).toHaveLength(12);
    const leo = within(cards[4]!);
    expect(leo.getByRole('heading', { level: 2, name: 'Leo' })).toBeTruthy();
    expect(leo.getByRole('link', { name: 'Leo' }).getAttribute('href')).toBe('/horoscope/leo');
    expect(leo.getByText('Simha · सिंह')).toBeTruthy();
    expect(leo.getByText('23 Jul – 22 Aug')).toBeTruthy();
    expect(cards[4]!.textContent).toContain('♌');
    expect(within(cards[0]!).getByRole('link', { name: 'Aries' }).getAttribute('href')).toBe('/horoscope/aries');
    expect(within(cards[11]!).getByRole('link', { name: 'Pisces' }).getAttribute('href')).toBe('/horoscope/pisces');
    expect(screen.getByRole('link', { name: 'Ask an astrologer' }).getAttribute('href')).toBe('/chat-with-astrologer');
    expect(document.title).toBe('Horoscope: daily, weekly, monthly and yearly · Nakshatra');
    // The signs are fixed: the page asks the server for no horoscope.
    expect(requests.filter((request) => request.url.pathname.includes('horoscope'))).toEqual([]);
  });

  describe("with today's Moon", () => {
    // 11:30 in India on 22 November 2026.
    beforeEach(() => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2026-11-22T06:00:00Z'));
    });
    afterEach(() => vi.useRealTimers());

    it('says where the Moon is today and, on each card, which house it is in for that sign', async () => {
      const { requests } = renderApp('/horoscope', { 'GET /api/get_daily_transit': transitAnswer() });

      const moon = within((await screen.findByRole('heading', { level: 2, name: "Today's Moon" })).closest('section')!);
      expect(await moon.findByText('The Moon is in Virgo, in Hasta nakshatra. It moves into Libra at 4:05 pm IST.')).toBeTruthy();
      expect(requests.find((request) => request.url.pathname === '/api/get_daily_transit')?.url.searchParams.get('date')).toBe('2026-11-22');
      const cards = signCards();
      expect(cards[5]!.textContent).toContain('Moon in your 1st house: a favourable day');
      expect(cards[4]!.textContent).toContain('Moon in your 2nd house: a day for care');
      expect(cards[6]!.textContent).toContain('Moon in your 12th house: a day for care');
    });
  });

  it('speaks Hindi when the visitor chose it', async () => {
    window.localStorage.setItem('language', 'hi');
    renderApp('/horoscope');

    expect(await screen.findByRole('heading', { level: 1, name: 'राशिफल' })).toBeTruthy();
    const leo = within(signCards('बारह राशियाँ')[4]!);
    expect(leo.getByRole('link', { name: 'सिंह' })).toBeTruthy();
    expect(leo.getByText('Leo · Simha')).toBeTruthy();
    expect(leo.getByText('23 जुलाई – 22 अगस्त')).toBeTruthy();
  });
});
