import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setUserDetailsCookie } from '../../../testing/browser-state';
import { jsonResponse, type Responder } from '../../../testing/fake-fetch';
import { renderApp, userAnswer } from '../../../testing/render-app';
import { STORAGE_KEYS } from '../lib/birth-details-storage';
import { dataAnswer } from '../../../testing/wallet-fixtures';
import { placeAnswers } from '../testing/kundli-api-fakes';
import { kundliFixture, savedKundliFixture, VELLORE, VELLORE_CANTONMENT, VELLORE_PLACE, VELLUR } from '../testing/kundli-fixtures';

beforeAll(() => import('../../../app/routes/free-kundli.page'));

// 11:30 in India on 22 November 2026; only Date is faked.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-22T06:00:00Z'));
});
afterEach(() => vi.useRealTimers());

const USER_ID = '11111111-1111-4111-8111-111111111111';
/** What the server answers for a place beyond the polar circles. */
const POLAR_REFUSAL = {
  status: 400,
  code: 'request.invalid',
  message: 'place.lat: must be nearer the equator: charts are not made beyond the polar circles',
  errors: [{ path: 'place.lat', code: 'field.polar_latitude', message: 'must be nearer the equator: charts are not made beyond the polar circles' }],
};
const SERVER_FAILED = { status: 500, message: 'Something went wrong on our side. Please try again.' };

function open(answers: Record<string, Responder> = {}, { path = '/free-kundli', loggedIn = false } = {}) {
  if (loggedIn) setUserDetailsCookie({ id: USER_ID, status: 'active' });
  const rendered = renderApp(path, {
    ...placeAnswers('Vellore', [VELLORE, VELLORE_CANTONMENT, VELLUR]),
    'POST /api/calculate_kundli': dataAnswer(kundliFixture()),
    [`GET /api/get_single_users/${USER_ID}`]: userAnswer({ id: USER_ID }),
    ...answers,
  });
  const sent = (pathname: string) => rendered.requests.filter((request) => request.url.pathname === pathname);
  return { ...rendered, sent, user: userEvent.setup() };
}

type User = ReturnType<typeof userEvent.setup>;
const field = (name: string) => screen.getByLabelText(name) as HTMLInputElement;
const stored = () => JSON.parse(window.localStorage.getItem(STORAGE_KEYS.kundli) ?? 'null');

async function choosePlace(user: User) {
  await user.type(field('Place of birth'), 'Vellore');
  await user.click(await screen.findByRole('option', { name: 'Vellore, Tamil Nadu, India' }));
}

async function fillValid(user: User) {
  await user.type(field('Name'), 'Asha Sharma');
  await user.click(screen.getByRole('radio', { name: 'Female' }));
  await user.type(field('Date of birth'), '1954-11-12');
  await user.type(field('Time of birth'), '07:52');
  await choosePlace(user);
}

describe('free kundli form', () => {
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
    expect(form.getByRole('combobox', { name: 'Place of birth' }).getAttribute('aria-describedby')).toContain('kundli-place-hint');
    const contents = within(screen.getByRole('complementary', { name: 'What your kundli includes' }));
    expect(contents.getAllByRole('listitem')).toHaveLength(6);
    expect(contents.getByText(/Vimshottari dasha/)).toBeTruthy();
    expect(document.title).toBe('Free Kundli: your Vedic birth chart · Nakshatra');
    // Nothing is asked of the server until the visitor types a place or submits.
    expect(requests.filter((request) => /kundli|suggest|calculate/.test(request.url.pathname))).toEqual([]);
  });

  it('lists what to fix in a summary that takes focus, marks each field, and leads to it', async () => {
    const { user, sent } = open();
    await screen.findByRole('heading', { level: 1, name: 'Free Kundli' });
    await user.type(field('Name'), 'A');
    await user.click(screen.getByRole('button', { name: 'Show my kundli' }));

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
    expect(sent('/api/calculate_kundli')).toEqual([]);
  });

  it('checks again as the visitor corrects, and refuses a birth date after today in India', async () => {
    const { user } = open();
    await screen.findByRole('heading', { level: 1, name: 'Free Kundli' });
    await fillValid(user);
    await user.clear(field('Date of birth'));
    await user.type(field('Date of birth'), '2026-11-23');
    await user.click(screen.getByRole('button', { name: 'Show my kundli' }));

    expect(screen.getByRole('heading', { level: 2, name: 'Please correct this field' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'The date of birth cannot be in the future' })).toBeTruthy();

    await user.clear(field('Date of birth'));
    await user.type(field('Date of birth'), '1990-08-15');
    expect(screen.queryByRole('heading', { name: /Please correct/ })).toBeNull();
    expect(field('Date of birth').getAttribute('aria-invalid')).toBeNull();
  });

  it('explains that a typed place must be chosen from the list, and forgets the choice when the text changes', async () => {
    const { user, sent } = open();
    await screen.findByRole('heading', { level: 1, name: 'Free Kundli' });
    await fillValid(user);
    await user.type(field('Place of birth'), ' town');
    await user.click(screen.getByRole('button', { name: 'Show my kundli' }));

    expect(screen.getByRole('link', { name: 'Please choose the place of birth from the list' })).toBeTruthy();
    expect(field('Place of birth').getAttribute('aria-invalid')).toBe('true');
    expect(sent('/api/calculate_kundli')).toEqual([]);
  });

  it('sends the details with the chosen place and the default options, and shows the report with focus on it', async () => {
    const { user, sent } = open();
    await screen.findByRole('heading', { level: 1, name: 'Free Kundli' });
    await fillValid(user);
    expect(screen.getByText('12°55′N 79°08′E, time zone Asia/Kolkata')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Show my kundli' }));

    const title = await screen.findByRole('heading', { level: 2, name: 'Kundli of Asha Sharma' });
    await waitFor(() => expect(document.activeElement).toBe(title));
    expect(sent('/api/calculate_kundli').map((request) => request.body)).toEqual([
      { name: 'Asha Sharma', gender: 'female', date: '1954-11-12', time: '07:52', place: VELLORE_PLACE, ayanamsa: 'lahiri', node: 'mean' },
    ]);
    expect(stored()).toEqual({
      name: 'Asha Sharma',
      gender: 'female',
      date: '1954-11-12',
      time: '07:52',
      timeUnknown: false,
      place: 'Vellore, Tamil Nadu, India',
      placeChoice: VELLORE_PLACE,
      ayanamsa: 'lahiri',
      node: 'mean',
    });
  });

  it('sends the ayanamsa and node chosen under Advanced options', async () => {
    const { user, sent } = open();
    await screen.findByRole('heading', { level: 1, name: 'Free Kundli' });
    await fillValid(user);
    await user.click(screen.getByText('Advanced options'));
    expect((screen.getByRole('radio', { name: 'Lahiri (Chitrapaksha)' }) as HTMLInputElement).checked).toBe(true);
    await user.click(screen.getByRole('radio', { name: 'Krishnamurti (KP)' }));
    await user.click(screen.getByRole('radio', { name: 'True node' }));
    await user.click(screen.getByRole('button', { name: 'Show my kundli' }));

    await screen.findByRole('heading', { level: 2, name: 'Kundli of Asha Sharma' });
    expect(sent('/api/calculate_kundli')[0]?.body).toMatchObject({ ayanamsa: 'krishnamurti', node: 'true' });
  });

  it("takes “I don't know the time”: the time is sent as null and the report says the lagna and houses are uncertain", async () => {
    const { user, sent } = open({ 'POST /api/calculate_kundli': dataAnswer(kundliFixture({ time: null })) });
    await screen.findByRole('heading', { level: 1, name: 'Free Kundli' });
    await fillValid(user);
    await user.clear(field('Time of birth'));
    await user.click(screen.getByRole('checkbox', { name: "I don't know the time of birth" }));
    expect(field('Time of birth').disabled).toBe(true);
    expect(screen.getByText(/the ascendant \(lagna\) and the houses are uncertain/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Show my kundli' }));

    const warning = await screen.findByRole('note', { name: 'The birth time is not known' });
    expect(warning.textContent).toContain('The ascendant (lagna) and the houses are uncertain');
    expect(sent('/api/calculate_kundli')[0]?.body).toMatchObject({ time: null });
    expect(screen.getByText('Not known (chart cast for 12:00)')).toBeTruthy();
  });

  it('says so when the kundli cannot be calculated, and tries again on request', async () => {
    let calls = 0;
    const { user } = open({ 'POST /api/calculate_kundli': (request) => (calls++ === 0 ? jsonResponse(500, SERVER_FAILED) : dataAnswer(kundliFixture())(request)) });
    await screen.findByRole('heading', { level: 1, name: 'Free Kundli' });
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Show my kundli' }));

    expect((await screen.findByRole('alert')).textContent).toContain("We couldn't calculate the kundli. Please try again.");
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Kundli of Asha Sharma' })).toBeTruthy();
  });

  it("shows the server's reasons when it refuses the details, each by its field's label", async () => {
    const { user } = open({ 'POST /api/calculate_kundli': () => jsonResponse(400, POLAR_REFUSAL) });
    await screen.findByRole('heading', { level: 1, name: 'Free Kundli' });
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Show my kundli' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('These details were not accepted:');
    expect(within(alert).getByRole('listitem').textContent).toBe('Place of birth: must be nearer the equator: charts are not made beyond the polar circles');
  });

  it("words the server's reasons in Hindi, never in the server's English", async () => {
    window.localStorage.setItem('language', 'hi');
    window.localStorage.setItem(
      STORAGE_KEYS.kundli,
      JSON.stringify({ name: 'Asha', gender: 'female', date: '1954-11-12', time: '07:52', timeUnknown: false, place: 'Vellore, Tamil Nadu, India', placeChoice: VELLORE_PLACE }),
    );
    const { user } = open({ 'POST /api/calculate_kundli': () => jsonResponse(400, POLAR_REFUSAL) });
    await user.click(await screen.findByRole('button', { name: 'मेरी कुंडली दिखाएँ' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('ये विवरण स्वीकार नहीं हुए:');
    expect(within(alert).getByRole('listitem').textContent).toBe('जन्म स्थान: भूमध्य रेखा के अधिक निकट होना चाहिए: ध्रुवीय वृत्तों से आगे कुंडली नहीं बनती');
  });

  it('fills the form from what the visitor typed before, and clears it on request', async () => {
    window.localStorage.setItem(
      STORAGE_KEYS.kundli,
      JSON.stringify({ name: 'Rahul', gender: 'male', date: '1988-01-26', time: '', timeUnknown: true, place: 'Vellore, Tamil Nadu, India', placeChoice: VELLORE_PLACE, ayanamsa: 'raman' }),
    );
    const { user, requests } = open();

    expect((await screen.findByLabelText('Name')) as HTMLInputElement).toHaveProperty('value', 'Rahul');
    expect((screen.getByRole('radio', { name: 'Male' }) as HTMLInputElement).checked).toBe(true);
    expect(field('Date of birth').value).toBe('1988-01-26');
    expect(field('Time of birth').disabled).toBe(true);
    expect(field('Place of birth').value).toBe('Vellore, Tamil Nadu, India');
    // A stored choice that differs from the defaults is shown, not hidden in a closed disclosure.
    expect(screen.getByText('Advanced options').closest('details')?.open).toBe(true);
    expect((screen.getByRole('radio', { name: 'Raman' }) as HTMLInputElement).checked).toBe(true);
    // A chosen place is not searched again.
    expect(requests.filter((request) => request.url.pathname.startsWith('/api/get_suggest'))).toEqual([]);

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
    await user.click(screen.getByRole('button', { name: 'मेरी कुंडली दिखाएँ' }));
    expect(screen.getByRole('heading', { level: 2, name: 'कृपया ये 5 फ़ील्ड ठीक करें' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'कृपया नाम भरें' })).toBeTruthy();
  });
});

describe('saving and opening kundlis', () => {
  it('asks a visitor to log in when they want to save, on that button only', async () => {
    const { user, sent } = open();
    await screen.findByRole('heading', { level: 1, name: 'Free Kundli' });
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Show my kundli' }));
    await screen.findByRole('heading', { level: 2, name: 'Kundli of Asha Sharma' });

    expect(screen.getByText('Log in to save this kundli to your profile.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save to my kundlis' }));
    expect(await screen.findByRole('dialog', { name: 'Login' })).toBeTruthy();
    expect(sent('/api/create_kundli')).toEqual([]);
  });

  it("saves a customer's kundli with the report's details", async () => {
    const saved = savedKundliFixture('k1', 'Asha Sharma');
    const { user, sent } = open({ 'POST /api/create_kundli': () => jsonResponse(201, { status: 201, data: saved, position: '41' }) }, { loggedIn: true });
    await screen.findByRole('heading', { level: 1, name: 'Free Kundli' });
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Show my kundli' }));
    await screen.findByRole('heading', { level: 2, name: 'Kundli of Asha Sharma' });

    await user.click(screen.getByRole('button', { name: 'Save to my kundlis' }));
    expect((await screen.findByText('Saved to your kundlis.')).closest('[role="status"]')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See my kundlis' }).getAttribute('href')).toBe('/my-profile');
    expect(screen.queryByRole('button', { name: 'Save to my kundlis' })).toBeNull();
    expect(sent('/api/create_kundli').map((request) => request.body)).toEqual([sent('/api/calculate_kundli')[0]!.body]);
  });

  it('says so when saving fails, and keeps the button', async () => {
    const { user } = open({ 'POST /api/create_kundli': () => jsonResponse(500, SERVER_FAILED) }, { loggedIn: true });
    await screen.findByRole('heading', { level: 1, name: 'Free Kundli' });
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Show my kundli' }));
    await screen.findByRole('heading', { level: 2, name: 'Kundli of Asha Sharma' });
    await user.click(screen.getByRole('button', { name: 'Save to my kundlis' }));

    expect(await screen.findByText("We couldn't save the kundli. Please try again.")).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save to my kundlis' })).toBeTruthy();
  });

  it('says why the server refused to save, in the visitor’s language', async () => {
    window.localStorage.setItem('language', 'hi');
    window.localStorage.setItem(
      STORAGE_KEYS.kundli,
      JSON.stringify({ name: 'Asha', gender: 'female', date: '1954-11-12', time: '07:52', timeUnknown: false, place: 'Vellore, Tamil Nadu, India', placeChoice: VELLORE_PLACE }),
    );
    const tooMany = { status: 409, code: 'kundli.too_many', params: { limit: 200 }, message: 'You have saved 200 kundlis. Delete one to save another.' };
    const { user } = open({ 'POST /api/create_kundli': () => jsonResponse(409, tooMany) }, { loggedIn: true });
    await user.click(await screen.findByRole('button', { name: 'मेरी कुंडली दिखाएँ' }));
    await user.click(await screen.findByRole('button', { name: 'मेरी कुंडलियों में सहेजें' }));

    expect(await screen.findByText('आपने 200 कुंडलियाँ सहेज रखी हैं। नई सहेजने के लिए कोई एक हटाएँ।')).toBeTruthy();
  });

  it('opens a saved kundli by its id: fills the form and computes its chart again', async () => {
    const saved = savedKundliFixture('k2', 'Meera Nair');
    const { sent } = open(
      {
        'GET /api/get_single_kundli/k2': dataAnswer(saved),
        'POST /api/calculate_kundli': dataAnswer(kundliFixture({ name: 'Meera Nair' })),
      },
      { path: '/free-kundli?kundli=k2', loggedIn: true },
    );

    expect(await screen.findByRole('heading', { level: 2, name: 'Kundli of Meera Nair' })).toBeTruthy();
    expect(field('Name').value).toBe('Meera Nair');
    expect(field('Place of birth').value).toBe('Vellore, Tamil Nadu, India');
    expect(sent('/api/calculate_kundli').map((request) => request.body)).toEqual([{ ...saved.input }]);
    // It is saved already: no second copy is offered.
    expect(screen.getByText('Saved to your kundlis.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save to my kundlis' })).toBeNull();
  });

  it('says so when the saved kundli is gone', async () => {
    open({ 'GET /api/get_single_kundli/gone': () => jsonResponse(404, { status: 404, code: 'kundli.not_found', message: 'Kundli not found' }) }, { path: '/free-kundli?kundli=gone', loggedIn: true });
    expect(await screen.findByText('This saved kundli was not found. It may have been deleted.')).toBeTruthy();
  });
});
