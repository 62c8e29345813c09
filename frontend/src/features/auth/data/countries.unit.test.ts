import { describe, expect, it } from 'vitest';
import { COUNTRY_COUNT, DEFAULT_COUNTRY_CODE } from '../../../config/app-constants';
import { countries, defaultCountry, searchCountries } from './countries.data';

describe('country list', () => {
  it('has 26 entries with India first and the default, +91', () => {
    expect(COUNTRY_COUNT).toBe(26);
    expect(countries).toHaveLength(COUNTRY_COUNT);
    expect(countries[0]).toEqual({ countryImg: '/flags/in.svg', countryCode: '+91', countryName: 'India', isEmailRequired: false });
    expect(defaultCountry.countryCode).toBe(DEFAULT_COUNTRY_CODE);
  });

  it('requires an email for every country but India', () => {
    expect(countries.filter((entry) => !entry.isEmailRequired).map((entry) => entry.countryName)).toEqual(['India']);
  });

  it('gives every entry a flag, a dial code and a unique name', () => {
    for (const entry of countries) {
      expect(entry.countryImg).toMatch(/^\/flags\/[a-z]{2}\.svg$/);
      expect(entry.countryCode).toMatch(/^\+\d{1,4}$/);
    }
    expect(new Set(countries.map((entry) => entry.countryName)).size).toBe(countries.length);
  });
});

describe('searchCountries', () => {
  const names = (query: string) => searchCountries(countries, query).map((entry) => entry.countryName);

  it('matches the name case-insensitively', () => {
    expect(names('UNITED')).toEqual(['United States', 'United Kingdom', 'United Arab Emirates']);
    expect(names('nep')).toEqual(['Nepal']);
  });

  it('matches the dial code with or without its plus', () => {
    expect(names('+91')).toEqual(['India']);
    expect(names('1')).toEqual(['United States', 'Canada']);
    expect(names('+97')).toEqual(['United Arab Emirates', 'Qatar', 'Bahrain', 'Nepal']);
  });

  it('lists everything for an empty query and nothing for a miss', () => {
    expect(names('  ')).toHaveLength(26);
    expect(names('Atlantis')).toEqual([]);
  });
});
