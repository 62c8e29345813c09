import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../testing/render-app';
import { STORAGE_KEYS } from '../lib/birth-details-storage';

beforeAll(() => import('../../../app/routes/free-kundli.page'));

// 11:30 in India on 22 November 2026; only Date is faked.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-22T06:00:00Z'));
});
afterEach(() => vi.useRealTimers());

function open() {
  const rendered = renderApp('/free-kundli');
  return { ...rendered, user: userEvent.setup() };
}

const field = (name: string) => screen.getByLabelText(name) as HTMLInputElement;
const stored = () => JSON.parse(window.localStorage.getItem(STORAGE_KEYS.kundli) ?? 'null');

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field('Name'), 'Asha Sharma');
  await user.click(screen.getByRole('radio', { name: 'Female' }));
  await user.type(field('Date of birth'), '1990-08-15');
  await user.type(field('Time of birth'), '06:30');
  await user.type(field('Place of birth'), 'Varanasi, Uttar Pradesh, India');
}

describe('free kundli page', () => {
  it('asks for the birth details with labelled fields and explains what the kundli holds', async () => {
    const { requests } = open();

    expect(await screen.findByRole('heading', { level: 1, name: 'Free Kundli' })).toBeTruthy();
    const form = within(screen.getByRole('group', { name: 'Birth details' }));
    expect(form.getByRole('textbox', { name: 'Name' })).toBeTruthy();
    expect(within(form.getByRole('group', { name: 'Gender' })).getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['male', 'female', 'other']);
    expect(field('Date of birth').type).toBe('date');
    expect(field('Date of birth').max).toBe('2026-11-22');
    expect(field('Time of birth').type).toBe('time');
    expect(form.getByRole('checkbox', { name: "I don't know the time of birth" })).toBeTruthy();
    expect(field('Place of birth').getAttribute('aria-describedby')).toBe('kundli-place-hint');
    const contents = within(screen.getByRole('complementary', { name: 'What your kundli includes' }));
    expect(contents.getAllByRole('listitem')).toHaveLength(6);
    expect(contents.getByText(/Vimshottari dasha/)).toBeTruthy();
    expect(document.title).toBe('Free Kundli: your Vedic birth chart · Nakshatra');
    // Nothing is computed yet: the page asks the server for nothing (and fakes no report).
    expect(requests.filter((request) => /kundli|suggest|calculate/.test(request.url.pathname))).toEqual([]);
  });

  it('lists what to fix in a summary that takes focus, marks each field, and leads to it', async () => {
    const { user } = open();
    await screen.findByRole('heading', { level: 1, name: 'Free Kundli' });
    await user.type(field('Name'), 'A');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    const summary = screen.getByRole('heading', { level: 2, name: 'Please correct these 5 fields' }).parentElement!;
    expect(document.activeElement).toBe(summary);
    expect(within(summary).getAllByRole('link').map((link) => link.textContent)).toEqual([
      'The name should be 2 to 50 characters long',
      'Please choose the gender',
      'Please enter the date of birth',
      "Please enter the time of birth, or tick “I don't know the time of birth”",
      'Please enter the place of birth',
    ]);
    expect(field('Name').getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(field('Name').getAttribute('aria-describedby')!)?.textContent).toBe('The name should be 2 to 50 characters long');

    await user.click(within(summary).getByRole('link', { name: 'Please choose the gender' }));
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Male' }));
    expect(screen.queryByRole('heading', { name: 'Your birth details are ready' })).toBeNull();
  });

  it('checks again as the visitor corrects, and refuses a birth date after today in India', async () => {
    const { user } = open();
    await screen.findByRole('heading', { level: 1, name: 'Free Kundli' });
    await fillValid(user);
    await user.clear(field('Date of birth'));
    await user.type(field('Date of birth'), '2026-11-23');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(screen.getByRole('heading', { level: 2, name: 'Please correct this field' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'The date of birth cannot be in the future' })).toBeTruthy();

    await user.clear(field('Date of birth'));
    await user.type(field('Date of birth'), '1990-08-15');
    expect(screen.queryByRole('heading', { name: /Please correct/ })).toBeNull();
    expect(field('Date of birth').getAttribute('aria-invalid')).toBeNull();
  });

  it("takes “I don't know the time”: the time field is switched off and explained", async () => {
    const { user } = open();
    await screen.findByRole('heading', { level: 1, name: 'Free Kundli' });
    await fillValid(user);
    await user.clear(field('Time of birth'));
    await user.click(screen.getByRole('checkbox', { name: "I don't know the time of birth" }));

    expect(field('Time of birth').disabled).toBe(true);
    expect(screen.getByText(/the chart is read from the Moon/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Your birth details are ready' })).toBeTruthy();
  });

  it('keeps valid details on the device and offers an astrologer to read them, without faking a report', async () => {
    const { user } = open();
    await screen.findByRole('heading', { level: 1, name: 'Free Kundli' });
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    const ready = screen.getByRole('heading', { level: 2, name: 'Your birth details are ready' });
    expect(document.activeElement).toBe(ready);
    const panel = within(screen.getByRole('region', { name: 'Your birth details are ready' }));
    expect(panel.getByRole('link', { name: 'Chat with an astrologer' }).getAttribute('href')).toBe('/chat-with-astrologer');
    expect(panel.getByRole('link', { name: 'Talk to an astrologer' }).getAttribute('href')).toBe('/talk-to-astrologer');
    expect(stored()).toEqual({ name: 'Asha Sharma', gender: 'female', date: '1990-08-15', time: '06:30', timeUnknown: false, place: 'Varanasi, Uttar Pradesh, India' });

    // Changing a detail takes the outcome away until the visitor continues again.
    await user.type(field('Name'), ' Devi');
    expect(screen.queryByRole('heading', { name: 'Your birth details are ready' })).toBeNull();
  });

  it('fills the form from what the visitor typed before, and clears it on request', async () => {
    window.localStorage.setItem(STORAGE_KEYS.kundli, JSON.stringify({ name: 'Rahul', gender: 'male', date: '1988-01-26', time: '', timeUnknown: true, place: 'Pune' }));
    const { user } = open();

    expect((await screen.findByLabelText('Name')) as HTMLInputElement).toHaveProperty('value', 'Rahul');
    expect((screen.getByRole('radio', { name: 'Male' }) as HTMLInputElement).checked).toBe(true);
    expect(field('Date of birth').value).toBe('1988-01-26');
    expect(field('Time of birth').disabled).toBe(true);
    expect(field('Place of birth').value).toBe('Pune');

    await user.click(screen.getByRole('button', { name: 'Clear the details' }));
    expect(field('Name').value).toBe('');
    expect(window.localStorage.getItem(STORAGE_KEYS.kundli)).toBeNull();
  });

  it('speaks Hindi when the visitor chose it', async () => {
    window.localStorage.setItem('language', 'hi');
    const { user } = open();

    expect(await screen.findByRole('heading', { level: 1, name: 'मुफ़्त कुंडली' })).toBeTruthy();
    expect(screen.getByLabelText('जन्म तिथि')).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'मुझे जन्म का समय नहीं पता' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'आगे बढ़ें' }));
    expect(screen.getByRole('heading', { level: 2, name: 'कृपया ये 5 फ़ील्ड ठीक करें' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'कृपया नाम भरें' })).toBeTruthy();
  });
});
