import { astrologerApplicationsQuery, astrologerListQuery, astrologerLogQuery } from '@nakshatra/contracts';
import { connectReadModels, migrateReadModels, type ReadModelConnection } from '@nakshatra/projections';
import { createTestDatabase, type TestDatabase } from '@nakshatra/platform/testing';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { AstrologersRepository } from './astrologers.repository.js';
import { insertAstrologer } from './testing/astrologer-rows.js';

/** The astrologer lists against a real read model: rows written as the astrologers projection writes them. */
describe('astrologers repository', () => {
  let database: TestDatabase;
  let readModels: ReadModelConnection;
  let repository: AstrologersRepository;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    database = await createTestDatabase(inject('databaseAdminUrl'), 'astrologers_query');
    readModels = connectReadModels(database.url, { max: 4 });
    await migrateReadModels(readModels.db);
    repository = new AstrologersRepository(readModels.db);
    const add = async (name: string, fields: Parameters<typeof insertAstrologer>[2]) => (ids[name] = await insertAstrologer(readModels.db, name, fields));
    await add('Asha Tarot', { availability: 'online', skills: ['tarot'], languages: ['english', 'hindi'], price_per_min: 10_00, call_price_per_min: 30_00, takes_calls: false, experience_years: 4, rating: 4.1, orders_count: 30 });
    await add('Bala Vedic', { availability: 'online', skills: ['vedic', 'kp'], languages: ['tamil'], gender: 'male', price_per_min: 40_00, call_price_per_min: 50_00, experience_years: 25, rating: 4.7, orders_count: 10 });
    await add('Chitra Numbers', { availability: 'offline', skills: ['numerology'], languages: ['hindi'], price_per_min: 25_00, experience_years: 9, rating: 4.9, orders_count: 70, last_online_at: '2026-11-21T06:30:00Z' });
    await add('Dev Busy', { availability: 'online', session_id: 'chat-1', skills: ['vedic'], languages: ['hindi'], gender: 'male', price_per_min: 15_00, call_price_per_min: 20_00, experience_years: 12, rating: 3.5 });
    await add('Esha Pending', { application_status: 'pending', availability: 'offline', skills: ['tarot'], phone: '9812345678' });
    await add('Farah Rejected', { application_status: 'rejected', rejection_reason: 'Blurry ID', skills: ['tarot'] });
    await add('Gita Gone', { active: false, skills: ['tarot'], rating: 5 });
  });

  afterAll(async () => {
    await readModels?.close();
    await database?.drop();
  });

  const names = async (query: Record<string, string>) => (await repository.listed(astrologerListQuery.parse(query))).items.map((card) => card.name);

  it('lists approved, active astrologers only: online first, then busy, then offline, each best rated first', async () => {
    expect(await names({})).toEqual(['Bala Vedic', 'Asha Tarot', 'Dev Busy', 'Chitra Numbers']);
    const page = await repository.listed(astrologerListQuery.parse({ limit: '2', page: '2' }));
    expect(page.meta).toEqual({ page: 2, limit: 2, total: 4 });
    expect(page.items[0]).toEqual({
      id: ids['Dev Busy'],
      name: 'Dev Busy',
      img_url: '/uploads/0123456789abcdef0123456789abcdef.png',
      gender: 'male',
      languages: ['hindi'],
      skills: ['vedic'],
      experience_years: 12,
      price_per_min: 15_00,
      call_price_per_min: 20_00,
      takes_calls: true,
      rating: 3.5,
      rating_count: 0,
      orders: 0,
      status: 'busy',
      last_online_at: null,
    });
  });

  it('says when an offline astrologer was last online, in UTC', async () => {
    const cards = (await repository.listed(astrologerListQuery.parse({ status: 'offline' }))).items;
    expect(cards.map((card) => [card.name, card.last_online_at])).toEqual([['Chitra Numbers', '2026-11-21T06:30:00.000Z']]);
    expect(await repository.findListed(ids['Chitra Numbers']!)).toMatchObject({ last_online_at: '2026-11-21T06:30:00.000Z' });
  });

  it('filters by live status, skill, language, gender, price range, rating and name', async () => {
    expect(await names({ status: 'online' })).toEqual(['Bala Vedic', 'Asha Tarot']);
    expect(await names({ skill: 'vedic' })).toEqual(['Bala Vedic', 'Dev Busy']);
    expect(await names({ skill: 'tarot' })).toEqual(['Asha Tarot']);
    expect(await names({ language: 'hindi' })).toEqual(['Asha Tarot', 'Dev Busy', 'Chitra Numbers']);
    expect(await names({ gender: 'female' })).toEqual(['Asha Tarot', 'Chitra Numbers']);
    expect(await names({ min_price_per_min: '1500', max_price_per_min: '2500' })).toEqual(['Dev Busy', 'Chitra Numbers']);
    expect(await names({ min_rating: '4.5' })).toEqual(['Bala Vedic', 'Chitra Numbers']);
    expect(await names({ search: 'VEDIC' })).toEqual(['Bala Vedic']);
    expect(await names({ search: '%' })).toEqual([]);
  });

  it('sorts by price either way, experience, rating and consultations', async () => {
    expect(await names({ sort: 'price_asc' })).toEqual(['Asha Tarot', 'Dev Busy', 'Chitra Numbers', 'Bala Vedic']);
    expect(await names({ sort: 'price_desc' })).toEqual(['Bala Vedic', 'Chitra Numbers', 'Dev Busy', 'Asha Tarot']);
    expect(await names({ sort: 'experience' })).toEqual(['Bala Vedic', 'Dev Busy', 'Chitra Numbers', 'Asha Tarot']);
    expect(await names({ sort: 'rating' })).toEqual(['Chitra Numbers', 'Bala Vedic', 'Asha Tarot', 'Dev Busy']);
    expect(await names({ sort: 'orders' })).toEqual(['Chitra Numbers', 'Asha Tarot', 'Bala Vedic', 'Dev Busy']);
  });

  it('lists for calls those with a call price, by the call price, an online one with calls switched off as offline', async () => {
    const talk = (query: Record<string, string> = {}) => names({ mode: 'talk', ...query });
    expect(await talk()).toEqual(['Bala Vedic', 'Dev Busy', 'Asha Tarot']);
    expect(await talk({ status: 'online' })).toEqual(['Bala Vedic']);
    expect(await talk({ status: 'offline' })).toEqual(['Asha Tarot']);
    expect(await talk({ sort: 'price_asc' })).toEqual(['Dev Busy', 'Asha Tarot', 'Bala Vedic']);
    expect(await talk({ sort: 'price_desc' })).toEqual(['Bala Vedic', 'Asha Tarot', 'Dev Busy']);
    expect(await talk({ min_price_per_min: '2500', max_price_per_min: '4000' })).toEqual(['Asha Tarot']);
    // The chat list still reads her as online, at her chat price.
    expect(await names({ status: 'online', max_price_per_min: '1000' })).toEqual(['Asha Tarot']);
    const [asha] = (await repository.listed(astrologerListQuery.parse({ mode: 'talk', search: 'asha' }))).items;
    expect(asha).toMatchObject({ status: 'online', call_price_per_min: 30_00, takes_calls: false });
  });

  it('shows a public profile of listed astrologers only, and the whole record to whoever may see it', async () => {
    expect(await repository.findListed(ids['Asha Tarot']!)).toMatchObject({ name: 'Asha Tarot', bio: 'Vedic astrologer.', approved_at: expect.any(String) });
    expect(await repository.findListed(ids['Asha Tarot']!)).not.toHaveProperty('phone');
    for (const hidden of ['Esha Pending', 'Farah Rejected', 'Gita Gone']) expect(await repository.findListed(ids[hidden]!)).toBeUndefined();
    expect(await repository.findRecord(ids['Farah Rejected']!)).toMatchObject({ application_status: 'rejected', rejection: { reason_id: null, reason: 'Blurry ID' }, id_document_url: expect.any(String) });
    expect(await repository.findRecord(ids['Gita Gone']!)).toMatchObject({ active: false, rejection: null });
  });

  it('lists every record for admins, by application status, active or not, and by name, e-mail or phone', async () => {
    const admin = async (query: Record<string, string>) => (await repository.applications(astrologerApplicationsQuery.parse(query))).items.map((record) => record.name);
    expect(await admin({ status: 'pending' })).toEqual(['Esha Pending']);
    expect(await admin({ status: 'rejected' })).toEqual(['Farah Rejected']);
    expect(await admin({ active: 'false' })).toEqual(['Gita Gone']);
    expect(await admin({ search: '98123' })).toEqual(['Esha Pending']);
    expect(await admin({ search: 'bala.vedic@' })).toEqual(['Bala Vedic']);
    expect((await repository.applications(astrologerApplicationsQuery.parse({}))).meta.total).toBe(7);
  });

  it('answers an empty timeline for an astrologer with no events', async () => {
    expect(await repository.log(ids['Asha Tarot']!, astrologerLogQuery.parse({}))).toEqual({ items: [], meta: { page: 1, limit: 20, total: 0 } });
  });
});
