import { fieldError, type FieldError } from '@nakshatra/contracts';
import { describe, expect, it } from 'vitest';
import { asSentence } from '../../../components/wallet-payment/lib/wallet-payment';
import { bookingOf, bookingRequest, emptyBooking, refusedBooking, validateBooking } from './booking';

const POOJA_ID = '00000000-0000-4000-8000-000000000004';
const range = { first: '2026-11-23', last: '2027-05-22' };
const refusal = (...errors: FieldError[]) => ({ error_status: 400, code: 'request.invalid' as const, errors });
/** The English, as a sentence under its field. */
const word = (error: FieldError) => asSentence(error.message);
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
    const failure = refusal(fieldError('booking.date', 'field.booking_date_past', { first: '2026-11-24' }), fieldError('booking.gotra', 'field.too_long', { maximum: 80 }));
    expect(refusedBooking(failure, request, booking, word)).toEqual({ fields: { date: 'Must be today (2026-11-24) or later', gotra: 'Must be at most 80 characters' }, unplaced: false });
    expect(refusedBooking(failure, request, { ...booking, date: '2026-12-02' }, word).fields).toEqual({ gotra: 'Must be at most 80 characters' });
    expect(refusedBooking(refusal(fieldError('pooja_id', 'field.pooja_unavailable')), request, booking, word).unplaced).toBe(true);
    expect(refusedBooking({ error_status: 409, code: 'wallet.insufficient_balance', params: { balance: 0, needed: 100 } }, request, booking, word).unplaced).toBe(true);
  });
});
