import { describe, expect, it } from 'vitest';
import { refusedField } from './refused-field';

describe('refused field', () => {
  it('names the form field of a server field error, and whose it is in a match', () => {
    expect(refusedField('place.lat')).toEqual({ field: 'place' });
    expect(refusedField('date')).toEqual({ field: 'date' });
    expect(refusedField('ayanamsa')).toEqual({ field: 'ayanamsa' });
    expect(refusedField('girl.place.timezone')).toEqual({ person: 'girl', field: 'place' });
    expect(refusedField('boy.pada')).toEqual({ person: 'boy', field: 'pada' });
  });

  it('names nothing for a path no field of the forms has', () => {
    expect(refusedField('')).toBeUndefined();
    expect(refusedField('extra')).toBeUndefined();
    expect(refusedField('boy')).toBeUndefined();
  });
});
