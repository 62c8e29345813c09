import { AppLink } from '../../../components/app-link.component';
import { formatRupees } from '../../../lib/format-money';
import { useMessages } from '../../../lib/i18n/messages';
import { cartMessages } from '../cart.messages';
import { MAX_ITEM_QUANTITY, maxQuantity, type CartLine } from '../lib/cart';
import { QuantityInput } from './quantity-input.component';

/** The id of a line's quantity box, where an error summary sends focus. */
export const cartLineQuantityId = (productId: string): string => `cart-quantity-${productId}`;

interface CartLineItemProps {
  readonly line: CartLine;
  /** What the server refused about this line ("Only 3 left in stock"). */
  readonly error?: string;
  readonly onQuantity: (quantity: number) => void;
  readonly onRemove: () => void;
}

/** One product in the cart: picture, name linking to its page, unit price, quantity (and what is wrong with it), line total and Remove. */
export function CartLineItem({ line, error, onQuantity, onRemove }: CartLineItemProps) {
  const t = useMessages(cartMessages);
  const { id, title, slug, image, price, quantity, stock } = line;
  const max = maxQuantity(stock);
  const errorId = error ? `${cartLineQuantityId(id)}-error` : undefined;
  return (
    <li className="cart-line">
      <div className="cart-line__media">{image ? <img src={image} alt="" width={96} height={96} loading="lazy" decoding="async" /> : null}</div>
      <div className="cart-line__info">
        <h2 className="cart-line__title">
          <AppLink to={`/mall/${encodeURIComponent(slug)}`}>{title}</AppLink>
        </h2>
        <p className="cart-line__each">{t.each(formatRupees(price))}</p>
        {quantity >= max ? <p className="cart-line__stock">{stock > MAX_ITEM_QUANTITY ? t.perOrder(MAX_ITEM_QUANTITY) : t.onlyInStock(stock)}</p> : null}
        {error ? (
          <p className="cart-line__error" id={errorId}>
            {error}
          </p>
        ) : null}
      </div>
      <div className="cart-line__controls">
        <QuantityInput id={cartLineQuantityId(id)} errorId={errorId} value={quantity} max={max} onChange={onQuantity} title={title} />
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
