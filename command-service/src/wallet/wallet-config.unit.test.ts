import { describe, expect, it } from 'vitest';
import { gstinCheckCharacter, walletConfigFromEnv } from './wallet-config.js';

const supplier = {
  INVOICE_SUPPLIER_NAME: 'Nakshatra Astro Services Private Limited',
  INVOICE_SUPPLIER_ADDRESS: '12 MG Road, Pune, Maharashtra 411001',
  INVOICE_SUPPLIER_STATE_CODE: '27',
  // The GST network's own example of a GSTIN (Maharashtra).
  INVOICE_SUPPLIER_GSTIN: '27AAPFU0939F1ZV',
};

describe('wallet configuration: the invoice supplier', () => {
  it('takes a registered supplier, GSTIN checked', () => {
    expect(walletConfigFromEnv({ NODE_ENV: 'production', ...supplier }).supplier).toEqual({ name: supplier.INVOICE_SUPPLIER_NAME, address: supplier.INVOICE_SUPPLIER_ADDRESS, stateCode: '27', gstin: '27AAPFU0939F1ZV' });
    expect(gstinCheckCharacter('27AAPFU0939F1Z')).toBe('V');
  });

  it('refuses to start in production without every supplier variable, naming the missing ones', () => {
    expect(() => walletConfigFromEnv({ NODE_ENV: 'production' })).toThrow('INVOICE_SUPPLIER_NAME, INVOICE_SUPPLIER_ADDRESS, INVOICE_SUPPLIER_STATE_CODE, INVOICE_SUPPLIER_GSTIN must be set in production');
    expect(() => walletConfigFromEnv({ NODE_ENV: 'production', ...supplier, INVOICE_SUPPLIER_GSTIN: '' })).toThrow('INVOICE_SUPPLIER_GSTIN must be set in production');
    // Development keeps its placeholder, printed as not registered.
    expect(walletConfigFromEnv({}).supplier.gstin).toBeNull();
  });

  it('refuses a GSTIN of the wrong shape, with a wrong check character, or registered in another state', () => {
    expect(() => walletConfigFromEnv({ ...supplier, INVOICE_SUPPLIER_GSTIN: '27AAPFU0939F1Z' })).toThrow('15-character GSTIN');
    expect(() => walletConfigFromEnv({ ...supplier, INVOICE_SUPPLIER_GSTIN: '27AAPFU0939F1ZW' })).toThrow('valid check character');
    expect(() => walletConfigFromEnv({ ...supplier, INVOICE_SUPPLIER_STATE_CODE: '29' })).toThrow('registered in state 27, not INVOICE_SUPPLIER_STATE_CODE 29');
  });
});
