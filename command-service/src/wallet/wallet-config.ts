import { gstRateBpFromEnv, type InvoiceParty } from '@nakshatra/contracts';
import { intFromEnv } from '@nakshatra/platform';

/** What the wallet capability needs to know about the business: tax, who issues invoices, and how long a checkout may take. */
export interface WalletConfig {
  /** GST on recharges in basis points (GST_RATE_BP; 1800 = 18%). */
  readonly gstRateBp: number;
  readonly supplier: InvoiceParty;
  readonly rechargeExpiry: RechargeExpiryConfig;
}

export interface RechargeExpiryConfig {
  /** How long a started recharge may wait for its payment before it expires (RECHARGE_EXPIRY_MINUTES, 30). */
  readonly afterMs: number;
  /** How often unpaid recharges are looked for (RECHARGE_EXPIRY_TICK_MS, 60000); null runs no ticker (one-off tools). */
  readonly tickMs: number | null;
  /** The clock expiry is read against; tests move it instead of waiting half an hour. */
  readonly now: () => Date;
}

/** Nest injection tokens of the wallet capability. */
export const WALLET_CONFIG = Symbol('WalletConfig');
export const PAYMENT_PROVIDER = Symbol('PaymentProvider');

/**
 * GST_RATE_BP; the invoice's supplier: INVOICE_SUPPLIER_NAME, INVOICE_SUPPLIER_ADDRESS,
 * INVOICE_SUPPLIER_STATE_CODE (two digits) and INVOICE_SUPPLIER_GSTIN (unset: printed as not
 * registered); and RECHARGE_EXPIRY_MINUTES (1 to 1440) with RECHARGE_EXPIRY_TICK_MS.
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
    rechargeExpiry: {
      afterMs: intFromEnv(env, 'RECHARGE_EXPIRY_MINUTES', 30, 1, 1440) * 60_000,
      tickMs: intFromEnv(env, 'RECHARGE_EXPIRY_TICK_MS', 60_000, 50, 3_600_000),
      now: () => new Date(),
    },
  };
}
