import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../testing/render-app';
import { STORAGE_KEYS } from '../lib/birth-details-storage';
import { dataAnswer } from '../../../testing/wallet-fixtures';
import { placeAnswers } from '../testing/kundli-api-fakes';
import { matchmakingFixture, VELLORE, VELLORE_PLACE } from '../testing/kundli-fixtures';

beforeAll(() => import('../../../app/routes/kundli-matchmaking.page'));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-22T06:00:00Z'));
});
afterEach(() => vi.useRealTimers());

function open() {
  const rendered = renderApp('/kundli-matchmaking', { ...placeAnswers('Vellore', [VELLORE]), 'POST /api/calculate_matchmaking': dataAnswer(matchmakingFixture) });
  const sent = () => rendered.requests.filter((request) => request.url.pathname === '/api/calculate_matchmaking');
  return { ...rendered, sent, user: userEvent.setup() };
}

type User = ReturnType<typeof userEvent.setup>;
const section = (name: string) => within(screen.getByRole('group', { name }));
type Section = ReturnType<typeof section>;

async function fillBirth(user: User, person: Section, name: string, date: string) {
  await user.type(person.getByLabelText('Name'), name);
  await user.type(person.getByLabelText('Date of birth'), date);
  await user.type(person.getByLabelText('Time of birth'), '10:15');
  await user.type(person.getByRole('combobox', { name: 'Place of birth' }), 'Vellore');
  await user.click(await person.findByRole('option', { name: 'Vellore, Tamil Nadu, India' }));
}

async function fillNakshatra(user: User, person: Section, name: string) {
  await user.click(person.getByRole('switch', { name: 'I know only my nakshatra' }));
  await user.type(person.getByLabelText('Name'), name);
  await user.selectOptions(person.getByLabelText('Nakshatra'), 'Rohini');
  await user.selectOptions(person.getByLabelText('Pada'), '2');
}

describe('kundli matchmaking form', () => {
  it("has the boy's and the girl's sections, without a gender question, each with the place search and the nakshatra switch", async () => {
    open();

    expect(await screen.findByRole('heading', { level: 1, name: 'Kundli Matchmaking' })).toBeTruthy();
    for (const name of ["Boy's details", "Girl's details"]) {
      const person = section(name);
      expect(person.getByLabelText('Name')).toBeTruthy();
      expect(person.queryByRole('radio')).toBeNull();
      expect(person.getByRole('checkbox', { name: "I don't know the time of birth" })).toBeTruthy();
      expect(person.getByRole('combobox', { name: 'Place of birth' })).toBeTruthy();
      expect((person.getByRole('switch', { name: 'I know only my nakshatra' }) as HTMLInputElement).checked).toBe(false);
    }
    // Two sets of fields, each with ids of its own.
    expect(new Set(screen.getAllByLabelText('Name').map((input) => input.id)).size).toBe(2);
    const contents = within(screen.getByRole('complementary', { name: 'What the matchmaking report includes' }));
    expect(contents.getByText(/score out of 36 from eight kootas/)).toBeTruthy();
  });

  it('names the section of each field to fix', async () => {
    const { user, sent } = open();
    await screen.findByRole('heading', { level: 1, name: 'Kundli Matchmaking' });
    await fillBirth(user, section("Boy's details"), 'Rahul Verma', '1988-01-26');
    await user.click(screen.getByRole('button', { name: 'Match the kundlis' }));

    const summary = screen.getByRole('heading', { level: 2, name: 'Please correct these 4 fields' }).parentElement!;
    expect(document.activeElement).toBe(summary);
    expect(within(summary).getAllByRole('link').map((link) => link.textContent)).toEqual([
      "Girl's details: Please enter the name",
      "Girl's details: Please enter the date of birth",
      "Girl's details: Please enter the time of birth, or tick “I don't know the time of birth”",
      "Girl's details: Please enter the place of birth",
    ]);
    await user.click(within(summary).getByRole('link', { name: "Girl's details: Please enter the name" }));
    expect(document.activeElement).toBe(section("Girl's details").getByLabelText('Name'));
    expect(sent()).toEqual([]);
  });

  it('takes only the nakshatra and pada for someone who knows no more, and asks for both', async () => {
    const { user } = open();
    await screen.findByRole('heading', { level: 1, name: 'Kundli Matchmaking' });
    const girl = section("Girl's details");
    await user.click(girl.getByRole('switch', { name: 'I know only my nakshatra' }));

    expect(girl.queryByLabelText('Date of birth')).toBeNull();
    expect(girl.getByText(/Manglik dosha needs the birth details/)).toBeTruthy();
    const nakshatras = within(girl.getByLabelText('Nakshatra')).getAllByRole('option');
    expect(nakshatras).toHaveLength(28);
    expect(nakshatras[1]?.textContent).toBe('1. Ashwini');
    expect(nakshatras[27]?.textContent).toBe('27. Revati');
    expect(within(girl.getByLabelText('Pada')).getAllByRole('option').map((option) => option.textContent)).toEqual(['Choose…', '1', '2', '3', '4']);

    await fillBirth(user, section("Boy's details"), 'Rahul Verma', '1988-01-26');
    await user.type(girl.getByLabelText('Name'), 'Meera Nair');
    await user.click(screen.getByRole('button', { name: 'Match the kundlis' }));
    const summary = screen.getByRole('heading', { level: 2, name: 'Please correct these 2 fields' }).parentElement!;
    expect(within(summary).getAllByRole('link').map((link) => link.textContent)).toEqual([
      "Girl's details: Please choose the nakshatra",
      "Girl's details: Please choose the pada",
    ]);
    await user.click(within(summary).getByRole('link', { name: "Girl's details: Please choose the pada" }));
    expect(document.activeElement).toBe(girl.getByLabelText('Pada'));
  });

  it('matches a boy by birth details with a girl by nakshatra, and shows the eight kootas and the total', async () => {
    const { user, sent } = open();
    await screen.findByRole('heading', { level: 1, name: 'Kundli Matchmaking' });
    await fillBirth(user, section("Boy's details"), 'Rahul Verma', '1988-01-26');
    await fillNakshatra(user, section("Girl's details"), 'Meera Nair');
    await user.click(screen.getByRole('button', { name: 'Match the kundlis' }));

    const title = await screen.findByRole('heading', { level: 2, name: 'Match of Rahul Verma and Meera Nair' });
    await waitFor(() => expect(document.activeElement).toBe(title));
    expect(sent().map((request) => request.body)).toEqual([
      {
        boy: { name: 'Rahul Verma', date: '1988-01-26', time: '10:15', place: VELLORE_PLACE, gender: 'male' },
        girl: { name: 'Meera Nair', nakshatra: 'Rohini', pada: 2 },
      },
    ]);
    const report = within(title.closest('article')!);
    expect(report.getByRole('img', { name: '24 of 36 gunas: Acceptable match' })).toBeTruthy();
    expect(report.getByText('18 or more of the 36 gunas match: an acceptable match by the traditional threshold.')).toBeTruthy();

    const table = within(report.getByRole('table', { name: 'Points of each koota' }));
    const rows = table.getAllByRole('row');
    const body = rows.slice(1, -1);
    expect(body.map((row) => row.querySelector('.koota-table__name')?.textContent)).toEqual(['Varna', 'Vashya', 'Tara', 'Yoni', 'Graha Maitri', 'Gana', 'Bhakoot', 'Nadi']);
    const nadi = within(body[7]!);
    expect(nadi.getByRole('rowheader').textContent).toBe('NadiHealth and children: the same nadi on both sides scores nothing.');
    expect(nadi.getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['Adi', 'Adi', '0 / 8']);
    expect([...rows.at(-1)!.children].map((cell) => cell.textContent)).toEqual(['Total', '24 / 36']);

    expect(report.getByText('Nadi dosha: Present')).toBeTruthy();
    expect(report.getByText('Bhakoot dosha: Not present')).toBeTruthy();
    const people = within(report.getByRole('region', { name: 'Moon signs and nakshatras' }));
    expect(people.getByRole('heading', { name: 'Boy: Rahul Verma' })).toBeTruthy();
    expect(people.getByText('Hasta, pada 3')).toBeTruthy();
    expect(people.getByText('Rohini, pada 2')).toBeTruthy();
    expect(people.getByText('Not known (only the nakshatra was given)')).toBeTruthy();
    expect(people.getByText('Cannot be judged: Mars is not known for someone who gave only their nakshatra.')).toBeTruthy();
    expect(report.getByRole('button', { name: 'Print / Save as PDF' })).toBeTruthy();
  });

  it('keeps both sets of details on the device, the nakshatra too', async () => {
    const { user } = open();
    await screen.findByRole('heading', { level: 1, name: 'Kundli Matchmaking' });
    await fillBirth(user, section("Boy's details"), 'Rahul Verma', '1988-01-26');
    await fillNakshatra(user, section("Girl's details"), 'Meera Nair');

    const stored = JSON.parse(window.localStorage.getItem(STORAGE_KEYS.matchmaking)!);
    expect(stored.boy).toMatchObject({ name: 'Rahul Verma', gender: 'male', date: '1988-01-26', time: '10:15', place: 'Vellore, Tamil Nadu, India', placeChoice: VELLORE_PLACE, nakshatraOnly: false });
    expect(stored.girl).toMatchObject({ name: 'Meera Nair', gender: 'female', nakshatraOnly: true, nakshatra: 'Rohini', pada: '2' });
  });

  it('fills both sections from before', async () => {
    const saved = { name: 'Meera', gender: 'female', nakshatraOnly: true, nakshatra: 'Rohini', pada: '2' };
    window.localStorage.setItem(STORAGE_KEYS.matchmaking, JSON.stringify({ girl: saved }));
    open();

    await screen.findByRole('heading', { level: 1, name: 'Kundli Matchmaking' });
    const girl = section("Girl's details");
    expect((girl.getByLabelText('Name') as HTMLInputElement).value).toBe('Meera');
    expect((girl.getByLabelText('Nakshatra') as HTMLSelectElement).value).toBe('Rohini');
    expect((section("Boy's details").getByLabelText('Name') as HTMLInputElement).value).toBe('');
  });

  it('speaks Hindi when the visitor chose it', async () => {
    window.localStorage.setItem('language', 'hi');
    open();

    expect(await screen.findByRole('heading', { level: 1, name: 'कुंडली मिलान' })).toBeTruthy();
    expect(section('लड़के का विवरण').getByLabelText('जन्म स्थान')).toBeTruthy();
    expect(section('लड़की का विवरण').getByRole('switch', { name: 'मुझे केवल अपना नक्षत्र पता है' })).toBeTruthy();
  });
});
