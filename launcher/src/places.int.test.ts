import { createTestDatabase, type TestDatabase } from '@nakshatra/platform/testing';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startInProcessStack, type InProcessStack } from './testing/in-process-stack.js';
import { testApi } from './testing/test-api.js';

/** Birth-place search through the gateway, as the kundli form calls it. */
describe('places', () => {
  let db: TestDatabase;
  let stack: InProcessStack;
  let api: ReturnType<typeof testApi>;

  beforeAll(async () => {
    db = await createTestDatabase(inject('databaseAdminUrl'), 'places');
    stack = await startInProcessStack(db.url);
    api = testApi(stack);
  });
  afterAll(async () => {
    await stack?.stop();
    await db?.drop();
  });

  const suggest = (text: string, query = '') => api.call('GET', `/api/get_suggest/${encodeURIComponent(text)}${query}`);

  it('answers places with state, coordinates and IANA zone', { timeout: 60_000 }, async () => {
    const answer = await suggest('Vellore', '?limit=3');
    expect(answer.status).toBe(200);
    expect(answer.body.data.length).toBeLessThanOrEqual(3);
    expect(answer.body.data[0]).toEqual({ name: 'Vellore', state: 'Tamil Nadu', country: 'India', country_code: 'IN', lat: expect.closeTo(12.92, 1), lon: expect.closeTo(79.13, 1), timezone: 'Asia/Kolkata' });
  });

  it('takes Devanagari in the path', async () => {
    expect((await suggest('वाराणसी')).body.data[0]).toMatchObject({ name: 'Varanasi', state: 'Uttar Pradesh' });
  });

  it('answers 400 for a text over 100 characters or a limit over 10', async () => {
    const tooLong = await suggest('a'.repeat(101));
    expect(tooLong).toMatchObject({
      status: 400,
      body: { status: 400, code: 'request.invalid', errors: [{ path: 'text', code: 'field.too_long', params: { maximum: 100 }, message: 'must be at most 100 characters' }] },
    });
    expect(await suggest('Pune', '?limit=11')).toMatchObject({ status: 400, body: { errors: [{ path: 'query.limit', code: 'field.too_big', params: { maximum: 10 } }] } });
  });
});
