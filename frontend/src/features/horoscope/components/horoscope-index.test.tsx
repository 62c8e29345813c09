import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderApp } from '../../../testing/render-app';

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
    // The signs are fixed: the page asks the server for nothing.
    expect(requests.filter((request) => request.url.pathname.includes('horoscope'))).toEqual([]);
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
