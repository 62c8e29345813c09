import { describe, expect, it } from 'vitest';
import { VELLORE_PLACE } from '../testing/kundli-fixtures';
import { emptyMatchDetails, matchRequest, validateMatchPerson, type MatchPersonDetails } from './match-details';

const today = '2026-11-22';
const rahul: MatchPersonDetails = {
  ...emptyMatchDetails.boy,
  name: 'Rahul Verma',
  date: '1988-01-26',
  time: '10:15',
  place: 'Vellore, Tamil Nadu, India',
  placeChoice: VELLORE_PLACE,
};
const meera: MatchPersonDetails = { ...emptyMatchDetails.girl, name: 'Meera Nair', nakshatraOnly: true, nakshatra: 'Rohini', pada: '2' };

describe('one side of the match', () => {
  it('is checked as birth details, without a gender question', () => {
    expect(validateMatchPerson(rahul, today)).toEqual({});
    expect(validateMatchPerson({ ...rahul, placeChoice: null }, today)).toEqual({ place: 'placeNotChosen' });
  });

  it('or, for someone who knows only the nakshatra, as name, nakshatra and pada alone', () => {
    expect(validateMatchPerson(meera, today)).toEqual({});
    expect(validateMatchPerson({ ...meera, nakshatra: '', pada: '' }, today)).toEqual({ nakshatra: 'nakshatraRequired', pada: 'padaRequired' });
    expect(validateMatchPerson({ ...meera, name: '' }, today)).toEqual({ name: 'nameRequired' });
  });
});

describe('the matchmaking request', () => {
  it('sends birth details or the nakshatra with its pada as a number', () => {
    expect(matchRequest({ boy: rahul, girl: meera })).toEqual({
      boy: { name: 'Rahul Verma', date: '1988-01-26', time: '10:15', place: VELLORE_PLACE, gender: 'male' },
      girl: { name: 'Meera Nair', nakshatra: 'Rohini', pada: 2 },
    });
    expect(matchRequest({ boy: { ...rahul, timeUnknown: true }, girl: meera }).boy).toMatchObject({ time: null });
  });
});
