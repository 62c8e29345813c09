import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { jsonResponse, pending, type Responder } from '../../../testing/fake-fetch';
import { renderApp } from '../../../testing/render-app';
import { inTurn, pooja, poojasAnswer } from '../testing/pooja-fixtures';

beforeAll(() => import('../../../app/routes/pooja-booking.page'));

function openList(path: string, ...answers: Responder[]) {
  const rendered = renderApp(path, { 'GET /api/get_pooja_booking': inTurn(...answers) });
  const queries = () => rendered.requests.filter((request) => request.url.pathname === '/api/get_pooja_booking').map((request) => Object.fromEntries(request.url.searchParams));
  return { ...rendered, queries, user: userEvent.setup() };
}

const cards = () => within(screen.getByRole('main')).queryAllByRole('article');

describe('pooja booking list', () => {
  it('shows a skeleton under the heading while poojas load', async () => {
    const { queries } = openList('/pooja-booking', pending);

    expect(await screen.findByRole('heading', { level: 1, name: 'Pooja booking' })).toBeTruthy();
    expect(screen.getByText('Loading poojas…').closest('[role="status"]')).toBeTruthy();
    expect(document.title).toBe('Pooja booking · Nakshatra');
    await waitFor(() => expect(queries()).toEqual([{ page: '1', limit: '12', sort: 'sort_order', status: 'published' }]));
  });

  it('says so when no pooja is offered', async () => {
    openList('/pooja-booking', poojasAnswer([], 0));

    expect(await screen.findByText('No poojas yet')).toBeTruthy();
    expect(cards()).toHaveLength(0);
  });

  it('shows each pooja with its picture, name linking to it, benefits, temple, duration and price in ₹', async () => {
    openList(
      '/pooja-booking',
      poojasAnswer([
        pooja(1, {
          title: 'Maha Mrityunjaya Jaap',
          slug: 'maha-mrityunjaya-jaap',
          summary: '1,25,000 chants for health',
          price: 1_100_000,
          duration_min: 180,
          temple: 'Mahakaleshwar, Ujjain',
          benefits: ['Good health', 'Protection'],
          image_url: '/uploads/temple.png',
        }),
        pooja(2, { duration_min: 90 }),
        pooja(3, { duration_min: 45 }),
      ]),
    );

    const [jaap, second, third] = await waitFor(() => {
      const shown = cards();
      expect(shown).toHaveLength(3);
      return shown;
    });
    const card = within(jaap!);
    expect(card.getByRole('link', { name: 'Maha Mrityunjaya Jaap' }).getAttribute('href')).toBe('/pooja-booking/maha-mrityunjaya-jaap');
    expect(jaap!.querySelector('img')?.getAttribute('src')).toBe('/uploads/temple.png');
    expect(card.getByText('1,25,000 chants for health')).toBeTruthy();
    expect(card.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Good health', 'Protection']);
    expect(card.getByText('Temple').nextElementSibling?.textContent).toBe('Mahakaleshwar, Ujjain');
    expect(card.getByText('Duration').nextElementSibling?.textContent).toBe('3 h');
    expect(card.getByText('Price').nextElementSibling?.textContent).toBe('₹ 11,000');
    expect(within(second!).getByText('1 h 30 min')).toBeTruthy();
    expect(within(third!).getByText('45 min')).toBeTruthy();
    expect(screen.getByText('3 poojas')).toBeTruthy();
  });

  it('offers a retry when poojas fail to load', async () => {
    const { user } = openList('/pooja-booking', () => jsonResponse(500, {}), poojasAnswer([pooja(1)]));

    expect((await screen.findByRole('alert')).textContent).toContain("We couldn't load poojas.");
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Pooja 1' })).toBeTruthy();
  });

  it('pages through the address', async () => {
    const twelve = Array.from({ length: 12 }, (_, index) => pooja(index + 1));
    const { user, router, queries } = openList('/pooja-booking', poojasAnswer(twelve, 13), poojasAnswer([pooja(13)], 13, 2));

    await user.click(await screen.findByRole('link', { name: 'Next' }));

    expect(await screen.findByRole('link', { name: 'Pooja 13' })).toBeTruthy();
    expect(router.state.location.search).toBe('?page=2');
    expect(queries().map((query) => query.page)).toEqual(['1', '2']);
    expect(screen.getByRole('link', { name: 'Previous' }).getAttribute('href')).toBe('/pooja-booking');
  });

  it('speaks Hindi when the visitor chose it', async () => {
    window.localStorage.setItem('language', 'hi');
    openList('/pooja-booking', poojasAnswer([pooja(1, { duration_min: 90 })]));

    expect(await screen.findByRole('heading', { level: 1, name: 'पूजा बुकिंग' })).toBeTruthy();
    expect(await screen.findByText('1 घंटे 30 मिनट')).toBeTruthy();
    expect(screen.getByText('मंदिर')).toBeTruthy();
  });
});
