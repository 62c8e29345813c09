/** What a recharge is of: a pack, or an amount the customer typed (paise). The server prices it itself. */
export type RechargeRequest = { readonly pack_id: string } | { readonly amount: number };

/** Smallest and largest recharge, ₹1 and ₹1,00,000 (contracts' MIN_RECHARGE_PAISE and MAX_RECHARGE_PAISE). */
export const MIN_RECHARGE_PAISE = 100;
export const MAX_RECHARGE_PAISE = 100_000_00;
