import { useMessages } from '../../../lib/i18n/messages';
import { stockState } from '../lib/product-pricing';
import { mallMessages } from '../mall.messages';

/** Whether the product can be bought, and how few are left when stock runs low. */
export function StockNote({ stock }: { stock: number }) {
  const t = useMessages(mallMessages);
  const state = stockState(stock);
  const text = state === 'low_stock' ? t.low_stock(stock) : t[state];
  return <p className={`stock-note stock-note--${state}`}>{text}</p>;
}
