import { useState } from 'react';
import { AppLink } from '../../../components/app-link.component';
import { useMessages } from '../../../lib/i18n/messages';
import { cartMessages } from '../cart.messages';
import { useCart } from '../hooks/use-cart.hook';
import { MAX_ITEM_QUANTITY, maxQuantity, quantityInCart, type CartProduct } from '../lib/cart';
import { QuantityInput } from './quantity-input.component';
import '../cart.css';

/** A product page's quantity and Add to cart: never more than the stock (or what one order takes), counting what the cart already holds. */
export function AddToCart({ product }: { product: CartProduct }) {
  const t = useMessages(cartMessages);
  const { cart, add } = useCart();
  const inCart = quantityInCart(cart, product.id);
  const left = Math.max(0, maxQuantity(product.stock) - inCart);
  const [quantity, setQuantity] = useState(1);
  const [added, setAdded] = useState(false);

  const submit = () => {
    add(product, Math.min(quantity, left));
    setQuantity(1);
    setAdded(true);
  };

  if (product.stock < 1) {
    return (
      <button type="button" className="button add-to-cart__button" disabled>
        {t.outOfStock}
      </button>
    );
  }
  return (
    <div className="add-to-cart">
      {left > 0 ? (
        <div className="add-to-cart__row">
          <QuantityInput value={Math.min(quantity, left)} max={left} onChange={setQuantity} />
          <button type="button" className="button add-to-cart__button" onClick={submit}>
            {t.addToCart}
          </button>
        </div>
      ) : (
        <p className="add-to-cart__note">{product.stock > MAX_ITEM_QUANTITY ? t.orderLimitInCart(MAX_ITEM_QUANTITY) : t.allInCart}</p>
      )}
      <p className="add-to-cart__status" role="status">
        {added ? `${t.added} ` : null}
        {inCart > 0 ? (
          <>
            {t.inCart(inCart)} · <AppLink to="/cart">{t.goToCart}</AppLink>
          </>
        ) : null}
      </p>
    </div>
  );
}
