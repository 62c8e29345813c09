import { CURRENCY_SYMBOL } from '../config/app-constants';

/** Paise (integer, as the API and storage keep money) to the shown rupees: 15000 → "₹ 150", 15050 → "₹ 150.50". */
export function formatRupees(paise: number): string {
  const whole = paise % 100 === 0;
  const rupees = (paise / 100).toLocaleString('en-IN', { minimumFractionDigits: whole ? 0 : 2, maximumFractionDigits: 2 });
  return `${CURRENCY_SYMBOL} ${rupees}`;
}
