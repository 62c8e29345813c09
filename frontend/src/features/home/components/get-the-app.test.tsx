import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { pending, type Responder } from '../../../testing/fake-fetch';
import { renderApp } from '../../../testing/render-app';
import { homeAnswer } from '../testing/home-fixtures';

beforeAll(async () => {
  await import('../../../app/routes/home.page');
  // jsdom lays nothing out and has no scrollIntoView: give it one to watch.
  Element.prototype.scrollIntoView ??= () => undefined;
});

const openHome = (path: string, answer: Responder) => renderApp(path, { 'GET /api/todos': answer });
const section = async (name: string) => within(await screen.findByRole('region', { name }));

describe('home page: get the app (where the login popup store badges lead)', () => {
  it('says plainly which store has no app yet and that the site does everything, and is there at once, before the home data', async () => {
    openHome('/', pending);

    const apps = await section('Nakshatra on your phone');
    expect(apps.getByText(/Everything works in your phone's browser/)).toBeTruthy();
    const stores = within(apps.getByRole('list', { name: 'App stores' })).getAllByRole('listitem');
    expect(stores.map((store) => store.textContent)).toEqual(['Not on Google Play yet', 'Not on App Store yet']);
    expect(apps.getByRole('link', { name: 'Chat with an astrologer now' }).getAttribute('href')).toBe('/chat-with-astrologer');
    expect(document.getElementById('get-the-app')?.tagName).toBe('SECTION');
  });

  it('takes a visitor who arrives at /#get-the-app to it once the sections above have loaded', async () => {
    const scrolled = vi.spyOn(Element.prototype, 'scrollIntoView');
    openHome('/#get-the-app', homeAnswer());

    const heading = await screen.findByRole('heading', { name: 'Nakshatra on your phone' });
    await screen.findByRole('region', { name: 'Our services' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(scrolled.mock.contexts.at(-1)).toBe(document.getElementById('get-the-app'));
  });

  it('waits for the home data before it moves there, as the sections would push it down again', async () => {
    const scrolled = vi.spyOn(Element.prototype, 'scrollIntoView');
    openHome('/#get-the-app', pending);

    await screen.findByRole('heading', { name: 'Nakshatra on your phone' });
    expect(scrolled).not.toHaveBeenCalled();
  });

  it('speaks Hindi', async () => {
    window.localStorage.setItem('language', 'hi');
    openHome('/', pending);

    const apps = await section('फ़ोन पर नक्षत्र');
    expect(apps.getByText('अभी Google Play पर नहीं')).toBeTruthy();
  });
});
