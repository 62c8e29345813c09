import { randomUUID } from 'node:crypto';
import { catalogueEntries, type RouteEntry } from '@nakshatra/contracts';
import { expect } from 'vitest';
import { chatFixtures } from '../chat-fixtures.js';
import type { InProcessStack } from '../in-process-stack.js';
import { testApi } from '../test-api.js';
import { exampleBody } from './schema-example.js';
import { pathOf, roleFor } from './write-prober.js';

/**
 * Real objects for near-valid fuzz bodies to name, so a body gets past "not found" into the
 * handler: a logged-in, funded customer (and the number it logged in with), an online astrologer,
 * a chat request between them, a recharge with its signed test checkout, a scheduled live
 * session, a private image each of them uploaded, and one item of every family the catalogue can
 * create (each created from its own schema's example). Paths and bodies name them by family and
 * by field; anything else gets a fresh id.
 */
export async function prepareFuzzWorld(stack: InProcessStack) {
  const api = testApi(stack);
  const admin = stack.cookie('admin');
  const chat = chatFixtures(stack, api, admin);
  const astrologer = await chat.onlineAstrologer({ call_price_per_min: 30_00 });
  const phone = api.newNumber();
  const customer = await api.logIn(phone);
  const funded = await api.call('PUT', `/api/update_wallet/${customer.userId}`, { cookie: admin, headers: { 'idempotency-key': `fund-${customer.userId}` }, body: { amount: 50_000_00, reason: 'Fuzz balance' } });
  expect(funded.status, JSON.stringify(funded.body)).toBe(201);
  const session = await chat.request(customer.cookie, astrologer.id);
  expect(session.status, JSON.stringify(session.body)).toBe(201);
  const recharge = await api.call('POST', '/api/create_transaction', { cookie: customer.cookie, headers: { 'idempotency-key': randomUUID() }, body: { amount: 100_00 } });
  expect(recharge.status, JSON.stringify(recharge.body)).toBe(201);
  // The test checkout's signed answer, which verify_payment takes.
  const checkout = await api.call('POST', '/api/payments/test/complete', { cookie: customer.cookie, body: { recharge_id: recharge.body.data.recharge_id, outcome: 'succeed' } });
  expect(checkout.status, JSON.stringify(checkout.body)).toBe(200);
  const live = await api.call('POST', '/api/create_live_session', {
    cookie: astrologer.cookie,
    body: { title: 'Fuzzing tarot', topic: 'Career', starts_at: new Date(Date.now() + 3_600_000).toISOString() },
  });
  expect(live.status, JSON.stringify(live.body)).toBe(201);
  // One private image every role of the world uploaded (the same bytes, so one address): a body may
  // attach only an image its sender uploaded, and each route is sent by one of these roles.
  const privateImage = await api.upload(customer.cookie, 'private', 'fuzz');
  for (const cookie of [admin, astrologer.cookie]) expect(await api.upload(cookie, 'private', 'fuzz')).toBe(privateImage);

  const byFamily: Record<string, string> = {
    astrologer: astrologer.id,
    follow: astrologer.id,
    chat_session: session.body.data.id,
    transaction: recharge.body.data.recharge_id,
    wallet: customer.userId,
    users: customer.userId,
    live_session: live.body.data.id,
  };
  // Two items of every family an admin creates, from its create call's own example, published: one
  // for the family's calls to change (paths name it), one for bodies to name, left as it was made.
  const named: Record<string, string> = {};
  for (const create of catalogueEntries.filter((entry) => entry.name === `create_${entry.family}` && entry.access === 'admin' && entry.body && !entry.planned)) {
    for (const into of [byFamily, named]) {
      const created = await api.call('POST', create.path, { cookie: admin, body: exampleBody(create.body!, { status: 'published' }) });
      if (created.status === 201 && typeof created.body.data?.id === 'string') into[create.family] = created.body.data.id;
    }
  }

  /** Real objects named by body fields. */
  const hints: Record<string, unknown> = {
    astrologer_id: astrologer.id,
    session_id: session.body.data.id,
    recharge_id: recharge.body.data.recharge_id,
    user_id: customer.userId,
    phone,
    provider_order_id: checkout.body.data.provider_order_id,
    provider_payment_id: checkout.body.data.provider_payment_id,
    signature: checkout.body.data.signature,
    images: [privateImage],
    id_document_url: privateImage,
    ...(named.offers ? { offer_ids: [named.offers] } : {}),
    ...(named.products ? { product_id: named.products } : {}),
    ...(named.pooja_booking ? { pooja_id: named.pooja_booking } : {}),
    ...(named.product_category ? { category_id: named.product_category } : {}),
  };

  const cookieFor = (entry: RouteEntry): string => ({ admin, astrologer: astrologer.cookie, customer: customer.cookie })[roleFor(entry)];
  /** The route's path naming the world's object of its family (its own record for `owner` calls), else a fresh id. */
  const pathFor = (entry: RouteEntry): string => pathOf(entry, (name) => (name === 'id' ? (entry.access === 'owner' ? customer.userId : (byFamily[entry.family] ?? randomUUID())) : randomUUID()));

  return { hints, cookieFor, pathFor, customer, astrologer, byFamily };
}
