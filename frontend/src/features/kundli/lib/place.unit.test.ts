import { describe, expect, it } from 'vitest';
import { placeLabel, readBirthPlace, toBirthPlace } from './place';

const vellore = { name: 'Vellore', state: 'Tamil Nadu', country: 'India', country_code: 'IN', lat: 12.9165, lon: 79.1325, timezone: 'Asia/Kolkata' };

describe('birth places', () => {
  it('are shown as name, state and country, each once', () => {
    expect(placeLabel(vellore)).toBe('Vellore, Tamil Nadu, India');
    expect(placeLabel({ ...vellore, name: 'Delhi', state: 'Delhi' })).toBe('Delhi, India');
    expect(placeLabel({ ...vellore, name: 'Singapore', state: null, country: 'Singapore' })).toBe('Singapore');
    expect(placeLabel({ name: 'Pune', lat: 18.5, lon: 73.9, timezone: 'Asia/Kolkata' })).toBe('Pune');
  });

  it('go into the request without the fields the chart does not take', () => {
    expect(toBirthPlace(vellore)).toEqual({ name: 'Vellore', state: 'Tamil Nadu', country: 'India', lat: 12.9165, lon: 79.1325, timezone: 'Asia/Kolkata' });
  });

  it('are read back from storage only when whole', () => {
    expect(readBirthPlace(toBirthPlace(vellore))).toEqual(toBirthPlace(vellore));
    expect(readBirthPlace({ ...vellore, lat: '12.9' })).toBeNull();
    expect(readBirthPlace({ name: 'Vellore', lat: 12.9, lon: 79.1 })).toBeNull();
    expect(readBirthPlace({ ...vellore, lon: Number.NaN })).toBeNull();
    expect(readBirthPlace('Vellore')).toBeNull();
  });
});
