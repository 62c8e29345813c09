import type { UserDetails } from '@nakshatra/contracts';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { vi } from 'vitest';
import { AppProvider } from '../app/app.provider';
import { appRoutes } from '../app/app.router';
import { emptyHome } from '../features/home/testing/home-fixtures';
import { readLanguage } from '../lib/i18n/language-preference';
import { fakeFetch, jsonResponse, type FakeRequest, type Responder } from './fake-fetch';

/** Answers by "METHOD /path"; the home page's data (GET /api/todos) and testimonials are empty unless a test says otherwise. */
export function apiResponder(answers: Record<string, Responder> = {}): Responder {
  return (request: FakeRequest) => {
    const answer = answers[`${request.method} ${request.url.pathname}`];
    if (answer) return answer(request);
    if (request.url.pathname === '/api/todos') return jsonResponse(200, { status: 200, data: emptyHome });
    if (request.url.pathname === '/api/get_testimonial') return jsonResponse(200, { status: 200, data: [], meta: { page: 1, limit: 6, total: 0 } });
    return jsonResponse(404, { status: 404, message: `No fake for ${request.method} ${request.url.pathname}` });
  };
}

/** The whole app (providers, layout, routes) at a path, on a faked network. */
export function renderApp(path: string, answers: Record<string, Responder> = {}) {
  const network = fakeFetch(apiResponder(answers));
  vi.stubGlobal('fetch', network.fetch);
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  const view = render(
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...view, router, requests: network.requests };
}

/** get_single_users: the logged-in user's record, as the catalogue types it; its language is the page's unless a test says otherwise (so nothing is recorded). */
export const userAnswer = (fields: Partial<UserDetails> = {}) => () => {
  const user: UserDetails = {
    id: 'u1',
    name: 'Asha',
    phone: '9876543210',
    email: null,
    img_url: 'https://img.example/asha.jpg',
    balance: 15050,
    status: 'active',
    role: 'customer',
    gender: null,
    date_of_birth: null,
    language: readLanguage(),
    ...fields,
  };
  return jsonResponse(200, { status: 200, data: user });
};
