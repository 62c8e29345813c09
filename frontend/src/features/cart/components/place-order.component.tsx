import { useState } from 'react';
import { AppLink } from '../../../components/app-link.component';
import { FailedWrite, NO_ANSWER } from '../../../components/failed-write.component';
import { Spinner } from '../../../components/spinner.component';
import { isApiFailure, type ApiFailure } from '../../../lib/api-client';
import { useMessages } from '../../../lib/i18n/messages';
import { placeOrder } from '../api/place-order.api';
import { cartMessages } from '../cart.messages';
import type { Cart } from '../lib/cart';

type Placing = { readonly state: 'idle' } | { readonly state: 'placing' } | { readonly state: 'failed'; readonly failure: ApiFailure };

/** Whether the visitor is logged in, and how to ask them to: the page that shows the cart knows the login. */
export interface LoginGate {
  readonly loggedIn: boolean;
  readonly onLoginNeeded: () => void;
}

/**
 * Place order: a visitor is asked to log in first (the login reloads this page, and the cart waits
 * in local storage); a logged-in customer's order goes to the server, and what it answers shows as
 * it is — today that placing orders is not available yet.
 */
export function PlaceOrder({ cart, onPlaced, login }: { cart: Cart; onPlaced: () => void; login: LoginGate }) {
  const t = useMessages(cartMessages);
  const [placing, setPlacing] = useState<Placing>({ state: 'idle' });

  const submit = async () => {
    setPlacing({ state: 'placing' });
    const answer = await placeOrder(cart).catch(() => NO_ANSWER);
    if (isApiFailure(answer)) setPlacing({ state: 'failed', failure: answer });
    else onPlaced();
  };

  if (!login.loggedIn) {
    return (
      <div className="place-order">
        <button type="button" className="button place-order__button" aria-haspopup="dialog" onClick={login.onLoginNeeded}>
          {t.placeOrder}
        </button>
        <p className="place-order__note">{t.loginToOrder}</p>
      </div>
    );
  }
  const busy = placing.state === 'placing';
  return (
    <div className="place-order">
      <button type="button" className="button place-order__button" disabled={busy} aria-busy={busy} onClick={() => void submit()}>
        {busy ? <Spinner /> : null}
        {t.placeOrder}
      </button>
      {placing.state === 'failed' ? <FailedWrite failure={placing.failure} notYet={t.ordersNotYet} /> : null}
    </div>
  );
}

/** What the page shows once the server has taken the order. */
export function OrderPlaced() {
  const t = useMessages(cartMessages);
  return (
    <div className="order-placed" role="status">
      <p className="order-placed__title">{t.placed}</p>
      <AppLink className="button" to="/order-history">
        {t.seeOrders}
      </AppLink>
    </div>
  );
}
