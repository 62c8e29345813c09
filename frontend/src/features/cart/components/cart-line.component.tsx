import { AppLink } from '../../../components/app-link.component';
import { formatRupees } from '../../../lib/format-money';
import { useMessages } from '../../../lib/i18n/messages';
import { cartMessages } from '../cart.messages';
import type { CartLine } from '../lib/cart';
import { QuantityInput } from './quantity-input.component';

interface CartLineItemProps {
  readonly line: CartLine;
  readonly onQuantity: (quantity: number) => void;
  readonly onRemove: () => void;
}

/** One product in the cart: picture, name linking to its page, unit price, quantity, line total and Remove. */
export function CartLineItem({ line, onQuantity, onRemove }: CartLineItemProps) {
  const t = useMessages(cartMessages);
  const { title, slug, image, price, quantity, stock } = line;
  return (
    <li className="cart-line">
      <div className="cart-line__media">{image ? <img src={image} alt="" width={96} height={96} loading="lazy" decoding="async" /> : null}</div>
      <div className="cart-line__info">
        <h2 className="cart-line__title">
          <AppLink to={`/mall/${encodeURIComponent(slug)}`}>{title}</AppLink>
        </h2>
        <p className="cart-line__each">{t.each(formatRupees(price))}</p>
        {quantity >= stock ? <p className="cart-line__stock">{t.onlyInStock(stock)}</p> : null}
      </div>
      <div className="cart-line__controls">
        <QuantityInput value={quantity} max={stock} onChange={onQuantity} title={title} />
        <button type="button" className="link-button cart-line__remove" aria-label={t.removeOf(title)} onClick={onRemove}>
          {t.remove}
        </button>
      </div>
      <p className="cart-line__total">
        <span className="visually-hidden">{t.lineTotal} </span>
        {formatRupees(price * quantity)}
      </p>
    </li>
  );
}
