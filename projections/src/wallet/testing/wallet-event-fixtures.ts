import { randomUUID } from 'node:crypto';
import {
  DEFAULT_GST_RATE_BP,
  financialYearOf,
  invoiceNumber,
  invoiceSeriesStream,
  quoteRecharge,
  walletStreamName,
  type Actor,
  type InvoiceIssued,
  type MoneySource,
  type RechargeQuote,
  type RefundBearer,
  type WalletEventDataByType,
  type WalletEventType,
} from '@nakshatra/contracts';
import type { NewEvent } from '@nakshatra/event-store';

/**
 * Wallet and invoice events as the command service writes them, for projection and query tests:
 * a builder per wallet keeps the balance the way the decider does, so every `balanceAfter` is right.
 */
const metadata = (at: Date, actor: Actor): NewEvent['metadata'] => ({
  correlationId: randomUUID(),
  causationId: randomUUID(),
  actor,
  occurredAt: at.toISOString(),
  schemaVersion: 1,
});

const SYSTEM: Actor = { id: 'system', role: 'system' };
export const ADMIN: Actor = { id: 'admin-1', role: 'admin' };

const keyed = () => ({ idempotencyKey: randomUUID(), requestHash: 'f'.repeat(64) });

export class WalletEvents {
  /** Everything appended so far, in order, for `wallet-<userId>`. */
  readonly events: NewEvent[] = [];
  private balance = 0;
  private readonly recharges = new Map<string, RechargeQuote & { providerOrderId: string }>();
  private taken = 0;

  constructor(readonly userId: string) {}

  get stream(): string {
    return walletStreamName(this.userId);
  }

  /** The events added since the last call, to append a history in steps. */
  take(): NewEvent[] {
    const fresh = this.events.slice(this.taken);
    this.taken = this.events.length;
    return fresh;
  }

  private add<Type extends WalletEventType>(type: Type, data: WalletEventDataByType[Type], at: Date, actor: Actor): void {
    this.events.push({ id: randomUUID(), type, data, metadata: metadata(at, actor) });
  }

  startRecharge(amount: number, at: Date, packBonus = 0): string {
    const rechargeId = randomUUID();
    const quote = quoteRecharge({ amount, packBonus, bonusPercents: [], gstRateBp: DEFAULT_GST_RATE_BP });
    const providerOrderId = `order_${rechargeId.slice(0, 8)}`;
    this.recharges.set(rechargeId, { ...quote, providerOrderId });
    this.add(
      'WalletRechargeStarted',
      { rechargeId, provider: 'test', providerOrderId, packId: null, offerIds: [], amount, bonus: quote.bonus, gstRateBp: quote.gstRateBp, gst: quote.gst, total: quote.total, ...keyed() },
      at,
      { id: this.userId, role: 'customer' },
    );
    return rechargeId;
  }

  failRecharge(rechargeId: string, at: Date, reason: 'failed' | 'cancelled' = 'failed', detail: string | null = 'Card declined'): void {
    this.add('WalletRechargeFailed', { rechargeId, reason, detail }, at, { id: this.userId, role: 'customer' });
  }

  /** The expiry ticker closes an unpaid recharge; `deadline` is when it had to be paid by. */
  expireRecharge(rechargeId: string, at: Date, deadline: Date = at): void {
    this.add('WalletRechargeExpired', { rechargeId, deadline: deadline.toISOString() }, at, SYSTEM);
  }

  credit(rechargeId: string, at: Date): void {
    const recharge = this.recharges.get(rechargeId)!;
    this.balance += recharge.amount + recharge.bonus;
    const providerPaymentId = `pay_${rechargeId.slice(0, 8)}`;
    this.add(
      'WalletCredited',
      {
        transactionId: rechargeId,
        rechargeId,
        amount: recharge.amount,
        bonus: recharge.bonus,
        balanceAfter: this.balance,
        provider: 'test',
        providerOrderId: recharge.providerOrderId,
        providerPaymentId,
        verifiedBy: 'webhook',
        source: { kind: 'payment', id: providerPaymentId },
      },
      at,
      SYSTEM,
    );
  }

  /** A recharge started and credited: returns its id. */
  recharge(amount: number, at: Date, packBonus = 0): string {
    const rechargeId = this.startRecharge(amount, at, packBonus);
    this.credit(rechargeId, at);
    return rechargeId;
  }

  debit(amount: number, at: Date, source: MoneySource = { kind: 'session', id: randomUUID() }, reason = 'Chat consultation'): string {
    const transactionId = randomUUID();
    this.balance -= amount;
    this.add('WalletDebited', { transactionId, amount, balanceAfter: this.balance, reason, source, ...keyed() }, at, SYSTEM);
    return transactionId;
  }

  adjust(amount: number, at: Date, reason = 'Goodwill credit', admin: Actor = ADMIN): string {
    const transactionId = randomUUID();
    this.balance += amount;
    this.add('WalletAdjusted', { transactionId, amount, balanceAfter: this.balance, reason, source: { kind: 'adjustment', id: transactionId }, ...keyed() }, at, admin);
    return transactionId;
  }

  /** `borneBy`: who bears a session's refund (docs/support.md), left out as refunds before the question were. */
  refund(refundOf: string, amount: number, at: Date, source: MoneySource, reason = 'Call dropped', admin: Actor = ADMIN, borneBy?: RefundBearer): string {
    const transactionId = randomUUID();
    this.balance += amount;
    this.add('WalletRefunded', { transactionId, refundOf, amount, balanceAfter: this.balance, reason, source, ...keyed(), ...(borneBy ? { borneBy } : {}) }, at, admin);
    return transactionId;
  }

  /** The GST invoice of a credited recharge, for its financial year's invoice series. */
  invoice(rechargeId: string, sequence: number, at: Date): { stream: string; event: NewEvent<'InvoiceIssued', InvoiceIssued> } {
    const recharge = this.recharges.get(rechargeId)!;
    const financialYear = financialYearOf(at);
    const cgst = Math.floor(recharge.gst / 2);
    const data: InvoiceIssued = {
      invoiceId: randomUUID(),
      number: invoiceNumber(financialYear, sequence),
      financialYear,
      sequence,
      userId: this.userId,
      rechargeId,
      issuedAt: at.toISOString(),
      supplier: { name: 'Nakshatra Astro Services', address: 'Bengaluru', stateCode: '29', gstin: '29ABCDE1234F1Z5' },
      customer: { name: 'Asha', phone: '9876543210' },
      description: 'Wallet recharge',
      sac: '999799',
      taxable: recharge.amount,
      gstRateBp: recharge.gstRateBp,
      cgst,
      sgst: recharge.gst - cgst,
      igst: 0,
      total: recharge.total,
      bonus: recharge.bonus,
    };
    return { stream: invoiceSeriesStream(financialYear), event: { id: randomUUID(), type: 'InvoiceIssued', data, metadata: metadata(at, SYSTEM) } };
  }
}
