import type { PaidOrderView } from '@nakshatra/contracts';
import { useState } from 'react';
import { AppLink } from '../../../components/app-link.component';
import { EmptyState } from '../../../components/empty-state.component';
import { PageMeta } from '../../../components/page-meta.component';
import { formatRupees } from '../../../lib/format-money';
import { useMessages } from '../../../lib/i18n/messages';
import { readUserSession } from '../../../lib/user-session';
import { cartMessages } from '../cart.messages';
import { useCart } from '../hooks/use-cart.hook';
import { useCheckout } from '../hooks/use-checkout.hook';
import { cartTotals } from '../lib/cart';
import { CartLineItem } from './cart-line.component';
import { CheckoutForm } from './checkout-form.component';
import { LoginToOrder, type LoginGate } from './login-to-order.component';
import { OrderPaid } from '../../../components/wallet-payment/components/order-paid.component';
import '../cart.css';

/**
 * The cart page: its lines with quantities, the estimated total in ₹, and — for a logged-in customer
 * — the delivery address and Pay from wallet; once paid, the receipt the server answered.
 */
export function CartPage({ login }: { login: LoginGate }) {
  const t = useMessages(cartMessages);
  const { cart, setQuantity, remove, clear } = useCart();
  const [userId] = useState(() => (login.loggedIn ? readUserSession()?.id : undefined));
  const [paid, setPaid] = useState<PaidOrderView>();
  const checkout = useCheckout(cart, (order) => {
    clear();
    setPaid(order);
  });
  const totals = cartTotals(cart);

  return (
    <div className="cart">
      <PageMeta title={`${t.title} · Nakshatra`} description={t.description} />
      <h1>{t.title}</h1>
      {paid ? <OrderPaid title={t.paid} order={paid} /> : null}
      {cart.length === 0 && !paid ? (
        <EmptyState title={t.empty}>
          <p>{t.emptyText}</p>
          <AppLink className="button" to="/mall">
            {t.browseMall}
          </AppLink>
        </EmptyState>
      ) : null}
      {cart.length > 0 ? (
        <div className="cart__layout">
          <section className="cart__lines" aria-label={t.items}>
            <ul className="cart__list">
              {cart.map((line) => (
                <CartLineItem
                  key={line.id}
                  line={line}
                  error={checkout.refused.items[line.id]}
                  onQuantity={(quantity) => setQuantity(line.id, quantity)}
                  onRemove={() => remove(line.id)}
                />
              ))}
            </ul>
            <AppLink className="cart__continue" to="/mall">
              {t.continueShopping}
            </AppLink>
          </section>
          <div className="cart__checkout">
            <section className="cart__summary" aria-labelledby="cart-summary-title">
              <h2 id="cart-summary-title">{t.summary}</h2>
              <dl className="cart-totals">
                <div>
                  <dt>{t.subtotal(totals.count)}</dt>
                  <dd>{formatRupees(totals.subtotal)}</dd>
                </div>
                {totals.saving > 0 ? (
                  <div>
                    <dt>{t.saving}</dt>
                    <dd>{formatRupees(totals.saving)}</dd>
                  </div>
                ) : null}
                <div className="cart-totals__total">
                  <dt>{t.total}</dt>
                  <dd>{formatRupees(totals.total)}</dd>
                </div>
              </dl>
              <p className="cart-totals__note">{t.estimateNote}</p>
            </section>
            {userId ? (
              <CheckoutForm checkout={checkout} cart={cart} userId={userId} estimate={totals.total} />
            ) : (
              <LoginToOrder onLoginNeeded={login.onLoginNeeded} />
            )}
          </div>
        </div>
      ) : null}
    </div>
  );
}
