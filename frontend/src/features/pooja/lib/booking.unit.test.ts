import { describe, expect, it } from 'vitest';
import { bookingOf, bookingRequest, emptyBooking, refusedBooking, validateBooking } from './booking';

const POOJA_ID = '00000000-0000-4000-8000-000000000004';
const range = { first: '2026-11-23', last: '2027-05-22' };
const booking = { name: ' Asha Rao ', gotra: '', date: '2026-12-01', for_whom: ' My mother ', note: '  ' };

describe('pooja booking', () => {
  it('needs a name and a bookable date; the rest is optional, within its length', () => {
    expect(validateBooking(booking, range)).toEqual({});
    expect(validateBooking(emptyBooking, range)).toEqual({ name: { kind: 'required' }, date: { kind: 'required' } });
    expect(validateBooking({ ...booking, gotra: 'g'.repeat(101), note: 'n'.repeat(501) }, range)).toEqual({ gotra: { kind: 'tooLong', max: 100 }, note: { kind: 'tooLong', max: 500 } });
    expect(validateBooking({ ...booking, date: '2026-02-30' }, range).date).toEqual({ kind: 'dateInvalid' });
    expect(validateBooking({ ...booking, date: '2026-11-22' }, range).date).toEqual({ kind: 'dateOutside' });
    expect(validateBooking({ ...booking, date: '2027-05-22' }, range).date).toBeUndefined();
    expect(validateBooking({ ...booking, date: '2027-05-23' }, range).date).toEqual({ kind: 'dateOutside' });
  });

  it('sends the details trimmed, leaving empty optional ones out, and reads them back for the same pooja only', () => {
    const request = bookingRequest(POOJA_ID, booking);
    expect(request).toEqual({ kind: 'pooja', pooja_id: POOJA_ID, booking: { name: 'Asha Rao', date: '2026-12-01', for_whom: 'My mother' } });
    expect(bookingOf(request, POOJA_ID)).toEqual({ name: 'Asha Rao', gotra: '', date: '2026-12-01', for_whom: 'My mother', note: '' });
    expect(bookingOf(request, '00000000-0000-4000-8000-000000000005')).toBeUndefined();
    expect(bookingOf(undefined, POOJA_ID)).toBeUndefined();
  });

  it("places the server's errors on the fields that still hold what was sent", () => {
    const request = bookingRequest(POOJA_ID, booking);
    const failure = { error_status: 400, message: 'refused', errors: [{ path: 'booking.date', message: 'must be today (2026-11-24) or later' }, { path: 'booking.gotra', message: 'is unknown' }] };
    expect(refusedBooking(failure, request, booking)).toEqual({ fields: { date: 'Must be today (2026-11-24) or later', gotra: 'Is unknown' }, unplaced: false });
    expect(refusedBooking(failure, request, { ...booking, date: '2026-12-02' }).fields).toEqual({ gotra: 'Is unknown' });
    expect(refusedBooking({ error_status: 400, errors: [{ path: 'pooja_id', message: 'is not a pooja open for booking' }] }, request, booking).unplaced).toBe(true);
    expect(refusedBooking({ error_status: 409, message: 'Insufficient balance' }, request, booking).unplaced).toBe(true);
  });
});
