import { rupees } from '@nakshatra/contracts/client';

/**
 * Paise (integer, as the API and storage keep money) to the shown rupees: 15000 → "₹ 150", 15050 → "₹ 150.50".
 * The same words as the server's refusals use (contracts' `rupees`), so a refusal and the page agree.
 */
export const formatRupees = (paise: number): string => rupees(paise);
