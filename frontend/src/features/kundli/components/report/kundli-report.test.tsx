import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../../testing/render-app';
import { STORAGE_KEYS } from '../../lib/birth-details-storage';
import { dataAnswer } from '../../../../testing/wallet-fixtures';
import { kundliFixture, VELLORE_PLACE } from '../../testing/kundli-fixtures';

// The report of the example birth (kundliFixture): lagna Scorpio, Moon in Hasta (Virgo), Mars in
// Capricorn (house 3), Sun, Venus (retrograde) and Saturn in Libra (house 12); in a Mercury
// mahadasha (2019–2036) on 22 November 2026.

beforeAll(() => import('../../../../app/routes/free-kundli.page'));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-22T06:00:00Z'));
  const details = { name: 'Asha Sharma', gender: 'female', date: '1954-11-12', time: '07:52', timeUnknown: false, place: 'Vellore, Tamil Nadu, India', placeChoice: VELLORE_PLACE };
  window.localStorage.setItem(STORAGE_KEYS.kundli, JSON.stringify(details));
});
afterEach(() => vi.useRealTimers());

async function showReport(submit = 'Show my kundli', title = 'Kundli of Asha Sharma') {
  renderApp('/free-kundli', { 'POST /api/calculate_kundli': dataAnswer(kundliFixture()) });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: submit }));
  const heading = await screen.findByRole('heading', { level: 2, name: title });
  return { user, report: within(heading.closest('article')!) };
}

const factOf = (report: ReturnType<typeof within>, term: string) => report.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

describe('the kundli report', () => {
  it('sums up the birth: what the chart was cast from, and the birth star', async () => {
    const { report } = await showReport();

    expect(factOf(report, 'Date of birth')).toBe('12 Nov 1954');
    expect(factOf(report, 'Time of birth')).toBe('07:52');
    expect(factOf(report, 'Place of birth')).toBe('Vellore, Tamil Nadu, India');
    expect(factOf(report, 'Latitude and longitude')).toBe('12°55′N 79°08′E');
    expect(factOf(report, 'Time zone used')).toBe('UTC+05:30 (Asia/Kolkata)');
    expect(factOf(report, 'Ayanamsa')).toBe('Lahiri 23°08′');
    expect(factOf(report, 'Moon sign (rashi)')).toBe('Virgo');
    expect(factOf(report, 'Sun sign')).toBe('Libra');
    expect(factOf(report, 'Ascendant (lagna)')).toBe('Scorpio');
    expect(factOf(report, 'Birth nakshatra')).toBe('Hasta, pada 3');
    expect([factOf(report, 'Varna'), factOf(report, 'Vashya'), factOf(report, 'Yoni'), factOf(report, 'Gana'), factOf(report, 'Nadi')]).toEqual(['Vaishya', 'Manava', 'Mahisha', 'Deva', 'Adi']);
    expect(report.queryByRole('note')).toBeNull();
  });

  it('draws D1 and D9 as labelled images whose text lists every house, North Indian by default', async () => {
    const { report } = await showReport();

    const d1 = report.getByRole('img', { name: 'Rashi chart (D1), North Indian style' });
    expect(report.getByRole('img', { name: 'Navamsa chart (D9), North Indian style' })).toBeTruthy();
    const description = document.getElementById(d1.getAttribute('aria-describedby')!)!.textContent!;
    expect(description).toContain('House 1, Scorpio: Ascendant, Mercury.');
    expect(description).toContain('House 4, Aquarius: empty.');
    expect(description).toContain('House 12, Libra: Sun, Venus (Retrograde), Saturn.');
    expect(description.match(/House \d+/g)).toHaveLength(12);
    // The top diamond is house 1, marked 8 for Scorpio; its bodies are the ascendant and Mercury.
    const lagnaCell = d1.querySelector('.kundli-chart__cell--lagna')!;
    expect(lagnaCell.querySelector('.kundli-chart__sign')?.textContent).toBe('8');
    expect([...lagnaCell.querySelectorAll('.kundli-chart__body')].map((text) => text.textContent)).toEqual(['As', 'Me']);
    expect(report.getByText(/As: ascendant \(lagna\)\. ℞: retrograde\. Su: Sun, Mo: Moon/)).toBeTruthy();
  });

  it('switches both charts to the South Indian style and remembers the choice', async () => {
    const { user, report } = await showReport();
    const styles = report.getByRole('group', { name: 'Chart style' });
    expect((within(styles).getByRole('radio', { name: 'North Indian' }) as HTMLInputElement).checked).toBe(true);

    await user.click(within(styles).getByRole('radio', { name: 'South Indian' }));
    const d1 = report.getByRole('img', { name: 'Rashi chart (D1), South Indian style' });
    expect(report.getByRole('img', { name: 'Navamsa chart (D9), South Indian style' })).toBeTruthy();
    expect(d1.querySelector('.kundli-chart__lagna-mark')).toBeTruthy();
    expect(d1.querySelector('.kundli-chart__cell--lagna .kundli-chart__sign')?.textContent).toBe('Sco');
    expect(window.localStorage.getItem('nk_chart_style')).toBe('south');
  });

  it('opens in the remembered style', async () => {
    window.localStorage.setItem('nk_chart_style', 'south');
    const { report } = await showReport();
    expect(report.getByRole('img', { name: 'Rashi chart (D1), South Indian style' })).toBeTruthy();
  });

  it('tables the ascendant and the nine planets: sign and degree, nakshatra, pada, lord, house, retrograde', async () => {
    const { report } = await showReport();
    const table = within(report.getByRole('region', { name: 'Planet positions' }));
    const rows = table.getAllByRole('row').slice(1).map((row) => [...row.children].map((cell) => cell.textContent));

    expect(rows).toHaveLength(10);
    expect(rows[0]).toEqual(['Ascendant (lagna)', 'Scorpio 9°30′', 'Anuradha', '2', 'Saturn', '1', '—']);
    expect(rows[1]).toEqual(['Sun', 'Libra 26°30′', 'Vishakha', '2', 'Jupiter', '12', 'No']);
    expect(rows[6]).toEqual(['Venus', 'Libra 12°00′', 'Swati', '2', 'Rahu', '12', 'Yes ℞']);
  });

  it('says whether the chart is manglik, from the ascendant and from the Moon', async () => {
    const { report } = await showReport();
    const manglik = within(report.getByRole('region', { name: 'Manglik dosha' }));
    expect(manglik.getByText('Manglik: no')).toBeTruthy();
    expect(manglik.getByText('From the ascendant (lagna), Mars is in house 3: not a manglik house.')).toBeTruthy();
    expect(manglik.getByText('From the Moon, Mars is in house 5: not a manglik house.')).toBeTruthy();
  });

  it('lists the Vimshottari dasha with the balance at birth, the running period marked and open', async () => {
    const { user, report } = await showReport();
    const dasha = within(report.getByRole('region', { name: 'Vimshottari dasha' }));

    expect(dasha.getByText('At birth: Moon mahadasha, with 4 years 7 months 6 days left.')).toBeTruthy();
    expect(dasha.getByText(/Dates are in India time \(IST\)\. A dasha year here is 365\.2425 days\./)).toBeTruthy();
    const running = dasha.getByRole('button', { name: /^Mercury/ });
    expect(running.textContent).toContain('Running now');
    expect(running.getAttribute('aria-expanded')).toBe('true');
    expect(running.closest('li')?.getAttribute('aria-current')).toBe('true');
    const antardashas = document.getElementById(running.getAttribute('aria-controls')!)!;
    expect(antardashas.hidden).toBe(false);
    expect(within(antardashas).getAllByRole('row')).toHaveLength(10);
    expect(antardashas.querySelector('[aria-current="true"]')?.textContent).toContain('Running now');

    const mars = dasha.getByRole('button', { name: /^Mars/ });
    expect(mars.getAttribute('aria-expanded')).toBe('false');
    await user.click(mars);
    expect(mars.getAttribute('aria-expanded')).toBe('true');
    expect(document.getElementById(mars.getAttribute('aria-controls')!)!.hidden).toBe(false);
  });

  it('prints through the browser', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const { user, report } = await showReport();
    await user.click(report.getByRole('button', { name: 'Print / Save as PDF' }));
    expect(print).toHaveBeenCalledOnce();
  });

  it('speaks Hindi, down to the planet abbreviations in the charts', async () => {
    window.localStorage.setItem('language', 'hi');
    const { report } = await showReport('मेरी कुंडली दिखाएँ', 'Asha Sharma की कुंडली');

    const d1 = report.getByRole('img', { name: 'राशि कुंडली (D1), उत्तर भारतीय शैली' });
    expect([...d1.querySelectorAll('.kundli-chart__cell--lagna .kundli-chart__body')].map((text) => text.textContent)).toEqual(['ल', 'बु']);
    expect(factOf(report, 'चंद्र राशि')).toBe('कन्या');
    expect(factOf(report, 'जन्म नक्षत्र')).toBe('हस्त, चरण 3');
    await waitFor(() => expect(report.getByRole('button', { name: /^बुध/ }).textContent).toContain('अभी चल रही है'));
  });
});
