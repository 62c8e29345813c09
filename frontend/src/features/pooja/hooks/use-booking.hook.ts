import type { CreatePoojaOrder, PaidOrderView } from '@nakshatra/contracts';
import { poojaBookingWindow } from '@nakshatra/contracts/client';
import { useEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import { bookPooja } from '../api/book-pooja.api';
import {
  bookingOf,
  bookingRequest,
  emptyBooking,
  refusedBooking,
  validateBooking,
  type Booking,
  type BookingErrors,
  type BookingWindow,
  type RefusedBooking,
} from '../lib/booking';
import { asSentence, pendingPayment } from '../../../components/wallet-payment/lib/wallet-payment';
import { useRefusalText } from '../../../lib/refusals/use-refusal-text.hook';
import { useWalletPayment, type Payment } from '../../../components/wallet-payment/hooks/use-wallet-payment.hook';

const pendingBooking = pendingPayment('nk_pending_booking');

const NOTHING_REFUSED: RefusedBooking = { fields: {}, unplaced: false };

export interface BookingForm {
  readonly booking: Booking;
  readonly setBooking: (booking: Booking) => void;
  /** The India dates the pooja can be booked for now. */
  readonly range: BookingWindow;
  /** What the booking lacks: shown from the first Pay on, and kept current as it is typed. */
  readonly invalid: BookingErrors;
  /** What the server refused, by field. */
  readonly refused: RefusedBooking;
  readonly payment: Payment<CreatePoojaOrder>;
  readonly submit: (event: FormEvent) => void;
  /** The error summary, which takes focus when a Pay is refused for its fields. */
  readonly summaryRef: RefObject<HTMLDivElement | null>;
}

/**
 * Booking a pooja: the details (filled in again with those of a booking of this pooja the wallet
 * refused, so paying again after a recharge pays that booking), checked before they go, and the payment.
 */
export function useBooking(poojaId: string, onPaid: (order: PaidOrderView) => void): BookingForm {
  const [booking, setBooking] = useState(() => bookingOf(pendingBooking.request(), poojaId) ?? emptyBooking);
  const [checked, setChecked] = useState(false);
  const range = poojaBookingWindow(new Date());
  const [payment, pay] = useWalletPayment(pendingBooking, bookPooja, onPaid);
  const { field } = useRefusalText();
  // A new object per refused Pay, so that each one moves focus to the summary.
  const [refusal, setRefusal] = useState<object>();
  const summaryRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (refusal) summaryRef.current?.focus();
  }, [refusal]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (Object.keys(validateBooking(booking, range)).length > 0) {
      setRefusal({});
      return;
    }
    void pay(bookingRequest(poojaId, booking)).then((failure) => {
      if (failure?.error_status === 400) setRefusal({});
    });
  };

  return {
    booking,
    setBooking,
    range,
    invalid: checked ? validateBooking(booking, range) : {},
    refused: payment.state === 'failed' ? refusedBooking(payment.failure, payment.request, booking, (error) => asSentence(field(error))) : NOTHING_REFUSED,
    payment,
    submit,
    summaryRef,
  };
}
