import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { jsonResponse, pending, type Responder } from '../../../testing/fake-fetch';
import { renderApp, userAnswer } from '../../../testing/render-app';
import { inTurn, pooja, poojaAnswer } from '../testing/pooja-fixtures';

beforeAll(() => import('../../../app/routes/pooja.page'));

const USER_ID = '11111111-1111-4111-8111-111111111111';

function openPooja(slug: string, answers: Responder[], booking?: Responder) {
  const rendered = renderApp(`/pooja-booking/${slug}`, {
    [`GET /api/get_single_pooja_booking/${slug}`]: inTurn(...answers),
    [`GET /api/get_single_users/${USER_ID}`]: userAnswer({ id: USER_ID }),
    ...(booking ? { 'POST /api/create_order_history': booking } : {}),
  });
  return { ...rendered, user: userEvent.setup() };
}

const jaap = pooja(4, {
  title: 'Maha Mrityunjaya Jaap',
  slug: 'maha-mrityunjaya-jaap',
  summary: '1,25,000 chants for health and long life',
  body: '<p>Performed by <em>eleven</em> priests.</p><img src="x" onerror="window.__poojaPwned = true">',
  price: 1_100_000,
  duration_min: 180,
  temple: 'Mahakaleshwar, Ujjain',
  benefits: ['Good health', 'Protection from untimely troubles'],
  image_url: '/uploads/temple.png',
});

describe('pooja page', () => {
  it('shows a skeleton while the pooja loads, with a way back to the list', async () => {
    openPooja('maha-mrityunjaya-jaap', [pending]);

    expect((await screen.findByText('Loading pooja…')).closest('[role="status"]')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'All poojas' }).getAttribute('href')).toBe('/pooja-booking');
  });

  it('shows the pooja: picture, name, temple, duration, price, benefits and the cleaned description', async () => {
    openPooja('maha-mrityunjaya-jaap', [poojaAnswer(jaap)]);

    const article = within(await screen.findByRole('article', { name: 'Maha Mrityunjaya Jaap' }));
    expect(article.getByRole('heading', { level: 1, name: 'Maha Mrityunjaya Jaap' })).toBeTruthy();
    expect(article.getByRole('img', { name: 'Maha Mrityunjaya Jaap' }).getAttribute('src')).toBe('/uploads/temple.png');
    expect(article.getByText('Temple').nextElementSibling?.textContent).toBe('Mahakaleshwar, Ujjain');
    expect(article.getByText('Duration').nextElementSibling?.textContent).toBe('3 h');
    expect(article.getByText('Price').nextElementSibling?.textContent).toBe('₹ 11,000');
    const benefits = article.getByRole('region', { name: 'Benefits' });
    expect(within(benefits).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Good health', 'Protection from untimely troubles']);
    expect(article.getByText('eleven').tagName).toBe('EM');
    expect(document.querySelector('main [onerror]')).toBeNull();
    expect(document.title).toBe('Maha Mrityunjaya Jaap · Nakshatra');
  });

  it('asks a visitor to log in to book', async () => {
    const { user, requests } = openPooja('maha-mrityunjaya-jaap', [poojaAnswer(jaap)]);

    await user.click(await screen.findByRole('button', { name: 'Book this pooja' }));

    expect(await screen.findByRole('dialog')).toBeTruthy();
    expect(screen.getByText('Log in to book this pooja.')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Your name' })).toBeNull();
    expect(requests.some((request) => request.url.pathname === '/api/create_order_history')).toBe(false);
  });

  it('answers an unknown pooja with the not-found page', async () => {
    openPooja('nope', [() => jsonResponse(404, {})]);

    expect(await screen.findByRole('heading', { level: 1, name: 'Pooja not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to all poojas' }).getAttribute('href')).toBe('/pooja-booking');
  });

  it('offers a retry when the pooja fails to load', async () => {
    const { user } = openPooja('maha-mrityunjaya-jaap', [() => jsonResponse(500, {}), poojaAnswer(jaap)]);

    expect((await screen.findByRole('alert')).textContent).toContain("We couldn't load this pooja.");
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Maha Mrityunjaya Jaap' })).toBeTruthy();
  });

  it('speaks Hindi when the visitor chose it', async () => {
    window.localStorage.setItem('language', 'hi');
    openPooja('maha-mrityunjaya-jaap', [poojaAnswer(jaap)]);

    expect(await screen.findByRole('button', { name: 'यह पूजा बुक करें' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'लाभ' })).toBeTruthy();
    expect(screen.getByText('3 घंटे')).toBeTruthy();
  });
});
