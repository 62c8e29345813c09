import { render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LanguageProvider } from '../../../../lib/i18n/language-context';
import { apiResponder } from '../../../../testing/render-app';
import { fakeFetch } from '../../../../testing/fake-fetch';
import { dataAnswer } from '../../../../testing/wallet-fixtures';
import type { CustomerBirth } from '../../lib/customer-birth';
import { kundliFixture, VELLORE_PLACE } from '../../testing/kundli-fixtures';
import { CustomerKundli } from './customer-kundli.component';

// kundliFixture: lagna Scorpio 9°30′, Moon in Virgo (Hasta), Mars in house 3, in a Mercury mahadasha
// (2019–2036) on 22 November 2026.

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-22T06:00:00Z'));
});
afterEach(() => vi.useRealTimers());

const birth: CustomerBirth = { name: 'Asha Sharma', date: '1954-11-12', time: '07:52', placeText: 'Vellore, Tamil Nadu, India', place: VELLORE_PLACE };

function renderDesk(forBirth: CustomerBirth, answer = kundliFixture(), language: 'en' | 'hi' = 'en') {
  const network = fakeFetch(apiResponder({ 'POST /api/calculate_kundli': dataAnswer(answer) }));
  vi.stubGlobal('fetch', network.fetch);
  render(
    <LanguageProvider initial={language}>
      <CustomerKundli birth={forBirth} moonTransit={(sign) => <p>Transit read from {sign}</p>} />
    </LanguageProvider>,
  );
  return network.requests;
}

describe("the customer's kundli on the astrologer's desk", () => {
  it('casts the chart as the kundli page does and shows lagna, Moon, nakshatra, the running dasha, charts, manglik and the transit slot', async () => {
    const requests = renderDesk(birth);
    const facts = within(await screen.findByRole('heading', { name: 'Running dasha' }).then((heading) => heading.closest('section')!.parentElement!));
    expect(requests.find((request) => request.url.pathname === '/api/calculate_kundli')?.body).toEqual({
      name: 'Asha Sharma',
      gender: 'other',
      date: '1954-11-12',
      time: '07:52',
      place: VELLORE_PLACE,
      ayanamsa: 'lahiri',
      node: 'mean',
    });
    expect(facts.getByText('Lagna').nextElementSibling?.textContent).toMatch(/^Scorpio 9°30′/);
    expect(facts.getByText('Moon sign').nextElementSibling?.textContent).toMatch(/^Virgo/);
    expect(facts.getByText('Nakshatra').nextElementSibling?.textContent).toMatch(/^Hasta, pada \d \(lord Moon\)$/);
    expect(facts.getByText('Mahadasha').nextElementSibling?.textContent).toMatch(/^Mercury, .+ 2019 – .+ 2036$/);
    expect(facts.getByText('Antardasha')).toBeTruthy();
    expect(screen.getAllByRole('img').length).toBe(2);
    expect(screen.getByRole('heading', { name: 'Manglik dosha' })).toBeTruthy();
    expect(screen.getByText('Transit read from Virgo')).toBeTruthy();
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('warns, as the kundli page does, when the birth time is not known', async () => {
    renderDesk({ ...birth, time: null }, { ...kundliFixture(), birth: { ...kundliFixture().birth, time_known: false } });
    expect(await screen.findByRole('heading', { name: 'The birth time is not known' })).toBeTruthy();
    expect(screen.getByText('Lagna').nextElementSibling?.textContent).toContain('uncertain: the birth time is not known');
  });

  it('says plainly why there is no chart when the place was typed, not chosen, and asks nothing of the server', () => {
    const requests = renderDesk({ ...birth, placeText: 'Vellore side', place: null });
    const note = within(screen.getByRole('note'));
    expect(note.getByRole('heading', { name: 'No chart for this consultation' })).toBeTruthy();
    expect(note.getByText(/“Vellore side” was typed, not chosen from the list/)).toBeTruthy();
    expect(requests).toEqual([]);
  });

  it('speaks Hindi', async () => {
    renderDesk(birth, kundliFixture(), 'hi');
    expect(await screen.findByRole('heading', { name: 'चल रही दशा' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Asha Sharma की कुंडली' })).toBeTruthy();
  });
});
