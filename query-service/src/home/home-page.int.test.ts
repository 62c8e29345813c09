import { randomUUID } from 'node:crypto';
import { ZODIAC_SIGNS, type HomePage } from '@nakshatra/contracts';
import { connectReadModels, migrateReadModels, type ReadModelConnection } from '@nakshatra/projections';
import { createTestDatabase, type TestDatabase } from '@nakshatra/platform/testing';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { AstrologersRepository } from '../astrologers/astrologers.repository.js';
import { insertAstrologer } from '../astrologers/testing/astrologer-rows.js';
import { ContentItemsRepository } from '../content/content-items.repository.js';
import { assembleHomePage } from './home-page.js';

/** The home page query against a real read model: rows written as the content projection writes them. */
describe('assembleHomePage', () => {
  let database: TestDatabase;
  let readModels: ReadModelConnection;
  let home: HomePage;

  const now = new Date('2026-11-22T06:00:00Z');
  const today = '2026-11-22';
  let created = Date.parse('2026-11-01T00:00:00Z');

  interface Row {
    readonly status?: 'draft' | 'published';
    readonly sort_order?: number;
    readonly deleted?: boolean;
  }

  async function insert(family: string, title: string, data: Record<string, unknown> = {}, { status = 'published', sort_order = 0, deleted = false }: Row = {}) {
    created += 60_000;
    await readModels.db
      .insertInto('content_items')
      .values({
        id: randomUUID(),
        family,
        title,
        slug: `${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${created}`,
        status,
        sort_order,
        data: JSON.stringify(data),
        created_at: new Date(created),
        updated_at: new Date(created),
        deleted_at: deleted ? new Date(created) : null,
      })
      .execute();
  }

  const titles = (items: readonly { title: string }[]) => items.map((item) => item.title);

  beforeAll(async () => {
    database = await createTestDatabase(inject('databaseAdminUrl'), 'home_query');
    readModels = connectReadModels(database.url, { max: 4 });
    await migrateReadModels(readModels.db);

    await insert('banners', 'Now showing', { placement: 'home_top', image_url: '/uploads/a.png', starts_at: '2026-11-01T00:00:00Z' }, { sort_order: 1 });
    await insert('banners', 'First in line', { placement: 'home_top', image_url: '/uploads/b.png' }, { sort_order: 0 });
    await insert('banners', 'Expired', { placement: 'home_top', image_url: '/uploads/c.png', ends_at: '2026-11-22T05:59:00Z' });
    await insert('banners', 'Not yet', { placement: 'home_top', image_url: '/uploads/d.png', starts_at: '2026-11-23T00:00:00Z' });
    await insert('banners', 'Draft banner', { placement: 'home_top', image_url: '/uploads/e.png' }, { status: 'draft' });
    await insert('banners', 'Middle', { placement: 'home_middle', image_url: '/uploads/f.png' });
    await insert('offers', 'First recharge', { bonus_percent: 50, code: 'FIRST50' });
    await insert('offers', 'Ended offer', { bonus_percent: 20, valid_until: '2026-11-21T00:00:00Z' });
    for (let n = 1; n <= 7; n += 1) await insert('blog', `Post ${n}`, { summary: `About ${n}`, body: `<p>Long body ${n}</p>` });
    await insert('blog', 'Draft post', { body: '<p>Not yet</p>' }, { status: 'draft' });
    await insert('blog', 'Deleted post', { body: '<p>Gone</p>' }, { deleted: true });
    await insert('horoscope', 'Leo today', { sign: 'leo', period: 'daily', date: today, body: '<p>Leo&#39;s <strong>bright</strong> day.</p><p>Wear gold.</p>', lucky_number: 1 });
    await insert('horoscope', 'Aries yesterday', { sign: 'aries', period: 'daily', date: '2026-11-21', body: '<p>Old news.</p>' });
    await insert('horoscope', 'Aries this week', { sign: 'aries', period: 'weekly', date: today, body: '<p>A weekly one.</p>' });
    await insert('horoscope', 'Pisces draft', { sign: 'pisces', period: 'daily', date: today, body: '<p>Unpublished.</p>' }, { status: 'draft' });
    await insert('horoscope', 'Virgo today', { sign: 'virgo', period: 'daily', date: today, body: `<p>${'Careful plans bring results. '.repeat(10)}</p>` });
    for (let n = 1; n <= 12; n += 1) await insert('testimonial', `Kind words ${n}`, { author: `Author ${n}`, rating: 5, text: 'Accurate.' }, { sort_order: n });
    await insert('services', 'Talk to astrologer', { link: '/talk-to-astrologer' }, { sort_order: 1 });
    await insert('services', 'Chat with astrologer', { link: '/chat-with-astrologer' }, { sort_order: 0 });
    await insert('price', '₹200 pack', { amount: 20_000, bonus_amount: 3_000, popular: true }, { sort_order: 1 });
    await insert('price', '₹100 pack', { amount: 10_000, bonus_amount: 1_000 }, { sort_order: 0 });

    await insertAstrologer(readModels.db, 'Offline star', { rating: 4.9, orders_count: 900 });
    await insertAstrologer(readModels.db, 'Online good', { availability: 'online', rating: 4.2, orders_count: 50 });
    await insertAstrologer(readModels.db, 'Online best', { availability: 'online', rating: 4.8, orders_count: 10 });
    await insertAstrologer(readModels.db, 'Busy now', { availability: 'online', session_id: 'chat-1', rating: 4.5 });
    await insertAstrologer(readModels.db, 'Still pending', { availability: 'online', application_status: 'pending', rating: 5 });
    await insertAstrologer(readModels.db, 'Deactivated', { availability: 'offline', active: false, rating: 5 });

    home = await assembleHomePage({ content: new ContentItemsRepository(readModels.db), astrologers: new AstrologersRepository(readModels.db) }, now, today);
  });

  afterAll(async () => {
    await readModels?.close();
    await database?.drop();
  });

  it('gives the banners of each placement that are published and inside their window, in their order', () => {
    expect(titles(home.banners.home_top)).toEqual(['First in line', 'Now showing']);
    expect(titles(home.banners.home_middle)).toEqual(['Middle']);
    expect(home.banners.home_bottom).toEqual([]);
    expect(home.banners.mall).toEqual([]);
  });

  it('leaves out offers that have ended', () => {
    expect(titles(home.offers)).toEqual(['First recharge']);
  });

  it('gives the six newest published posts as cards, without their bodies', () => {
    expect(titles(home.blogs)).toEqual(['Post 7', 'Post 6', 'Post 5', 'Post 4', 'Post 3', 'Post 2']);
    expect(home.blogs[0]).toMatchObject({ summary: 'About 7', slug: expect.stringMatching(/^post-7-/) });
    expect(home.blogs.some((post) => 'body' in post)).toBe(false);
  });

  it("teases all 12 signs in zodiac order with today's published daily horoscope, as plain text", () => {
    expect(home.horoscopes.map((teaser) => teaser.sign)).toEqual([...ZODIAC_SIGNS]);
    const bySign = Object.fromEntries(home.horoscopes.map((teaser) => [teaser.sign, teaser.today]));
    expect(bySign.leo).toEqual({ id: expect.any(String), slug: expect.stringMatching(/^leo-today-/), title: 'Leo today', date: today, excerpt: "Leo's bright day. Wear gold." });
    // Yesterday's daily, a weekly one and a draft are not today's horoscope.
    expect(bySign.aries).toBeNull();
    expect(bySign.pisces).toBeNull();
    expect(bySign.virgo?.excerpt).toMatch(/^Careful plans bring results\..{80,}…$/);
    expect(bySign.virgo?.excerpt.length).toBeLessThanOrEqual(140);
    expect(home.horoscopes.filter((teaser) => teaser.today !== null)).toHaveLength(2);
  });

  it('gives the first ten testimonials, the services and the recharge packs in their order', () => {
    expect(titles(home.testimonials)).toEqual(Array.from({ length: 10 }, (_, index) => `Kind words ${index + 1}`));
    expect(titles(home.services)).toEqual(['Chat with astrologer', 'Talk to astrologer']);
    expect(home.recharge_packs.map((pack) => [pack.title, pack.amount, pack.bonus_amount])).toEqual([
      ['₹100 pack', 10_000, 1_000],
      ['₹200 pack', 20_000, 3_000],
    ]);
  });

  it('lists listed astrologers online now by rating, and the top ones by rating whatever their status', () => {
    const names = (cards: readonly { name: string }[]) => cards.map((card) => card.name);
    expect(names(home.astrologers.online)).toEqual(['Online best', 'Online good']);
    expect(names(home.astrologers.top)).toEqual(['Offline star', 'Online best', 'Busy now', 'Online good']);
    expect(home.astrologers.top[2]).toMatchObject({ status: 'busy', price_per_min: 2000, orders: 0 });
  });
});
