import type { CreatePoojaOrder, FieldError, PoojaBookingView } from '@nakshatra/contracts';
import type { ApiFailure } from '../../../lib/api-client';

/** A pooja booking as the customer types it; the optional fields are '' when left empty. */
export type Booking = { -readonly [F in keyof PoojaBookingView]: string };
export type BookingField = keyof Booking;

/** In the order of the form, so the first error is the first field to fix. */
export const BOOKING_FIELDS: readonly BookingField[] = ['name', 'gotra', 'date', 'for_whom', 'note'];

export const emptyBooking: Booking = { name: '', gotra: '', date: '', for_whom: '', note: '' };

/** The India dates a booking may be for (contracts' poojaBookingWindow). */
export interface BookingWindow {
  readonly first: string;
  readonly last: string;
}

export type BookingError = { readonly kind: 'required' | 'dateInvalid' | 'dateOutside' } | { readonly kind: 'tooLong'; readonly max: number };
export type BookingErrors = Readonly<Partial<Record<BookingField, BookingError>>>;

// The command service's rules (contracts' createOrderSchema and poojaBookingWindow).
const MAX_LENGTH: Readonly<Record<Exclude<BookingField, 'date'>, number>> = { name: 100, gotra: 100, for_whom: 200, note: 500 };
const REQUIRED: ReadonlySet<BookingField> = new Set(['name', 'date']);
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function isRealDate(value: string): boolean {
  const match = DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const trimmed = (booking: Booking): Booking => ({
  name: booking.name.trim(),
  gotra: booking.gotra.trim(),
  date: booking.date,
  for_whom: booking.for_whom.trim(),
  note: booking.note.trim(),
});

function fieldError(field: BookingField, value: string, range: BookingWindow): BookingError | undefined {
  if (!value) return REQUIRED.has(field) ? { kind: 'required' } : undefined;
  if (field !== 'date') return value.length > MAX_LENGTH[field] ? { kind: 'tooLong', max: MAX_LENGTH[field] } : undefined;
  if (!isRealDate(value)) return { kind: 'dateInvalid' };
  return value < range.first || value > range.last ? { kind: 'dateOutside' } : undefined;
}

/** What is wrong with the booking, field by field (nothing when it can be sent). */
export function validateBooking(booking: Booking, range: BookingWindow): BookingErrors {
  const values = trimmed(booking);
  const errors: Partial<Record<BookingField, BookingError>> = {};
  for (const field of BOOKING_FIELDS) {
    const error = fieldError(field, values[field], range);
    if (error) errors[field] = error;
  }
  return errors;
}

/** The booking as it is sent: text trimmed, the optional fields left out when empty. The server prices it. */
export function bookingRequest(poojaId: string, booking: Booking): CreatePoojaOrder {
  const { name, gotra, date, for_whom: forWhom, note } = trimmed(booking);
  return { kind: 'pooja', pooja_id: poojaId, booking: { name, ...(gotra ? { gotra } : {}), date, ...(forWhom ? { for_whom: forWhom } : {}), ...(note ? { note } : {}) } };
}

/** The booking of an earlier request for this pooja (one the wallet refused), to fill the form with again. */
export function bookingOf(request: unknown, poojaId: string): Booking | undefined {
  const { pooja_id: id, booking } = (request ?? {}) as { pooja_id?: unknown; booking?: unknown };
  if (id !== poojaId || typeof booking !== 'object' || booking === null) return undefined;
  const values = booking as Record<string, unknown>;
  return Object.fromEntries(BOOKING_FIELDS.map((field) => [field, typeof values[field] === 'string' ? values[field] : ''])) as Booking;
}

/** A refused booking's errors by field, and whether the refusal needs saying as a whole (it is not about fields, or names one the form does not show). */
export interface RefusedBooking {
  readonly fields: Readonly<Partial<Record<BookingField, string>>>;
  readonly unplaced: boolean;
}

const BOOKING_PATH = /^booking\.(\w+)$/;

/** Places a 400's field errors (`booking.date`) under their fields, worded by `word`, each while the field still holds what was sent. */
export function refusedBooking(failure: ApiFailure, request: CreatePoojaOrder, booking: Booking, word: (error: FieldError) => string): RefusedBooking {
  const errors = failure.error_status === 400 ? (failure.errors ?? []) : [];
  const now = trimmed(booking);
  const fields: Partial<Record<BookingField, string>> = {};
  let unplaced = errors.length === 0;
  for (const error of errors) {
    const field = BOOKING_FIELDS.find((name) => name === BOOKING_PATH.exec(error.path)?.[1]);
    if (!field) unplaced = true;
    else if (now[field] === (request.booking[field] ?? '')) fields[field] ??= word(error);
  }
  return { fields, unplaced };
}
