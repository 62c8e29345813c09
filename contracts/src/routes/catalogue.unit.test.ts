import { describe, expect, it } from 'vitest';
import { z, ZodType } from 'zod';
import { catalogueEntries } from './catalogue.js';
import { createRouteMatcher } from './match-route.js';

/** Every call the product spec §7 lists, as the spec writes it. */
const specCalls: [method: string, path: string][] = [
  // Login flow
  ...['send_otp', 'confirm_otp', 'user_send_otp', 'user_confirm_otp', 'login', 'send-email', 'send_subscribe_email'].map((name): [string, string] => ['POST', `/api/${name}`]),
  // Customer client reads
  ...[
    'todos', 'get_offers', 'get_banners', 'get_single_wallet/{id}', 'get_news', 'get_single_news/{id}', 'get_vastu', 'get_video', 'get_single_video/{id}',
    'get_tarot', 'get_single_tarot/{id}', 'get_services', 'get_products', 'get_single_products/{id}', 'get_gallery', 'get_single_gallery/{id}',
    'get_single_gallery_collection/{id}', 'get_festivals', 'get_single_festivals/{id}', 'get_vrat', 'get_single_vrat/{id}', 'get_collection',
    'get_user_order/{id}', 'get_remedies', 'get_single_remedies/{id}', 'get_single_story_collection/{id}', 'get_single_story/{id}', 'get_story',
    'get_single_aarti/{id}', 'get_aarti', 'get_single_podcast/{id}', 'get_podcast', 'get_blog', 'get_single_blog/{id}', 'get_single_users/{id}',
    'get_review', 'get_single_review/{id}', 'get_suggest/{city text}', 'get_pooja_booking', 'get_single_pooja_booking/{id}',
    'get_single_astrologer/{id}', 'get_astrologer/', 'get_testimonial', 'get_numerology', 'get_single_numerology/{id}',
  ].map((path): [string, string] => ['GET', `/api/${path}`]),
  // Customer client writes
  ...['send_notification_fcm', 'create_message', 'create_transaction', 'create_chat_session', 'create_review', 'create_order_history', 'create_astrologer', 'calculate_love'].map(
    (name): [string, string] => ['POST', `/api/${name}`],
  ),
  ['PUT', '/api/update_wallet/{id}'],
  ['PUT', '/api/update_users/{id}'],
  // Admin pattern for every content and business family, plus the named extras
  ...[
    'price', 'offers', 'users', 'astrologer', 'category', 'blog', 'testimonial', 'reason', 'notification', 'products', 'product_category',
    'pooja_booking', 'podcast', 'collection', 'aarti', 'remedies', 'vrat', 'festivals', 'subscriber', 'gallery', 'vastu', 'numerology', 'tarot',
    'story', 'video', 'news', 'banners', 'services',
  ].flatMap((family): [string, string][] => [
    ['GET', `/api/get_${family}`],
    ['GET', `/api/get_single_${family}/{id}`],
    ['POST', `/api/create_${family}`],
    ['PUT', `/api/update_${family}/{id}`],
    ['DELETE', `/api/delete_${family}/{id}`],
  ]),
  ...['support_ticket', 'transaction', 'wallet', 'review'].map((family): [string, string] => ['PUT', `/api/update_${family}/{id}`]),
  // Extra admin reads
  ...[
    'get_total_turnover', 'get_chat_session', 'get_session_message/{id}', 'get_reject_chat', 'get_astro_user/{id}', 'get_single_invoice/{id}',
    'get_single_transaction/{id}', 'get_single_transaction2/{id}', 'get_single_astro_chat_session/{id}', 'get_astrologer_logss/{id}',
    'get_recharge/{id}', 'get_refund_transaction/', 'get_order_history', 'get_support_ticket', 'get_price',
  ].map((path): [string, string] => ['GET', `/api/${path}`]),
  // Image upload
  ['POST', '/upload/upload-image'],
];

const concrete = (path: string) => path.replace(/\{[^}]+\}/g, 'some-id');

describe('route catalogue', () => {
  const matcher = createRouteMatcher(catalogueEntries);

  it.each(specCalls)('holds %s %s of spec §7', (method, path) => {
    expect(matcher.match(method, concrete(path)), `${method} ${path}`).toBeDefined();
  });

  it('names every call once and every method+path once', () => {
    const names = catalogueEntries.map((entry) => entry.name);
    expect(new Set(names).size).toBe(names.length);
    const keys = catalogueEntries.map((entry) => `${entry.method} ${entry.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('gives every body-taking write a request schema', () => {
    // logout takes nothing; an upload is multipart, a payment webhook is the provider's JSON, trusted only once its signature over the raw body checks out, and a phone bridge status callback is the provider's body, trusted only once the token in its URL checks out: their bodyFormat says so.
    const writesWithoutSchema = catalogueEntries.filter((entry) => (entry.method === 'POST' || entry.method === 'PUT') && !entry.body && !entry.bodyFormat && entry.name !== 'logout');
    expect(writesWithoutSchema.map((entry) => entry.name)).toEqual([]);
    expect(catalogueEntries.filter((entry) => entry.bodyFormat).map((entry) => [entry.name, entry.bodyFormat])).toEqual([
      ['upload_image', 'multipart'],
      ['upload_private_image', 'multipart'],
      ['payment_webhook', 'raw'],
      ['phone_call_status', 'raw'],
    ]);
  });

  it('declares a real response schema for every served entry', () => {
    // A schema that says nothing (z.unknown(), z.any()) becomes `{}` in JSON Schema: it would let any answer through.
    const saysSomething = (schema: ZodType | undefined) =>
      schema instanceof ZodType && Object.keys(z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' })).some((key) => key !== '$schema');
    const served = catalogueEntries.filter((entry) => !entry.planned);
    expect(served.length).toBeGreaterThan(0);
    const without = served.filter(({ response }) => !response || !saysSomething(response.data) || [response.meta, response.fields].some((part) => part && !saysSomething(part)));
    expect(without.map((entry) => entry.name)).toEqual([]);
  });

  it('sends writes to the command service and reads to the query service', () => {
    for (const entry of catalogueEntries) {
      // The development OTP outbox is the command service's own SMS adapter's memory; the Web Push key is its own VAPID configuration.
      if (entry.method === 'GET' && entry.name !== 'dev_otp_outbox' && entry.name !== 'get_web_push_key') expect(entry.side, entry.name).toBe('query');
      if (entry.method === 'PUT' || entry.method === 'DELETE') expect(entry.side, entry.name).toBe('command');
    }
  });

  it('restricts every admin-pattern write to admins', () => {
    // update_users/{id} is the user's own profile too; update_astrologer_status is no admin-pattern call (no {id}: the astrologer's own switch);
    // update_chat_session/{id} is the session's astrologer answering a request (the command service checks they are that astrologer);
    // delete_kundli/{id} removes a kundli from the caller's own shelf (their own stream, so another user's id is not found);
    // delete_live_session/{id} cancels the astrologer's own scheduled live session (the command service checks they are its astrologer, or an admin);
    // update_order_history/{id} is a customer cancelling their own confirmed order too (the command service checks the order is theirs; only admins move it along).
    const ownWrites = new Set(['update_users', 'update_astrologer_status', 'update_chat_session', 'delete_kundli', 'delete_live_session', 'update_order_history']);
    const adminWrites = catalogueEntries.filter((entry) => /^(update|delete)_/.test(entry.name) && !ownWrites.has(entry.name));
    expect(adminWrites.filter((entry) => entry.access !== 'admin').map((entry) => entry.name)).toEqual([]);
  });

  it('serves the testimonial vertical slice', () => {
    const testimonial = catalogueEntries.filter((entry) => entry.family === 'testimonial');
    expect(testimonial.map((entry) => [entry.name, entry.planned])).toEqual([
      ['get_testimonial', undefined],
      ['get_single_testimonial', undefined],
      ['create_testimonial', undefined],
      ['update_testimonial', undefined],
      ['delete_testimonial', undefined],
    ]);
  });
});
