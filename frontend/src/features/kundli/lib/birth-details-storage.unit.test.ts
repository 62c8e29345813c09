import { afterEach, describe, expect, it, vi } from 'vitest';
import { emptyBirthDetails, type BirthDetails } from './birth-details';
import { forgetKundliDetails, loadKundliDetails, loadMatchDetails, readBirthDetails, saveKundliDetails, saveMatchDetails, STORAGE_KEYS } from './birth-details-storage';

const asha: BirthDetails = { name: 'Asha', gender: 'female', date: '1990-08-15', time: '06:30', timeUnknown: false, place: 'Pune' };

afterEach(() => window.localStorage.clear());

describe('stored birth details', () => {
  it('keeps the kundli details across page loads, and forgets them on request', () => {
    expect(loadKundliDetails()).toEqual(emptyBirthDetails);
    saveKundliDetails(asha);
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.kundli)!)).toEqual(asha);
    expect(loadKundliDetails()).toEqual(asha);
    forgetKundliDetails();
    expect(loadKundliDetails()).toEqual(emptyBirthDetails);
  });

  it("keeps the boy's and the girl's details, each with its section's gender", () => {
    expect(loadMatchDetails()).toEqual({ boy: { ...emptyBirthDetails, gender: 'male' }, girl: { ...emptyBirthDetails, gender: 'female' } });
    saveMatchDetails({ boy: { ...asha, name: 'Rahul', gender: 'male' }, girl: asha });
    expect(loadMatchDetails()).toEqual({ boy: { ...asha, name: 'Rahul', gender: 'male' }, girl: asha });
  });

  it('reads what it can of damaged or foreign data, and nothing of what is not JSON', () => {
    expect(readBirthDetails({ name: 7, gender: 'robot', date: '1990-08-15', timeUnknown: 'yes', place: 'Pune', extra: true })).toEqual({ ...emptyBirthDetails, date: '1990-08-15', place: 'Pune' });
    expect(readBirthDetails(null)).toEqual(emptyBirthDetails);
    window.localStorage.setItem(STORAGE_KEYS.kundli, '{not json');
    expect(loadKundliDetails()).toEqual(emptyBirthDetails);
  });

  it('works on without storage (private modes that refuse it)', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('QuotaExceededError');
    });
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('SecurityError');
    });
    expect(() => saveKundliDetails(asha)).not.toThrow();
    expect(loadKundliDetails()).toEqual(emptyBirthDetails);
  });
});
