import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { fakeFetch } from '../testing/fake-fetch';
import { apiResponder } from '../testing/render-app';
import { appRoutes } from './app.router';

function renderAt(path: string) {
  vi.stubGlobal('fetch', fakeFetch(apiResponder()).fetch);
  render(<RouterProvider router={createMemoryRouter(appRoutes, { initialEntries: [path] })} />);
}

describe('app routes', () => {
  it('shows the home page with its testimonials inside the main landmark', async () => {
    renderAt('/');

    expect(await screen.findByRole('heading', { level: 1, name: 'Nakshatra' })).toBeTruthy();
    // The testimonials come with the rest of the home data (GET /api/todos), after the hero.
    expect(await screen.findByText('No testimonials yet')).toBeTruthy();
    expect(screen.getByRole('main').contains(screen.getByRole('region', { name: 'What our customers say' }))).toBe(true);
  });

  it('shows a 404 page with a way home for an unknown path', async () => {
    renderAt('/no-such-page');

    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/');
  });
});
