import { fieldError } from '@nakshatra/contracts';
import { screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { astrologer, astrologersAnswer } from '../../astrologers/testing/astrologer-fixtures';
import { placeAnswers } from '../../kundli/testing/kundli-api-fakes';
import { VELLORE, VELLORE_PLACE } from '../../kundli/testing/kundli-fixtures';
import { jsonResponse, type Responder } from '../../../testing/fake-fetch';
import { fillIntake, openConsultationList } from '../testing/consultation-list';
import { validateIntake, EMPTY_INTAKE } from '../lib/intake-form';
import { chatSession, FakeWebSocket, SESSION_ID } from '../testing/fake-websocket';

beforeAll(() => Promise.all([import('../../../app/routes/consult.page'), import('../../../app/routes/chat-screen.page'), import('./intake-dialog.component')]));
beforeEach(() => {
  FakeWebSocket.reset();
  vi.stubGlobal('WebSocket', FakeWebSocket);
});

const list = astrologersAnswer([
  astrologer(1, { id: 'a1', name: 'Pandit Ravi', status: 'online', price_per_min: 20_00 }),
  astrologer(2, { name: 'Acharya Meera', status: 'busy' }),
  astrologer(3, { name: 'Guru Dev', status: 'offline' }),
]);



const openList = (answers: Record<string, Responder> = {}, loggedIn = true) => openConsultationList('/chat-with-astrologer', list, answers, loggedIn);

describe('starting a chat', () => {
  it('offers Chat only while the astrologer is online', async () => {
    openList();
    expect(await screen.findByRole('button', { name: 'Chat with Pandit Ravi' }, { timeout: 5000 })).toHaveProperty('disabled', false);
    expect(screen.getByRole('button', { name: 'Busy: Acharya Meera is in another consultation' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Offline: Guru Dev is not available now' })).toHaveProperty('disabled', true);
  });

  it('asks a visitor to log in first', async () => {
    const { user } = openList({}, false);
    await user.click(await screen.findByRole('button', { name: 'Chat with Pandit Ravi' }));
    expect(await screen.findByRole('dialog', { name: 'Login' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Chat with Pandit Ravi' })).toBeNull();
  });

  it('checks the intake, sends it, keeps it for next time and opens the chat screen', async () => {
    const created = chatSession({ free_minutes: 3 });
    const { user, requests, router } = openList({ 'POST /api/create_chat_session': () => jsonResponse(201, { status: 201, data: created, position: '5' }) });
    await user.click(await screen.findByRole('button', { name: 'Chat with Pandit Ravi' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Chat with Pandit Ravi' }));
    expect(document.activeElement).toBe(dialog.getByLabelText('Name'));

    await user.click(dialog.getByRole('button', { name: 'Start chat' }));
    const summary = dialog.getByRole('heading', { name: 'Please correct these 4 fields' });
    expect(summary).toBeTruthy();
    await vi.waitFor(() => expect(document.activeElement).toBe(summary.parentElement));
    expect(dialog.getByRole('link', { name: 'Enter your name (2 to 100 characters)' })).toBeTruthy();
    expect(dialog.getByLabelText('Time of birth').getAttribute('aria-describedby')).toContain('-error');

    await user.type(dialog.getByLabelText('Name'), 'Asha Verma');
    await user.type(dialog.getByLabelText('Date of birth'), '1990-04-12');
    await user.click(dialog.getByLabelText("I don't know my birth time"));
    expect(dialog.getByLabelText('Time of birth')).toHaveProperty('disabled', true);
    await user.type(dialog.getByLabelText('Place of birth'), 'Varanasi');
    await user.click(dialog.getByRole('button', { name: 'Start chat' }));

    await vi.waitFor(() => expect(router.state.location.pathname).toBe(`/chat-screen/${SESSION_ID}`));
    expect(requests.find((request) => request.url.pathname === '/api/create_chat_session')?.body).toEqual({
      astrologer_id: 'a1',
      intake: { name: 'Asha Verma', birth_date: '1990-04-12', birth_place: 'Varanasi' },
    });
    // The chat screen shows the request at once, from the answer, before the socket says anything.
    expect(await screen.findByRole('heading', { level: 2, name: 'Waiting for the astrologer' })).toBeTruthy();
    expect(screen.getByText('First 3 minutes free')).toBeTruthy();
    expect(JSON.parse(window.localStorage.getItem('nk_chat_intake') ?? '{}')).toMatchObject({ name: 'Asha Verma', birth_time_unknown: true, birth_place: 'Varanasi' });
  });

  it('sends the birth place chosen from the place search, for the astrologer’s chart, and keeps it for next time', async () => {
    const { user, requests } = openList({
      ...placeAnswers('Vellore', [VELLORE]),
      'POST /api/create_chat_session': () => jsonResponse(201, { status: 201, data: chatSession(), position: '5' }),
    });
    await user.click(await screen.findByRole('button', { name: 'Chat with Pandit Ravi' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Chat with Pandit Ravi' }));
    await user.type(dialog.getByLabelText('Name'), 'Asha Verma');
    await user.type(dialog.getByLabelText('Date of birth'), '1990-04-12');
    await user.type(dialog.getByLabelText('Time of birth'), '06:30');
    await user.type(dialog.getByRole('combobox', { name: 'Place of birth' }), 'Vellore');
    await user.click(await dialog.findByRole('option', { name: 'Vellore, Tamil Nadu, India' }));
    expect(dialog.getByLabelText('Place of birth')).toHaveProperty('value', 'Vellore, Tamil Nadu, India');
    await user.click(dialog.getByRole('button', { name: 'Start chat' }));

    await vi.waitFor(() => expect(requests.some((request) => request.url.pathname === '/api/create_chat_session')).toBe(true));
    expect(requests.find((request) => request.url.pathname === '/api/create_chat_session')?.body).toEqual({
      astrologer_id: 'a1',
      intake: { name: 'Asha Verma', birth_date: '1990-04-12', birth_time: '06:30', birth_place: 'Vellore, Tamil Nadu, India', resolved_place: VELLORE_PLACE },
    });
    expect(JSON.parse(window.localStorage.getItem('nk_chat_intake') ?? '{}')).toMatchObject({ birth_place_choice: VELLORE_PLACE });
  });

  it('shows a refused chosen place on the place field', async () => {
    const { user } = openList({
      'POST /api/create_chat_session': () =>
        jsonResponse(400, { status: 400, code: 'request.invalid', message: 'intake.resolved_place.timezone: unknown time zone', errors: [fieldError('intake.resolved_place.timezone', 'field.time_zone')] }),
    });
    await user.click(await screen.findByRole('button', { name: 'Chat with Pandit Ravi' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Chat with Pandit Ravi' }));
    await fillIntake(user, dialog);
    await user.click(dialog.getByRole('button', { name: 'Start chat' }));
    const problem = await dialog.findByRole('link', { name: /time zone/i });
    expect(problem.getAttribute('href')).toContain('-place');
  });

  it('prefills the last intake', async () => {
    window.localStorage.setItem('nk_chat_intake', JSON.stringify({ name: 'Asha Verma', birth_date: '1990-04-12', birth_time: '06:30', birth_time_unknown: false, birth_place: 'Varanasi' }));
    const { user } = openList();
    await user.click(await screen.findByRole('button', { name: 'Chat with Pandit Ravi' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Chat with Pandit Ravi' }));
    expect(dialog.getByLabelText('Name')).toHaveProperty('value', 'Asha Verma');
    expect(dialog.getByLabelText('Time of birth')).toHaveProperty('value', '06:30');
    expect(dialog.getByLabelText('Place of birth')).toHaveProperty('value', 'Varanasi');
    const result = await axe.run(document.body, { resultTypes: ['violations'], rules: { 'color-contrast': { enabled: false } } });
    expect(result.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => violation.id)).toEqual([]);
  });

  it('shows an insufficient balance with a Recharge button', async () => {
    const { user } = openList({
      'POST /api/create_chat_session': () =>
        jsonResponse(409, {
          status: 409,
          code: 'wallet.insufficient_balance',
          params: { balance: 20_00, needed: 100_00 },
          message: 'Insufficient balance: ₹ 20 in the wallet, ₹ 100 needed. Please recharge.',
        }),
    });
    await user.click(await screen.findByRole('button', { name: 'Chat with Pandit Ravi' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Chat with Pandit Ravi' }));
    await fillIntake(user, dialog);
    await user.click(dialog.getByRole('button', { name: 'Start chat' }));
    const alert = within(await dialog.findByRole('alert'));
    expect(alert.getByText('Insufficient balance: ₹ 20 in the wallet, ₹ 100 needed. Please recharge.')).toBeTruthy();
    expect(alert.getByRole('link', { name: 'Recharge' }).getAttribute('href')).toBe('/recharge');
  });

  it('says when the astrologer went offline or busy meanwhile', async () => {
    const { user } = openList({
      'POST /api/create_chat_session': () => jsonResponse(409, { status: 409, code: 'chat.astrologer_offline', message: 'This astrologer is offline right now.' }),
    });
    await user.click(await screen.findByRole('button', { name: 'Chat with Pandit Ravi' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Chat with Pandit Ravi' }));
    await fillIntake(user, dialog);
    await user.click(dialog.getByRole('button', { name: 'Start chat' }));
    expect((await dialog.findByRole('alert')).textContent).toBe('This astrologer is offline right now.');
    expect(dialog.queryByRole('link', { name: 'Recharge' })).toBeNull();
  });

  it('shows the server’s field errors on their fields', async () => {
    const { user } = openList({
      'POST /api/create_chat_session': () =>
        jsonResponse(400, { status: 400, code: 'request.invalid', message: 'intake.birth_place: must be at most 200 characters', errors: [fieldError('intake.birth_place', 'field.too_long', { maximum: 200 })] }),
    });
    await user.click(await screen.findByRole('button', { name: 'Chat with Pandit Ravi' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Chat with Pandit Ravi' }));
    await fillIntake(user, dialog);
    await user.click(dialog.getByRole('button', { name: 'Start chat' }));
    expect(await dialog.findByRole('link', { name: 'Must be at most 200 characters' })).toBeTruthy();
  });
});

describe('intake validation', () => {
  it('follows the server’s rules', () => {
    expect(validateIntake(EMPTY_INTAKE, '2026-11-23')).toEqual({ name: 'nameLength', birth_date: 'dateMissing', birth_time: 'timeMissing', birth_place: 'placeLength' });
    const ok = { name: 'Asha', birth_date: '1990-04-12', birth_time: '06:30', birth_time_unknown: false, birth_place: 'Varanasi', birth_place_choice: null };
    expect(validateIntake(ok, '2026-11-23')).toEqual({});
    expect(validateIntake({ ...ok, birth_date: '1990-02-30' }, '2026-11-23')).toEqual({ birth_date: 'dateInvalid' });
    expect(validateIntake({ ...ok, birth_date: '2026-11-24' }, '2026-11-23')).toEqual({ birth_date: 'dateRange' });
    expect(validateIntake({ ...ok, birth_date: '1899-12-31' }, '2026-11-23')).toEqual({ birth_date: 'dateRange' });
    expect(validateIntake({ ...ok, birth_time: '24:00' }, '2026-11-23')).toEqual({ birth_time: 'timeInvalid' });
    expect(validateIntake({ ...ok, birth_time: '', birth_time_unknown: true }, '2026-11-23')).toEqual({});
    expect(validateIntake({ ...ok, name: ' A ' }, '2026-11-23')).toEqual({ name: 'nameLength' });
    // A chosen place must be one a chart can be cast for, as calculate_kundli says.
    expect(validateIntake({ ...ok, birth_place: 'Tromsø', birth_place_choice: { ...VELLORE_PLACE, name: 'Tromsø', lat: 69.65 } }, '2026-11-23')).toEqual({ birth_place: 'placePolar' });
  });
});
