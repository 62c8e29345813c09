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

/** The invoice's supplier variables, all of which production must set. */
const SUPPLIER_VARIABLES = ['INVOICE_SUPPLIER_NAME', 'INVOICE_SUPPLIER_ADDRESS', 'INVOICE_SUPPLIER_STATE_CODE', 'INVOICE_SUPPLIER_GSTIN'] as const;

/**
 * GST_RATE_BP; the invoice's supplier: INVOICE_SUPPLIER_NAME, INVOICE_SUPPLIER_ADDRESS,
 * INVOICE_SUPPLIER_STATE_CODE (two digits) and INVOICE_SUPPLIER_GSTIN (unset: printed as not
 * registered); and RECHARGE_EXPIRY_MINUTES (1 to 1440) with RECHARGE_EXPIRY_TICK_MS. With
 * NODE_ENV=production every supplier variable is required: a tax invoice charging CGST and SGST
 * must name a registered supplier (CGST Act s.31 and s.32), and a placeholder would be written
 * into every invoice for good.
 */
export function walletConfigFromEnv(env: NodeJS.ProcessEnv = process.env): WalletConfig {
  const missing = SUPPLIER_VARIABLES.filter((name) => !env[name]);
  if (env.NODE_ENV === 'production' && missing.length > 0) throw new Error(`${missing.join(', ')} must be set in production: tax invoices name the registered supplier`);
  const stateCode = env.INVOICE_SUPPLIER_STATE_CODE ?? '29';
  if (!/^\d{2}$/.test(stateCode)) throw new Error(`INVOICE_SUPPLIER_STATE_CODE must be a two-digit GST state code, not "${stateCode}"`);
  if (env.INVOICE_SUPPLIER_GSTIN !== undefined) assertGstin(env.INVOICE_SUPPLIER_GSTIN, stateCode);
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

const GSTIN_CHARACTERS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** A GSTIN's check character: a mod-36 sum over its first 14 characters, weighted 1, 2, 1, 2… */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let index = 0; index < 14; index += 1) {
    const product = GSTIN_CHARACTERS.indexOf(first14[index]!) * (index % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_CHARACTERS[(36 - (sum % 36)) % 36]!;
}

/** A GSTIN as the GST network issues it: state code, PAN, entity number, Z, check character; registered in the supplier's state. */
function assertGstin(gstin: string, stateCode: string): void {
  if (!/^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/.test(gstin) || gstinCheckCharacter(gstin) !== gstin[14]) {
    throw new Error(`INVOICE_SUPPLIER_GSTIN must be a 15-character GSTIN with a valid check character, not "${gstin}"`);
  }
  if (gstin.slice(0, 2) !== stateCode) throw new Error(`INVOICE_SUPPLIER_GSTIN ${gstin} is registered in state ${gstin.slice(0, 2)}, not INVOICE_SUPPLIER_STATE_CODE ${stateCode}`);
}
