import { formatRupees } from '../lib/format-money';
import './signed-amount.css';

/** A change to a balance: "+ ₹ 500" in green for money in, "− ₹ 12.50" in red for money out (the sign says it without colour). */
export function SignedAmount({ paise }: { paise: number }) {
  const kind = paise > 0 ? 'credit' : paise < 0 ? 'debit' : 'none';
  const sign = paise > 0 ? '+ ' : paise < 0 ? '− ' : '';
  return <span className={`signed-amount signed-amount--${kind}`}>{`${sign}${formatRupees(Math.abs(paise))}`}</span>;
}
