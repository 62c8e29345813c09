import { createTestDatabase, type TestDatabase } from '@nakshatra/platform/testing';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { storedEventCounter } from './testing/stored-events.js';
import { startInProcessStack, type InProcessStack } from './testing/in-process-stack.js';
import { testApi, type Answer } from './testing/test-api.js';

const vellore = { name: 'Vellore', state: 'Tamil Nadu', country: 'India', lat: 12.5, lon: 78.8333, timezone: 'Asia/Kolkata' };
const kundliInput = { name: 'Asha Kulkarni', gender: 'female', date: '1954-11-12', time: '07:52', place: vellore };

/** The astrology tools through the gateway: computations on the query side, saved kundlis as events. */
describe('astrology tools', () => {
  let db: TestDatabase;
  let events: Awaited<ReturnType<typeof storedEventCounter>>;
  let stack: InProcessStack;
  let api: ReturnType<typeof testApi>;

  beforeAll(async () => {
    db = await createTestDatabase(inject('databaseAdminUrl'), 'astrology_stack');
    events = await storedEventCounter(db.url);
    stack = await startInProcessStack(db.url);
    api = testApi(stack);
  });
  afterAll(async () => {
    await events?.close();
    await stack?.stop();
    await db?.drop();
  });

  const eventCount = () => events.count();

  it('casts a kundli for anyone, with the defaults filled in', async () => {
    const answer = await api.call('POST', '/api/calculate_kundli', { body: kundliInput });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const kundli = answer.body.data;
    expect(kundli.input).toMatchObject({ ...kundliInput, ayanamsa: 'lahiri', node: 'mean' });
    expect(kundli.birth).toMatchObject({ utc: '1954-11-12T02:22:00.000Z', utc_offset_minutes: 330, time_known: true });
    expect(kundli.planets.map((planet: { name: string }) => planet.name)).toEqual(['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn', 'Rahu', 'Ketu']);
    expect(kundli.dasha.at_birth).toMatchObject({ lord: 'Moon' });
    expect(kundli.charts.d1.houses).toHaveLength(12);
    expect(kundli.charts.d9.houses).toHaveLength(12);
  });

  it('refuses bad birth details with a 400 naming the field and its field-issue code, and appends nothing', async () => {
    const before = await eventCount();
    const cases: [unknown, { path: string; code: string }][] = [
      [{ ...kundliInput, date: '1899-12-31' }, { path: 'date', code: 'field.chart_years' }],
      [{ ...kundliInput, date: '1990-02-30' }, { path: 'date', code: 'field.real_date' }],
      [{ ...kundliInput, time: '25:00' }, { path: 'time', code: 'field.time' }],
      [{ ...kundliInput, place: { ...vellore, timezone: 'Mars/Olympus' } }, { path: 'place.timezone', code: 'field.time_zone' }],
      [{ ...kundliInput, place: { ...vellore, lat: 78.2 } }, { path: 'place.lat', code: 'field.polar_latitude' }],
      [{ ...kundliInput, ayanamsa: 'fagan' }, { path: 'ayanamsa', code: 'field.invalid_option' }],
      [{ ...kundliInput, gender: undefined }, { path: 'gender', code: 'field.required' }],
    ];
    for (const [body, error] of cases) {
      const answer = await api.call('POST', '/api/calculate_kundli', { body });
      expect(answer, JSON.stringify(answer.body)).toMatchObject({ status: 400, body: { code: 'request.invalid', errors: [error] } });
    }
    expect(await eventCount()).toBe(before);
  });

  it('matches a couple from birth details and from a nakshatra alone', async () => {
    const answer = await api.call('POST', '/api/calculate_matchmaking', {
      body: { boy: { ...kundliInput, name: 'Ravi', gender: 'male' }, girl: { name: 'Meera', nakshatra: 'Rohini', pada: 2 } },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const match = answer.body.data;
    expect(match.kootas.map((koota: { name: string }) => koota.name)).toEqual(['varna', 'vashya', 'tara', 'yoni', 'graha_maitri', 'gana', 'bhakoot', 'nadi']);
    expect(match.total).toBe(match.kootas.reduce((sum: number, koota: { points: number }) => sum + koota.points, 0));
    expect(match).toMatchObject({ max: 36, acceptable: match.total >= 18, girl: { source: 'nakshatra', nakshatra: 'Rohini', manglik: null } });
  });

  it('computes love the same way in either order, and the Moon of a day', async () => {
    const one = await api.call('POST', '/api/calculate_love', { body: { name1: 'Asha', name2: 'Ravi' } });
    const other = await api.call('POST', '/api/calculate_love', { body: { name1: 'ravi', name2: 'ASHA' } });
    expect(one.status).toBe(200);
    expect(other.body.data.percentage).toBe(one.body.data.percentage);

    const transit = await api.call('GET', '/api/get_daily_transit?date=2026-11-24');
    expect(transit.status).toBe(200);
    // The days around today are kept and shared; a day far off is computed for its request and kept by nobody.
    expect((await api.call('GET', '/api/get_daily_transit')).headers.get('cache-control')).toMatch(/^public/);
    const farOff = await api.call('GET', '/api/get_daily_transit?date=1950-01-01');
    expect(farOff).toMatchObject({ status: 200, body: { data: { date: '1950-01-01' } } });
    expect(farOff.headers.get('cache-control')).toBe('no-store');
    expect(transit.body.data).toMatchObject({ date: '2026-11-24', moon: { sign: expect.any(String) } });
    expect(transit.body.data.signs).toHaveLength(12);
    expect(await api.call('GET', '/api/get_daily_transit?date=2026-02-30')).toMatchObject({ status: 400, body: { errors: [{ path: 'query.date', code: 'field.real_date' }] } });
  });

  it('saves kundlis to the caller’s own shelf: once per input, listed newest first, deleted only by their owner', async () => {
    const owner = await api.logIn(api.newNumber());
    const stranger = await api.logIn(api.newNumber());
    expect((await api.call('POST', '/api/create_kundli', { body: kundliInput })).status).toBe(401);

    const first = await api.call('POST', '/api/create_kundli', { cookie: owner.cookie, body: kundliInput });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const again = await api.call('POST', '/api/create_kundli', { cookie: owner.cookie, body: kundliInput });
    expect(again).toMatchObject({ status: 200, body: { data: { id: first.body.data.id } } });
    const second = await api.call('POST', '/api/create_kundli', { cookie: owner.cookie, body: { ...kundliInput, name: 'Ravi Kulkarni', gender: 'male', ayanamsa: 'raman' } });
    expect(second.status).toBe(201);

    const mine = await api.call('GET', '/api/get_my_kundlis', { cookie: owner.cookie, headers: { 'x-min-position': second.body.position } });
    expect(mine.body.meta).toMatchObject({ total: 2 });
    expect(mine.body.data.map((saved: { id: string }) => saved.id)).toEqual([second.body.data.id, first.body.data.id]);
    expect(mine.body.data[1].input).toEqual({ ...kundliInput, ayanamsa: 'lahiri', node: 'mean' });
    const theirs = await api.call('GET', '/api/get_my_kundlis', { cookie: stranger.cookie, headers: { 'x-min-position': second.body.position } });
    expect(theirs.body.data).toEqual([]);
    const single = await api.call('GET', `/api/get_single_kundli/${first.body.data.id}`, { cookie: owner.cookie, headers: { 'x-min-position': second.body.position } });
    expect(single.body.data).toEqual(mine.body.data[1]);
    expect(await api.call('GET', `/api/get_single_kundli/${first.body.data.id}`, { cookie: stranger.cookie })).toMatchObject({ status: 404, body: { code: 'kundli.not_found' } });
    expect((await api.call('GET', '/api/get_single_kundli/not-an-id', { cookie: owner.cookie })).status).toBe(404);

    expect(await api.call('DELETE', `/api/delete_kundli/${first.body.data.id}`, { cookie: stranger.cookie })).toMatchObject({ status: 404, body: { code: 'kundli.not_found' } });
    const deleted = await api.call('DELETE', `/api/delete_kundli/${first.body.data.id}`, { cookie: owner.cookie });
    expect(deleted).toMatchObject({ status: 200, body: { data: { id: first.body.data.id } } });
    const after = await api.call('GET', '/api/get_my_kundlis', { cookie: owner.cookie, headers: { 'x-min-position': deleted.body.position } });
    expect(after.body.data.map((saved: { id: string }) => saved.id)).toEqual([second.body.data.id]);
    expect((await api.call('DELETE', `/api/delete_kundli/${first.body.data.id}`, { cookie: owner.cookie })).status).toBe(404);
  });

  it('takes at most 60 saves and deletes of kundlis an hour from one person: the shelf keeps every change', async () => {
    const { cookie } = await api.logIn(api.newNumber());
    let refused: Answer | undefined;
    let taken = 0;
    for (let n = 0; n < 40 && !refused; n += 1) {
      const saved = await api.call('POST', '/api/create_kundli', { cookie, body: { ...kundliInput, name: `Loop ${n}` } });
      if (saved.status === 429) refused = saved;
      else {
        taken += 1;
        const deleted = await api.call('DELETE', `/api/delete_kundli/${saved.body.data.id}`, { cookie });
        if (deleted.status === 429) refused = deleted;
        else taken += 1;
      }
    }
    expect(taken).toBe(60);
    expect(refused).toMatchObject({ status: 429, body: { code: 'request.too_often', params: { minutes: 60 }, message: 'You are doing this too often. Please try again in 60 minutes.' } });
  });
});
