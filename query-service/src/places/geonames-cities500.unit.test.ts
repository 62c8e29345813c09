import { describe, expect, it } from 'vitest';
import { parseCities500 } from './geonames-cities500.js';

/** Two lines in GeoNames' dump format (tab-separated, 19 columns), shortened alternate names. */
const DUMP = [
  '1275339\tMumbai\tMumbai\tBOM,Bombay,Bombaim,mu0bai,Мумбаи,मुंबई,孟买\t19.07283\t72.88261\tP\tPPLA\tIN\t\t16\t22\t\t\t12691836\t\t8\tAsia/Kolkata\t2022-12-09',
  '1283240\tKathmandu\tKathmandu\t\t27.70169\t85.3206\tP\tPPLC\tNP\t\t3\t\t\t\t1442271\t\t1317\tAsia/Kathmandu\t2023-01-10',
  '',
].join('\n');

describe('GeoNames cities500', () => {
  it('reads name, position, division, population and zone', () => {
    const [mumbai, kathmandu] = parseCities500(DUMP);
    expect(mumbai).toMatchObject({ name: 'Mumbai', countryCode: 'IN', admin1Code: '16', lat: 19.07283, lon: 72.88261, population: 12691836, timezone: 'Asia/Kolkata' });
    expect(kathmandu).toMatchObject({ name: 'Kathmandu', countryCode: 'NP', otherNames: [], timezone: 'Asia/Kathmandu' });
  });

  it('keeps other names in Latin or Devanagari script, without airport codes or digits', () => {
    expect(parseCities500(DUMP)[0]!.otherNames).toEqual(['Bombay', 'Bombaim', 'मुंबई']);
  });
});
