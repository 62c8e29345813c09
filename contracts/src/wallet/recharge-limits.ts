/**
 * Largest single recharge: ₹40,000. Smallest: ₹1. A recharge's tax invoice is issued to a person
 * with no GSTIN, and from ₹50,000 such an invoice must carry their address and state (CGST Rules,
 * rule 46(e)), which the product does not ask for: with GST at 18 % a ₹40,000 recharge is invoiced
 * at ₹47,200. Raise it with the address. No zod here: the SPA's always-loaded code reads these
 * through `@nakshatra/contracts/client`.
 */
export const MAX_RECHARGE_PAISE = 40_000_00;
export const MIN_RECHARGE_PAISE = 100;
