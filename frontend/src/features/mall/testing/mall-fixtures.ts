import { jsonResponse, type FakeRequest, type Responder } from '../../../testing/fake-fetch';
import type { Product, ProductCategory } from '../api/product';

export const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export function product(n: number, fields: Partial<Product> = {}): Product {
  return {
    id: uuid(n),
    family: 'products',
    title: `Product ${n}`,
    slug: `product-${n}`,
    status: 'published',
    sort_order: 0,
    created_at: '2026-11-20T04:30:00.000Z',
    updated_at: '2026-11-20T04:30:00.000Z',
    price: 100_00,
    mrp: 100_00,
    stock: 20,
    images: [],
    ...fields,
  };
}

export function category(n: number, title: string): ProductCategory {
  return { id: uuid(100 + n), family: 'product_category', title, slug: title.toLowerCase(), status: 'published', sort_order: n, created_at: '', updated_at: '' };
}

export const listAnswer = <T>(items: T[], total = items.length, page = 1): Responder => () =>
  jsonResponse(200, { status: 200, data: items, meta: { page, limit: 12, total } });

export const oneAnswer = <T>(item: T): Responder => () => jsonResponse(200, { status: 200, data: item });

/** Answers in turn, one per request; a request beyond them fails the test. */
export function inTurn(...answers: Responder[]): Responder {
  return (request: FakeRequest) => {
    const answer = answers.shift();
    if (!answer) throw new Error(`unexpected request ${request.url.href}`);
    return answer(request);
  };
}

export const queriesOf = (requests: readonly FakeRequest[], name: string) =>
  requests.filter((request) => request.url.pathname === `/api/${name}`).map((request) => Object.fromEntries(request.url.searchParams));
