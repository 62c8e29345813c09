import { describe, expect, it } from 'vitest';
import { savedKundliFixture, VELLORE_PLACE } from '../testing/kundli-fixtures';
import { emptyKundliDetails, kundliDetailsOf, kundliRequest, type KundliDetails } from './kundli-details';

const asha: KundliDetails = {
  ...emptyKundliDetails,
  name: '  Asha Sharma ',
  gender: 'female',
  date: '1954-11-12',
  time: '07:52:30',
  place: 'Vellore, Tamil Nadu, India',
  placeChoice: VELLORE_PLACE,
};

describe('the kundli request', () => {
  it('carries the trimmed name, the time to the minute, the chosen place and the options', () => {
    expect(kundliRequest(asha)).toEqual({ name: 'Asha Sharma', gender: 'female', date: '1954-11-12', time: '07:52', place: VELLORE_PLACE, ayanamsa: 'lahiri', node: 'mean' });
    expect(kundliRequest({ ...asha, ayanamsa: 'raman', node: 'true' })).toMatchObject({ ayanamsa: 'raman', node: 'true' });
  });

  it('sends no time when the visitor does not know it', () => {
    expect(kundliRequest({ ...asha, timeUnknown: true }).time).toBeNull();
  });

  it('is only made of checked details', () => {
    expect(() => kundliRequest({ ...asha, placeChoice: null })).toThrow(/chosen place/);
  });

  it('puts a saved kundli back in the form as chosen, and asks for it again unchanged', () => {
    const saved = savedKundliFixture('k1', 'Asha Sharma');
    const details = kundliDetailsOf(saved);
    expect(details).toMatchObject({ name: 'Asha Sharma', place: 'Vellore, Tamil Nadu, India', placeChoice: VELLORE_PLACE, timeUnknown: false, time: '07:52' });
    expect(kundliRequest(details)).toEqual(saved.input);
    expect(kundliDetailsOf({ ...saved, input: { ...saved.input, time: null } })).toMatchObject({ time: '', timeUnknown: true });
  });
});
