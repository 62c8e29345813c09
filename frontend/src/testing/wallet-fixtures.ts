import type { InvoiceView, RechargeQuoteView, TransactionView } from '@nakshatra/contracts';
import { jsonResponse, type Responder } from './fake-fetch';

export const CUSTOMER_ID = '11111111-1111-4111-8111-111111111111';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** A transaction as the wallet lists answer it; a credited ₹500 recharge unless told otherwise. */
export const transaction = (n: number, fields: Partial<TransactionView> = {}): TransactionView => ({
  id: id(n),
  user_id: CUSTOMER_ID,
  type: 'recharge',
  status: 'success',
  amount: 550_00,
  bonus: 50_00,
  gst: 90_00,
  total_paid: 590_00,
  balance_after: 700_50,
  reason: 'Wallet recharge',
  source_kind: 'payment',
  source_id: id(n),
  provider: 'test',
  provider_order_id: `test_order_${n}`,
  provider_payment_id: `test_pay_${n}`,
  invoice_id: id(1000 + n),
  invoice_number: `NK/26-27/${String(n).padStart(6, '0')}`,
  refund_of: null,
  refunded_amount: 0,
  refund_rule: null,
  failure_detail: null,
  actor_id: CUSTOMER_ID,
  actor_role: 'customer',
  created_at: '2026-11-22T10:35:00.000Z',
  updated_at: '2026-11-22T10:36:00.000Z',
  ...fields,
});

/** A pending recharge: nothing credited yet. */
export const pendingRecharge = (n: number, fields: Partial<TransactionView> = {}): TransactionView =>
  transaction(n, { status: 'pending', amount: 0, balance_after: null, provider_payment_id: null, invoice_id: null, invoice_number: null, ...fields });

export const quote = (fields: Partial<RechargeQuoteView> = {}): RechargeQuoteView => ({
  amount: 500_00,
  bonus: 50_00,
  gst_rate_bp: 1800,
  gst: 90_00,
  total: 590_00,
  credit: 550_00,
  offers: [],
  ...fields,
});

export const invoice = (fields: Partial<InvoiceView> = {}): InvoiceView => ({
  id: id(1001),
  number: 'NK/26-27/000042',
  financial_year: '2026-27',
  issued_at: '2026-11-21T19:00:00.000Z',
  user_id: CUSTOMER_ID,
  recharge_id: id(1),
  supplier: { name: 'Nakshatra Astro Services Pvt Ltd', address: '12 MG Road, Bengaluru 560001', state_code: '29', gstin: '29ABCDE1234F1Z5' },
  customer: { name: 'Asha', phone: '+91 9876543210' },
  description: 'Wallet recharge',
  sac: '999799',
  taxable: 500_00,
  gst_rate_bp: 1800,
  cgst: 45_00,
  sgst: 45_00,
  igst: 0,
  total: 590_00,
  bonus: 50_00,
  ...fields,
});

export const dataAnswer = (data: unknown, extra: Record<string, unknown> = {}): Responder => () => jsonResponse(200, { status: 200, data, ...extra });

export const pageAnswer = <T>(items: readonly T[], total = items.length, page = 1, limit = 10): Responder => () =>
  jsonResponse(200, { status: 200, data: items, meta: { page, limit, total } });
