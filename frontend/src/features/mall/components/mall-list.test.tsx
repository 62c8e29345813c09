import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { jsonResponse, pending, type Responder } from '../../../testing/fake-fetch';
import { renderApp } from '../../../testing/render-app';
import { category, inTurn, listAnswer, product, queriesOf, uuid } from '../testing/mall-fixtures';

beforeAll(() => import('../../../app/routes/mall.page'));

const gemstones = category(1, 'Gemstones');
const yantras = category(2, 'Yantras');

function openMall(path: string, products: Responder[], categories: Responder = listAnswer([gemstones, yantras])) {
  const rendered = renderApp(path, { 'GET /api/get_products': inTurn(...products), 'GET /api/get_product_category': categories });
  return { ...rendered, queries: () => queriesOf(rendered.requests, 'get_products'), user: userEvent.setup() };
}

const cards = () => within(screen.getByRole('main')).queryAllByRole('article');
const twelve = Array.from({ length: 12 }, (_, index) => product(index + 1));

describe('Astro Mall', () => {
  it('shows a skeleton under the heading while products load, and names the page', async () => {
    const { queries } = openMall('/mall', [pending]);

    expect(await screen.findByRole('heading', { level: 1, name: 'Astro Mall' })).toBeTruthy();
    expect(screen.getByText('Loading products…').closest('[role="status"]')).toBeTruthy();
    expect(document.title).toBe('Astro Mall · Nakshatra');
    await waitFor(() => expect(queries()).toEqual([{ page: '1', limit: '12', sort: 'sort_order', status: 'published' }]));
  });

  it('says so when the shop has no products', async () => {
    openMall('/mall', [listAnswer([], 0)]);

    expect(await screen.findByText('No products yet')).toBeTruthy();
    expect(cards()).toHaveLength(0);
    expect(screen.queryByRole('navigation', { name: 'Product pages' })).toBeNull();
  });

  it('shows each product as a card: picture, name linking to it, price and MRP in ₹, discount and stock', async () => {
    openMall('/mall', [
      listAnswer([
        product(1, { title: 'Natural Emerald', slug: 'natural-emerald', summary: 'For Mercury', price: 1_250_000, mrp: 1_599_900, stock: 8, images: ['/uploads/emerald.png'] }),
        product(2, { title: 'Ek Mukhi Rudraksha', price: 1_100_050, mrp: 1_100_050, stock: 2 }),
        product(3, { title: 'Shree Yantra', stock: 0 }),
      ]),
    ]);

    const [emerald, rudraksha, yantra] = await waitFor(() => {
      const shown = cards();
      expect(shown).toHaveLength(3);
      return shown;
    });
    const card = within(emerald!);
    expect(card.getByRole('link', { name: 'Natural Emerald' }).getAttribute('href')).toBe('/mall/natural-emerald');
    expect(emerald!.querySelector('img')?.getAttribute('src')).toBe('/uploads/emerald.png');
    expect(card.getByText('For Mercury')).toBeTruthy();
    expect(card.getByText('₹ 12,500')).toBeTruthy();
    expect(card.getByText('₹ 15,999').tagName).toBe('S');
    expect(card.getByText('21% off')).toBeTruthy();
    expect(card.getByText('In stock')).toBeTruthy();
    // No saving: no MRP and no discount shown.
    expect(within(rudraksha!).getByText('₹ 11,000.50')).toBeTruthy();
    expect(within(rudraksha!).queryByText(/off$/)).toBeNull();
    expect(within(rudraksha!).getByText('Only 2 left')).toBeTruthy();
    expect(within(yantra!).getByText('Out of stock')).toBeTruthy();
    expect(screen.getByText('3 products')).toBeTruthy();
  });

  it('offers a retry when products fail to load, and shows what the retry brings', async () => {
    const { user, queries } = openMall('/mall', [() => jsonResponse(500, { status: 500, message: 'boom' }), listAnswer([product(1)])]);

    expect((await screen.findByRole('alert')).textContent).toContain("We couldn't load products.");
    await user.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('link', { name: 'Product 1' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(queries()).toHaveLength(2);
  });

  it('filters by a category chip, keeping the sort, and marks the chip shown', async () => {
    const { user, queries, router } = openMall('/mall?sort=newest', [listAnswer(twelve, 20), listAnswer([product(30)], 1)]);

    const chips = await screen.findByRole('navigation', { name: 'Product categories' });
    await screen.findByText('20 products');
    expect(within(chips).getByRole('link', { name: 'All' }).getAttribute('aria-current')).toBe('true');

    await user.click(within(chips).getByRole('link', { name: 'Gemstones' }));

    expect(await screen.findByRole('link', { name: 'Product 30' })).toBeTruthy();
    expect(router.state.location.search).toBe(`?category_id=${gemstones.id}&sort=newest`);
    expect(within(chips).getByRole('link', { name: 'Gemstones' }).getAttribute('aria-current')).toBe('true');
    expect(within(chips).getByRole('link', { name: 'All' }).getAttribute('aria-current')).toBeNull();
    expect(queries()[1]).toEqual({ page: '1', limit: '12', sort: 'newest', status: 'published', category_id: gemstones.id });
  });

  it('still lists products when the categories fail, with only the All chip', async () => {
    openMall('/mall', [listAnswer([product(1)])], () => jsonResponse(500, {}));

    expect(await screen.findByRole('link', { name: 'Product 1' })).toBeTruthy();
    const chips = screen.getByRole('navigation', { name: 'Product categories' });
    expect(within(chips).getAllByRole('link').map((link) => link.textContent)).toEqual(['All']);
  });

  it('searches names from the first page, and clears the search', async () => {
    const { user, queries, router } = openMall(`/mall?category_id=${uuid(101)}&page=2`, [listAnswer([product(13)], 13, 2), listAnswer([], 0), listAnswer([product(1)], 1)]);

    await screen.findByRole('link', { name: 'Product 13' });
    await user.type(within(screen.getByRole('search')).getByRole('searchbox', { name: 'Search products' }), ' mala ');
    await user.click(within(screen.getByRole('search')).getByRole('button', { name: 'Search' }));

    expect(await screen.findByText('No products match these filters.')).toBeTruthy();
    expect(router.state.location.search).toBe(`?category_id=${uuid(101)}&search=mala`);
    expect(screen.getByText('Results for “mala”')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Show all products' }).getAttribute('href')).toBe('/mall');

    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(await screen.findByRole('link', { name: 'Product 1' })).toBeTruthy();
    expect(router.state.location.search).toBe(`?category_id=${uuid(101)}`);
    expect((screen.getByRole('searchbox', { name: 'Search products' }) as HTMLInputElement).value).toBe('');
    expect(queries().map((query) => query.search)).toEqual([undefined, 'mala', undefined]);
  });

  it('sorts by price from the select, in the address and in the request', async () => {
    const { user, queries, router } = openMall('/mall?page=2', [listAnswer(twelve, 30, 2), listAnswer(twelve, 30)]);

    await screen.findByText('Page 2 of 3');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Price: low to high');

    await screen.findByText('Page 1 of 3');
    expect(router.state.location.search).toBe('?sort=price_asc');
    expect(queries()[1]).toMatchObject({ page: '1', sort: 'price_asc' });
  });

  it('pages with Previous and Next, focusing the heading of the new page', async () => {
    const { user, router } = openMall('/mall?sort=price_desc', [listAnswer(twelve, 14), listAnswer([product(13), product(14)], 14, 2)]);

    const paging = await screen.findByRole('navigation', { name: 'Product pages' });
    expect(within(paging).getByText('Page 1 of 2')).toBeTruthy();
    await user.click(within(paging).getByRole('link', { name: 'Next' }));

    await screen.findByText('Page 2 of 2');
    expect(router.state.location.search).toBe('?sort=price_desc&page=2');
    expect(cards()).toHaveLength(2);
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: 'Astro Mall' }));
  });

  it('points back to the first page from an address past the last one', async () => {
    openMall('/mall?page=9', [listAnswer([], 14, 9)]);

    expect(await screen.findByText('There are no products on this page.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the first page' }).getAttribute('href')).toBe('/mall');
  });

  it('speaks Hindi when the visitor chose it, leaving product names as written', async () => {
    window.localStorage.setItem('language', 'hi');
    openMall('/mall', [listAnswer([product(1, { title: 'Ruby (Manik)', price: 50_00, mrp: 100_00 })])]);

    expect(await screen.findByRole('heading', { level: 1, name: 'एस्ट्रो मॉल' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Ruby (Manik)' })).toBeTruthy();
    expect(screen.getByText('50% छूट')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'क्रम' })).toBeTruthy();
    expect(screen.getByRole('searchbox', { name: 'उत्पाद खोजें' })).toBeTruthy();
    expect(document.title).toBe('एस्ट्रो मॉल · Nakshatra');
  });
});
