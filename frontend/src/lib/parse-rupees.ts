// Digits with an optional sign and at most two decimals, once ₹, spaces and digit-group commas are gone.
const RUPEES = /^([-−])?(\d{1,10})(?:\.(\d{1,2}))?$/;

/**
 * What someone typed as rupees ("1,500", "₹ 99.5", "-250") in integer paise; undefined when it is
 * not an amount. Worked out on the digits, so no floating-point rounding creeps in.
 */
export function parseRupees(text: string): number | undefined {
  const match = RUPEES.exec(text.replace(/[₹\s,]/g, ''));
  if (!match) return undefined;
  const [, sign, whole, fraction = ''] = match;
  const paise = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return sign ? -paise : paise;
}
