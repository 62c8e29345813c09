import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { jsonResponse, pending, type Responder } from '../../../testing/fake-fetch';
import { renderApp } from '../../../testing/render-app';
import { inTurn, oneAnswer, product } from '../testing/mall-fixtures';

beforeAll(() => import('../../../app/routes/product.page'));

function openProduct(slug: string, ...answers: Responder[]) {
  const rendered = renderApp(`/mall/${slug}`, { [`GET /api/get_single_products/${slug}`]: inTurn(...answers) });
  return { ...rendered, user: userEvent.setup() };
}

const emerald = product(7, {
  title: 'Natural Emerald',
  slug: 'natural-emerald',
  summary: 'Lab-certified Colombian emerald for Mercury',
  body: '<p>Wear it on a <strong>Wednesday</strong>.</p><script>window.__mallPwned = true</script>',
  price: 1_250_000,
  mrp: 1_599_900,
  stock: 3,
  images: ['/uploads/emerald-1.png', '/uploads/emerald-2.png'],
});

const storedCart = () => JSON.parse(window.localStorage.getItem('nk_cart') ?? '[]') as { id: string; quantity: number }[];

describe('product page', () => {
  it('shows a skeleton while the product loads, with a way back to the shop', async () => {
    openProduct('natural-emerald', pending);

    expect((await screen.findByText('Loading product…')).closest('[role="status"]')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'All products' }).getAttribute('href')).toBe('/mall');
  });

  it('shows the product: pictures, name, price, MRP, saving, stock and the cleaned description', async () => {
    openProduct('natural-emerald', oneAnswer(emerald));

    const article = within(await screen.findByRole('article', { name: 'Natural Emerald' }));
    expect(article.getByRole('heading', { level: 1, name: 'Natural Emerald' })).toBeTruthy();
    expect(article.getByRole('img', { name: 'Natural Emerald' }).getAttribute('src')).toBe('/uploads/emerald-1.png');
    expect(article.getByText('₹ 12,500')).toBeTruthy();
    expect(article.getByText('₹ 15,999').tagName).toBe('S');
    expect(article.getByText('21% off')).toBeTruthy();
    expect(article.getByText('You save ₹ 3,499')).toBeTruthy();
    expect(article.getByText('Only 3 left')).toBeTruthy();
    expect(article.getByRole('heading', { level: 2, name: 'About this product' })).toBeTruthy();
    expect(article.getByText('Wednesday').tagName).toBe('STRONG');
    expect(document.querySelector('main script')).toBeNull();
    expect(document.title).toBe('Natural Emerald · Nakshatra');
  });

  it('switches the large picture with the thumbnails', async () => {
    const { user } = openProduct('natural-emerald', oneAnswer(emerald));

    const thumbs = within(await screen.findByRole('list', { name: 'Product images' }));
    await user.click(thumbs.getByRole('button', { name: 'Show image 2 of 2' }));

    expect(screen.getByRole('img', { name: 'Natural Emerald' }).getAttribute('src')).toBe('/uploads/emerald-2.png');
    expect(thumbs.getByRole('button', { name: 'Show image 2 of 2' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('adds the chosen quantity to the cart, never more than the stock', async () => {
    const { user } = openProduct('natural-emerald', oneAnswer(emerald));

    await user.click(await screen.findByRole('button', { name: 'Increase the quantity' }));
    expect((screen.getByRole('spinbutton', { name: 'Quantity' }) as HTMLInputElement).value).toBe('2');
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));

    expect(storedCart()).toEqual([expect.objectContaining({ id: emerald.id, slug: 'natural-emerald', price: 1_250_000, image: '/uploads/emerald-1.png', quantity: 2 })]);
    expect(screen.getByRole('status').textContent).toContain('Added to your cart.');
    expect(screen.getByRole('status').textContent).toContain('2 in your cart');
    expect(screen.getByRole('link', { name: 'Go to cart' }).getAttribute('href')).toBe('/cart');

    // One left: the quantity cannot go past it.
    expect(screen.getByRole('button', { name: 'Increase the quantity' }).hasAttribute('disabled')).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(storedCart()[0]?.quantity).toBe(3);
    expect(screen.queryByRole('button', { name: 'Add to cart' })).toBeNull();
    expect(screen.getByText('All the stock of this product is in your cart.')).toBeTruthy();
  });

  it('cannot be added when out of stock', async () => {
    openProduct('natural-emerald', oneAnswer({ ...emerald, stock: 0 }));

    expect(await screen.findByRole('button', { name: 'Out of stock' })).toHaveProperty('disabled', true);
  });

  it('answers an unknown product with the not-found page and a way back to the shop', async () => {
    openProduct('no-such-thing', () => jsonResponse(404, { status: 404, message: 'Not found' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Product not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the Astro Mall' }).getAttribute('href')).toBe('/mall');
  });

  it('offers a retry when the product fails to load', async () => {
    const { user } = openProduct('natural-emerald', () => jsonResponse(503, { status: 503, message: 'later' }), oneAnswer(emerald));

    expect((await screen.findByRole('alert')).textContent).toContain("We couldn't load this product.");
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Natural Emerald' })).toBeTruthy();
  });

  it('speaks Hindi when the visitor chose it', async () => {
    window.localStorage.setItem('language', 'hi');
    openProduct('natural-emerald', oneAnswer(emerald));

    expect(await screen.findByRole('button', { name: 'कार्ट में डालें' })).toBeTruthy();
    expect(screen.getByText('केवल 3 बचे हैं')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'सभी उत्पाद' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Natural Emerald · Nakshatra'));
  });
});
