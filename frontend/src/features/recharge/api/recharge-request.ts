/** What a recharge is of: a pack, or an amount the customer typed (paise). The server prices it itself. */
export type RechargeRequest = { readonly pack_id: string } | { readonly amount: number };

/** Smallest and largest recharge, ₹1 and ₹40,000 (contracts/src/wallet/recharge-limits.ts says why). */
export { MAX_RECHARGE_PAISE, MIN_RECHARGE_PAISE } from '@nakshatra/contracts/client';
