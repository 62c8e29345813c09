import { gstRateBpFromEnv, type InvoiceParty } from '@nakshatra/contracts';

/** What the wallet capability needs to know about the business: tax and who issues invoices. */
export interface WalletConfig {
  /** GST on recharges in basis points (GST_RATE_BP; 1800 = 18%). */
  readonly gstRateBp: number;
  readonly supplier: InvoiceParty;
}

/** Nest injection tokens of the wallet capability. */
export const WALLET_CONFIG = Symbol('WalletConfig');
export const PAYMENT_PROVIDER = Symbol('PaymentProvider');

/**
 * GST_RATE_BP, and the invoice's supplier: INVOICE_SUPPLIER_NAME, INVOICE_SUPPLIER_ADDRESS,
 * INVOICE_SUPPLIER_STATE_CODE (two digits) and INVOICE_SUPPLIER_GSTIN (unset: printed as not registered).
 */
export function walletConfigFromEnv(env: NodeJS.ProcessEnv = process.env): WalletConfig {
  const stateCode = env.INVOICE_SUPPLIER_STATE_CODE ?? '29';
  if (!/^\d{2}$/.test(stateCode)) throw new Error(`INVOICE_SUPPLIER_STATE_CODE must be a two-digit GST state code, not "${stateCode}"`);
  return {
    gstRateBp: gstRateBpFromEnv(env),
    supplier: {
      name: env.INVOICE_SUPPLIER_NAME ?? 'Nakshatra Astro Services Private Limited',
      address: env.INVOICE_SUPPLIER_ADDRESS ?? 'Bengaluru, Karnataka, India',
      stateCode,
      gstin: env.INVOICE_SUPPLIER_GSTIN ?? null,
    },
  };
}
