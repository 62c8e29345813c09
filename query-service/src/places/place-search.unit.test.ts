import type { PlaceView } from '@nakshatra/contracts';
import { describe, expect, it } from 'vitest';
import { PlaceSearch, type SearchablePlace } from './place-search.js';

const place = (name: string, state: string | null, country: [string, string], population: number, otherNames: string[] = []): SearchablePlace => {
  const view: PlaceView = { name, state, country: country[1], country_code: country[0], lat: 0, lon: 0, timezone: 'Asia/Kolkata' };
  return { view, population, otherNames };
};
const IN: [string, string] = ['IN', 'India'];
const US: [string, string] = ['US', 'United States'];
const PL: [string, string] = ['PL', 'Poland'];
const JP: [string, string] = ['JP', 'Japan'];

const search = PlaceSearch.build([
  place('Mumbai', 'Maharashtra', IN, 12_691_836, ['Bombay', 'मुंबई']),
  place('Navi Mumbai', 'Maharashtra', IN, 1_119_477),
  place('Bombay', 'New York', US, 1_300),
  place('Varanasi', 'Uttar Pradesh', IN, 1_164_404, ['Benares', 'वाराणसी']),
  place('Warsaw', 'Mazovia', PL, 1_702_139, ['Varsovia']),
  place('Aurangabad', 'Maharashtra', IN, 1_175_116),
  place('Aurangābād', 'Bihar', IN, 95_929),
  place('Vellore', 'Tamil Nadu', IN, 177_081),
  place('Velur', 'Tamil Nadu', IN, 0),
  place('Hyderabad', 'Telangana', IN, 6_809_970),
  place('Secunderabad', 'Telangana', IN, 217_910),
  place('Delhi', 'Delhi', IN, 11_034_555),
  place('Delhi', 'Louisiana', US, 2_900),
  place('New Delhi', 'Delhi', IN, 317_797),
  place('New York City', 'New York', US, 8_804_190),
  place('New York Mills', 'New York', US, 3_300),
  place('Kochi', 'Kochi', JP, 330_000),
  place('Cochin', 'Kerala', IN, 604_696, ['Kochi']),
], 'IN');
const names = (text: string, limit = 10) => search.find(text, limit).map((found) => `${found.name}, ${found.state}`);

describe('place search', () => {
  it('puts an exact name first, then names it starts, by population', () => {
    expect(names('delhi')).toEqual(['Delhi, Delhi', 'Delhi, Louisiana', 'New Delhi, Delhi']);
    expect(names('new y')).toEqual(['New York City, New York', 'New York Mills, New York']);
  });

  it('finds other spellings, former names and Devanagari', () => {
    expect(names('bombay')[0]).toBe('Mumbai, Maharashtra');
    expect(names('Benares')).toEqual(['Varanasi, Uttar Pradesh']);
    expect(names('वाराणसी')).toEqual(['Varanasi, Uttar Pradesh']);
    expect(names('मुं')).toEqual(['Mumbai, Maharashtra']);
  });

  it("prefers a place's own name to another spelling of a somewhat bigger place", () => {
    expect(names('var')).toEqual(['Varanasi, Uttar Pradesh', 'Warsaw, Mazovia']);
  });

  it('ranks a place of the preferred country as one 30 times bigger', () => {
    expect(names('kochi')).toEqual(['Cochin, Kerala', 'Kochi, Kochi']);
    expect(PlaceSearch.build([place('Kochi', 'Kochi', JP, 330_000), place('Cochin', 'Kerala', IN, 604_696, ['Kochi'])]).find('kochi', 1)[0]!.name).toBe('Kochi');
  });

  it('matches a later word, and inside a name only after every start', () => {
    expect(names('mumbai')).toEqual(['Mumbai, Maharashtra', 'Navi Mumbai, Maharashtra']);
    expect(names('abad')).toEqual(['Hyderabad, Telangana', 'Aurangabad, Maharashtra', 'Secunderabad, Telangana', 'Aurangābād, Bihar']);
    expect(names('ab')).toEqual([]);
  });

  it('ignores case, diacritics, spaces and punctuation', () => {
    expect(names('AURANGĀBĀD')).toEqual(names('aurangabad'));
    expect(names('newdelhi')).toEqual(['New Delhi, Delhi']);
    expect(names('Vel-lore')).toEqual(['Vellore, Tamil Nadu']);
  });

  it('ranks places of the state or country after a comma first', () => {
    expect(names('aurangabad, bihar')).toEqual(['Aurangābād, Bihar', 'Aurangabad, Maharashtra']);
    expect(names('Delhi, United States')[0]).toBe('Delhi, Louisiana');
    expect(names('Delhi, US')[0]).toBe('Delhi, Louisiana');
    expect(names('Vellore, Tamil Nadu, India')[0]).toBe('Vellore, Tamil Nadu');
  });

  it('answers at most the limit, and nothing for an unknown or empty text', () => {
    expect(names('v', 2)).toEqual(['Varanasi, Uttar Pradesh', 'Vellore, Tamil Nadu']);
    expect(names('xyzzy')).toEqual([]);
    expect(names(' , ')).toEqual([]);
  });

  it('returns the view of each place as given', () => {
    expect(search.find('Vellore', 1)).toEqual([{ name: 'Vellore', state: 'Tamil Nadu', country: 'India', country_code: 'IN', lat: 0, lon: 0, timezone: 'Asia/Kolkata' }]);
  });
});
