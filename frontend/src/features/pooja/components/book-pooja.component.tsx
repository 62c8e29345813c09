import type { PaidOrderView } from '@nakshatra/contracts';
import { useState } from 'react';
import { formatIstDate } from '../../../lib/format-ist-date';
import { useLanguage } from '../../../lib/i18n/language-context';
import { useMessages } from '../../../lib/i18n/messages';
import { readUserSession } from '../../../lib/user-session';
import type { Pooja } from '../api/pooja';
import { useBooking } from '../hooks/use-booking.hook';
import { BOOKING_FIELDS, type BookingError, type BookingField } from '../lib/booking';
import { poojaMessages } from '../pooja.messages';
import { BookingFields, bookingFieldId } from './booking-fields.component';
import { ErrorSummary, type SummaryItem } from '../../../components/error-summary.component';
import { OrderPaid } from '../../../components/wallet-payment/components/order-paid.component';
import { WalletPay } from '../../../components/wallet-payment/components/wallet-pay.component';

/** Whether the visitor is logged in, and how to ask them to: the page knows the login. */
export interface LoginGate {
  readonly loggedIn: boolean;
  readonly onLoginNeeded: () => void;
}

/** Book this pooja: a visitor logs in first; a customer fills in the booking and pays it from the wallet. */
export function BookPooja({ pooja, login }: { pooja: Pooja; login: LoginGate }) {
  const t = useMessages(poojaMessages);
  const [userId] = useState(() => (login.loggedIn ? readUserSession()?.id : undefined));
  if (!userId) {
    return (
      <div className="book-pooja">
        <button type="button" className="button" aria-haspopup="dialog" onClick={login.onLoginNeeded}>
          {t.book}
        </button>
        <p className="book-pooja__note">{t.loginToBook}</p>
      </div>
    );
  }
  return <BookingForm pooja={pooja} userId={userId} />;
}

function BookingForm({ pooja, userId }: { pooja: Pooja; userId: string }) {
  const t = useMessages(poojaMessages);
  const { language } = useLanguage();
  const [paid, setPaid] = useState<PaidOrderView>();
  const form = useBooking(pooja.id, setPaid);
  const { invalid, refused, payment, range } = form;

  if (paid) {
    return (
      <OrderPaid title={t.booked} order={paid}>
        <div>
          <dt>{t.bookedDate}</dt>
          <dd>{formatIstDate(form.booking.date, language)}</dd>
        </div>
      </OrderPaid>
    );
  }

  const errorText = (error: BookingError): string => {
    if (error.kind === 'tooLong') return t.tooLong(error.max);
    if (error.kind === 'dateOutside') return t.dateOutside(formatIstDate(range.first, language), formatIstDate(range.last, language));
    return error.kind === 'dateInvalid' ? t.dateInvalid : t.required;
  };
  // What is wrong now comes first; the server's word stays until the field changes.
  const fieldErrors: Partial<Record<BookingField, string>> = {};
  for (const field of BOOKING_FIELDS) {
    const error = invalid[field];
    const text = error ? errorText(error) : refused.fields[field];
    if (text) fieldErrors[field] = text;
  }
  const summary: SummaryItem[] = BOOKING_FIELDS.flatMap((field) => {
    const error = fieldErrors[field];
    return error ? [{ targetId: bookingFieldId(field), message: `${t[`field_${field}`]}: ${error}` }] : [];
  });

  return (
    <section className="book-pooja" aria-labelledby="book-pooja-title">
      <h2 id="book-pooja-title">{t.book}</h2>
      <ErrorSummary ref={form.summaryRef} items={summary} />
      <form noValidate onSubmit={form.submit}>
        <BookingFields booking={form.booking} range={range} errors={fieldErrors} onChange={form.setBooking} />
        <WalletPay
          userId={userId}
          amount={pooja.price}
          busy={payment.state === 'paying'}
          failure={payment.state === 'failed' && (payment.failure.error_status !== 400 || refused.unplaced) ? payment.failure : undefined}
        />
      </form>
    </section>
  );
}
