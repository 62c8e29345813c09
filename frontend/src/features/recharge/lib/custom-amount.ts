import { parseRupees } from '../../../lib/parse-rupees';
import { MAX_RECHARGE_PAISE, MIN_RECHARGE_PAISE } from '../api/recharge-request';

export type AmountProblem = 'amountInvalid' | 'amountTooSmall' | 'amountTooLarge';

/** A typed recharge amount: paise, or why it cannot be recharged (the message key). Empty is neither. */
export function readCustomAmount(text: string): { readonly amount: number } | { readonly problem: AmountProblem } | undefined {
  if (text.trim() === '') return undefined;
  const amount = parseRupees(text);
  if (amount === undefined || amount < 0) return { problem: 'amountInvalid' };
  if (amount < MIN_RECHARGE_PAISE) return { problem: 'amountTooSmall' };
  if (amount > MAX_RECHARGE_PAISE) return { problem: 'amountTooLarge' };
  return { amount };
}
