import { useState } from 'react';
import { AppLink } from '../../../components/app-link.component';
import { FailedWrite, NO_ANSWER } from '../../../components/failed-write.component';
import { Spinner } from '../../../components/spinner.component';
import { isApiFailure, type ApiFailure } from '../../../lib/api-client';
import { useMessages } from '../../../lib/i18n/messages';
import { bookPooja } from '../api/book-pooja.api';
import { poojaMessages } from '../pooja.messages';

type Booking = { readonly state: 'idle' | 'booking' | 'booked' } | { readonly state: 'failed'; readonly failure: ApiFailure };

/** Whether the visitor is logged in, and how to ask them to: the page knows the login. */
export interface LoginGate {
  readonly loggedIn: boolean;
  readonly onLoginNeeded: () => void;
}

/** Book this pooja: a visitor logs in first; a customer's booking goes to the server, whose answer shows as it is. */
export function BookPooja({ poojaId, login }: { poojaId: string; login: LoginGate }) {
  const t = useMessages(poojaMessages);
  const [booking, setBooking] = useState<Booking>({ state: 'idle' });

  const submit = async () => {
    setBooking({ state: 'booking' });
    const answer = await bookPooja(poojaId).catch(() => NO_ANSWER);
    setBooking(isApiFailure(answer) ? { state: 'failed', failure: answer } : { state: 'booked' });
  };

  if (booking.state === 'booked') {
    return (
      <div className="book-pooja" role="status">
        <p className="book-pooja__done">{t.booked}</p>
        <AppLink className="button" to="/order-history">
          {t.seeOrders}
        </AppLink>
      </div>
    );
  }
  if (!login.loggedIn) {
    return (
      <div className="book-pooja">
        <button type="button" className="button" aria-haspopup="dialog" onClick={login.onLoginNeeded}>
          {t.book}
        </button>
        <p className="book-pooja__note">{t.loginToBook}</p>
      </div>
    );
  }
  const busy = booking.state === 'booking';
  return (
    <div className="book-pooja">
      <button type="button" className="button" disabled={busy} aria-busy={busy} onClick={() => void submit()}>
        {busy ? <Spinner /> : null}
        {t.book}
      </button>
      {booking.state === 'failed' ? <FailedWrite failure={booking.failure} notYet={t.bookingNotYet} /> : null}
    </div>
  );
}
