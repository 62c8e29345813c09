import { afterEach, describe, expect, it, vi } from 'vitest';
import { emptyBirthDetails, type BirthDetails } from './birth-details';
import { forgetKundliDetails, loadKundliDetails, loadMatchDetails, readBirthDetails, saveKundliDetails, saveMatchDetails, STORAGE_KEYS } from './birth-details-storage';
import { emptyKundliDetails, type KundliDetails } from './kundli-details';
import { emptyMatchDetails, type MatchPersonDetails } from './match-details';

const pune = { name: 'Pune', state: 'Maharashtra', country: 'India', lat: 18.5196, lon: 73.8554, timezone: 'Asia/Kolkata' };
const asha: BirthDetails = { name: 'Asha', gender: 'female', date: '1990-08-15', time: '06:30', timeUnknown: false, place: 'Pune, Maharashtra, India', placeChoice: pune };
const ashaKundli: KundliDetails = { ...asha, ayanamsa: 'raman', node: 'true' };
const ashaMatch: MatchPersonDetails = { ...asha, nakshatraOnly: false, nakshatra: '', pada: '' };

afterEach(() => window.localStorage.clear());

describe('stored birth details', () => {
  it('keeps the kundli details, chosen place and options across page loads, and forgets them on request', () => {
    expect(loadKundliDetails()).toEqual(emptyKundliDetails);
    saveKundliDetails(ashaKundli);
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.kundli)!)).toEqual(ashaKundli);
    expect(loadKundliDetails()).toEqual(ashaKundli);
    forgetKundliDetails();
    expect(loadKundliDetails()).toEqual(emptyKundliDetails);
  });

  it("keeps the boy's and the girl's details, each with its section's gender, by birth details or nakshatra", () => {
    expect(loadMatchDetails()).toEqual(emptyMatchDetails);
    const girl: MatchPersonDetails = { ...ashaMatch, nakshatraOnly: true, nakshatra: 'Rohini', pada: '2' };
    saveMatchDetails({ boy: { ...ashaMatch, name: 'Rahul', gender: 'male' }, girl });
    expect(loadMatchDetails()).toEqual({ boy: { ...ashaMatch, name: 'Rahul', gender: 'male' }, girl });
  });

  it('forgets a chosen place whose text was changed, and options it does not know', () => {
    window.localStorage.setItem(STORAGE_KEYS.kundli, JSON.stringify({ ...ashaKundli, place: 'Pune city', ayanamsa: 'fagan', node: 'wobbly' }));
    expect(loadKundliDetails()).toEqual({ ...ashaKundli, place: 'Pune city', placeChoice: null, ayanamsa: 'lahiri', node: 'mean' });
  });

  it('reads what it can of damaged or foreign data, and nothing of what is not JSON', () => {
    expect(readBirthDetails({ name: 7, gender: 'robot', date: '1990-08-15', timeUnknown: 'yes', place: 'Pune', placeChoice: { name: 'Pune' }, extra: true })).toEqual({
      ...emptyBirthDetails,
      date: '1990-08-15',
      place: 'Pune',
    });
    expect(readBirthDetails(null)).toEqual(emptyBirthDetails);
    window.localStorage.setItem(STORAGE_KEYS.kundli, '{not json');
    expect(loadKundliDetails()).toEqual(emptyKundliDetails);
  });

  it('works on without storage (private modes that refuse it)', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('QuotaExceededError');
    });
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('SecurityError');
    });
    expect(() => saveKundliDetails(ashaKundli)).not.toThrow();
    expect(loadKundliDetails()).toEqual(emptyKundliDetails);
  });
});
