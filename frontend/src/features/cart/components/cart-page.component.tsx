import { useState } from 'react';
import { AppLink } from '../../../components/app-link.component';
import { EmptyState } from '../../../components/empty-state.component';
import { PageMeta } from '../../../components/page-meta.component';
import { formatRupees } from '../../../lib/format-money';
import { useMessages } from '../../../lib/i18n/messages';
import { cartMessages } from '../cart.messages';
import { useCart } from '../hooks/use-cart.hook';
import { cartTotals } from '../lib/cart';
import { CartLineItem } from './cart-line.component';
import { OrderPlaced, PlaceOrder, type LoginGate } from './place-order.component';
import '../cart.css';

/** The cart page: its lines with quantities, the totals in ₹, and Place order. */
export function CartPage({ login }: { login: LoginGate }) {
  const t = useMessages(cartMessages);
  const { cart, setQuantity, remove, clear } = useCart();
  const [placed, setPlaced] = useState(false);
  const totals = cartTotals(cart);

  const onPlaced = () => {
    clear();
    setPlaced(true);
  };

  return (
    <div className="cart">
      <PageMeta title={`${t.title} · Nakshatra`} description={t.description} />
      <h1>{t.title}</h1>
      {placed ? <OrderPlaced /> : null}
      {cart.length === 0 && !placed ? (
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
                <CartLineItem key={line.id} line={line} onQuantity={(quantity) => setQuantity(line.id, quantity)} onRemove={() => remove(line.id)} />
              ))}
            </ul>
            <AppLink className="cart__continue" to="/mall">
              {t.continueShopping}
            </AppLink>
          </section>
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
            <PlaceOrder cart={cart} onPlaced={onPlaced} login={login} />
          </section>
        </div>
      ) : null}
    </div>
  );
}
