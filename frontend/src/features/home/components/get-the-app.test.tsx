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
  it('says plainly that there is no app yet, and is there at once, before the home data', async () => {
    openHome('/', pending);

    const apps = await section('The Nakshatra apps are coming soon');
    expect(apps.getByText(/There is no Nakshatra app for Android or iPhone yet/)).toBeTruthy();
    const stores = within(apps.getByRole('list', { name: 'App stores' })).getAllByRole('listitem');
    expect(stores.map((store) => store.textContent)).toEqual(['Google PlayComing soon', 'App StoreComing soon']);
    expect(apps.getByRole('link', { name: 'Chat with an astrologer now' }).getAttribute('href')).toBe('/chat-with-astrologer');
    expect(document.getElementById('get-the-app')?.tagName).toBe('SECTION');
  });

  it('takes a visitor who arrives at /#get-the-app to it once the sections above have loaded', async () => {
    const scrolled = vi.spyOn(Element.prototype, 'scrollIntoView');
    openHome('/#get-the-app', homeAnswer());

    const heading = await screen.findByRole('heading', { name: 'The Nakshatra apps are coming soon' });
    await screen.findByRole('region', { name: 'Our services' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(scrolled.mock.contexts.at(-1)).toBe(document.getElementById('get-the-app'));
  });

  it('waits for the home data before it moves there, as the sections would push it down again', async () => {
    const scrolled = vi.spyOn(Element.prototype, 'scrollIntoView');
    openHome('/#get-the-app', pending);

    await screen.findByRole('heading', { name: 'The Nakshatra apps are coming soon' });
    expect(scrolled).not.toHaveBeenCalled();
  });

  it('speaks Hindi', async () => {
    window.localStorage.setItem('language', 'hi');
    openHome('/', pending);

    const apps = await section('नक्षत्र ऐप जल्द आ रहे हैं');
    expect(apps.getAllByText('जल्द आ रहा है')).toHaveLength(2);
  });
});
