import { formatRupees } from '../../../lib/format-money';
import { useMessages } from '../../../lib/i18n/messages';
import { discountPercent } from '../lib/product-pricing';
import { mallMessages } from '../mall.messages';

/** The price, and beside it the struck-through MRP and the saving when there is one. */
export function ProductPrice({ price, mrp }: { price: number; mrp: number }) {
  const t = useMessages(mallMessages);
  const off = discountPercent(price, mrp);
  return (
    <p className="product-price">
      <span className="visually-hidden">{t.price} </span>
      <strong className="product-price__now">{formatRupees(price)}</strong>
      {off > 0 ? (
        <>
          {' '}
          <span className="product-price__mrp">
            <span className="visually-hidden">{t.mrp} </span>
            <s>{formatRupees(mrp)}</s>
          </span>{' '}
          <span className="product-price__off">{t.off(off)}</span>
        </>
      ) : null}
    </p>
  );
}
