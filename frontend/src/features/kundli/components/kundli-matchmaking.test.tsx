import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../testing/render-app';
import { STORAGE_KEYS } from '../lib/birth-details-storage';

beforeAll(() => import('../../../app/routes/kundli-matchmaking.page'));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-22T06:00:00Z'));
});
afterEach(() => vi.useRealTimers());

function open() {
  const rendered = renderApp('/kundli-matchmaking');
  return { ...rendered, user: userEvent.setup() };
}

const section = (name: string) => within(screen.getByRole('group', { name }));
type Section = ReturnType<typeof section>;

async function fill(user: ReturnType<typeof userEvent.setup>, person: Section, name: string, date: string, place: string) {
  await user.type(person.getByLabelText('Name'), name);
  await user.type(person.getByLabelText('Date of birth'), date);
  await user.type(person.getByLabelText('Time of birth'), '10:15');
  await user.type(person.getByLabelText('Place of birth'), place);
}

describe('kundli matchmaking page', () => {
  it("has the boy's and the girl's sections, without a gender question, and explains the report", async () => {
    open();

    expect(await screen.findByRole('heading', { level: 1, name: 'Kundli Matchmaking' })).toBeTruthy();
    for (const name of ["Boy's details", "Girl's details"]) {
      const person = section(name);
      expect(person.getByLabelText('Name')).toBeTruthy();
      expect(person.queryByRole('radio')).toBeNull();
      expect(person.getByRole('checkbox', { name: "I don't know the time of birth" })).toBeTruthy();
    }
    // Two sets of fields, each with ids of its own.
    expect(new Set(screen.getAllByLabelText('Name').map((input) => input.id)).size).toBe(2);
    const contents = within(screen.getByRole('complementary', { name: 'What the matchmaking report includes' }));
    expect(contents.getByText(/score out of 36 from eight kootas/)).toBeTruthy();
  });

  it('names the section of each field to fix', async () => {
    const { user } = open();
    await screen.findByRole('heading', { level: 1, name: 'Kundli Matchmaking' });
    await fill(user, section("Boy's details"), 'Rahul Verma', '1988-01-26', 'Lucknow');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

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
  });

  it('keeps both sets of details on the device, and is ready when both are complete', async () => {
    const { user } = open();
    await screen.findByRole('heading', { level: 1, name: 'Kundli Matchmaking' });
    await fill(user, section("Boy's details"), 'Rahul Verma', '1988-01-26', 'Lucknow');
    await fill(user, section("Girl's details"), 'Meera Nair', '1990-03-05', 'Kochi, Kerala');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: 'Your birth details are ready' }));
    const stored = JSON.parse(window.localStorage.getItem(STORAGE_KEYS.matchmaking)!);
    expect(stored.boy).toEqual({ name: 'Rahul Verma', gender: 'male', date: '1988-01-26', time: '10:15', timeUnknown: false, place: 'Lucknow' });
    expect(stored.girl).toMatchObject({ name: 'Meera Nair', gender: 'female', place: 'Kochi, Kerala' });
  });

  it('fills both sections from before', async () => {
    const saved = { name: 'Meera', gender: 'female', date: '1990-03-05', time: '10:15', timeUnknown: false, place: 'Kochi' };
    window.localStorage.setItem(STORAGE_KEYS.matchmaking, JSON.stringify({ girl: saved }));
    open();

    await screen.findByRole('heading', { level: 1, name: 'Kundli Matchmaking' });
    expect((section("Girl's details").getByLabelText('Name') as HTMLInputElement).value).toBe('Meera');
    expect((section("Boy's details").getByLabelText('Name') as HTMLInputElement).value).toBe('');
  });

  it('speaks Hindi when the visitor chose it', async () => {
    window.localStorage.setItem('language', 'hi');
    open();

    expect(await screen.findByRole('heading', { level: 1, name: 'कुंडली मिलान' })).toBeTruthy();
    expect(section('लड़के का विवरण').getByLabelText('जन्म स्थान')).toBeTruthy();
    expect(section('लड़की का विवरण').getByLabelText('नाम')).toBeTruthy();
  });
});
