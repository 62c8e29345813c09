import { useMessages } from '../../../lib/i18n/messages';
import { cartMessages } from '../cart.messages';

/** Whether the visitor is logged in, and how to ask them to: the page that shows the cart knows the login. */
export interface LoginGate {
  readonly loggedIn: boolean;
  readonly onLoginNeeded: () => void;
}

/** Place order for a visitor: the login popup first (the login reloads this page, and the cart waits in local storage). */
export function LoginToOrder({ onLoginNeeded }: { onLoginNeeded: () => void }) {
  const t = useMessages(cartMessages);
  return (
    <div className="place-order">
      <button type="button" className="button place-order__button" aria-haspopup="dialog" onClick={onLoginNeeded}>
        {t.placeOrder}
      </button>
      <p className="place-order__note">{t.loginToOrder}</p>
    </div>
  );
}
