import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setUserDetailsCookie } from '../../../testing/browser-state';
import { jsonResponse, type FakeRequest } from '../../../testing/fake-fetch';
import { renderApp, userAnswer } from '../../../testing/render-app';

const USER_ID = '11111111-1111-4111-8111-111111111111';
const recorded = () => jsonResponse(200, { status: 200, data: { id: USER_ID }, position: '9' });

/** The home page, logged in (unless `loggedIn` is false) as an account holding `language`. */
function openHome(language: 'en' | 'hi' | null, { loggedIn = true } = {}) {
  if (loggedIn) setUserDetailsCookie({ id: USER_ID, status: 'active' });
  const rendered = renderApp('/', {
    [`GET /api/get_single_users/${USER_ID}`]: userAnswer({ id: USER_ID, language }),
    [`PUT /api/update_users/${USER_ID}`]: recorded,
  });
  const writes = () => rendered.requests.filter((request: FakeRequest) => request.method === 'PUT').map((request) => request.body);
  return { ...rendered, writes, user: userEvent.setup() };
}

const languageSelect = (name = 'Language') => screen.getAllByRole('combobox', { name })[0] as HTMLSelectElement;

describe("the logged-in user's language, kept on the server for mail", () => {
  it('records the language of the page for an account that holds none', async () => {
    const { writes } = openHome(null);
    await waitFor(() => expect(writes()).toEqual([{ language: 'en' }]));
  });

  it('records each switch, back again included, and nothing while the account holds the page’s language', async () => {
    const { writes, user } = openHome('en');
    // The account's record is in: the header's menu shows its balance.
    await screen.findByText('₹ 150.50');
    expect(writes()).toEqual([]);

    await user.selectOptions(languageSelect(), 'hi');
    await waitFor(() => expect(writes()).toEqual([{ language: 'hi' }]));
    await user.selectOptions(languageSelect('भाषा'), 'en');
    await waitFor(() => expect(writes()).toEqual([{ language: 'hi' }, { language: 'en' }]));
  });

  it('speaks the account’s language on a browser where no language was ever chosen, and records nothing', async () => {
    const { writes } = openHome('hi');
    await waitFor(() => expect(document.documentElement.lang).toBe('hi'));
    // The page's lang is set before the Hindi texts have loaded, so wait for the select's Hindi name.
    await screen.findAllByRole('combobox', { name: 'भाषा' });
    expect(languageSelect('भाषा').value).toBe('hi');
    expect(window.localStorage.getItem('language')).toBe('hi');
    expect(writes()).toEqual([]);
  });

  it('records the language chosen on this browser over the account’s', async () => {
    window.localStorage.setItem('language', 'en');
    const { writes } = openHome('hi');
    await waitFor(() => expect(writes()).toEqual([{ language: 'en' }]));
    expect(document.documentElement.lang).not.toBe('hi');
  });

  it('records nothing for a visitor', async () => {
    const { writes, user } = openHome(null, { loggedIn: false });
    await user.selectOptions(languageSelect(), 'hi');
    await screen.findAllByRole('combobox', { name: 'भाषा' });
    expect(writes()).toEqual([]);
  });
});
